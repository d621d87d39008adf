import { bodyMotion, difference, toAstroTime, trueNodeLongitude } from '../astro/ephemeris.ts';
import type { NatalChart } from '../contract/chart.ts';

// The returns this person will live through: Saturn (about every 29.5 years), Jupiter (about every 11.9)
// and the lunar nodes (about every 18.6), each found as the exact instants the moving body crosses its natal
// longitude, computed with the same ephemeris that drew the chart.
//
// The search samples a window around each predicted return and bisects every sign change of the distance to the
// natal longitude. Almost every sample is far from the natal degree, where a table of the body's longitude
// already tells its sign for certain; the ephemeris itself is evaluated only where the table cannot tell, so the
// search finds exactly the crossings, dates and ages that evaluating the ephemeris at every sample would.

export type CycleBody = 'saturn' | 'jupiter' | 'trueNode';

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

/** The exact ephemeris: the same apparent longitude the chart shows. */
function longitudeAt(body: CycleBody, ms: number): number {
  const time = toAstroTime(new Date(ms));
  // Saturn and Jupiter alone cost a tenth of the whole sky; the node's longitude needs only the Moon's state.
  return body === 'trueNode' ? trueNodeLongitude(time) : bodyMotion(body, time).longitude;
}

/** Signed distance from the natal point, (−180, 180]. */
function offset(body: CycleBody, ms: number, natal: number): number {
  return difference(natal, longitudeAt(body, ms));
}

// ——— The tables ———
//
// Each body's longitude every `spacing` days over the years births and their returns can span. An entry is
// computed with the exact ephemeris the first time a search needs it, so a process pays only for the windows it
// is asked about, and later charts reuse what earlier ones computed. The three Float32 arrays, allocated whole on
// first use, take 492 KB.
//
// A sample far from the natal degree is settled by the closest computed entry and the most the body can have
// moved since (`maxSpeed`); only near a crossing does the search interpolate (six-point Lagrange), and only where
// even that cannot tell the sign does it evaluate the ephemeris at the instant itself.
//
// `error` bounds |interpolated − exact| with room to spare. Measured at 20 000 random instants from 1799 to 2291:
// Saturn 2.0e-4°, Jupiter 2.8e-4°, the node 1.2e-3°. For the planets the floor is the Earth's monthly wobble
// around the Earth–Moon barycentre, too fast for a ten-day table: up to 4 900 km, at most 2.4e-4° of Saturn's
// longitude and 4.8e-4° of Jupiter's, which six-point interpolation can at worst amplify 2.4 times; the node's own
// fortnightly terms (about 0.15° at 13.7 and 14.8 days) set its floor. `maxSpeed` is the largest daily motion
// measured at 30 000 instants over the same years (0.130°, 0.243° and 0.259° a day) with a margin. A test holds
// the ephemeris to all three bounds.

interface TableBounds {
  /** Days between entries. */
  spacing: number;
  /** Degrees: the interpolated longitude is never further than this from the exact one. */
  error: number;
  /** Degrees a day: the body never moves faster. */
  maxSpeed: number;
}

/** What the search assumes of the ephemeris; exported so that a test holds the ephemeris to it. */
export const TABLE_BOUNDS: Readonly<Record<CycleBody, Readonly<TableBounds>>> = {
  saturn: { spacing: 10, error: 1e-3, maxSpeed: 0.15 },
  jupiter: { spacing: 10, error: 2e-3, maxSpeed: 0.28 },
  trueNode: { spacing: 2, error: 3e-3, maxSpeed: 0.32 },
};

const TABLE_START_MS = Date.UTC(1799, 0, 1);
const TABLE_END_MS = Date.UTC(2292, 0, 1);
/** A longitude below 360° stored as a Float32 is off by at most 1.6e-5°. */
const ROUNDING = 1e-4;
/** How many entries away a sample looks for a computed one that settles it. */
const REACH = 32;

/** The entries, NaN where not computed yet; each table is allocated the first time a search needs it. */
const tables: Record<CycleBody, Float32Array | null> = { saturn: null, jupiter: null, trueNode: null };

