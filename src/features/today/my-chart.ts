import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../offline/db';
import { isOwnChart } from '../../offline/my-chart';
import type { NatalChart } from '@core/contract/chart';

// "Mi carta" (defined in src/offline/my-chart.ts): the user's newest own chart on this device, never a chart of
// someone else. Charts are pulled from the account into Dexie on sign-in, so Hoy reads it offline too.

export interface MyChart {
  name: string;
  chart: NatalChart;
}

/** The newest own chart that carries its computed data; null when there is none, undefined while Dexie answers. */
export function useMyChart(userId: string): MyChart | null | undefined {
  return useLiveQuery(async () => {
    const rows = await db.charts.where('[userId+createdAt]').between([userId, ''], [userId, '\uffff']).reverse().toArray();
    for (const row of rows.filter(isOwnChart)) {
      const chart = (row.payload as { chart?: NatalChart } | null)?.chart;
      if (chart?.bodies) return { name: row.chartName, chart };
    }
    return null;
  }, [userId]);
}
