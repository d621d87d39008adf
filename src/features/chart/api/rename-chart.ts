import { supabase } from '../../../lib/supabase';
import { db } from '../../../offline/db';
import { MAX_CHART_NAME_LENGTH } from '@core/contract/limits';
import type { GeneratedChart } from './generate-chart';

// Renames a chart: the server first (RLS lets the owner update chart_name and nothing else), then the device.

export async function renameChart(id: string, name: string, client: typeof supabase = supabase): Promise<boolean> {
  const chartName = name.trim().slice(0, MAX_CHART_NAME_LENGTH);
  if (!chartName) return false;
  try {
    const { data, error } = await client.from('birth_charts').update({ chart_name: chartName }).eq('id', id).select('id');
    if (error || !data?.length) return false;
  } catch {
    return false;
  }
  await db.transaction('rw', db.charts, async () => {
    const row = await db.charts.get(id);
    if (row) await db.charts.update(id, { chartName, payload: { ...(row.payload as GeneratedChart), chartName } });
  });
  return true;
}
