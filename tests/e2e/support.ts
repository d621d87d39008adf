import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import '../../supabase/local/node-runtime.ts';
import { browserClient } from '../../supabase/local/browser-client.ts';
import { chromium, type Browser as ChromiumBrowser, type BrowserContext, type Locator, type Page } from 'playwright-core';

// What every browser test shares: the server run.ts started, one Chromium per file with a fresh profile per test,
// the steps of creating an account (through the real /auth page, or through the API when sign-up is not what a test
// checks), and a count of what the device keeps.

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:4173';
export const screenshotDir = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

let chromiumProcess: Promise<ChromiumBrowser> | null = null;

/** The one Chromium of this test file, launched on first use and closed once the file's tests have run. */
function sharedChromium(): Promise<ChromiumBrowser> {
  chromiumProcess ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return chromiumProcess;
}

after(async () => {
  if (chromiumProcess) await (await chromiumProcess).close();
});

/**
 * A fresh browser profile: a new context of the file's one Chromium, with storage, cookies, cache, service workers
 * and IndexedDB of its own, shared with no other context (Chromium's incognito-like contexts). It is a new device
 * in every way a page can observe, for the price of a tab rather than of a whole browser.
 */
export async function openBrowser(viewport = DESKTOP): Promise<Browser> {
  const context = await (await sharedChromium()).newContext({ viewport, locale: 'es-ES', baseURL: baseUrl });
  // Two test files run at once on two cores, each beside a server doing both's work: a wait that takes 5 s alone
  // can take three times that. The limit only bounds how long a broken step hangs.
  context.setDefaultTimeout(30_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
}

/**
 * One browser test in a fresh profile of its own (no service worker, storage or session from another test), so
 * that every test sets up its own state and passes alone or in any order.
 */
export function browserTest(name: string, body: (browser: Browser) => Promise<void>, viewport = DESKTOP): void {
  test(name, async () => {
    const browser = await openBrowser(viewport);
    try {
      await body(browser);
    } finally {
      await browser.close();
    }
  });
}

export interface Account {
  email: string;
  password: string;
  name: string;
}

let accounts = 0;
export function newAccount(): Account {
  accounts += 1;
  return { email: `e2e-${process.pid}-${Date.now()}-${accounts}@example.com`, password: 'estrella-polar-7', name: 'Lucía Prueba' };
}

let anonKey: Promise<string> | null = null;

/** The key the local stack writes into every page it serves, as the app reads it. */
function stackAnonKey(): Promise<string> {
  anonKey ??= fetch(`${baseUrl}/auth`)
    .then((response) => response.text())
    .then((html) => {
      const key = /<meta name="supabase-anon-key" content="([^"]+)"/.exec(html)?.[1];
      if (!key) throw new Error('the served page carries no anon key');
      return key;
    });
  return anonKey;
}

/** A blank page of the app's origin, where a test writes the device's storage before the app first runs. */
const HANDOVER_PAGE = `${baseUrl}/__e2e-handover`;

/**
 * Creates a new account through the local stack's API with supabase-js (the app's own client and version) and
 * enters with it: the session goes into the page's localStorage under the key and in the form supabase-js gives
 * it, as the app's client would have stored it, and the page ends on / with the email in the header. For the tests
 * that check something other than sign-up: sign-up through the /auth form is `signUp` (auth.e2e.ts checks it).
 */
export async function enterAsNewUser(page: Page): Promise<Account> {
  const account = newAccount();
  const stored = new Map<string, string>();
  const client = browserClient(baseUrl, await stackAnonKey(), stored);
  const { data, error } = await client.auth.signUp({ email: account.email, password: account.password, options: { data: { full_name: account.name } } });
  if (error || !data.session) throw new Error(`the stack refused the sign-up: ${error?.message ?? 'no session'}`);
  await page.route(HANDOVER_PAGE, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }));
  await page.goto(HANDOVER_PAGE);
  await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), [...stored]);
  await page.unroute(HANDOVER_PAGE);
  await page.goto('/');
  // On a phone the email sits in the closed menu: present, not visible.
  await page.getByRole('banner').getByText(account.email).waitFor({ state: 'attached' });
  return account;
}

/**
 * A section of the home by its anchor, once the reader has scrolled to it: the home loads each section below the
 * fold only as it comes near the viewport (src/app/pages/home/lazy-section.tsx), so a test goes there as a person
 * would before using it. A reload in the same tab brings it back by itself.
 */
