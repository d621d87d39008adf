// Benchmarks print tables, never assert times: these machines are shared and noisy.

export interface Stats { min: number; median: number; max: number; p95: number; mean: number }

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    min: sorted[0],
    median: at(0.5),
    max: sorted[sorted.length - 1],
    p95: at(0.95),
    mean: sorted.reduce((sum, x) => sum + x, 0) / sorted.length,
  };
}

/** Prints a titled table; `target`/`ratio` columns let a reader see at a glance how far a figure is from its goal. */
export function printTable(title: string, headers: string[], rows: (string | number)[][]): void {
  const cells = [headers, ...rows.map((row) => row.map((cell) => (typeof cell === 'number' ? formatNumber(cell) : cell)))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => String(row[i] ?? '').length)));
  const line = (row: (string | number)[]) => '| ' + row.map((cell, i) => String(cell ?? '').padEnd(widths[i])).join(' | ') + ' |';
  console.log(`\n${title}`);
  console.log(line(headers));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const row of cells.slice(1)) console.log(line(row));
}

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  if (abs >= 1000) return value.toFixed(0);
  if (abs >= 10) return value.toFixed(1);
  if (abs >= 0.1) return value.toFixed(3);
  return value.toPrecision(3);
}
