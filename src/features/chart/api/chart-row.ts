import type { Tables } from '@core/contract/database';
import type { GeneratedChart } from './generate-chart';

// A birth_charts row as the app reads it, and the same chart in the shape generate-birth-chart returns.

export type ChartRow = Pick<Tables<'birth_charts'>, 'id' | 'created_at' | 'chart_name' | 'interpretation' | 'source' | 'chart' | 'subject' | 'person_name'>;

export function toGeneratedChart(row: ChartRow): GeneratedChart {
  // source, subject and chart were written by generate-birth-chart alone (clients cannot write them): trusted shapes.
  return {
    id: row.id,
    createdAt: row.created_at,
    chartName: row.chart_name,
    interpretation: row.interpretation,
    source: row.source as GeneratedChart['source'],
    chart: row.chart as unknown as GeneratedChart['chart'],
    subject: row.subject === 'other' ? 'other' : 'self',
    personName: row.person_name,
  };
}
