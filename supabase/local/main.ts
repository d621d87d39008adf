// `npm start` (after `vite build`, in its own process): serve the built app and the API on one origin. The build
// carries no key: the shell gets this data folder's anon key as it is served, so one build serves any folder.
import { boundHeapGrowth } from './heap.ts';
import { startStack } from './server.ts';
import { stackOptionsFromEnv } from './options.ts';

boundHeapGrowth();

const options = stackOptionsFromEnv({ port: 4173 });
const stack = await startStack(options);
console.log(`\nSendero Astral está en marcha: ${stack.url}`);
console.log(`  API local (Supabase): ${stack.url}/auth/v1 · /rest/v1 · /functions/v1`);
console.log(`  anon key: ${stack.keys.anonKey}`);
console.log(`  datos: ${options.dataDir} (claves en local-keys.json)\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Requests under way finish first (stack.close drains them).
    void stack.close().then(() => process.exit(0));
  });
}
