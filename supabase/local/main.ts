// `npm start`: build the PWA against this stack's keys, then serve app and API on one origin.
import { build } from 'vite';
import { loadOrCreateKeys } from './keys.ts';
import { startStack } from './server.ts';
import { stackOptionsFromEnv } from './options.ts';

const options = stackOptionsFromEnv({ port: 4173 });
const skipBuild = process.argv.includes('--no-build');

if (!skipBuild) {
  const keys = await loadOrCreateKeys(options.dataDir, options.publicUrl!);
  // The app talks to its own origin; the anon key is the one this data folder issued.
  process.env.VITE_SUPABASE_URL = '';
  process.env.VITE_SUPABASE_ANON_KEY = keys.anonKey;
  await build({ logLevel: 'warn' });
}

const stack = await startStack(options);
console.log(`\nSendero Astral está en marcha: ${stack.url}`);
console.log(`  API local (Supabase): ${stack.url}/auth/v1 · /rest/v1 · /functions/v1`);
console.log(`  anon key: ${stack.keys.anonKey}`);
console.log(`  datos: ${options.dataDir} (claves en local-keys.json)\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stack.close().then(() => process.exit(0));
  });
}
