import { WebSocket } from 'ws';

// Node 20 has no global WebSocket, which Deno and browsers have and supabase-js's realtime client expects
// at construction. Giving Node the same global keeps the shared function code free of runtime checks.
if (!('WebSocket' in globalThis)) {
  Object.assign(globalThis, { WebSocket });
}
