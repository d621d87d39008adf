import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, controlledByServiceWorker, newAccount, openBrowser, screenshot, signIn, signUp, type Browser, homeSection } from './support.ts';

// "Mi carta" follows the user: the welcome asks for birth data right after sign-up and the chart shows
// at once; signed out and signed in again on a new device (a fresh profile), the chart and today's card with its
// note come down from the server and stay readable offline.

async function signOutAnywhere(page: Page): Promise<void> {
  const exit = page.getByRole('button', { name: 'Salir' });
  // On a phone the button sits in the closed menu.
  if (!(await exit.isVisible())) await page.getByRole('button', { name: 'Menú' }).click();
  await exit.click();
  await page.waitForURL('**/auth');
}

const focusedClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');

for (const [label, viewport] of [['390x844', PHONE], ['1280x800', DESKTOP]] as const) {
  test(`sign-up asks for the birth data once and shows Mi carta; a new device gets the chart and the tarot history, offline too (${label})`, async () => {
    const account = newAccount();
    const NOTE = `Nota de ${label}: la carta pidió paciencia.`;
    let first: Browser | null = await openBrowser(viewport);
    let second: Browser | null = null;
    try {
      const { page } = first;
      await signUp(page, account);

      const section = await homeSection(page, 'chart-form');
      await section.getByRole('heading', { name: 'Te damos la bienvenida, Lucía' }).waitFor();
      assert.equal(await section.getByLabel('Tu nombre').inputValue(), account.name, 'the name comes from sign-up');
      assert.equal(await section.getByLabel('Sistema de casas').inputValue(), 'placidus', 'the house system is stated');
      // The welcome form at the browser's own sizes: small radio boxes, and fields that keep their height beside a
      // neighbour with a hint.
      const radio = await section.getByLabel('Es mi carta').boundingBox();
      assert.ok(radio && radio.width <= 24 && radio.height <= 24, `the radio is ${radio?.width}×${radio?.height}`);
      for (const field of [section.getByLabel('Fecha de nacimiento'), section.getByLabel('Hora de nacimiento (opcional)'), section.getByLabel('Sistema de casas')]) {
        const box = await field.boundingBox();
        assert.ok(box && box.height <= 56, `a field ${box?.height}px tall`);
      }

      // A refused field is marked where it is, besides the toast, and holds the focus.
      await section.getByRole('button', { name: 'Generar mi carta natal' }).click();
      const date = section.getByLabel('Fecha de nacimiento');
      await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'date');
      assert.equal(await date.getAttribute('aria-invalid'), 'true');
      await section.getByText('Indica tu fecha de nacimiento.').waitFor();
      await screenshot(page, `my-chart-welcome-${label}`);

      await date.fill('1990-05-15');
      await section.getByLabel('Hora de nacimiento (opcional)').fill('14:30');
      await section.getByRole('combobox', { name: 'Lugar de nacimiento' }).fill('Madrid, España');
      await section.getByLabel('Sistema de casas').selectOption('whole-sign');
      await section.getByRole('button', { name: 'Generar mi carta natal' }).click();
      await page.getByText('¡Carta natal generada con éxito!').first().waitFor({ timeout: 30_000 });

      const result = section.getByRole('region', { name: 'Carta: Carta natal de Lucía' });
      await result.waitFor();
      await page.waitForFunction(() => document.activeElement?.classList.contains('chart-section__result') ?? false);
      assert.match(await focusedClass(page), /chart-section__result/, 'focus moved to the result');
      await section.getByText('Mi carta natal', { exact: true }).waitFor();
      await section.getByRole('button', { name: 'Nueva carta' }).waitFor();
      assert.equal(await section.getByRole('heading', { name: /Te damos la bienvenida/ }).count(), 0, 'asked once');
      // The reading speaks to the person (its chapters may be folded: present, not necessarily visible).
      await result.getByText(/Lucía, naciste el 15 de mayo de 1990/).first().waitFor({ state: 'attached' });
      assert.doesNotMatch((await result.textContent()) ?? '', /Carta natal de Lucía, naciste/, 'never to the title');
      await screenshot(page, `my-chart-${label}`);

      const tarot = await homeSection(page, 'tarot');
      await tarot.getByRole('button', { name: 'Sacar mi carta del día' }).click();
      await page.getByText('¡Lectura generada con éxito!').first().waitFor();
      const cardName = (await tarot.getByRole('heading', { level: 3 }).first().textContent())?.trim();
      assert.ok(cardName, 'the card has a name');
      const note = tarot.getByLabel('Tu nota sobre esta carta');
      await note.fill(NOTE);
      await note.press('Control+Enter');
      await tarot.getByText('Nota guardada.').waitFor();

      await signOutAnywhere(page);
      await first.close();
      first = null;

      // A new device: a fresh profile, nothing stored.
      second = await openBrowser(viewport);
      const next = second.page;
      await signIn(next, account);
      await next.waitForURL((url) => url.pathname === '/');
      await controlledByServiceWorker(next);
      const chart = await homeSection(next, 'chart-form');
      await chart.getByRole('region', { name: 'Carta: Carta natal de Lucía' }).waitFor({ timeout: 20_000 });
      await chart.getByText('Mi carta natal', { exact: true }).waitFor();
      assert.equal(await chart.getByRole('heading', { name: /Te damos la bienvenida/ }).count(), 0, 'no welcome on a new device');
      const nextTarot = await homeSection(next, 'tarot');
      await nextTarot.getByRole('heading', { level: 3, name: cardName }).waitFor();
      await nextTarot.getByLabel('Tu nota sobre esta carta').waitFor();
      assert.equal(await nextTarot.getByLabel('Tu nota sobre esta carta').inputValue(), NOTE);
      // The pull stored the tarot history on the device before going offline.
      await next.waitForFunction(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('sendero-astral');
            open.onsuccess = () => {
              const request = open.result.transaction('tarotReadings').objectStore('tarotReadings').count();
              request.onsuccess = () => resolve(request.result > 0);
              request.onerror = () => resolve(false);
            };
            open.onerror = () => resolve(false);
          }),
      );

      await second.context.setOffline(true);
      await next.reload();
      const offlineResult = chart.getByRole('region', { name: 'Carta: Carta natal de Lucía' });
      await offlineResult.getByText(/Lucía, naciste/).first().waitFor({ state: 'attached' });
      await nextTarot.getByRole('heading', { level: 3, name: cardName }).waitFor();
      assert.equal(await nextTarot.getByLabel('Tu nota sobre esta carta').inputValue(), NOTE);
      await screenshot(next, `my-chart-new-device-offline-${label}`);
      await second.context.setOffline(false);
    } finally {
      await first?.close();
      await second?.close();
    }
  });
}