function entriesOf(body: CycleBody): Float32Array {
  let values = tables[body];
  if (!values) {
    values = tables[body] = new Float32Array(Math.floor((TABLE_END_MS - TABLE_START_MS) / (TABLE_BOUNDS[body].spacing * DAY_MS)) + 1);
    values.fill(Number.NaN);
  }
  return values;
}

/** Entry `index`, computed the first time it is read. */
function entry(body: CycleBody, values: Float32Array, index: number): number {
  if (Number.isNaN(values[index])) values[index] = longitudeAt(body, TABLE_START_MS + index * TABLE_BOUNDS[body].spacing * DAY_MS);
  return values[index];
}

/** How many entries this process has computed, and the memory the tables hold: what the bench reports. */
export function cycleTableUsage(): { computed: number; bytes: number } {
  let computed = 0;
  let bytes = 0;
  for (const values of Object.values(tables)) {
    if (!values) continue;
    bytes += values.byteLength;
    for (const value of values) if (!Number.isNaN(value)) computed += 1;
  }
  return { computed, bytes };
}

/**
 * Tabulated longitude at ms (not reduced to [0, 360)), or NaN outside the table's years, or when more than `fills` of
 * the six entries it needs are not computed yet (those it uses it computes).
 */
export function tabulatedLongitude(body: CycleBody, ms: number, fills: number): number {
  const values = entriesOf(body);
  const x = (ms - TABLE_START_MS) / (TABLE_BOUNDS[body].spacing * DAY_MS);
  const k = Math.floor(x);
  if (k < 2 || k + 3 >= values.length) return Number.NaN;
  let missing = 0;
  for (let i = k - 2; i <= k + 3; i += 1) if (Number.isNaN(values[i])) missing += 1;
  if (missing > fills) return Number.NaN;
  // Lagrange weights for nodes −2 … 3 at u ∈ [0, 1), as prefix and suffix products (no division by u − node).
  const u = x - k;
  const d0 = u + 2, d1 = u + 1, d2 = u, d3 = u - 1, d4 = u - 2, d5 = u - 3;
  const a2 = d0 * d1, a3 = a2 * d2, a4 = a3 * d3, a5 = a4 * d4;
  const b3 = d4 * d5, b2 = d3 * b3, b1 = d2 * b2, b0 = d1 * b1;
  const reference = entry(body, values, k);
  return (
    (b0 / -120) * near(entry(body, values, k - 2), reference) +
    ((d0 * b1) / 24) * near(entry(body, values, k - 1), reference) +
    ((a2 * b2) / -12) * reference +
    ((a3 * b3) / 12) * near(entry(body, values, k + 1), reference) +
    ((a4 * d5) / -24) * near(entry(body, values, k + 2), reference) +
    (a5 / 120) * near(entry(body, values, k + 3), reference)
  );
}

/** The same longitude, taken within 180° of the reference so the six entries are continuous across 0°. */
function near(value: number, reference: number): number {
  if (value - reference > 180) return value - 360;
  if (reference - value > 180) return value + 360;
  return value;
}

/**
 * Whether an offset known within ±error has the exact offset's sign and side of ±90°, all the search reads of it.
 */
function decided(value: number, error: number): boolean {
  const size = Math.abs(value);
  return size > error && Math.abs(size - 90) > error && size < 180 - error;
}

/**
 * Entries a sample may compute to interpolate, where one exact evaluation would tell as much. The planets' tables are
 * covered after a few hundred charts, so every entry computed is soon shared; the node's is five times as dense and
 * fills slowly, and a whole stencil of its entries (each two evaluations of the Moon) would cost a fresh process
 * several times the one evaluation it replaces.
 */
const STENCIL_FILLS: Record<CycleBody, number> = { saturn: Infinity, jupiter: Infinity, trueNode: 1 };

/** The table's estimate of the offset from the natal point where it is certain to be decided, else NaN. */
function tabulatedOffset(body: CycleBody, ms: number, natal: number): number {
  const longitude = tabulatedLongitude(body, ms, STENCIL_FILLS[body]);
  if (Number.isNaN(longitude)) return Number.NaN;
  const value = difference(natal, longitude);
  return decided(value, TABLE_BOUNDS[body].error) ? value : Number.NaN;
}

/**
 * The offset at ms (x in entries) from the entry `index`, if that entry is computed and settles it: by the body's top
 * speed, or for the node by its fitted terms, which carry it from the entry to ms and leave out only a slow drift.
 */
