import { supabase } from '../../../lib/supabase';
import { CHART_HISTORY_SIZE, db } from '../../../offline/db';
import { toGeneratedChart, type ChartRow } from '../api/chart-row';
import { storeChart } from '../api/stored-charts';

// On sign-in the user's newest charts come down from birth_charts into Dexie, whole (reading and chart data),
// so a new device shows "Mi carta" and keeps it offline. Charts deleted elsewhere leave this device too.

const COLUMNS = 'id, created_at, chart_name, interpretation, source, chart, subject, person_name, house_system';

export async function pullCharts(userId: string, client: typeof supabase = supabase): Promise<void> {
  const { data, error } = await client
    .from('birth_charts')
    .select(COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(CHART_HISTORY_SIZE);
  if (error) throw error;
  const rows = data as ChartRow[];
  for (const row of [...rows].reverse()) await storeChart(userId, toGeneratedChart(row));
  const kept = new Set(rows.map((row) => row.id));
  const local = await db.charts.where('userId').equals(userId).primaryKeys();
  await db.charts.bulkDelete(local.filter((id) => !kept.has(id)));
}
