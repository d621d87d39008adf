import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { controlledByServiceWorker, openBrowser, screenshot, type Browser, homeSection, enterAsNewUser } from './support.ts';

let browser: Browser;

before(async () => {
  browser = await openBrowser({ width: 390, height: 844 });
});
after(async () => {
  await browser.close();
});

async function addPerson(section: Locator, page: Page, person: { name: string; self?: boolean; relation?: string; date: string; time?: string; place: string }) {
  await section.getByRole('button', { name: 'Añadir persona' }).click();
  const form = section.getByRole('form', { name: 'Nueva persona' });
  await form.getByLabel('Nombre', { exact: true }).fill(person.name);
  if (person.self) await form.getByLabel('Son mis propios datos («Mi carta»)').check();
  if (person.relation) await form.getByLabel('Relación').selectOption(person.relation);
  await form.getByLabel('Fecha de nacimiento').fill(person.date);
  if (person.time) await form.getByLabel('Hora de nacimiento (opcional)').fill(person.time);
  await form.getByRole('combobox', { name: 'Lugar de nacimiento' }).fill(person.place);
  // Leaving the field closes its suggestions, which would otherwise lie over the button.
  await form.getByRole('combobox', { name: 'Lugar de nacimiento' }).press('Tab');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText(`Guardamos a ${person.name} en tus personas.`).waitFor();
}

/**
 * The WCAG contrast of an element's text against the colours painted behind it, composed from the page down (the
 * gradients aside, which the app keeps off the backgrounds of text).
 */
function contrastOf(locator: Locator): Promise<number> {
  // No named inner functions: the test runner's transform would wrap them in a helper the page does not have.
  return locator.evaluate((element) => {
    const layers: string[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) layers.unshift(getComputedStyle(node).backgroundColor);
    let background = [255, 255, 255];
    for (const colour of layers) {
      const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      background = [r, g, b].map((v, i) => v * a + background[i] * (1 - a));
    }
    const [r, g, b, a = 1] = (getComputedStyle(element).color.match(/[\d.]+/g) ?? []).map(Number);
    const text = [r, g, b].map((v, i) => v * a + background[i] * (1 - a));
    const [light, dark] = [text, background]
      .map((rgb) =>
        rgb
          .map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
          .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0),
      )
      .sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  });
}

/** The chosen category's two scores, read from its region. */
async function scoresOf(section: Locator, category: string): Promise<number[]> {
  const region = section.getByRole('region', { name: category, exact: true });
  await region.waitFor({ timeout: 30_000 });
  const values = await region.locator('strong').allTextContents();
  return values.map(Number);
}

test('two people, the four categories, the Pro view, and the readings again offline', async () => {
  const { page, context } = browser;
  await enterAsNewUser(page);
  await controlledByServiceWorker(page);

  const section = await homeSection(page, 'compatibility');
  await section.getByText('Aún no has guardado a nadie. Empieza por ti y añade después a otra persona.').waitFor();
  await addPerson(section, page, { name: 'Lucía', self: true, date: '1990-05-15', time: '14:30', place: 'Madrid, España' });
  await addPerson(section, page, { name: 'Mateo', relation: 'pareja', date: '1988-11-02', place: 'Buenos Aires, Argentina' });
  await section.getByText('Mi carta', { exact: true }).first().waitFor();

  const pick = section.getByRole('form', { name: 'Calcula una compatibilidad' });
  assert.equal(await pick.getByLabel('Pareja').isChecked(), true, "Mateo's relation chooses the category");
  await pick.getByRole('button', { name: 'Calcular compatibilidad' }).click();
  const heading = section.getByRole('heading', { name: 'Lucía y Mateo', level: 3 });
  await heading.waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => document.activeElement?.textContent === 'Lucía y Mateo');
  await section.getByText('Sin la hora de nacimiento de Mateo', { exact: false }).first().waitFor();

  const texts = new Map<string, string>();
  const scores = new Map<string, number[]>();
  for (const [category, next] of [['Pareja', 'amigos'], ['Amigos', 'familia'], ['Familia', 'trabajo'], ['Trabajo', null]] as const) {
    scores.set(category, await scoresOf(section, category));
    await section.getByText('Por qué este número').first().click();
    texts.set(category, await section.locator('.compat-reading__text').innerText());
    if (next) await section.getByRole('button', { name: `Leer en clave de ${next}` }).click();
  }
  for (const [category, [harmony, intensity]] of scores) {
    assert.ok(harmony >= 0 && harmony <= 100 && intensity >= 0 && intensity <= 100, `${category}: ${harmony}, ${intensity}`);
  }
  assert.equal(new Set(texts.values()).size, 4, 'each category has its own reading');
  for (const text of texts.values()) assert.ok(text.split(/\s+/).length >= 350, 'each reading is at least 350 words');

  const proButton = section.getByRole('button', { name: /Ver el análisis avanzado/ });
  const proContrast = await contrastOf(proButton.locator('.badge--pro'));
  assert.ok(proContrast >= 4.5, `the Pro badge reads at ${proContrast.toFixed(2)}:1`);
  await proButton.click();
  await section.getByText(/Ese plan aún no existe: hoy lo ves completo sin pagar/).waitFor();
  const grid = section.getByRole('table', { name: 'Aspectos entre las dos cartas' });
  await grid.waitFor();
  assert.ok((await grid.locator('td.compat-grid__major').count()) > 0, 'the grid lists major aspects');
  // Every aspect glyph is drawn, at the text's size, whatever fonts the device has.
  const glyphSizes = await grid.locator('svg[data-aspect]').evaluateAll((glyphs) => glyphs.map((glyph) => glyph.getBoundingClientRect().width));
  assert.ok(glyphSizes.length > 0 && glyphSizes.every((width) => width >= 12), `glyph widths: ${glyphSizes.join(', ')}`);
  await grid.scrollIntoViewIfNeeded();
  await screenshot(page, 'compatibility-pro-grid-390x844');
  await section.getByText('Sin la hora de nacimiento de Mateo no hay casas donde situar los planetas de la otra persona.').waitFor();
  for (const name of [/Carta de Lucía con los planetas de Mateo alrededor/, /Carta compuesta de Lucía y Mateo/, /Carta Davison de Lucía y Mateo/]) {
    await section.getByRole('img', { name }).waitFor();
  }
  await section.getByRole('img', { name: /Carta compuesta/ }).scrollIntoViewIfNeeded();
  await screenshot(page, 'compatibility-pro-390x844');

  await context.setOffline(true);
  await page.reload();
  await section.getByRole('heading', { name: 'Lucía y Mateo', level: 3 }).waitFor({ timeout: 30_000 });
  assert.deepEqual(await scoresOf(section, 'Trabajo'), scores.get('Trabajo'));
  const generateButton = section.getByRole('button', { name: 'Calcular compatibilidad' });
  assert.equal(await generateButton.isDisabled(), true);
  await section.getByText(/Sin conexión: podrás calcular una compatibilidad nueva/).waitFor();
  await section.getByText('Tus lecturas anteriores').click();
  await section.getByRole('button', { name: /^Lucía y Mateo · Pareja/ }).click();
  assert.deepEqual(await scoresOf(section, 'Pareja'), scores.get('Pareja'));
  await heading.scrollIntoViewIfNeeded();
  await screenshot(page, 'compatibility-offline-390x844');
  await context.setOffline(false);
});
