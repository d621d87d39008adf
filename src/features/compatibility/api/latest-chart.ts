import { supabase } from '../../../lib/supabase';

// The user's most recent natal chart, offered as "Mi carta" when no saved person is marked as the user.

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
      .select('chart_name, birth_date, birth_time, birth_location')
      .order('created_at', { ascending: false })
      .limit(1);
    const row = data?.[0];
    if (error || !row) return null;
    return { chartName: row.chart_name, birthDate: row.birth_date, birthTime: row.birth_time ? String(row.birth_time).slice(0, 5) : null, birthLocation: row.birth_location };
  } catch {
    return null;
  }
}
