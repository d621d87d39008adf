// The return search as it was before the tabulated one, kept verbatim (only renamed and re-pathed) as the
// reference the property tests hold the new search to: same crossings, same local dates, same ages. One change:
// it reads the true node through trueNodeLongitude, not the whole sky of bodyMotions. The value is the same to the
// bit (ephemeris.test.ts holds the two together), and computing every planet for each node sample was half of the
// property tests' time.
import { bodyMotion, difference, toAstroTime, trueNodeLongitude } from '../../astro/ephemeris.ts';
import type { NatalChart } from '../../contract/chart.ts';
import type { ChartCycles, CycleBody, CycleReturn } from '../cycles.ts';

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365.2425;
/** Returns are listed up to this age. */
const CYCLE_MAX_AGE = 90;

interface SearchPlan {
  /** Mean time for one return, days (sidereal period; for the node, its regression period). */
  period: number;
  /** +1 for bodies that advance through the zodiac on average, −1 for the node, which moves backwards. */
  direction: 1 | -1;
  /** Half-width of the window searched around each predicted return, days. */
  window: number;
  /**
   * Sampling step, days. Two crossings closer than this (a station within a few arcminutes of the natal
   * degree) would show as none; the step keeps that case to a sliver of charts and the search fast.
   */
  step: number;
}

// The windows cover the geocentric swing around the mean motion: Saturn's loops move it up to ~6° (about 180
// days) off its mean place, Jupiter's ~11° (about 130 days), the true node's oscillation ~1.7° (about 32 days).
const PLANS: Record<CycleBody, SearchPlan> = {
  saturn: { period: 10_759.2, direction: 1, window: 420, step: 10 },
  jupiter: { period: 4_332.6, direction: 1, window: 260, step: 8 },
  trueNode: { period: 6_798.4, direction: -1, window: 90, step: 2 },
};

// The node's samples fall on a grid of whole days from the birth instant, so charts born at the same instant
// share its ephemeris calls; only the latest birth instant's grid is kept.
let gridBirth = Number.NaN;
const grid = new Map<number, number>();

function longitudeAt(body: CycleBody, ms: number): number {
  // Saturn and Jupiter alone cost a tenth of the whole sky.
  if (body !== 'trueNode') return bodyMotion(body, toAstroTime(new Date(ms))).longitude;
  if ((ms - gridBirth) % DAY_MS !== 0) return trueNodeLongitude(toAstroTime(new Date(ms)));
  let longitude = grid.get(ms);
  if (longitude === undefined) {
    longitude = trueNodeLongitude(toAstroTime(new Date(ms)));
    grid.set(ms, longitude);
  }
  return longitude;
}

function useGrid(birthMs: number): void {
  if (birthMs === gridBirth) return;
  gridBirth = birthMs;
  grid.clear();
}

/** Signed distance from the natal point, (−180, 180]. */
function offset(body: CycleBody, ms: number, natal: number): number {
  return difference(natal, longitudeAt(body, ms));
}

/** Bisection to ten minutes: the date is what is shown, so more is wasted work. */
function refine(body: CycleBody, natal: number, startMs: number, endMs: number, startValue: number): number {
  let [low, high, lowValue] = [startMs, endMs, startValue];
  while (high - low > 600_000) {
    const mid = (low + high) / 2;
    const value = offset(body, mid, natal);
    if (Math.sign(value) === Math.sign(lowValue)) [low, lowValue] = [mid, value];
    else high = mid;
  }
  return (low + high) / 2;
}

function crossingsIn(body: CycleBody, natal: number, fromMs: number, toMs: number, stepDays: number): number[] {
  const found: number[] = [];
  let previousMs = fromMs;
  let previous = offset(body, previousMs, natal);
  for (let ms = fromMs + stepDays * DAY_MS; ms <= toMs; ms += stepDays * DAY_MS) {
    const value = offset(body, ms, natal);
    // A sign change far from zero is the wrap at ±180°, not a crossing.
    if (Math.sign(value) !== Math.sign(previous) && Math.abs(value) < 90 && Math.abs(previous) < 90) {
      found.push(refine(body, natal, previousMs, ms, previous));
    }
    previousMs = ms;
    previous = value;
  }
  return found;
}

function localDate(ms: number, offsetMinutes: number): string {
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

function returnsOf(chart: NatalChart, body: CycleBody, maxAge: number): CycleReturn[] {
  const plan = PLANS[body];
  const birthMs = Date.parse(chart.utc);
  useGrid(birthMs);
  const natal = chart.bodies[body].longitude;
  // Degrees the body still has to travel at birth to reach its natal place: zero for an engine chart, and a
  // real distance for a chart whose natal longitude is not the sky of that instant (so the search still works).
  const ahead = plan.direction * offset(body, birthMs, natal);
  const returns: CycleReturn[] = [];
  for (let index = 1; ; index += 1) {
    const predictedDays = ((360 * index - ahead) / 360) * plan.period;
    if (predictedDays / YEAR_DAYS > maxAge + 1) break;
    const start = birthMs + Math.round((predictedDays - plan.window) / plan.step) * plan.step * DAY_MS;
    const crossings = crossingsIn(body, natal, start, start + 2 * plan.window * DAY_MS, plan.step)
      .filter((ms) => ms > birthMs + DAY_MS * 30);
    if (crossings.length === 0) continue;
    const age = Math.floor((crossings[0] - birthMs) / DAY_MS / YEAR_DAYS);
    if (age > maxAge) break;
    returns.push({ index: returns.length + 1, passes: crossings.map((ms) => localDate(ms, chart.time.utcOffsetMinutes)), age });
  }
  return returns;
}

const cache = new Map<string, ChartCycles>();
const CACHE_SIZE = 32;

/** Saturn, Jupiter and nodal returns up to CYCLE_MAX_AGE; the same chart always gives the same dates. */
export function referenceChartCycles(chart: NatalChart): ChartCycles {
  const key = [chart.utc, chart.time.utcOffsetMinutes, chart.bodies.saturn.longitude, chart.bodies.jupiter.longitude, chart.bodies.trueNode.longitude].join('|');
  const cached = cache.get(key);
  if (cached) return cached;
  const cycles: ChartCycles = {
    saturn: returnsOf(chart, 'saturn', CYCLE_MAX_AGE),
    jupiter: returnsOf(chart, 'jupiter', CYCLE_MAX_AGE),
    trueNode: returnsOf(chart, 'trueNode', CYCLE_MAX_AGE),
  };
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, cycles);
  return cycles;
}
