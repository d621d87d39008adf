import { describe, expect, it, vi } from 'vitest';
import { computeChart } from '../../astro/chart.ts';
import type { ResolvedPlace } from '../../contract/chart.ts';
import { referenceChartCycles } from './cycles-reference.ts';
import { REAL_CHARTS } from './real-charts.ts';

// End to end: the natal reading and the AI prompt, which print the return dates, come out byte for byte the same
// whether the returns come from the tabulated search or from the exact search it replaced.

const LIMA: ResolvedPlace = { name: 'Lima', country: 'Perú', countryCode: 'PE', latitude: -12.04318, longitude: -77.02824, population: 7737002, timezone: 'America/Lima' };
const TOKYO: ResolvedPlace = { name: 'Tokio', country: 'Japón', countryCode: 'JP', latitude: 35.6895, longitude: 139.69171, population: 8336599, timezone: 'Asia/Tokyo' };

const charts = () => [
  ...Object.values(REAL_CHARTS).map((chart) => chart()),
  computeChart({ date: '1853-02-11', time: '04:40', place: LIMA, placeQuery: 'Lima' }),
  computeChart({ date: '1931-10-30', time: null, place: TOKYO, placeQuery: 'Tokio' }),
  computeChart({ date: '2024-12-31', time: '23:55', place: TOKYO, placeQuery: 'Tokio' }),
  computeChart({ date: '2090-06-06', time: '12:00', place: LIMA, placeQuery: 'Lima' }),
];

async function readings() {
  const { composeChartInterpretation } = await import('../compose-chart.ts');
  const { aiPromptForChart } = await import('../chart-facts.ts');
  return charts().map((chart) => ({
    reading: composeChartInterpretation(chart, { name: 'Lucía' }),
    other: composeChartInterpretation(chart, { name: 'Mar', perspective: 'other' }),
    prompt: aiPromptForChart(chart, 'Lucía').user,
  }));
}

describe('the natal reading with the tabulated return search', () => {
  it('is byte for byte the one the exact search gave', async () => {
    const tabulated = await readings();
    vi.resetModules();
    const exact = vi.fn(referenceChartCycles);
    vi.doMock('../cycles.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('../cycles.ts')>()), chartCycles: exact }));
    const before = await readings();
    vi.doUnmock('../cycles.ts');
    expect(exact).toHaveBeenCalled();
    expect(tabulated).toEqual(before);
    expect(tabulated.every(({ reading }) => /Saturno/.test(reading))).toBe(true);
  }, 120_000);
});