function settledBy(body: CycleBody, values: Float32Array, index: number, x: number, ms: number, natal: number): number {
  if (index < 0 || index >= values.length || Number.isNaN(values[index])) return Number.NaN;
  const days = TABLE_BOUNDS[body].spacing * Math.abs(x - index);
  const value = difference(natal, values[index]);
  if (decided(value, TABLE_BOUNDS[body].maxSpeed * days + ROUNDING)) return value;
  if (body !== 'trueNode') return Number.NaN;
  const entryMs = TABLE_START_MS + index * TABLE_BOUNDS.trueNode.spacing * DAY_MS;
  const carried = difference(natal, values[index] + fittedNode(ms) - fittedNode(entryMs));
  return decided(carried, NODE_RESIDUAL_SPEED * days + ROUNDING) ? carried : Number.NaN;
}

/** The offset at ms settled by the closest computed entry on either side of it, computing none; else NaN. */
function settledByClosest(body: CycleBody, values: Float32Array, ms: number, natal: number): number {
  const x = (ms - TABLE_START_MS) / (TABLE_BOUNDS[body].spacing * DAY_MS);
  const below = Math.floor(x);
  if (below < 0 || below + 1 >= values.length) return Number.NaN;
  let value = Number.NaN;
  for (let i = below; i >= below - REACH && i >= 0; i -= 1) {
    if (!Number.isNaN(values[i])) { value = settledBy(body, values, i, x, ms, natal); break; }
  }
  for (let i = below + 1; Number.isNaN(value) && i <= below + 1 + REACH && i < values.length; i += 1) {
    if (!Number.isNaN(values[i])) { value = settledBy(body, values, i, x, ms, natal); break; }
  }
  return value;
}

const J2000_MS = Date.UTC(2000, 0, 1, 12);
const RADIANS = Math.PI / 180;
/**
 * The true node never strays further than this from nodeEstimate (measured: at most 0.31° at 48 000 instants from 1795
 * to 2300, the sum of the smaller terms the estimate leaves out).
 */
export const NODE_ESTIMATE_ERROR = 0.5;
/** Nor further than this from nodeEstimate + nodeCorrection (measured: at most 0.067° at the same 48 000 instants). */
export const CORRECTED_NODE_ERROR = 0.1;
/**
 * Degrees a day: what nodeEstimate + nodeCorrection leave out of the true node never drifts faster (measured: at most
 * 0.0155° a day at 20 000 instants from 1795 to 2300), against the 0.26° a day the node itself can move.
 */
export const NODE_RESIDUAL_SPEED = 0.025;

/** The Moon's mean arguments at ms, radians: elongation D, the Sun's anomaly M, the Moon's M′ and latitude F. */
function lunarArguments(ms: number): { t: number; elongation: number; sunAnomaly: number; moonAnomaly: number; latitudeArgument: number } {
  const t = (ms - J2000_MS) / DAY_MS / 36_525;
  return {
    t,
    elongation: (297.8501921 + 445_267.1114034 * t - 0.0018819 * t * t) * RADIANS,
    sunAnomaly: (357.5291092 + 35_999.0502909 * t - 0.0001536 * t * t) * RADIANS,
    moonAnomaly: (134.9633964 + 477_198.8675055 * t + 0.0087414 * t * t) * RADIANS,
    latitudeArgument: (93.272095 + 483_202.0175233 * t - 0.0036539 * t * t) * RADIANS,
  };
}

/** The true node from the mean node and its five largest periodic terms (Meeus, Astronomical Algorithms, ch. 47). */
export function nodeEstimate(ms: number): number {
  const { t, elongation, sunAnomaly, moonAnomaly, latitudeArgument } = lunarArguments(ms);
  const mean = 125.0445479 - 1934.1362891 * t + 0.0020754 * t * t;
  return (
    mean -
    1.4979 * Math.sin(2 * (elongation - latitudeArgument)) -
    0.15 * Math.sin(sunAnomaly) -
    0.1226 * Math.sin(2 * elongation) +
    0.1176 * Math.sin(2 * latitudeArgument) -
    0.0801 * Math.sin(2 * (moonAnomaly - latitudeArgument))
  );
}

