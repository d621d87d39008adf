import type { StoredChart } from './db';

// "Mi carta", defined once: the user's newest chart that is their own (subject 'self'; charts stored before
// the field existed were all their own). Charts of other people never count. Features read it from here.

export function isOwnChart(chart: Pick<StoredChart, 'subject'>): boolean {
  return chart.subject !== 'other';
}

/** From the user's charts newest first (as Dexie's [userId+createdAt] index reversed gives them). */
export function myChartOf<T extends Pick<StoredChart, 'subject'>>(newestFirst: readonly T[]): T | null {
  return newestFirst.find(isOwnChart) ?? null;
}
