import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../offline/db';
import type { NatalChart } from '@contract/chart';

// "Mi carta": the user's most recent natal chart on this device (the chart feature keeps charts there, and
// pulls them from the account on sign-in), so Hoy reads it offline too.

export interface MyChart {
  name: string;
  chart: NatalChart;
}

/** The newest stored chart that carries its computed data; null when there is none, undefined while Dexie answers. */
export function useMyChart(userId: string): MyChart | null | undefined {
  return useLiveQuery(async () => {
    const rows = await db.charts.where('[userId+createdAt]').between([userId, ''], [userId, '\uffff']).reverse().toArray();
    for (const row of rows) {
      const chart = (row.payload as { chart?: NatalChart } | null)?.chart;
      if (chart?.bodies) return { name: row.chartName, chart };
    }
    return null;
  }, [userId]);
}
