import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { HTML_CSP, SECURITY_HEADERS } from '../server.ts';
import { parseRedirects, shellStatus } from '../host-routes.ts';
import { paths, routePatterns } from '../../../src/lib/paths.ts';

// public/_headers and public/_redirects are what a static host applies to dist/: they must say what the
// local stack does, or the hosted app would run under other rules than the tested one.

const publicDir = fileURLToPath(new URL('../../../public/', import.meta.url));

function headerBlocks(text: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  let current: Map<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) blocks.set(line.trim(), (current = new Map()));
    else {
      const [name, ...value] = line.trim().split(':');
      current!.set(name.trim(), value.join(':').trim());
    }
  }
  return blocks;
}

it('sends the local stack security headers and CSP, allowing only the hosted API in connect-src', async () => {
  const blocks = headerBlocks(await readFile(`${publicDir}_headers`, 'utf8'));
  const all = blocks.get('/*')!;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(all.get(name), name).toBe(value);
  const hosted = all.get('Content-Security-Policy')!.split('; ');
  const local = HTML_CSP.split('; ');
  expect(hosted.filter((directive) => !directive.startsWith('connect-src'))).toEqual(local.filter((directive) => !directive.startsWith('connect-src')));
  expect(hosted).toContain("connect-src 'self' https://*.supabase.co wss://*.supabase.co");
});

it('caches hashed assets for a year, revalidates the rest, and falls back to the shell', async () => {
  const blocks = headerBlocks(await readFile(`${publicDir}_headers`, 'utf8'));
  expect(blocks.get('/*')!.get('Cache-Control')).toBe('no-cache');
  expect(blocks.get('/assets/*')!.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  const redirects = (await readFile(`${publicDir}_redirects`, 'utf8')).split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  expect(redirects.every((line) => line.trim().split(/\s+/)[1] === '/index.html')).toBe(true);
  expect(redirects.at(-1)!.trim().split(/\s+/)).toEqual(['/*', '/index.html', '404']);
});

it('lists every route the app has as the shell with 200, and nothing else', async () => {
  const rules = parseRedirects(await readFile(`${publicDir}_redirects`, 'utf8'));
  const routes = [
    ...Object.values(paths).map((path) => (typeof path === 'string' ? path.split('?')[0] : path('ejemplo'))),
    ...Object.values(routePatterns).map((pattern) => pattern.replace(/:[^/]+/g, 'ejemplo')),
  ];
  for (const route of routes) expect(shellStatus(rules, route), route).toBe(200);
  for (const unknown of ['/no-existe', '/cuenta/otra', '/premium/otra-cosa']) expect(shellStatus(rules, unknown), unknown).toBe(404);
});
