import { supabase } from '../../../lib/supabase';
import { myChartOf } from '../../../offline/my-chart';

// "Mi carta" (src/offline/my-chart.ts: the newest chart of the user themself, never one of someone else), offered
// when no saved person is marked as the user.

/** Enough of the newest charts to find the user's own behind a run of charts made for other people. */
const CHARTS_LOOKED_AT = 20;

export interface LatestChart {
  chartName: string;
  birthDate: string;
  birthTime: string | null;
  birthLocation: string;
}

export async function latestChart(): Promise<LatestChart | null> {
  try {
    const { data, error } = await supabase
      .from('birth_charts')
      .select('chart_name, birth_date, birth_time, birth_location, subject')
      .order('created_at', { ascending: false })
      .limit(CHARTS_LOOKED_AT);
    const row = myChartOf(data ?? []);
    if (error || !row) return null;
    return { chartName: row.chart_name, birthDate: row.birth_date, birthTime: row.birth_time ? String(row.birth_time).slice(0, 5) : null, birthLocation: row.birth_location };
  } catch {
    return null;
  }
}
