import TABLE_DATA from '../astro/data/cycle-tables.json' with { type: 'json' };
import { difference } from '../astro/ephemeris.ts';
import type { NatalChart } from '../contract/chart.ts';
import { type CycleBody, TABLE_SPACING, TABLE_START_MS, cycleLongitude, decodeTable } from './cycle-tables.ts';

export type { CycleBody } from './cycle-tables.ts';

// The returns this person will live through: Saturn (about every 29.5 years), Jupiter (about every 11.9)
// and the lunar nodes (about every 18.6), each found as the exact instants the moving body crosses its natal
// longitude, computed with the same ephemeris that drew the chart.
//
// The search samples a window around each predicted return and bisects every sign change of the distance to the
// natal longitude. Almost every sample is far from the natal degree, where a shipped table of the body's longitude
// already tells its sign for certain; the ephemeris itself is evaluated only where the table cannot tell, so the
// search finds exactly the crossings, dates and ages that evaluating the ephemeris at every sample would.

export interface CycleReturn {
  /** 1 for the first return, 2 for the second… */
  index: number;
  /** Local dates (YYYY-MM-DD, in the birth place's offset) of every exact crossing, in order. */
  passes: string[];
  /** Age in whole years at the first crossing. */
  age: number;
}

export type ChartCycles = Record<CycleBody, CycleReturn[]>;

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365.2425;
/** Returns are listed up to this age. */
export const CYCLE_MAX_AGE = 90;

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

/** Signed distance from the natal point, (−180, 180], by the exact ephemeris. */
function offset(body: CycleBody, ms: number, natal: number): number {
  return difference(natal, cycleLongitude(body, ms));
}

// ——— The tables ———
//
// Each body's longitude every 10 days (Saturn, Jupiter) or 2 days (the node) from 1799 to 2292, computed once with
// the exact ephemeris by scripts/build-cycle-tables.ts and shipped as data (cycle-tables.ts describes the layout;
// cycle-tables.test.ts recomputes every entry). Each body's table is decoded the first time a search needs it:
// 492 KB of Float32 for the three.
//
// A sample far from the natal degree is settled by the nearest entry and the most the body can have moved since
// (`maxSpeed`); only near a crossing does the search interpolate (six-point Lagrange), and only where even that
// cannot tell the sign does it evaluate the ephemeris at the instant itself.
//
// `error` bounds |interpolated − exact| with room to spare. Measured at 20 000 random instants from 1799 to 2291:
// Saturn 2.0e-4°, Jupiter 2.8e-4°, the node 1.2e-3°. For the planets the floor is the Earth's monthly wobble
// around the Earth–Moon barycentre, too fast for a ten-day table: up to 4 900 km, at most 2.4e-4° of Saturn's
// longitude and 4.8e-4° of Jupiter's, which six-point interpolation can at worst amplify 2.4 times; the node's own
// fortnightly terms (about 0.15° at 13.7 and 14.8 days) set its floor. `maxSpeed` is the largest daily motion
// measured at 30 000 instants over the same years (0.130°, 0.243° and 0.259° a day) with a margin. A test holds
// the ephemeris to both bounds.

interface TableBounds {
  /** Degrees: the interpolated longitude is never further than this from the exact one. */
  error: number;
  /** Degrees a day: the body never moves faster. */
  maxSpeed: number;
}

/** What the search assumes of the ephemeris; exported so that a test holds the ephemeris to it. */
export const TABLE_BOUNDS: Readonly<Record<CycleBody, Readonly<TableBounds>>> = {
  saturn: { error: 1e-3, maxSpeed: 0.15 },
  jupiter: { error: 2e-3, maxSpeed: 0.28 },
  trueNode: { error: 3e-3, maxSpeed: 0.32 },
};

/** A longitude below 360° stored as a Float32 is off by at most 1.6e-5°. */
const ROUNDING = 1e-4;

const tables: Partial<Record<CycleBody, Float32Array>> = {};

