import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chromium } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, browserTest, controlledByServiceWorker, screenshot, homeSection, whenHydrated, enterAsNewUser } from './support.ts';

// The library as the world reads it: articles and the tarot at stable addresses without an account, their text
// in the HTML itself (prerendered at build time, readable with JavaScript off), and readable offline once the
// app has been opened; and the signed-in search that ranks, reads offline and finds the tarot.

const ARTICLE = { path: '/biblioteca/neti-neti', title: 'Neti neti: ni esto ni aquello' };

for (const [label, viewport] of [['390x844', PHONE], ['1280x800', DESKTOP]] as const) {
  browserTest(`an article opens at its address without an account (${label})`, async ({ page }) => {
    const response = await page.goto(ARTICLE.path);
    assert.equal(response?.status(), 200);
    await page.getByRole('heading', { level: 1, name: ARTICLE.title }).waitFor();
    await page.locator('.article-page__body h2').first().waitFor();
    await page.getByRole('heading', { name: 'Fuentes para seguir leyendo' }).waitFor();
    // Still here, not sent to /auth; the header offers to sign in instead.
    assert.equal(new URL(page.url()).pathname, ARTICLE.path);
    await page.getByRole('link', { name: 'Entrar' }).waitFor();
    assert.equal(await page.title(), `${ARTICLE.title} · Sendero Astral`);
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), ARTICLE.path);
    assert.equal(await page.locator('meta[property="og:type"]').getAttribute('content'), 'article');
    await screenshot(page, `public-article-${label}`);
  }, viewport);
}

browserTest("an article's links move inside the app without loading a page, and a section's address opens at that section", async ({ page }) => {
  await page.goto(ARTICLE.path);
  const body = page.locator('.article-page__body');
  await body.locator('h2').first().waitFor();
  // The reload marker survives only a move made by the router.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  const link = body.locator('a[href="/biblioteca/que-es-el-advaita-vedanta"]').first();
  assert.equal(await link.getAttribute('target'), null);
  await whenHydrated(body);
  await link.click();
  await page.waitForURL('**/biblioteca/que-es-el-advaita-vedanta');
  await page.getByRole('heading', { level: 1, name: /Advaita Vedanta/ }).waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage), true, 'the page was not reloaded');

  await page.goto(`${ARTICLE.path}#lo-que-no-hay-que-negar`);
  const section = page.getByRole('heading', { level: 2, name: 'Lo que no hay que negar' });
  assert.equal(await section.getAttribute('id'), 'lo-que-no-hay-que-negar');
  // Below the sticky header, at the top of the screen rather than the article's start.
  await page.waitForFunction(() => {
    const top = document.getElementById('lo-que-no-hay-que-negar')?.getBoundingClientRect().top ?? -1;
    return top > 0 && top < 200;
  });
}, PHONE);

test('with JavaScript disabled, an article, the library and a tarot card still show their text', async () => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl, viewport: PHONE, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(ARTICLE.path);
    await page.getByRole('heading', { level: 1, name: ARTICLE.title }).waitFor();
    assert.ok((await page.locator('.article-page__body p').count()) > 5, 'the body paragraphs are in the HTML');
    assert.equal(await page.getByText('Abriendo el artículo').count(), 0);

    await page.goto('/biblioteca');
    await page.getByRole('link', { name: /Neti neti/ }).waitFor();
    await page.getByRole('link', { name: /Tarot: las 78 cartas/ }).click();
    await page.waitForURL('**/biblioteca/tarot');
    await page.getByRole('link', { name: /La Luna/ }).click();
    await page.waitForURL('**/biblioteca/tarot/la-luna');
    await page.getByRole('heading', { level: 1, name: 'La Luna' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Al derecho' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Invertida' }).waitFor();
    await screenshot(page, 'tarot-card-no-js-390x844');
  } finally {
    await browser.close();
  }
});

browserTest('the tarot section: every card at its own address, its art sized, and the next card one link away', async ({ page }) => {
  await page.goto('/biblioteca/tarot');
  await page.getByRole('heading', { level: 1, name: 'Tarot: las 78 cartas' }).waitFor();
  assert.equal(await page.locator('.tarot-index__card').count(), 78);
  await page.getByRole('link', { name: /El Mago/ }).click();
  await page.waitForURL('**/biblioteca/tarot/el-mago');
  await page.getByRole('heading', { level: 1, name: 'El Mago' }).waitFor();
  const art = page.locator('img.tarot-card__art');
  assert.equal(await art.getAttribute('src'), '/tarot/el-mago.svg');
  assert.equal(await art.getAttribute('width'), '200');
  await page.getByRole('heading', { name: 'Correspondencias' }).waitFor();
  await page.getByRole('link', { name: /Carta siguiente/ }).click();
  await page.getByRole('heading', { level: 1, name: 'La Sacerdotisa' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/biblioteca/tarot/la-sacerdotisa');
  await screenshot(page, 'tarot-card-390x844');
}, PHONE);

browserTest('without an account, once the app has been opened, articles and cards never opened before read offline', async ({ page, context }) => {
  await page.goto('/biblioteca/tarot/la-luna');
  await page.getByRole('heading', { level: 1, name: 'La Luna' }).waitFor();
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/biblioteca/karma-intencion-y-frutos');
  await page.locator('.article-page__body h2').first().waitFor();
  await page.goto('/biblioteca/tarot/el-sol');
  await page.getByRole('heading', { level: 1, name: 'El Sol' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Invertida' }).waitFor();
  await context.setOffline(false);
}, PHONE);

browserTest('signed in: search ranks, finds the tarot, and an article never opened before reads offline', async ({ page, context }) => {
  await enterAsNewUser(page);
  await controlledByServiceWorker(page);

  const library = await homeSection(page, 'library');
  const box = library.getByRole('searchbox', { name: 'Buscar en la biblioteca' });
  await box.fill('tarot');
  const tarot = library.getByRole('link', { name: /Tarot: las 78 cartas/ });
  await tarot.waitFor();
  assert.equal(await library.locator('.library__results .article-card').first().textContent().then((text) => text?.includes('Tarot: las 78 cartas')), true);
  await box.fill('luna');
  await library.getByRole('link', { name: /Las fases de la Luna|fases de la Luna/i }).first().waitFor();
  assert.ok((await library.locator('.library__results .article-card').count()) <= 8, '«luna» lists the few entries about it, not every article');

  await box.fill('karma');
  const firstResult = library.getByRole('link', { name: /Budismo/ }).first();
  await firstResult.click();
  await page.waitForURL(/\/biblioteca\//);
  await page.getByRole('heading', { name: 'Fuentes para seguir leyendo' }).waitFor();
  await page.locator('.article-page__body h2').first().waitFor();
  await screenshot(page, 'article-390x844');

  const next = page.getByRole('link', { name: /Siguiente/ });
  const nextTitle = (await next.textContent())?.replace('Siguiente →', '').trim() ?? '';
  await context.setOffline(true);
  await next.click();
  await page.getByRole('heading', { level: 1, name: nextTitle }).waitFor();
  await page.locator('.article-page__body h2').first().waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: nextTitle }).waitFor();
  await page.locator('.article-page__body h2').first().waitFor();
  await context.setOffline(false);
}, PHONE);