export async function homeSection(page: Page, anchor: 'chart-form' | 'tarot' | 'compatibility' | 'premium' | 'library'): Promise<Locator> {
  // The home first (a test may arrive while it is still loading), then scrolled in the page in one step: the frame
  // can be replaced by the section while Playwright would scroll it.
  await page.locator(`#${anchor}`).waitFor({ state: 'attached' });
  // Scrolled to again until it has loaded: sections above it that arrive meanwhile (a reading unfolding) can push
  // the frame out of reach of its observer before it fires, as they would make a reader scroll on.
  const frame = page.locator(`[data-lazy-section="${anchor}"]`);
  await clickUntil(page, () => page.evaluate((id) => document.getElementById(id)?.scrollIntoView(), anchor), async () => (await frame.count()) === 0);
  return page.locator(`#${anchor}`);
}

/**
 * Repeats `act` until `done` holds, for at most 30 s. For steps a page may miss while it is still arriving: a click on
 * a prerendered page before its code has run does nothing, and nothing would ever happen after it.
 */
export async function clickUntil(page: Page, act: () => Promise<unknown>, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await act();
    for (let wait = 0; wait < 5; wait += 1) {
      if (await done()) return;
      await page.waitForTimeout(200);
    }
    if (Date.now() > deadline) throw new Error('the page never reached the expected state');
  }
}

/**
 * Waits until React has taken over an element of a prerendered page. Before that, the element is the build's plain
 * HTML: a link in it loads a whole page instead of moving inside the app.
 */
export async function whenHydrated(locator: Locator): Promise<void> {
  const element = await locator.elementHandle();
  await locator.page().waitForFunction((node) => Object.keys(node ?? {}).some((key) => key.startsWith('__reactProps$')), element);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.waitForURL('**/auth');
}

/** Creates the account through the sign-up form a call to action opens, and waits for its toast and for /. */
export async function signUp(page: Page, account: Account): Promise<void> {
  await page.goto('/auth?modo=registro');
  await page.getByLabel('Nombre completo (opcional)').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
  await page.getByText('¡Cuenta creada! Ya puedes acceder.').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * Opens the prerendered /auth and waits until React has taken its form over: typed into before that, the fields
 * would be the build's plain HTML, and a click on "Entrar" would submit it as a page load instead of signing in.
 */
export async function openAuthForm(page: Page, path = '/auth'): Promise<void> {
  await page.goto(path);
  await whenHydrated(page.getByLabel('Email'));
}

export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await openAuthForm(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Rows in every store of the app's IndexedDB database. */
export function storedRows(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('sendero-astral');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const names = [...database.objectStoreNames];
          if (names.length === 0) return resolve(0);
          const transaction = database.transaction(names, 'readonly');
          let total = 0;
          for (const name of names) transaction.objectStore(name).count().onsuccess = (event) => (total += (event.target as IDBRequest<number>).result);
          transaction.oncomplete = () => {
            database.close();
            resolve(total);
          };
        };
      }),
  );
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
  await page.screenshot({ path: join(screenshotDir, `${name}-full.png`), fullPage: true });
}

/**
 * Waits until the service worker has installed its whole precache and controls the page. With
 * registerType 'prompt' a first-time worker does not claim the open page, so the page reloads once.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  // Polled from here: an async predicate handed to waitForFunction counts as truthy at once (a Promise).
  const deadline = Date.now() + 30_000;
  while ((await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state)) !== 'activated') {
    if (Date.now() > deadline) throw new Error('the service worker did not activate within 30 s');
    await page.waitForTimeout(250);
  }
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', 'the file is a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Stands in for the system share sheet (the one edge a browser test cannot reach): a canShare that accepts files
 * and a share that keeps them in `window.sharedFiles`. A string, not a function: tsx would add its own helpers to a
 * function's source, which the page does not have. On the prototype, where a browser with Web Share defines them,
 * so the stand-in wins either way.
 */
export const SHARE_SHEET_STAND_IN = `{
  const shared = [];
  window.sharedFiles = shared;
  Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: (data) => Boolean(data && data.files && data.files.length) });
  Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: async (data) => void shared.push(...(data.files || [])) });
}`;

/** The file the share sheet's stand-in was given, once it has one: its name, type, size in pixels and bytes. */
export async function sharedFile(page: Page): Promise<{ name: string; type: string; width: number; height: number; bytes: Buffer }> {
  await page.waitForFunction(() => (window as unknown as { sharedFiles: File[] }).sharedFiles.length === 1);
  const shared = await page.evaluate(async () => {
    const [file] = (window as unknown as { sharedFiles: File[] }).sharedFiles;
    const bitmap = await createImageBitmap(file);
    const bytes = Array.from(new Uint8Array(await file.arrayBuffer()));
    return { name: file.name, type: file.type, width: bitmap.width, height: bitmap.height, bytes };
  });
  return { ...shared, bytes: Buffer.from(shared.bytes) };
}
