import { supabase } from '../../../lib/supabase';
import { toGeneratedChart } from './chart-row';
import type { GeneratedChart } from './generate-chart';

// One stored chart, in the shape generate-birth-chart returned it.

export async function fetchChart(id: string): Promise<GeneratedChart | null> {
  const { data, error } = await supabase
    .from('birth_charts')
    .select('id, created_at, chart_name, interpretation, source, chart, subject, person_name')
    .eq('id', id)
    .maybeSingle();
  if (error || !data) return null;
  return toGeneratedChart(data);
}