function tableOf(body: CycleBody): Float32Array {
  return (tables[body] ??= decodeTable(TABLE_DATA[body]));
}

/** Position of ms in the body's table, in entries. */
function tablePosition(body: CycleBody, ms: number): number {
  return (ms - TABLE_START_MS) / (TABLE_SPACING[body] * DAY_MS);
}

/** Tabulated longitude at ms (not reduced to [0, 360)), or NaN outside the table's years. */
export function tabulatedLongitude(body: CycleBody, ms: number): number {
  const values = tableOf(body);
  const x = tablePosition(body, ms);
  const k = Math.floor(x);
  if (!(k >= 2 && k + 3 < values.length)) return Number.NaN;
  // Lagrange weights for nodes −2 … 3 at u ∈ [0, 1), as prefix and suffix products (no division by u − node).
  const u = x - k;
  const d0 = u + 2, d1 = u + 1, d2 = u, d3 = u - 1, d4 = u - 2, d5 = u - 3;
  const a2 = d0 * d1, a3 = a2 * d2, a4 = a3 * d3, a5 = a4 * d4;
  const b3 = d4 * d5, b2 = d3 * b3, b1 = d2 * b2, b0 = d1 * b1;
  const reference = values[k];
  return (
    (b0 / -120) * near(values[k - 2], reference) +
    ((d0 * b1) / 24) * near(values[k - 1], reference) +
    ((a2 * b2) / -12) * reference +
    ((a3 * b3) / 12) * near(values[k + 1], reference) +
    ((a4 * d5) / -24) * near(values[k + 2], reference) +
    (a5 / 120) * near(values[k + 3], reference)
  );
}

/** The same longitude, taken within 180° of the reference so the six entries are continuous across 0°. */
function near(value: number, reference: number): number {
  if (value - reference > 180) return value - 360;
  if (reference - value > 180) return value + 360;
  return value;
}

/**
 * Degrees an offset can move before its sign or its side of ±90° changes: all the search reads of it. An offset known
 * within ±error is decided, a stand-in for the exact one, where this is more than the error.
 */
function room(value: number): number {
  const size = Math.abs(value);
  return Math.min(size, Math.abs(size - 90), 180 - size);
}

/** Degrees the value tableOffset or offsetSign returned last may be from the exact offset. */
let offsetMargin = 0;

/** The offset from the natal point at ms, or a stand-in with its sign and side of ±90°, from the table alone; NaN where the table cannot tell. */
function tableOffset(body: CycleBody, ms: number, natal: number): number {
  const values = tableOf(body);
  const x = tablePosition(body, ms);
  const nearest = Math.round(x);
  if (nearest >= 0 && nearest < values.length) {
    const value = difference(natal, values[nearest]);
    offsetMargin = TABLE_BOUNDS[body].maxSpeed * TABLE_SPACING[body] * Math.abs(x - nearest) + ROUNDING;
    if (room(value) > offsetMargin) return value;
  }
  const longitude = tabulatedLongitude(body, ms);
  if (!Number.isNaN(longitude)) {
    const value = difference(natal, longitude);
    offsetMargin = TABLE_BOUNDS[body].error;
    if (room(value) > offsetMargin) return value;
  }
  return Number.NaN;
}

/** The offset from the natal point at ms, or a stand-in for it with the same sign and side of ±90°. */
function offsetSign(body: CycleBody, ms: number, natal: number): number {
  const value = tableOffset(body, ms, natal);
  if (!Number.isNaN(value)) return value;
  offsetMargin = 0;
  return offset(body, ms, natal);
}

// ——— The search ———

/** Whether two candidate instants for one crossing give the same list: the same local date, age and side of the first month. */
type SameOutcome = (earlier: number, later: number) => boolean;

