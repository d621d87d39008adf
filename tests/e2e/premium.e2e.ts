import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { PHONE, controlledByServiceWorker, openBrowser, screenshot, type Browser, homeSection, enterAsNewUser } from './support.ts';

// The premium journey: a chart first, then each reading from the #premium section (solar return, transits now,
// monthly report with its .ics), and every one of them read again with the network gone.

let browser: Browser;

/** Nothing wider than a phone's screen: no sideways scrolling. */
async function fitsTheScreen(page: Page, what: string): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  assert.ok(scroll <= width, `${what}: ${scroll}px of content in a ${width}px screen`);
}

/**
 * The transit property, read off the page: every exact date shown lies inside the window (enters – leaves) of the
 * pass it is listed with. Returns how many windows were checked.
 */
async function exactDatesInsideWindows(page: Page): Promise<number> {
  await page.locator('.premium-transit__dates').first().waitFor({ state: 'attached', timeout: 30_000 });
  const windows = await page.locator('.premium-transit__dates').evaluateAll((lists) =>
    lists.map((list) => {
      const facts = new Map<string, string>();
      const terms = [...list.querySelectorAll('dt')];
      for (const term of terms) facts.set(term.textContent ?? '', term.nextElementSibling?.textContent ?? '');
      return { enters: facts.get('Entra en orbe') ?? '', exact: facts.get('Exacto') ?? null, leaves: facts.get('Sale de orbe') ?? '' };
    }),
  );
  const months = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
  const day = (text: string): number | null => {
    const match = /^(\d{1,2}) de (\S+) de (\d{4})$/.exec(text.trim());
    return match ? Date.UTC(Number(match[3]), months.indexOf(match[2]), Number(match[1])) : null;
  };
  for (const window of windows) {
    const from = day(window.enters) ?? -Infinity;
    const to = day(window.leaves) ?? Infinity;
    for (const exact of window.exact?.split(' · ') ?? []) {
      const at = day(exact);
      assert.ok(at !== null, `an exact date with its year: «${exact}»`);
      assert.ok(at >= from && at <= to, `«${exact}» lies inside «${window.enters}» – «${window.leaves}»`);
    }
  }
  return windows.length;
}

before(async () => {
  browser = await openBrowser();
});
after(async () => {
  await browser.close();
});

