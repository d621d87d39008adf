// `npm run dev`: the local stack's API on :54321 and Vite with hot reload on :5173, proxying the API.
import { createServer } from 'vite';
import { startStack } from './server.ts';
import { stackOptionsFromEnv } from './options.ts';

const devPort = 5173;
const options = stackOptionsFromEnv({ port: 54321, publicUrl: `http://localhost:${devPort}` });
const stack = await startStack({ ...options, staticDir: null });

process.env.VITE_SUPABASE_URL = '';
process.env.VITE_SUPABASE_ANON_KEY = stack.keys.anonKey;
process.env.LOCAL_API_ORIGIN = `http://127.0.0.1:${stack.port}`;
const vite = await createServer({ server: { port: devPort, strictPort: true } });
await vite.listen();
vite.printUrls();
console.log(`  API local: http://127.0.0.1:${stack.port} (datos en ${options.dataDir})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([vite.close(), stack.close()]).then(() => process.exit(0));
  });
}