/**
 * Bisection to ten minutes: the date is what is shown, so more is wasted work. The bisection stops as soon as every
 * cell it could still end in gives the same outcome (local date, age, side of the first month), which is most often
 * after a few halvings, when no local midnight or birthday is left inside; only while they differ does it need a
 * midpoint's sign, from the table when it can. Where the table cannot tell (the midpoint is within its error of the
 * crossing), `tableOutcome` follows both answers: when every path the bisection could take ends in one outcome, that
 * is the outcome of the path the exact sign would choose, and the ephemeris is evaluated only when they differ.
 */
function refine(body: CycleBody, natal: number, startMs: number, endMs: number, startValue: number, same: SameOutcome): number {
  let [low, high] = [startMs, endMs];
  const lowSign = Math.sign(startValue);
  let last = high - low;
  while (last > 600_000) last /= 2;
  while (high - low > 600_000) {
    // The last cell's centre, where the bisection ends, is one of low + last/2, low + 3·last/2, … high − last/2;
    // the outcome only grows with time, so equal outcomes at both ends mean the same outcome for every one.
    if (same(low + last / 2, high - last / 2)) return low + last / 2;
    const mid = (low + high) / 2;
    let value = tableOffset(body, mid, natal);
    if (Number.isNaN(value)) {
      explorationBudget = EXPLORATION_BUDGET;
      const settled = tableOutcome(body, natal, low, high, last, lowSign, same);
      if (!Number.isNaN(settled)) return settled;
      value = offset(body, mid, natal);
    }
    if (Math.sign(value) === lowSign) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Bisection steps tableOutcome may take for one undecided midpoint before the ephemeris is cheaper. */
const EXPLORATION_BUDGET = 64;
let explorationBudget = 0;

/**
 * The outcome refine's bisection of [low, high] ends in, as an instant with that outcome, whatever the signs the table
 * cannot tell; NaN when two paths end differently or the budget runs out.
 */
function tableOutcome(body: CycleBody, natal: number, low: number, high: number, last: number, lowSign: number, same: SameOutcome): number {
  while (high - low > 600_000) {
    if (same(low + last / 2, high - last / 2)) return low + last / 2;
    if (--explorationBudget < 0) return Number.NaN;
    const mid = (low + high) / 2;
    const value = tableOffset(body, mid, natal);
    if (Number.isNaN(value)) {
      const ifAfter = tableOutcome(body, natal, mid, high, last, lowSign, same);
      if (Number.isNaN(ifAfter)) return Number.NaN;
      const ifBefore = tableOutcome(body, natal, low, mid, last, lowSign, same);
      return !Number.isNaN(ifBefore) && same(ifBefore, ifAfter) ? ifBefore : Number.NaN;
    }
    if (Math.sign(value) === lowSign) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * The crossings between the samples fromMs, fromMs + step, … up to toMs. Samples the body cannot carry across 0°,
 * ±90° or 180° from a known one share its sign and side, so the scan passes over them without asking for them.
 */
function crossingsIn(body: CycleBody, natal: number, fromMs: number, toMs: number, stepDays: number, same: SameOutcome): number[] {
  const found: number[] = [];
  const stepMs = stepDays * DAY_MS;
  const stepTravel = TABLE_BOUNDS[body].maxSpeed * stepDays;
  const lastIndex = Math.floor((toMs - fromMs) / stepMs);
  let index = 0;
  let value = offsetSign(body, fromMs, natal);
  let margin = offsetMargin;
  while (index < lastIndex) {
    // Sample index + k is within margin + k·stepTravel of value: decided while that stays under its room.
    const passed = Math.min(Math.ceil((room(value) - margin) / stepTravel) - 1, lastIndex - index);
    if (passed > 0) {
      index += passed;
      margin += passed * stepTravel;
      continue;
    }
    const previousMs = fromMs + index * stepMs;
    const next = offsetSign(body, previousMs + stepMs, natal);
    const nextMargin = offsetMargin;
    // A sign change far from zero is the wrap at ±180°, not a crossing.
    if (Math.sign(next) !== Math.sign(value) && Math.abs(next) < 90 && Math.abs(value) < 90) {
      found.push(refine(body, natal, previousMs, previousMs + stepMs, value, same));
    }
    index += 1;
    value = next;
    margin = nextMargin;
  }
  return found;
}

/** The local date (YYYY-MM-DD) of localDay's day, as toISOString prints it for years 1000 to 9999. */
function localDate(ms: number, offsetMinutes: number): string {
  // Civil date from a day count (H. Hinnant's days_from_civil inverted): toISOString costs several times as much.
  const days = localDay(ms, offsetMinutes) + 719_468;
  const era = Math.floor(days / 146_097);
  const dayOfEra = days - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1_460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

/**
 * The local day of ms, counted from 1970-01-01: the instant is first cut to a whole millisecond, as a Date would cut
 * it, so that the day is the one toISOString would print.
 */
function localDay(ms: number, offsetMinutes: number): number {
  return Math.floor(Math.trunc(ms + offsetMinutes * 60_000) / DAY_MS);
}

function returnsOf(chart: NatalChart, body: CycleBody, maxAge: number): CycleReturn[] {
  const plan = PLANS[body];
  const birthMs = Date.parse(chart.utc);
  const natal = chart.bodies[body].longitude;
  const offsetMinutes = chart.time.utcOffsetMinutes;
  const firstMonthEnd = birthMs + DAY_MS * 30;
  const ageAt = (ms: number) => Math.floor((ms - birthMs) / DAY_MS / YEAR_DAYS);
  const same: SameOutcome = (earlier, later) =>
    ageAt(earlier) === ageAt(later) && (earlier > firstMonthEnd) === (later > firstMonthEnd) && localDay(earlier, offsetMinutes) === localDay(later, offsetMinutes);

  // Degrees the body still has to travel at birth to reach its natal place: zero for an engine chart, and a
  // real distance for a chart whose natal longitude is not the sky of that instant (so the search still works).
  // Where the table already covers the birth it bounds this within ±error, and the exact value is computed only if
  // a window would differ across that range.
  const error = TABLE_BOUNDS[body].error;
  const tabulated = tabulatedLongitude(body, birthMs);
  const estimate = Number.isNaN(tabulated) ? Number.NaN : plan.direction * difference(natal, tabulated);
  const bounded = Math.abs(estimate) < 180 - error;
  let exactAhead: number | undefined;
  /** Start of the window searched for this return, or null once the prediction passes the maximum age. */
  const windowStart = (ahead: number, index: number): number | null => {
    const predictedDays = ((360 * index - ahead) / 360) * plan.period;
    if (predictedDays / YEAR_DAYS > maxAge + 1) return null;
    return birthMs + Math.round((predictedDays - plan.window) / plan.step) * plan.step * DAY_MS;
  };

  const returns: CycleReturn[] = [];
  for (let index = 1; ; index += 1) {
    // windowStart only falls as ahead grows, so equal answers at both ends of the range are the exact answer.
    let start = bounded ? windowStart(estimate - error, index) : undefined;
    if (start === undefined || start !== windowStart(estimate + error, index)) {
      exactAhead ??= plan.direction * offset(body, birthMs, natal);
      start = windowStart(exactAhead, index);
    }
    if (start === null) break;
    const crossings = crossingsIn(body, natal, start, start + 2 * plan.window * DAY_MS, plan.step, same)
      .filter((ms) => ms > firstMonthEnd);
    if (crossings.length === 0) continue;
    const age = ageAt(crossings[0]);
    if (age > maxAge) break;
    returns.push({ index: returns.length + 1, passes: crossings.map((ms) => localDate(ms, offsetMinutes)), age });
  }
  return returns;
}

const cache = new Map<string, ChartCycles>();
const CACHE_SIZE = 32;

/** Saturn, Jupiter and nodal returns up to CYCLE_MAX_AGE; the same chart always gives the same dates. */
export function chartCycles(chart: NatalChart): ChartCycles {
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
