import { startTestStack, uniqueEmail, type TestStack } from '../supabase/local/testing.ts';
import { printTable, stats } from './table.ts';
import type { SupabaseClient } from '@supabase/supabase-js';

// Edge Function latency and throughput against the local stack (built-in interpretations, no AI):
// many users drawing their daily card at once, and many users generating charts at once.

const TAROT_USERS = 60;
const CHART_USERS = 12;
const CHARTS_PER_USER = 5;
const PLACES = ['Madrid, España', 'Buenos Aires, Argentina', 'Ciudad de México, México', 'Bogotá, Colombia', 'Lima, Perú', 'Santiago, Chile'];

async function signedInClients(stack: TestStack, count: number): Promise<SupabaseClient[]> {
  const clients: SupabaseClient[] = [];
  for (let i = 0; i < count; i += 1) {
    const client = stack.client();
    const { error } = await client.auth.signUp({ email: uniqueEmail('bench'), password: 'bench-secreto-1' });
    if (error) throw error;
    clients.push(client);
  }
  return clients;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

export async function run(): Promise<void> {
  const stack = await startTestStack();
  try {
    const tarotClients = await signedInClients(stack, TAROT_USERS);
    // Every user fires twice at once: the second call must come back with the same card, never a second row.
    const tarot = await timed(() =>
      Promise.all(tarotClients.flatMap((client) => [0, 1].map(() => timed(() => client.functions.invoke('generate-tarot-reading'))))),
    );
    const tarotErrors = tarot.value.filter((call) => call.value.error).length;
    const rows = await stack.serviceClient().from('tarot_readings').select('user_id');
    const perUser = new Map<string, number>();
    for (const row of rows.data ?? []) perUser.set(row.user_id, (perUser.get(row.user_id) ?? 0) + 1);
    const duplicates = [...perUser.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
    const tarotStats = stats(tarot.value.map((call) => call.ms));
    printTable(
      `generate-tarot-reading: ${TAROT_USERS} users × 2 simultaneous calls (${tarot.value.length} requests)`,
      ['metric', 'value', 'target', 'ratio'],
      [
        ['latency median (ms)', tarotStats.median, '—', '—'],
        ['latency p95 (ms)', tarotStats.p95, '—', '—'],
        ['latency max (ms)', tarotStats.max, '—', '—'],
        ['requests per second', (tarot.value.length / tarot.ms) * 1000, '—', '—'],
        ['failed requests', tarotErrors, 0, tarotErrors === 0 ? 'ok' : 'FAIL'],
        ['rows written', rows.data?.length ?? 0, TAROT_USERS, ((rows.data?.length ?? 0) / TAROT_USERS).toFixed(2)],
        ['duplicate rows', duplicates, 0, duplicates === 0 ? 'ok' : 'FAIL'],
      ],
    );

    const chartClients = await signedInClients(stack, CHART_USERS);
    const today = new Date();
    const chartCalls = await timed(() =>
      Promise.all(
        chartClients.flatMap((client, userIndex) =>
          Array.from({ length: CHARTS_PER_USER }, (_, n) =>
            timed(() =>
              client.functions.invoke('generate-birth-chart', {
                body: {
                  birthDate: new Date(Date.UTC(1950 + ((userIndex * 7 + n * 3) % 70), (n * 5) % 12, 1 + ((userIndex + n) % 27))).toISOString().slice(0, 10),
                  birthTime: n % 3 === 0 ? null : `${String((userIndex + n * 5) % 24).padStart(2, '0')}:15`,
                  birthLocation: PLACES[(userIndex + n) % PLACES.length],
                  chartName: `Bench ${userIndex}-${n}`,
                },
              }),
            ),
          ),
        ),
      ),
    );
    const chartErrors = chartCalls.value.filter((call) => call.value.error).length;
    const chartStats = stats(chartCalls.value.map((call) => call.ms));
    printTable(
      `generate-birth-chart (built-in interpretation): ${CHART_USERS} users × ${CHARTS_PER_USER} charts at once, ${today.toISOString().slice(0, 10)}`,
      ['metric', 'value'],
      [
        ['latency median (ms)', chartStats.median],
        ['latency p95 (ms)', chartStats.p95],
        ['latency max (ms)', chartStats.max],
        ['charts per second', (chartCalls.value.length / chartCalls.ms) * 1000],
        ['failed requests', chartErrors],
      ],
    );
  } finally {
    await stack.stop();
  }
}
