import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, browserTest, controlledByServiceWorker, enterAsNewUser, screenshot } from './support.ts';

// Hoy, the signed-in home's first screen: after sign-in, with and without a chart, on one screen, the
// practice's timer, the reminder offered after the first card, offline after a reload; and the focus after drawing
// the day's card, from Hoy and from the Tarot section. Each test has its own account.

const GREETING = /^(Buenos días|Buenas tardes|Buenas noches), Lucía$/;
const OFFER = 'Un aviso para tu próxima carta';
const CHART_FOR = /^Según «.+», tu carta natal más reciente\.$/;

async function createChart(page: Page): Promise<void> {
  const section = page.locator('#chart-form');
  await section.getByLabel('Fecha de nacimiento').fill('1990-05-15');
  await section.getByLabel('Hora de nacimiento (opcional)').fill('14:30');
  await section.getByRole('combobox', { name: 'Lugar de nacimiento' }).fill('Madrid, España');
  await section.getByRole('button', { name: 'Generar mi carta natal' }).click();
  await page.getByText('¡Carta natal generada con éxito!').waitFor({ timeout: 30_000 });
}

for (const [size, viewport] of [['390x844', PHONE], ['1280x800', DESKTOP]] as const) {
  browserTest(`Hoy greets after sign-in, shows the sky, then the chart's transits, and works offline after a reload (${size})`, async ({ page, context }) => {
    await enterAsNewUser(page);
    const hoy = page.locator('#hoy');
    await hoy.getByRole('heading', { level: 2, name: GREETING }).waitFor();
    const firstSection = await page.evaluate(() => document.querySelector('main > section')?.id);
    assert.equal(firstSection, 'hoy', "Hoy comes before the spec's sections");

    // Without a chart: the sky, a practice and an invitation to create the chart.
    await hoy.getByRole('article', { name: 'La Luna hoy' }).waitFor({ timeout: 20_000 });
    await hoy.getByRole('article', { name: 'Retrógrados ahora' }).waitFor();
    await hoy.getByRole('link', { name: 'Crear mi carta natal' }).waitFor();
    await hoy.getByRole('article', { name: 'Una práctica para hoy' }).getByRole('timer').waitFor();
    await hoy.getByRole('button', { name: 'Sacar mi carta del día' }).waitFor();
    await controlledByServiceWorker(page);

    await createChart(page);
    await hoy.getByText(CHART_FOR).waitFor();
    await hoy.getByRole('article', { name: 'La Luna hoy' }).getByText(/ · casa \d+$/).waitFor();
    const transits = hoy.getByRole('article', { name: 'Lo que más pesa hoy en tu carta natal' }).getByRole('listitem');
    assert.ok((await transits.count()) <= 3, 'at most three transits');
    // Each transit is one line with its window; its text opens on a tap.
    const first = transits.first();
    assert.match(await first.locator('summary').innerText(), /\d{1,2} \p{L}+(?: \d{4})? – \d{1,2} \p{L}+(?: \d{4})?|desde el|hasta el/u);
    assert.equal(await first.locator('details > p').last().isVisible(), false);
    await first.locator('summary').click();
    assert.equal(await first.locator('details > p').last().isVisible(), true);
    await first.locator('summary').click();

    // The first card ever: the reminder is offered under it, with tomorrow's notification as it will arrive.
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    assert.equal(await hoy.getByRole('complementary', { name: OFFER }).count(), 0, 'not offered on arrival');
    await hoy.getByRole('button', { name: 'Sacar mi carta del día' }).click();
    const offer = hoy.getByRole('complementary', { name: OFFER });
    await offer.waitFor();
    await offer.getByText(/^Lucía, ya tienes tu primera carta: ¿quieres que te avisemos cada día a las 08:00, cuando te espere la siguiente\?$/).waitFor();
    const preview = offer.getByRole('figure', { name: 'Así te llegará el aviso' });
    assert.match(await preview.innerText(), /Sendero Astral · mañana, 08:00\s+Tu carta de hoy te espera\s+\S/);
    await offer.scrollIntoViewIfNeeded();
    await screenshot(page, `today-reminder-offer-${size}`);
    await offer.getByRole('button', { name: 'Ahora no' }).click();
    await hoy.getByRole('status').filter({ hasText: 'De acuerdo, no te avisaremos.' }).waitFor();
    await page.reload();
    await hoy.getByRole('group', { name: /^Tu carta del tarot de hoy: / }).waitFor({ timeout: 20_000 });
    await hoy.getByText(CHART_FOR).waitFor({ timeout: 20_000 });
    assert.equal(await hoy.getByRole('complementary', { name: OFFER }).count(), 0, 'answered once, not offered again');

    // The day at a glance: Hoy, with the card drawn and a chart, fits in one phone screen below the header (it was
    // ten screens, then one and a half). Measured to the bottom of its last panel: the section itself may be held
    // taller by the space the home reserves for it.
    await page.evaluate(() => window.scrollTo(0, 0));
    const { header, height } = await hoy.evaluate((section) => ({
      header: document.querySelector('header.site-header')!.getBoundingClientRect().height,
      height: section.querySelector('.today__grid')!.getBoundingClientRect().bottom - section.getBoundingClientRect().top,
    }));
    console.log(`[today] Hoy's content is ${Math.round(height)} px tall at ${size}, below a ${Math.round(header)} px header`);
    assert.ok(height <= viewport.height - header, `Hoy is ${Math.round(height)} px tall, more than the ${viewport.height - Math.round(header)} px below the header`);
    await screenshot(page, `today-${size}`);

    // The practice's two minutes, from the keyboard.
    const practice = hoy.getByRole('article', { name: 'Una práctica para hoy' });
    await practice.getByRole('button', { name: 'Empezar' }).focus();
    await page.keyboard.press('Enter');
    await practice.getByRole('button', { name: 'Pausar' }).waitFor();
    await page.waitForFunction(() => /^1:5\d$/.test(document.querySelector('#hoy [role="timer"]')?.textContent ?? ''));
    await page.keyboard.press('Enter');
    await practice.getByRole('button', { name: 'Seguir' }).waitFor();
    const paused = await practice.getByRole('timer').innerText();
    await page.waitForTimeout(1500);
    assert.equal(await practice.getByRole('timer').innerText(), paused, 'a paused timer stays still');

    await context.setOffline(true);
    await page.reload();
    await hoy.getByRole('heading', { level: 2, name: GREETING }).waitFor();
    await hoy.getByText(CHART_FOR).waitFor({ timeout: 20_000 });
    await hoy.getByRole('article', { name: 'La Luna hoy' }).getByText(/ · casa \d+$/).waitFor();
    await hoy.getByRole('article', { name: 'Una práctica para hoy' }).getByRole('timer').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `today-offline-${size}`);
    await context.setOffline(false);
  }, viewport);
}

