import assert from 'node:assert/strict';
import { browserTest, DESKTOP, enterAsNewUser, PHONE, screenshot, homeSection } from './support.ts';

// "Bs As" is Buenos Aires: typed into the chart form's place combobox, chosen with the keyboard only, and used
// for the chart: Latin Americans type their places as they say them (docs/places.md).

for (const [size, viewport] of [['390x844', PHONE], ['1280x800', DESKTOP]] as const) {
  browserTest(`"Bs As" chosen with the keyboard becomes Buenos Aires (${size})`, async ({ page }) => {
    await enterAsNewUser(page);
    const section = await homeSection(page, 'chart-form');
    const place = section.getByRole('combobox', { name: 'Lugar de nacimiento' });
    await place.waitFor();
    assert.equal(await section.locator('datalist').count(), 0, 'no datalist: the list is a listbox');

    await place.click();
    await place.pressSequentially('Bs As');
    const option = section.getByRole('option', { name: 'Buenos Aires, Argentina' });
    await option.waitFor();
    assert.equal(await place.getAttribute('aria-expanded'), 'true');
    const listbox = section.getByRole('listbox');
    assert.equal(await place.getAttribute('aria-controls'), await listbox.getAttribute('id'));
    assert.equal(await section.getByRole('option').first().textContent(), 'Buenos Aires, Argentina', 'the abbreviation ranks its city first');
    await section.getByRole('status').filter({ hasText: /coincide/ }).waitFor({ state: 'attached' });
    if (size === '390x844') await screenshot(page, 'places-bs-as-390x844');

    await page.keyboard.press('ArrowDown');
    assert.equal(await place.getAttribute('aria-activedescendant'), await option.getAttribute('id'));
    assert.equal(await option.getAttribute('aria-selected'), 'true');
    await page.keyboard.press('Enter');
    assert.equal(await place.inputValue(), 'Buenos Aires, Argentina');
    assert.equal(await place.getAttribute('aria-expanded'), 'false');
    assert.equal(await place.evaluate((element) => element === document.activeElement), true, 'focus stays in the field');

    await section.getByLabel('Fecha de nacimiento').fill('1986-06-22');
    await section.getByRole('button', { name: 'Generar mi carta natal' }).click();
    await page.getByText('¡Carta natal generada con éxito!').waitFor({ timeout: 30_000 });
    await section.getByText(/Buenos Aires/).first().waitFor();
  }, viewport);
}
