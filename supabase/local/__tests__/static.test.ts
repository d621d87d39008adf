import { afterAll, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { useTestStack } from '../function-tests.ts';

// What a phone downloads from the local stack: text assets and JSON compressed (brotli, else gzip) and decoded
// back to the same bytes, the shell carrying this data folder's anon key, and nothing meant for a static host.

let staticDir: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `palabra-${i}`))};\n`;

// A stack serving a folder of static files written for it.
const fixture = useTestStack(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'sendero-static-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'assets', 'app-123.js'), script);
  await writeFile(join(staticDir, 'icon.png'), Buffer.alloc(4096, 7));
  await writeFile(join(staticDir, 'assets', '_virtual_index-9.js'), 'export default 1;\n');
  await writeFile(join(staticDir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  await writeFile(join(staticDir, '_redirects'), '/  /index.html  200\n/biblioteca/:slug  /index.html  200\n/*  /index.html  404\n');
  await writeFile(join(staticDir, 'sw.js'), 'precacheAndRoute([{url:"index.html",revision:"abc123"},{url:"x.js",revision:"def"}]);');
  await writeFile(join(staticDir, 'index.html'), `<!doctype html><meta name="supabase-anon-key" content="" /><title>x</title>${'<p>hola</p>'.repeat(200)}`);
  await mkdir(join(staticDir, 'biblioteca'));
  await writeFile(join(staticDir, 'biblioteca', 'neti-neti.html'), '<!doctype html><meta name="supabase-anon-key" content="" /><title>Neti neti</title><div id="root">texto</div>');
  return { staticDir };
});

afterAll(async () => {
  await rm(staticDir, { recursive: true, force: true });
});

/** node:http, not fetch: fetch decodes on its own and hides what travelled. */
function get(path: string, acceptEncoding: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${fixture.stack.url}${path}`, { headers: { 'Accept-Encoding': acceptEncoding, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('serves build scripts brotli-compressed to a browser that takes it, gzip to one that does not, plain otherwise', async () => {
  const br = await get('/assets/app-123.js', 'gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toBe('Accept-Encoding');
  expect(br.body.length).toBeLessThan(script.length / 3);
  expect(brotliDecompressSync(br.body).toString()).toBe(script);

  const gz = await get('/assets/app-123.js', 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).toString()).toBe(script);

  const plain = await get('/assets/app-123.js', 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(script);

  const refused = await get('/assets/app-123.js', 'br;q=0, gzip');
  expect(refused.headers['content-encoding']).toBe('gzip');
});

it('compresses the shell, never images, and keeps the shell headers', async () => {
  const shell = await get('/', 'br');
  expect(shell.headers['content-encoding']).toBe('br');
  expect(shell.headers['content-security-policy']).toContain("default-src 'self'");
  const image = await get('/icon.png', 'br');
  expect(image.headers['content-encoding']).toBeUndefined();
  expect(image.body.length).toBe(4096);
});

it('compresses large JSON answers of the API and leaves small ones alone', async () => {
  const health = await get('/auth/v1/health', 'br', { apikey: fixture.stack.keys.anonKey });
  expect(health.status).toBe(200);
  expect(health.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(health.body.toString())).toHaveProperty('name', 'GoTrue');

  const big = await fetch(`${fixture.stack.url}/functions/v1/search-places`, {
    method: 'POST',
    headers: { apikey: fixture.stack.keys.anonKey, 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' },
    body: JSON.stringify({ query: 'San', limit: 10 }),
  });
  expect(big.headers.get('content-encoding')).toBe('gzip');
  expect(((await big.json()) as { candidates: unknown[] }).candidates.length).toBe(10);
});

it("serves build files whose names start with an underscore, but never the static host's own _headers", async () => {
  expect((await get('/assets/_virtual_index-9.js', 'identity')).body.toString()).toBe('export default 1;\n');
  const hostFile = await get('/_headers', 'identity');
  expect(hostFile.body.toString()).not.toContain('X-Frame-Options: DENY');
});

it('writes this data folder\'s anon key into the shell, and ties the precached shell to it', async () => {
  const shell = await get('/', 'identity');
  expect(shell.body.toString()).toContain(`<meta name="supabase-anon-key" content="${fixture.stack.keys.anonKey}" />`);
  const worker = (await get('/sw.js', 'identity')).body.toString();
  expect(worker).toMatch(/\{url:"index\.html",revision:"abc123-[0-9a-f]{12}"\}/);
  expect(worker).toContain('{url:"x.js",revision:"def"}');
});

it('serves a prerendered page (<path>.html) at its address, with the anon key, and the shell for the rest', async () => {
  const page = await get('/biblioteca/neti-neti', 'identity', { Accept: 'text/html' });
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  expect(page.body.toString()).toContain('<title>Neti neti</title>');
  expect(page.body.toString()).toContain(`<meta name="supabase-anon-key" content="${fixture.stack.keys.anonKey}" />`);
  const other = await get('/biblioteca/otro', 'identity', { Accept: 'text/html' });
  expect(other.status).toBe(200);
  expect(other.body.toString()).toContain('<title>x</title>');
});

it('answers an address the app does not have with the shell and 404, as the static host does', async () => {
  const unknown = await get('/no-existe/aqui', 'identity', { Accept: 'text/html' });
  expect(unknown.status).toBe(404);
  expect(unknown.body.toString()).toContain('<title>x</title>');
  expect((await get('/', 'identity', { Accept: 'text/html' })).status).toBe(200);
});