// The engine and Hoy's texts are one module that only Hoy's worker loads: a Moon text that Hoy shows is found in the
// worker's script and in none of the scripts the page itself loaded, so the page cannot have computed it.
browserTest("Hoy's sky is computed in its Web Worker, never on the page's main thread (1280x800)", async ({ page }) => {
  // Room in the page's resource timeline for every script of a signed-in home (the default buffer holds 250).
  await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
  await enterAsNewUser(page);
  const moon = page.locator('#hoy').getByRole('article', { name: 'La Luna hoy' });
  await moon.waitFor({ timeout: 20_000 });
  const moonText = (await moon.locator('details > p').first().textContent())!.trim();
  assert.ok(moonText.length > 40, 'the Moon panel holds its text');

  const worker = page.workers().find((candidate) => /\/assets\/sky\.worker-[\w-]+\.js$/.test(new URL(candidate.url()).pathname));
  assert.ok(worker, `Hoy's worker is running (workers: ${page.workers().map((w) => w.url()).join(', ') || 'none'})`);
  const workerPath = new URL(worker.url()).pathname;
  const pageScripts = await page.evaluate(() => [
    ...new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.endsWith('.js'))),
  ]);
  // (No named functions inside evaluate: tsx would wrap them in a helper the page does not have.)
  const holdingText = await page.evaluate(
    async ({ paths, text }) => (await Promise.all(paths.map(async (path) => ((await (await fetch(path)).text()).includes(text) ? [path] : [])))).flat(),
    { paths: [...pageScripts.filter((path) => path !== workerPath), workerPath], text: moonText },
  );
  assert.ok(pageScripts.length > 10, `the page's scripts are in its resource timeline (${pageScripts.length})`);
  assert.deepEqual(holdingText, [workerPath], "the worker's script holds the text Hoy shows, and no script of the page does");
}, DESKTOP);

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? null);

browserTest('drawing the card from Hoy moves the focus to it (390x844)', async ({ page }) => {
  await enterAsNewUser(page);
  const hoy = page.locator('#hoy');
  await hoy.getByRole('button', { name: 'Sacar mi carta del día' }).click();
  const card = hoy.getByRole('group', { name: /^Tu carta del tarot de hoy: / });
  await card.waitFor();
  await page.waitForFunction(() => document.activeElement?.matches('#hoy [role="group"]') === true);
  assert.match((await focusedName(page)) ?? '', /^Tu carta del tarot de hoy: /);
  await hoy.getByText('Vuelve mañana para tu nueva lectura').waitFor();
  // The Tarot section shows the same card, and when the next one opens (Hoy keeps to «come back tomorrow»): one draw
  // a day, wherever the button was.
  const tarot = page.locator('#tarot');
  await tarot.getByText('Vuelve mañana para tu nueva lectura').waitFor();
  await tarot.getByText(/^Tu próxima carta del tarot se abre el .+ a las? \d+:\d\d \(.+\)\.$/).waitFor();
  // The offer after the first card waits under it, and takes no focus from it.
  await hoy.getByRole('complementary', { name: OFFER }).waitFor();
  assert.match((await focusedName(page)) ?? '', /^Tu carta del tarot de hoy: /);
}, PHONE);

browserTest('drawing the card in the Tarot section moves the focus to the reading (1280x800)', async ({ page }) => {
  await enterAsNewUser(page);
  const tarot = page.locator('#tarot');
  await tarot.getByRole('button', { name: 'Sacar mi carta del día' }).click();
  await tarot.getByRole('article', { name: /^Tu carta del tarot de hoy: / }).waitFor();
  await page.waitForFunction(() => document.activeElement?.matches('#tarot article.tarot-reading') === true);
  assert.match((await focusedName(page)) ?? '', /^Tu carta del tarot de hoy: /);
  // Wherever the first card was drawn, Hoy shows it, and the reminder offered under it.
  await page.locator('#hoy').getByRole('complementary', { name: OFFER }).waitFor();
}, DESKTOP);
