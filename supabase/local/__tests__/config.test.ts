import { readFile, readdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { parse } from 'smol-toml';
import { readVerifyJwtFlags } from '../functions.ts';

// supabase/config.toml is what the Supabase CLI deploys with: every function must carry the settings the
// local gateway mirrors, or a deploy would differ from what the tests exercised.

const supabaseDir = fileURLToPath(new URL('../../', import.meta.url));

async function functionNames(): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await readdir(`${supabaseDir}functions`)) {
    if (await stat(`${supabaseDir}functions/${entry}/index.ts`).then((s) => s.isFile(), () => false)) names.push(entry);
  }
  return names.sort();
}

it('every function is declared with verify_jwt = false and no import_map, and has its own deno.json and deno.lock', async () => {
  const config = parse(await readFile(`${supabaseDir}config.toml`, 'utf8')) as { functions: Record<string, Record<string, unknown>> };
  const names = await functionNames();
  expect(names.length).toBeGreaterThanOrEqual(3);
  for (const name of names) {
    // Without import_map the CLI takes the function's own deno.json, and the bundler the lock beside it.
    expect(config.functions[name], name).toEqual({ verify_jwt: false });
    const denoConfig = JSON.parse(await readFile(`${supabaseDir}functions/${name}/deno.json`, 'utf8')) as { imports: Record<string, string>; nodeModulesDir?: string };
    expect(denoConfig.nodeModulesDir, 'deno must resolve npm: imports itself, as the Edge Runtime does').toBeUndefined();
    expect(denoConfig.imports['@supabase/supabase-js'], name).toBe('npm:@supabase/supabase-js@2.109.0');
    expect(await stat(`${supabaseDir}functions/${name}/deno.lock`).then((s) => s.isFile(), () => false), name).toBe(true);
  }
});

it("what differs between deployments comes from the environment, so `config push` never carries this file's values", async () => {
  const { auth } = parse(await readFile(`${supabaseDir}config.toml`, 'utf8')) as {
    auth: {
      site_url: string;
      additional_redirect_urls: string[];
      webauthn: { rp_id: string; rp_origins: string[]; rp_display_name: string };
      external: { google: { enabled: unknown; client_id: string; secret: string } };
    };
  };
  expect(auth.site_url).toBe('env(PUBLIC_URL)');
  expect(auth.additional_redirect_urls).toEqual(['env(AUTH_REDIRECT_URLS)']);
  expect(auth.webauthn).toEqual({ rp_display_name: 'Sendero Astral', rp_id: 'env(WEBAUTHN_RP_ID)', rp_origins: ['env(PUBLIC_URL)'] });
  expect(auth.external.google).toEqual({ enabled: 'env(GOOGLE_ENABLED)', client_id: 'env(GOOGLE_CLIENT_ID)', secret: 'env(GOOGLE_CLIENT_SECRET)' });
});

it('the local gateway reads the same flags the CLI deploys', async () => {
  const flags = await readVerifyJwtFlags();
  for (const name of await functionNames()) expect(flags.get(name), name).toBe(false);
});
