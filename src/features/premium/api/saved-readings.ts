import { supabase } from '../../../lib/supabase';
import type { MonthlyReportReading, PremiumReading, SolarReturnReading } from './types';

// The user's stored readings in premium_readings (RLS: only their own rows come back).

export interface ReadingSummary {
  id: string;
  kind: PremiumReading['kind'];
  createdAt: string;
  params: Record<string, unknown>;
}

export async function listReadings(kind: PremiumReading['kind']): Promise<ReadingSummary[]> {
  const { data, error } = await supabase
    .from('premium_readings')
    .select('id, kind, params, created_at')
    .eq('kind', kind)
    .order('created_at', { ascending: false })
    .limit(20);
  if (error || !data) return [];
  return data.map((row) => ({ id: row.id as string, kind: row.kind as PremiumReading['kind'], createdAt: row.created_at as string, params: row.params as Record<string, unknown> }));
}

/** One stored reading in the shape the function returned it, or null. */
export async function fetchReading(id: string): Promise<PremiumReading | null> {
  const { data, error } = await supabase
    .from('premium_readings')
    .select('id, kind, params, utc, chart, events, interpretation, source, created_at')
    .eq('id', id)
    .maybeSingle();
  if (error || !data) return null;
  const base = { id: data.id as string, interpretation: data.interpretation as string, source: data.source as 'ai' | 'builtin', createdAt: data.created_at as string };
  if (data.kind === 'solar_return') {
    // The jsonb columns were written by the premium functions alone (clients cannot write the table).
    return { ...base, kind: 'solar_return', utc: data.utc as string, chart: data.chart, params: data.params } as unknown as SolarReturnReading;
  }
  const context = (data.chart ?? {}) as unknown as Pick<MonthlyReportReading, 'lunarReturns' | 'progressedMoon'>;
  return { ...base, kind: 'monthly_report', events: data.events, lunarReturns: context.lunarReturns ?? [], progressedMoon: context.progressedMoon, params: data.params } as unknown as MonthlyReportReading;
}
