import type { Tables } from '@core/contract/database';
import { supabase } from '../../../lib/supabase';

// The user's stored charts in birth_charts, newest first (RLS returns only theirs).

export type ChartSummary = Pick<Tables<'birth_charts'>, 'id' | 'chart_name' | 'created_at' | 'birth_location'>;

export async function listCharts(): Promise<ChartSummary[]> {
  const { data, error } = await supabase
    .from('birth_charts')
    .select('id, chart_name, created_at, birth_location')
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) {
    console.error('No se pudieron listar tus cartas', error);
    return [];
  }
  return data as ChartSummary[];
}
