import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { PHONE, browserTest, enterAsNewUser, screenshot, homeSection } from './support.ts';

// The natal reading on a phone: the summary comes first, a planet tapped on the wheel leads to its paragraph,
// chapters open from their chips, and the wheel leaves as a real PNG.

browserTest(
  'a natal reading read on a phone: summary, wheel to paragraph, chapters, wheel as an image',
  async ({ page }) => {
    await enterAsNewUser(page);
    const section = await homeSection(page, 'chart-form');
    await section.getByLabel('Fecha de nacimiento').fill('1988-11-02');
    await section.getByLabel('Hora de nacimiento (opcional)').fill('07:45');
    await section.getByRole('combobox', { name: 'Lugar de nacimiento' }).fill('Buenos Aires, Argentina');
    await section.getByRole('button', { name: 'Generar mi carta natal' }).click();

    const summary = section.getByRole('region', { name: 'La carta en breve' });
    await summary.waitFor({ timeout: 30_000 });
    assert.match(await summary.innerText(), /Escorpio/, 'the Sun of 2 November is in Scorpio');
    assert.equal(await summary.getByRole('button', { name: /^Leer: / }).count(), 3);
    await section.getByText(/2 de noviembre de 1988, a las 07:45/).waitFor();
    await section.getByText('Casas: Placidus').waitFor();
    await screenshot(page, 'reading-summary-390x844');

    // Tapping the Moon's glyph lands on the Moon's paragraph, focused, inside an opened chapter.
    await section.getByRole('button', { name: /^Luna a \d+° de .*: ir a su interpretación$/ }).click();
    const focused = await page.evaluate(() => ({
      className: document.activeElement?.className,
      text: document.activeElement?.textContent?.slice(0, 40),
      inOpenChapter: (document.activeElement?.closest('details') as HTMLDetailsElement | null)?.open ?? true,
    }));
    assert.equal(focused.className, 'reading-paragraph');
    assert.match(focused.text ?? '', /^Luna en /);
    assert.equal(focused.inOpenChapter, true);

    // The last chapter starts closed and opens from its chip.
    const chips = section.getByRole('navigation', { name: 'Capítulos de la lectura' });
    const lastChip = chips.getByRole('link').last();
    const lastChapter = section.locator('details.reading-chapter').last();
    assert.equal(await lastChapter.evaluate((element) => (element as HTMLDetailsElement).open), false);
    await lastChip.click();
    assert.equal(await lastChapter.evaluate((element) => (element as HTMLDetailsElement).open), true);

    // Desktop Chromium cannot share files, so the wheel downloads as a PNG.
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Guardar la rueda como imagen' }).click()]);
    assert.match(download.suggestedFilename(), /\.png$/);
    const png = await readFile((await download.path())!);
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG signature');
    assert.ok(png.length > 20_000, `a drawn 1080 px wheel, not an empty canvas (${png.length} bytes)`);
  },
  PHONE,
);