test('opens each premium reading, exports the month as .ics, and re-reads them offline', async () => {
  const { page, context } = browser;
  await enterAsNewUser(page);
  await controlledByServiceWorker(page);

  const chart = await homeSection(page, 'chart-form');
  await chart.getByLabel('Fecha de nacimiento').fill('1990-05-15');
  await chart.getByLabel('Hora de nacimiento (opcional)').fill('14:30');
  await chart.getByRole('combobox', { name: 'Lugar de nacimiento' }).fill('Madrid, España');
  await chart.getByRole('button', { name: 'Generar mi carta natal' }).click();
  await page.getByText('¡Carta natal generada con éxito!').waitFor({ timeout: 30_000 });

  const premium = await homeSection(page, 'premium');
  await premium.getByText('Premium · abierto durante el lanzamiento').waitFor();
  assert.equal(await premium.getByRole('button', { name: 'Disponible pronto' }).count(), 2);

  // Solar return, for the chart just made, at the birthplace.
  await premium.getByRole('link', { name: /Revolución solar/ }).click();
  await page.waitForURL('**/premium/revolucion-solar');
  await page.getByRole('option', { name: 'Carta natal de Lucía' }).waitFor({ state: 'attached' });
  const year = new Date().getFullYear();
  await page.getByLabel('Año del cumpleaños').fill(String(year));
  await page.getByRole('button', { name: 'Calcular mi revolución solar' }).click();
  await page.getByRole('heading', { name: `Tu revolución solar de ${year}` }).waitFor({ timeout: 30_000 });
  await page.getByRole('img', { name: new RegExp(`Rueda de la revolución solar de ${year}`) }).waitFor();
  await page.getByRole('table', { name: 'Casas' }).waitFor();
  await page.getByText(/\(hora de Madrid\)/).first().waitFor();
  await screenshot(page, 'premium-solar-return-1280x800');

  // Transits, computed on the device.
  await page.getByRole('navigation', { name: 'Lecturas Premium' }).getByRole('link', { name: 'Tránsitos en tiempo real' }).click();
  await page.getByRole('heading', { name: 'El cielo ahora' }).waitFor({ timeout: 30_000 });
  await page.getByText(/% iluminada/).waitFor();
  await page.getByText('Sobre «Carta natal de Lucía», tu última carta guardada en este dispositivo.').waitFor();
  assert.ok((await exactDatesInsideWindows(page)) > 0, 'the chart has transits with their windows');
  await screenshot(page, 'premium-transits-1280x800');

  // Monthly report, then its calendar file.
  await page.getByRole('navigation', { name: 'Lecturas Premium' }).getByRole('link', { name: 'Informe mensual' }).click();
  await page.getByLabel('Mes').fill('2026-03');
  await page.getByRole('button', { name: 'Preparar mi informe' }).click();
  await page.getByRole('heading', { name: 'Tu informe de marzo de 2026' }).waitFor({ timeout: 30_000 });
  await page.getByText(/Eclipse lunar total/).first().waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar calendario (.ics)' }).click()]);
  assert.equal(download.suggestedFilename(), 'sendero-astral-2026-03.ics');
  const ics = await readFile((await download.path())!, 'utf8');
  assert.match(ics, /^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
  assert.match(ics, /\r\nDTSTART:20260303T1133\d\dZ\r\n/);
  assert.ok((ics.match(/BEGIN:VEVENT\r\n/g) ?? []).length > 5, 'one VEVENT per event');
  await screenshot(page, 'premium-monthly-1280x800');

  // The print view: only the report, without the form, the navigation or the buttons.
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.getByRole('button', { name: 'Preparar mi informe' }).isVisible(), false);
  assert.equal(await page.getByRole('navigation', { name: 'Lecturas Premium' }).isVisible(), false);
  assert.equal(await page.getByRole('button', { name: 'Descargar calendario (.ics)' }).isVisible(), false);
  assert.equal(await page.getByRole('heading', { name: 'Tu informe de marzo de 2026' }).isVisible(), true);
  const pdf = await page.pdf({ format: 'A4' });
  assert.ok(pdf.length > 20_000, 'the report prints to a PDF');
  await page.emulateMedia({ media: 'screen' });

  await page.setViewportSize(PHONE);
  await fitsTheScreen(page, 'monthly report on a phone');
  await screenshot(page, 'premium-monthly-390x844');

  // Offline: the last report and return read from the device, the sky is still computed, generation says why not.
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { name: 'Tu informe de marzo de 2026' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Preparar mi informe' }).isDisabled(), true);
  await page.getByText(/Sin conexión: podrás generar una lectura nueva/).first().waitFor();

  await page.getByRole('navigation', { name: 'Lecturas Premium' }).getByRole('link', { name: 'Revolución solar' }).click();
  await page.getByRole('heading', { name: `Tu revolución solar de ${year}` }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Calcular mi revolución solar' }).isDisabled(), true);
  await fitsTheScreen(page, 'solar return on a phone');

  await page.getByRole('navigation', { name: 'Lecturas Premium' }).getByRole('link', { name: 'Tránsitos en tiempo real' }).click();
  await page.getByRole('heading', { name: 'El cielo ahora' }).waitFor();
  await page.getByText('Sobre «Carta natal de Lucía», tu última carta guardada en este dispositivo.').waitFor();
  await fitsTheScreen(page, 'transits on a phone');
  assert.ok((await exactDatesInsideWindows(page)) > 0, 'the phone shows the same transits with their windows');
  await screenshot(page, 'premium-transits-390x844');
  await context.setOffline(false);
});
