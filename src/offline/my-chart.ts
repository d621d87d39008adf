// "Mi carta", defined once: the user's newest chart that is their own (subject 'self'; charts stored before
// the field existed were all their own). Charts of other people never count. Features read it from here.

/** Whose chart it is, as Dexie stores it and as the birth_charts row says it. */
interface WithSubject {
  subject?: string | null;
}

export function isOwnChart(chart: WithSubject): boolean {
  return chart.subject !== 'other';
}

/** From the user's charts newest first (as Dexie's [userId+createdAt] index reversed gives them). */
export function myChartOf<T extends WithSubject>(newestFirst: readonly T[]): T | null {
  return newestFirst.find(isOwnChart) ?? null;
}
