import { supabase } from '../../../lib/supabase';
import type { GeneratedChart } from './generate-chart';

// One stored chart, in the shape generate-birth-chart returned it.

export async function fetchChart(id: string): Promise<GeneratedChart | null> {
  const { data, error } = await supabase
    .from('birth_charts')
    .select('id, created_at, chart_name, interpretation, source, chart')
    .eq('id', id)
    .maybeSingle();
  if (error || !data) return null;
  // source and chart were written by generate-birth-chart alone (clients cannot write the table): trusted shapes.
  return {
    id: data.id,
    createdAt: data.created_at,
    chartName: data.chart_name,
    interpretation: data.interpretation,
    source: data.source as GeneratedChart['source'],
    chart: data.chart as unknown as GeneratedChart['chart'],
  };
}