/**
 * The next eight terms of the true node, degrees, to add to nodeEstimate: fitted by least squares to the engine's
 * true node at 15 000 instants from 1795 to 2300. Asked only where nodeEstimate cannot tell a sample's sign, which
 * near a return is most samples of a window; without it each of those samples needed the node's table, whose
 * entries each cost a full evaluation of the Moon.
 */
export function nodeCorrection(ms: number): number {
  const { elongation: d, sunAnomaly: m, moonAnomaly: mp, latitudeArgument: f } = lunarArguments(ms);
  return (
    -0.0615 * Math.sin(2 * d - m - 2 * f) +
    0.049 * Math.sin(2 * d - mp) +
    0.0409 * Math.sin(mp - 2 * f) +
    0.0327 * Math.sin(mp) +
    0.0323 * Math.sin(2 * d + m - 2 * f) -
    0.0226 * Math.cos(d + m - f) +
    0.018 * Math.sin(2 * d - mp - 2 * f) -
    0.015 * Math.sin(2 * d + mp - 2 * f)
  );
}

/** The true node from its mean node and thirteen periodic terms. */
export function fittedNode(ms: number): number {
  return nodeEstimate(ms) + nodeCorrection(ms);
}

/** The offset from the natal point at a sampled instant, or a stand-in for it with the same sign and side of ±90°. */
function offsetSign(body: CycleBody, ms: number, natal: number): number {
  if (body === 'trueNode') {
    const mean = nodeEstimate(ms);
    const estimate = difference(natal, mean);
    if (decided(estimate, NODE_ESTIMATE_ERROR)) return estimate;
    const corrected = difference(natal, mean + nodeCorrection(ms));
    if (decided(corrected, CORRECTED_NODE_ERROR)) return corrected;
  }
  // The closest computed entries on either side, then the nearest entry, computed now.
  const values = entriesOf(body);
  let value = settledByClosest(body, values, ms, natal);
  if (!Number.isNaN(value)) return value;
  const x = (ms - TABLE_START_MS) / (TABLE_BOUNDS[body].spacing * DAY_MS);
  const nearest = Math.round(x);
  if (nearest >= 0 && nearest < values.length && Number.isNaN(values[nearest])) {
    entry(body, values, nearest);
    value = settledBy(body, values, nearest, x, ms, natal);
    if (!Number.isNaN(value)) return value;
  }
  value = tabulatedOffset(body, ms, natal);
  return Number.isNaN(value) ? offset(body, ms, natal) : value;
}

// ——— The search ———

/** Whether two candidate instants for one crossing give the same list: the same local date, age and side of the first month. */
type SameOutcome = (earlier: number, later: number) => boolean;

/**
 * Bisection to ten minutes: the date is what is shown, so more is wasted work. The bisection stops as soon as every
 * cell it could still end in gives the same outcome (local date, age, side of the first month), which is most often
 * after a few halvings, when no local midnight or birthday is left inside; only while they differ does it need a
 * midpoint's sign, from the table when it can, else from the ephemeris.
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
    let value = settledByClosest(body, entriesOf(body), mid, natal);
    if (Number.isNaN(value)) value = tabulatedOffset(body, mid, natal);
    if (Number.isNaN(value)) value = offset(body, mid, natal);
    if (Math.sign(value) === lowSign) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

function crossingsIn(body: CycleBody, natal: number, fromMs: number, toMs: number, stepDays: number, same: SameOutcome): number[] {
  const found: number[] = [];
  let previousMs = fromMs;
  let previous = offsetSign(body, previousMs, natal);
  for (let ms = fromMs + stepDays * DAY_MS; ms <= toMs; ms += stepDays * DAY_MS) {
    const value = offsetSign(body, ms, natal);
    // A sign change far from zero is the wrap at ±180°, not a crossing.
    if (Math.sign(value) !== Math.sign(previous) && Math.abs(value) < 90 && Math.abs(previous) < 90) {
      found.push(refine(body, natal, previousMs, ms, previous, same));
    }
    previousMs = ms;
    previous = value;
  }
  return found;
}

function localDate(ms: number, offsetMinutes: number): string {
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Which local day localDate names, as a number: the Date it builds drops the fraction of a millisecond first. */
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
  const tabulated = tabulatedLongitude(body, birthMs, 0);
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
