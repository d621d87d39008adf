import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, openBrowser, screenshot, homeSection, enterAsNewUser } from './support.ts';

// A compatibility invitation end to end, in two browsers that share nothing: the inviter (signed in, on a desktop)
// makes a link; the invitee (no account, on a phone) opens it, reads what is shared, consents and sends their data;
// the inviter finds them in their list and reads the compatibility with one plain sentence per category; the link
// then no longer works.

test('an invitation link, from the inviter to someone without an account and back', async () => {
  const inviter = await openBrowser(DESKTOP);
  const invitee = await openBrowser(PHONE);
  try {
    const { page } = inviter;
    await enterAsNewUser(page);
    const section = await homeSection(page, 'compatibility');
    await section.getByText('Aún no has guardado a nadie. Empieza por ti y añade después a otra persona.').waitFor();

    // The inviter's own data, to compare the invitee with.
    await section.getByRole('button', { name: 'Añadir persona' }).click();
    const own = section.getByRole('form', { name: 'Nueva persona' });
    await own.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await own.getByLabel('Son mis propios datos («Mi carta»)').check();
    await own.getByLabel('Fecha de nacimiento').fill('1990-05-15');
    await own.getByLabel('Hora de nacimiento (opcional)').fill('14:30');
    await own.getByRole('combobox', { name: 'Lugar de nacimiento' }).fill('Madrid, España');
    await own.getByRole('combobox', { name: 'Lugar de nacimiento' }).press('Tab');
    await own.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Guardamos a Lucía en tus personas.').waitFor();

    const invite = section.getByRole('region', { name: 'Invita a alguien' });
    await invite.getByRole('button', { name: 'Invitar a alguien' }).click();
    const form = invite.getByRole('form', { name: 'Nueva invitación' });
    // The account's first name, offered as the one the invitee will read.
    await page.waitForFunction(() => (document.querySelector('#compatibility form input') as HTMLInputElement | null)?.value === 'Lucía');
    await form.getByLabel('Para quién es (opcional)').fill('para Mateo');
    await form.getByLabel('Relación').selectOption('amigos');
    await form.getByRole('button', { name: 'Crear el enlace' }).click();
    const linkField = invite.getByLabel('Enlace de la invitación');
    await linkField.waitFor();
    const link = await linkField.inputValue();
    assert.match(link, /\/invitacion\/[A-Za-z0-9_-]{43}$/);
    await invite.getByRole('list', { name: 'Invitaciones pendientes' }).getByText('para Mateo').waitFor();
    await invite.scrollIntoViewIfNeeded();
    await screenshot(page, 'invite-created-1280x800');

    // The invitee: another browser, no account.
    const other = invitee.page;
    await other.goto(new URL(link).pathname);
    await other.getByRole('heading', { level: 1, name: 'Lucía te invita a una lectura de compatibilidad' }).waitFor({ timeout: 30_000 });
    await other.getByText('Con quién: solo con Lucía.', { exact: false }).waitFor();
    assert.equal(await other.getByText('para Mateo').count(), 0, "the inviter's note stays the inviter's");
    await other.getByLabel('Tu nombre').fill('Mateo');
    await other.getByLabel('Fecha de nacimiento').fill('1988-11-02');
    await other.getByRole('combobox', { name: 'Lugar de nacimiento' }).fill('Buenos Aires, Argentina');
    await other.getByRole('combobox', { name: 'Lugar de nacimiento' }).press('Tab');
    await screenshot(other, 'invitation-form-390x844');
    await other.getByRole('button', { name: 'Enviar mis datos a Lucía' }).click();
    // Without the box ticked nothing leaves: the box is pointed at.
    await other.getByText('Para enviar tus datos, marca la casilla que dice que estás de acuerdo en compartirlos.').first().waitFor();
    await other.getByLabel('Acepto compartir estos datos con Lucía para su lectura de compatibilidad.').check();
    await other.getByRole('button', { name: 'Enviar mis datos a Lucía' }).click();
    await other.getByRole('heading', { level: 1, name: '¡Gracias!' }).waitFor({ timeout: 30_000 });
    assert.equal(await other.evaluate(() => window.scrollY), 0, 'the thanks show from the top, not where the long form ended');
    await screenshot(other, 'invitation-sent-390x844');

    // Used once: opening it again says so.
    await other.reload();
    await other.getByRole('heading', { level: 1, name: 'Esta invitación ya no está disponible' }).waitFor({ timeout: 30_000 });

    // The inviter finds Mateo among their people, as a friend, and reads the compatibility.
    await page.reload();
    await section.getByText('Mateo', { exact: true }).first().waitFor({ timeout: 30_000 });
    await section.getByRole('region', { name: 'Invita a alguien' }).waitFor();
    assert.equal(await section.getByRole('list', { name: 'Invitaciones pendientes' }).count(), 0, 'the used invitation is no longer waiting');
    const pick = section.getByRole('form', { name: 'Calcula una compatibilidad' });
    assert.equal(await pick.getByLabel('Amigos').isChecked(), true, "the invitation's relation chooses the category");
    await pick.getByRole('button', { name: 'Calcular compatibilidad' }).click();
    await section.getByRole('heading', { name: 'Lucía y Mateo', level: 3 }).waitFor({ timeout: 30_000 });
    const summary = (await section.locator('.compat-reading__summary').innerText()).trim();
    assert.ok(summary.length > 20 && /[.!?]$/.test(summary), `one plain sentence before the numbers: «${summary}»`);
    assert.equal(await section.locator('.compat-other__summary').count(), 3, "each other category's sentence in its card");
    await section.locator('.compat-reading__summary').scrollIntoViewIfNeeded();
    await screenshot(page, 'invite-reading-1280x800');
  } finally {
    await inviter.close();
    await invitee.close();
  }
});
