import { useLiveQuery } from 'dexie-react-hooks';
import { CHART_HISTORY_SIZE, db, type StoredChart } from '../../../offline/db';
import type { GeneratedChart } from './generate-chart';

// The user's charts on the device: the latest one shows on the next visit before any network call.

export async function storeChart(userId: string, chart: GeneratedChart): Promise<void> {
  await db.putKeepingNewest(
    db.charts,
    '[userId+createdAt]',
    { id: chart.id, userId, chartName: chart.chartName, createdAt: chart.createdAt, subject: chart.subject ?? 'self', payload: chart, storedAt: Date.now() },
    CHART_HISTORY_SIZE,
  );
}

export function useStoredCharts(userId: string | null): StoredChart[] | undefined {
  return useLiveQuery(
    () => (userId ? db.charts.where('[userId+createdAt]').between([userId, ''], [userId, '\uffff']).reverse().toArray() : []),
    [userId],
  );
}

