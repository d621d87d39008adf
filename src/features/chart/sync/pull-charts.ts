import { supabase } from '../../../lib/supabase';
import { CHART_HISTORY_SIZE, db } from '../../../offline/db';
import { storeUnlessStopped } from '../../../offline/sign-in-sync';
import { toGeneratedChart, type ChartRow } from '../api/chart-row';
import { storeChart } from '../api/stored-charts';

// On sign-in the user's newest charts come down from birth_charts into Dexie, whole (reading and chart data),
// so a new device shows "Mi carta" and keeps it offline. Charts deleted elsewhere leave this device too. A pull
// stopped by sign-out (its signal aborted) stores nothing.

const COLUMNS = 'id, created_at, chart_name, interpretation, source, chart, subject, person_name, house_system';

export async function pullCharts(userId: string, client: typeof supabase = supabase, signal = new AbortController().signal): Promise<void> {
  const { data, error } = await client
    .from('birth_charts')
    .select(COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(CHART_HISTORY_SIZE)
    .abortSignal(signal);
  if (error) throw error;
  const charts = (data as ChartRow[]).map(toGeneratedChart);
  await storeUnlessStopped(signal, async () => {
    for (const chart of [...charts].reverse()) await storeChart(userId, chart);
    const kept = new Set(charts.map((chart) => chart.id));
    const local = await db.charts.where('userId').equals(userId).primaryKeys();
    await db.charts.bulkDelete(local.filter((id) => !kept.has(id)));
  });
}
