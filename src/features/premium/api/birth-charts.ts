import { useLiveQuery } from 'dexie-react-hooks';
import { supabase } from '../../../lib/supabase';
import { db } from '../../../offline/db';
import type { NatalChart } from '@core/contract/chart';

// The user's natal charts, to pick the one a reading is for: those on the device first (offline too), then
// the ones stored in birth_charts.

export interface ChartOption {
  id: string;
  name: string;
  createdAt: string;
}

export async function listBirthCharts(): Promise<ChartOption[]> {
  const { data, error } = await supabase
    .from('birth_charts')
    .select('id, chart_name, created_at')
    .order('created_at', { ascending: false })
    .limit(20);
  if (error || !data) return [];
  return data.map((row) => ({ id: row.id as string, name: row.chart_name as string, createdAt: row.created_at as string }));
}

export interface DeviceChart {
  id: string;
  name: string;
  createdAt: string;
  chart: NatalChart;
}

/** The user's charts kept on this device, newest first: what the transits are computed for, offline too. */
export function useDeviceCharts(userId: string | null): DeviceChart[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return [];
    const rows = await db.charts.where('[userId+createdAt]').between([userId, ''], [userId, '\uffff']).reverse().toArray();
    return rows.flatMap((row) => {
      const chart = (row.payload as { chart?: NatalChart } | null)?.chart;
      return chart?.bodies ? [{ id: row.id, name: row.chartName, createdAt: row.createdAt, chart }] : [];
    });
  }, [userId]);
}
