// Timed events of the sky and of the sky against a natal chart: exact transits with their orb windows,
// ingresses, stations, lunations, eclipses, solar and lunar returns, the progressed Moon, the sky now.
//
// Root-finding that holds across stations: each body is sampled on a grid (a few days apart, far less than its
// shortest retrograde or direct run), its stations are found between samples (where the speed changes sign) and
// refined, and the stations are inserted as extra nodes. Between two consecutive nodes the longitude is then
// monotonic and moves less than 180°, so a crossing of any target longitude shows as a change of sign of the
// wrapped difference, one root per interval; each root is refined by safeguarded Newton steps (the engine gives
// the speed analytically) inside its bracket to under 0.1 s of time. A retrograde loop over a target therefore
// gives its three passes, each in its own monotonic stretch.
//
// Longitudes are apparent, geocentric, tropical, of date (ephemeris.ts), on the observed ΔT scale (deltat.ts):
// the Swiss Ephemeris convention. Time inside is astronomy-engine's UT day count from J2000.0.
import { signOf } from '../contract/zodiac.ts';
import {
  Illumination, MakeTime, NextGlobalSolarEclipse, NextLunarEclipse, SearchGlobalSolarEclipse, SearchLunarEclipse,
  Body, type AstroTime,
} from 'astronomy-engine';
import { bodyMotion, bodyMotions, difference, normalize, type Motion, type MovingBody } from './ephemeris.ts';
import { houseOf } from './houses.ts';
import { castChart } from './cast.ts';
import { zoneOffsetMinutes } from './time.ts';
import {
  MAJOR_ASPECTS, MAJOR_ASPECT_ANGLE, NATAL_POINTS, SLOW_ORB_FACTOR, STATION_BODIES, TRANSITING_BODIES, TRANSIT_ORB,
  type ActiveTransit, type AspectEvent, type AstroEvent, type EclipseEvent, type IngressEvent, type LunarReturn,
  type LunationEvent, type MajorAspect, type MoonPhaseName, type NatalPoint, type PlanetId, type ProgressedMoon,
  type SkyBody, type SkyNow, type SolarReturn, type StationEvent, type TransitPass, type TransitingBody, type VoidOfCourseEvent,
} from './events-types.ts';
import { SIGNS, type HouseSystem, type NatalChart, type ResolvedPlace } from '../contract/chart.ts';

const DAY_MS = 86_400_000;
const J2000_MS = Date.UTC(2000, 0, 1, 12);
/** Refinement tolerance, days (0.09 s). */
const TOLERANCE = 1e-6;
/** For stations that only split a track (outside the asked interval): 0.9 s. */
const LOOSE_TOLERANCE = 1e-5;
/** A day for a year in secondary progressions: the tropical year in days. */
const TROPICAL_YEAR = 365.24219;

/**
 * Sampling step (days) and how far around the asked interval a body is tracked (days): `margin` so that an orb
 * window that opened before it, or closes after it, is still found (the longest a body can linger within orb,
 * stations and retrograde loops included); `cycle` so that every pass of the cycle a transit active now belongs to
 * is found (the longest from one pass over a point to the last, for the slow planets several years of loops).
 */
const TRACKING: Record<TransitingBody, { step: number; margin: number; cycle: number }> = {
  sun: { step: 4, margin: 5, cycle: 5 },
  mercury: { step: 3, margin: 70, cycle: 100 },
  venus: { step: 4, margin: 110, cycle: 180 },
  mars: { step: 4, margin: 170, cycle: 270 },
  jupiter: { step: 12, margin: 330, cycle: 420 },
  saturn: { step: 14, margin: 420, cycle: 480 },
  uranus: { step: 20, margin: 720, cycle: 1000 },
  neptune: { step: 20, margin: 900, cycle: 1400 },
  pluto: { step: 20, margin: 1100, cycle: 1800 },
};
const SLOW: ReadonlySet<TransitingBody> = new Set(['uranus', 'neptune', 'pluto']);

const utOf = (date: Date): number => (date.getTime() - J2000_MS) / DAY_MS;
const dateOf = (ut: number): Date => new Date(Math.round((ut * DAY_MS + J2000_MS) / 1000) * 1000);
const isoOf = (ut: number): string => dateOf(ut).toISOString();

type Evaluate = (ut: number) => Motion;

const motionOf = (id: MovingBody): Evaluate => (ut) => bodyMotion(id, MakeTime(ut));

/** Moon − Sun: its longitude is the phase angle, always increasing. */
const elongation: Evaluate = (ut) => {
  const time = MakeTime(ut);
  const moon = bodyMotion('moon', time);
  const sun = bodyMotion('sun', time);
  return { longitude: normalize(moon.longitude - sun.longitude), latitude: 0, speed: moon.speed - sun.speed };
};

/** A body's samples, stations included, in time order. */
interface Track {
  evaluate: Evaluate;
  t: number[];
  lon: number[];
  speed: number[];
  stations: { ut: number; direction: 'retrograde' | 'direct'; longitude: number }[];
}

/**
 * Samples `evaluate` every `step` days over [from, to] and inserts its stations. Stations inside [exactFrom,
 * exactTo) are events and are refined to TOLERANCE; the others only split the track into monotonic stretches,
 * for which a minute is plenty (the longitude barely moves near a station).
 */
function track(evaluate: Evaluate, from: number, to: number, step: number, monotonic = false, exactFrom = from, exactTo = to): Track {
  const count = Math.max(1, Math.ceil((to - from) / step));
  const grid = Array.from({ length: count + 1 }, (_, i) => (i === count ? to : from + i * step));
  const samples = grid.map(evaluate);
  const result: Track = { evaluate, t: [], lon: [], speed: [], stations: [] };
  const push = (ut: number, m: Motion) => {
    result.t.push(ut);
    result.lon.push(m.longitude);
    result.speed.push(m.speed);
  };
  for (let i = 0; i < grid.length; i += 1) {
    push(grid[i], samples[i]);
    if (monotonic || i + 1 === grid.length) continue;
    const va = samples[i].speed;
    const vb = samples[i + 1].speed;
    if (va === 0 || Math.sign(va) === Math.sign(vb)) continue;
    // The station of the apparent longitude (light-time and aberration change too) falls minutes away from the
    // geometric one the samples' speed sees; widen the bracket by a tenth of a day in case it crosses a sample.
    const speed = (x: number) => apparentSpeed(evaluate, x);
    const a = Math.max(from, grid[i] - 0.1);
    const b = Math.min(to, grid[i + 1] + 0.1);
    const exact = grid[i + 1] >= exactFrom && grid[i] < exactTo;
    const ut = solve(speed, a, b, speed(a), speed(b), null, exact ? TOLERANCE : LOOSE_TOLERANCE);
    const m = evaluate(ut);
    push(ut, { ...m, speed: 0 });
    result.stations.push({ ut, direction: va > 0 ? 'retrograde' : 'direct', longitude: m.longitude });
  }
  return result;
}

/** Rate of the apparent longitude itself, degrees per day, by a central difference over ±1 hour. */
function apparentSpeed(evaluate: Evaluate, ut: number): number {
  const h = 1 / 24;
  return difference(evaluate(ut - h).longitude, evaluate(ut + h).longitude) / (2 * h);
}

/**
 * A root of f in [a, b] where f(a), f(b) differ in sign: Newton steps with the derivative when they stay inside
 * the bracket and shrink, bisection otherwise.
 */
function solve(
  f: (ut: number) => number, a: number, b: number, fa: number, fb: number, derivative: ((ut: number) => number) | null,
  tolerance = TOLERANCE,
): number {
  let lo = a;
  let hi = b;
  let flo = fa;
  let fhi = fb;
  let t = a + (b - a) * (fa / (fa - fb));
  for (let i = 0; i < 80; i += 1) {
    const value = f(t);
    if (value === 0) return t;
    if (Math.sign(value) === Math.sign(flo)) {
      lo = t;
      flo = value;
    } else {
      hi = t;
      fhi = value;
    }
    if (hi - lo < tolerance) return (lo + hi) / 2;
    const slope = derivative?.(t);
    // Without a derivative, false position between the bracket's ends; either way bisect when the step would leave
    // the bracket or crawl along one side (every third iteration).
    const next = slope ? t - value / slope : derivative ? NaN : lo + (hi - lo) * (flo / (flo - fhi));
    if (next > lo && next < hi && i % 3 !== 2) {
      if (slope && Math.abs(next - t) < tolerance / 2) return next;
      t = next;
    } else {
      t = (lo + hi) / 2;
    }
  }
  return (lo + hi) / 2;
}

/** Where the tracked longitude equals `target`, in [from, to). */
function crossings(tr: Track, target: number, from: number, to: number): number[] {
  const roots: number[] = [];
  for (let i = 0; i + 1 < tr.t.length; i += 1) {
    if (tr.t[i + 1] < from || tr.t[i] >= to) continue;
    const root = crossingIn(tr, target, i);
    if (root !== null && root >= from && root < to) roots.push(root);
  }
  return roots;
}

/** The root of λ = target inside node interval i, if there is one. */
function crossingIn(tr: Track, target: number, i: number): number | null {
  const ga = difference(target, tr.lon[i]);
  const gb = difference(target, tr.lon[i + 1]);
  if (ga === 0) return tr.t[i];
  if (Math.sign(ga) === Math.sign(gb) || gb === 0 || Math.abs(ga - gb) > 180) return null;
  return refineCrossing(tr.evaluate, target, tr.t[i], tr.t[i + 1], ga, gb);
}

function refineCrossing(evaluate: Evaluate, target: number, a: number, b: number, ga: number, gb: number): number {
  // One evaluation gives both the value and the slope, so cache the last one for the derivative.
  let lastUt = NaN;
  let last: Motion | null = null;
  const at = (ut: number) => {
    if (ut !== lastUt) {
      last = evaluate(ut);
      lastUt = ut;
    }
    return last!;
  };
  return solve((ut) => difference(target, at(ut).longitude), a, b, ga, gb, (ut) => at(ut).speed);
}

/** The node interval containing ut. */
function intervalAt(tr: Track, ut: number): number {
  let lo = 0;
  let hi = tr.t.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (tr.t[mid] <= ut) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * The nearest crossing of any of `targets` strictly before (direction −1) or after (+1) `ut`, or null when the
 * track ends first. Scans node intervals outward and refines only the first one that holds a crossing.
 */
function nearestCrossing(tr: Track, targets: number[], ut: number, direction: 1 | -1): number | null {
  let i = intervalAt(tr, ut);
  while (i >= 0 && i + 1 < tr.t.length) {
    let best: number | null = null;
    for (const target of targets) {
      const root = crossingIn(tr, target, i);
      if (root === null || (direction < 0 ? root >= ut : root <= ut)) continue;
      if (best === null || (direction < 0 ? root > best : root < best)) best = root;
    }
    if (best !== null) return best;
    i += direction;
  }
  return null;
}

interface NatalTarget {
  natal: NatalPoint;
  aspect: MajorAspect;
  longitude: number;
}

function natalPoints(natal: NatalChart): { point: NatalPoint; longitude: number }[] {
  return NATAL_POINTS.flatMap((point): { point: NatalPoint; longitude: number }[] => {
    if (point === 'ascendant' || point === 'midheaven') return natal.angles ? [{ point, longitude: natal.angles[point] }] : [];
    return [{ point, longitude: natal.bodies[point].longitude }];
  });
}

/** Every longitude where a transiting body perfects a major aspect to a natal point (two per aspect but 0° and 180°). */
function natalTargets(natal: NatalChart): NatalTarget[] {
  return natalPoints(natal).flatMap(({ point, longitude }) =>
    MAJOR_ASPECTS.flatMap((aspect) => {
      const angle = MAJOR_ASPECT_ANGLE[aspect];
      const sides = angle === 0 || angle === 180 ? [angle] : [angle, -angle];
      return sides.map((side) => ({ natal: point, aspect, longitude: normalize(longitude + side) }));
    }),
  );
}

export function transitOrb(body: TransitingBody, aspect: MajorAspect): number {
  return TRANSIT_ORB[aspect] * (SLOW.has(body) ? SLOW_ORB_FACTOR : 1);
}

function natalHouseOf(natal: NatalChart, longitude: number): { natalHouse?: number } {
  return natal.houses ? { natalHouse: houseOf(longitude, natal.houses.cusps) } : {};
}

/** Every event in [fromUtc, toUtc), sorted by utc (ties: aspect, ingress, station, lunation, eclipse). */
export function findEvents(natal: NatalChart, fromUtc: Date, toUtc: Date): AstroEvent[] {
  const from = utOf(fromUtc);
  const to = utOf(toUtc);
  const events: AstroEvent[] = [];
  const targets = natalTargets(natal);
  for (const body of TRANSITING_BODIES) {
    const { step, margin } = TRACKING[body];
    const tr = track(motionOf(body), from - margin, to + margin, step, false, from, to);
    for (const target of targets) {
      const orb = transitOrb(body, target.aspect);
      const edges = [normalize(target.longitude - orb), normalize(target.longitude + orb)];
      for (const ut of crossings(tr, target.longitude, from, to)) {
        const enter = nearestCrossing(tr, edges, ut, -1);
        const leave = nearestCrossing(tr, edges, ut, 1);
        const event: AspectEvent = {
          type: 'aspect', transiting: body, natal: target.natal, aspect: target.aspect, utc: isoOf(ut),
          ...(enter === null ? {} : { enterUtc: isoOf(enter) }),
          ...(leave === null ? {} : { leaveUtc: isoOf(leave) }),
          orb,
          ...natalHouseOf(natal, target.longitude),
        };
        events.push(event);
      }
    }
    for (let cusp = 0; cusp < 360; cusp += 30) {
      for (const ut of crossings(tr, cusp, from, to)) {
        const forward = tr.evaluate(ut).speed >= 0;
        const ingress: IngressEvent = { type: 'ingress', body, sign: SIGNS[((cusp / 30 + (forward ? 0 : 11)) % 12)], utc: isoOf(ut), ...natalHouseOf(natal, cusp) };
        events.push(ingress);
      }
    }
    if ((STATION_BODIES as readonly string[]).includes(body)) {
      for (const s of tr.stations) {
        if (s.ut < from || s.ut >= to) continue;
        const station: StationEvent = { type: 'station', body: body as StationEvent['body'], direction: s.direction, utc: isoOf(s.ut), longitude: s.longitude, ...natalHouseOf(natal, s.longitude) };
        events.push(station);
      }
    }
  }
  events.push(...moonSigns(natal, from, to), ...lunations(natal, from, to), ...eclipses(natal, from, to));
  const order: Record<AstroEvent['type'], number> = { aspect: 0, ingress: 1, station: 2, lunation: 3, eclipse: 4, 'void-of-course': 5 };
  return events.sort((a, b) => a.utc.localeCompare(b.utc) || order[a.type] - order[b.type]);
}

/** The Moon always moves forward, 11.8–15.4° a day: half-day samples keep every step far below 180°. */
const MOON_STEP = 0.5;
/** The longest the Moon stays in one sign, days (30° at its slowest), with room to spare. */
const MOON_SIGN_DAYS = 3;

/** The Moon's sign ingresses in [from, to), in order, with the index of the sign entered. */
function moonIngresses(from: number, to: number): { ut: number; sign: number }[] {
  const tr = track(motionOf('moon'), from, to, MOON_STEP, true);
  return SIGNS.flatMap((_, sign) => crossings(tr, sign * 30, from, to).map((ut) => ({ ut, sign }))).sort((a, b) => a.ut - b.ut);
}

/** Moon − body, a longitude that always grows (the Moon outruns every planet). */
const fromMoon = (body: TransitingBody): Evaluate => (ut) => {
  const time = MakeTime(ut);
  const moon = bodyMotion('moon', time);
  const other = bodyMotion(body, time);
  return { longitude: normalize(moon.longitude - other.longitude), latitude: 0, speed: moon.speed - other.speed };
};

/** Moon − body angles of the major aspects, both sides. */
const LUNAR_ASPECTS: readonly [number, MajorAspect][] = [
  [0, 'conjunction'], [60, 'sextile'], [90, 'square'], [120, 'trine'], [180, 'opposition'], [240, 'trine'], [270, 'square'], [300, 'sextile'],
];

/**
 * The Moon's last exact major aspect to any of sun…pluto between its entry into a sign and its exit: the start of
 * its void of course (null when it makes none there). The one implementation behind the sky now and the calendar.
 * The stay is sampled on a half-day grid from its end backwards, all ten bodies at once, and only the first interval
 * (from the end) that holds a crossing is refined: a root in an earlier one cannot be the last. The void is usually
 * hours long, so one or two intervals are enough.
 */
function lastLunarAspect(entry: number, exit: number): { ut: number; body: TransitingBody; aspect: MajorAspect } | null {
  const count = Math.max(1, Math.ceil((exit - entry) / MOON_STEP));
  const at = (i: number) => (i === count ? exit : entry + i * MOON_STEP);
  // One ephemeris call per sample serves all ten bodies (one rotation and one Earth state instead of ten).
  const relative = (i: number) => {
    const sky = bodyMotions(MakeTime(at(i)));
    return TRANSITING_BODIES.map((body) => normalize(sky.moon.longitude - sky[body].longitude));
  };
  let later = relative(count);
  for (let i = count - 1; i >= 0; i -= 1) {
    const earlier = relative(i);
    let last: { ut: number; body: TransitingBody; aspect: MajorAspect } | null = null;
    TRANSITING_BODIES.forEach((body, b) => {
      for (const [angle, aspect] of LUNAR_ASPECTS) {
        const ga = difference(angle, earlier[b]);
        const gb = difference(angle, later[b]);
        if (ga === 0 && i > 0) continue;
        if (gb !== 0 && (Math.sign(ga) === Math.sign(gb) || Math.abs(ga - gb) > 180)) continue;
        const ut = gb === 0 ? at(i + 1) : ga === 0 ? at(i) : refineCrossing(fromMoon(body), angle, at(i), at(i + 1), ga, gb);
        if (!last || ut > last.ut) last = { ut, body, aspect };
      }
    });
    if (last) return last;
    later = earlier;
  }
  return null;
}

/** The Moon's ingresses in [from, to), and the void-of-course periods that start in it. */
function moonSigns(natal: NatalChart, from: number, to: number): (IngressEvent | VoidOfCourseEvent)[] {
  const ingresses = moonIngresses(from - MOON_SIGN_DAYS, to + MOON_SIGN_DAYS);
  const out: (IngressEvent | VoidOfCourseEvent)[] = [];
  ingresses.forEach(({ ut, sign }, i) => {
    if (ut >= from && ut < to) out.push({ type: 'ingress', body: 'moon', sign: SIGNS[sign], utc: isoOf(ut), ...natalHouseOf(natal, sign * 30) });
    const exit = ingresses[i + 1];
    // The void ends at the next ingress, so a stay that ends before `from` or starts after `to` has none in it.
    if (!exit || exit.ut < from || ut >= to) return;
    const last = lastLunarAspect(ut, exit.ut);
    const start = last?.ut ?? ut;
    if (start < from || start >= to) return;
    out.push({
      type: 'void-of-course', utc: isoOf(start), endUtc: isoOf(exit.ut), sign: SIGNS[sign], nextSign: SIGNS[exit.sign],
      lastAspect: last ? { body: last.body, aspect: last.aspect } : null,
    });
  });
  return out;
}

function lunations(natal: NatalChart, from: number, to: number): LunationEvent[] {
  // The phase angle grows 11–15° a day: three-day samples stay far below the 180° a bracket may span.
  const tr = track(elongation, from, to, 3, true);
  const out: LunationEvent[] = [];
  for (const [phase, angle] of [['new', 0], ['full', 180]] as const) {
    for (const ut of crossings(tr, angle, from, to)) {
      const longitude = bodyMotion('moon', MakeTime(ut)).longitude;
      out.push({ type: 'lunation', phase, utc: isoOf(ut), longitude, ...natalHouseOf(natal, longitude) });
    }
  }
  return out;
}

function eclipses(natal: NatalChart, from: number, to: number): EclipseEvent[] {
  const out: EclipseEvent[] = [];
  const add = (kind: 'solar' | 'lunar', peak: AstroTime, subtype: string) => {
    const longitude = bodyMotion('moon', peak).longitude;
    out.push({ type: 'eclipse', kind, utc: isoOf(peak.ut), subtype: subtype as EclipseEvent['subtype'], longitude, ...natalHouseOf(natal, longitude) });
  };
  for (let e = SearchGlobalSolarEclipse(MakeTime(from)); e.peak.ut < to; e = NextGlobalSolarEclipse(e.peak)) add('solar', e.peak, e.kind);
  for (let e = SearchLunarEclipse(MakeTime(from)); e.peak.ut < to; e = NextLunarEclipse(e.peak)) add('lunar', e.peak, e.kind);
  return out;
}

/**
 * The instant the Sun's apparent longitude equals the natal Sun's in the birthday of `year` (within 3 days of the
 * calendar birthday), and the chart cast for that instant at `place`.
 */
export function solarReturn(natal: NatalChart, year: number, place: ResolvedPlace, houseSystem?: HouseSystem): SolarReturn {
  const natalSunLongitude = natal.bodies.sun.longitude;
  const birth = new Date(natal.utc);
  // 29 February rolls over to 1 March in common years, still within the search's three days.
  const birthday = Date.UTC(year, birth.getUTCMonth(), birth.getUTCDate(), birth.getUTCHours(), birth.getUTCMinutes());
  const guess = utOf(new Date(birthday));
  const sun = motionOf('sun');
  const g = (ut: number) => difference(natalSunLongitude, sun(ut).longitude);
  const a = guess - 3;
  const b = guess + 3;
  const ut = solve(g, a, b, g(a), g(b), (x) => sun(x).speed);
  const instant = dateOf(ut);
  const offset = zoneOffsetMinutes(place.timezone, instant.getTime());
  const wall = new Date(instant.getTime() + offset * 60_000);
  const local = { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), hour: wall.getUTCHours(), minute: wall.getUTCMinutes() };
  const date = `${String(local.year).padStart(4, '0')}-${pad(local.month)}-${pad(local.day)}`;
  const time = `${pad(local.hour)}:${pad(local.minute)}`;
  const chart = castChart(
    { date, time, place, placeQuery: `${place.name}, ${place.country}`, houseSystem: houseSystem ?? natal.input.houseSystem },
    local,
    instant,
    { local: `${date}T${time}`, utcOffsetMinutes: offset, basis: 'iana' },
  );
  return { utc: instant.toISOString(), chart, natalSunLongitude };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

const PHASES: { upTo: number; name: MoonPhaseName }[] = [
  { upTo: 12, name: 'Luna nueva' }, { upTo: 78, name: 'Luna creciente' }, { upTo: 102, name: 'Cuarto creciente' },
  { upTo: 168, name: 'Gibosa creciente' }, { upTo: 192, name: 'Luna llena' }, { upTo: 258, name: 'Gibosa menguante' },
  { upTo: 282, name: 'Cuarto menguante' }, { upTo: 348, name: 'Luna menguante' }, { upTo: 360, name: 'Luna nueva' },
];
const SKY_BODIES: PlanetId[] = ['sun', 'moon', ...TRANSITING_BODIES.filter((b) => b !== 'sun')];

/** The sky at `date`: the ten planets, the Moon's phase and the void-of-course period. */
export function skyNow(date: Date): SkyNow {
  const ut = utOf(date);
  const time = MakeTime(ut);
  const bodies = {} as Record<PlanetId, SkyBody>;
  for (const id of SKY_BODIES) {
    const m = bodyMotion(id, time);
    const sign = signOf(m.longitude);
    bodies[id] = { longitude: m.longitude, sign, degreeInSign: m.longitude - SIGNS.indexOf(sign) * 30, speed: m.speed, retrograde: m.speed < 0 };
  }
  const phaseAngle = normalize(bodies.moon.longitude - bodies.sun.longitude);
  const phase = PHASES.find((p) => phaseAngle < p.upTo)!.name;
  const illumination = Illumination(Body.Moon, time).phase_fraction;

  // The Moon's current sign, from its entry to its exit; the last exact aspect in it starts the void.
  const entry = moonIngresses(ut - MOON_SIGN_DAYS, ut).at(-1)!;
  const exit = moonIngresses(ut, ut + MOON_SIGN_DAYS)[0];
  const start = lastLunarAspect(entry.ut, exit.ut)?.ut ?? entry.ut;
  return {
    utc: date.toISOString(),
    bodies,
    moon: {
      phase,
      phaseAngle,
      illumination,
      voidOfCourse: { active: ut >= start, startUtc: isoOf(start), endUtc: isoOf(exit.ut) },
      nextSign: { sign: SIGNS[exit.sign], utc: isoOf(exit.ut) },
    },
  };
}

const BODY_WEIGHT: Record<TransitingBody, number> = { pluto: 10, neptune: 9, uranus: 8, saturn: 7, jupiter: 6, mars: 4, sun: 3, venus: 2, mercury: 2 };
const POINT_WEIGHT: Record<NatalPoint, number> = {
  sun: 3, moon: 3, ascendant: 3, midheaven: 3, mercury: 2, venus: 2, mars: 2, jupiter: 1, saturn: 1, uranus: 1, neptune: 1, pluto: 1,
};
const ASPECT_WEIGHT: Record<MajorAspect, number> = { conjunction: 1, opposition: 0.9, square: 0.9, trine: 0.7, sextile: 0.5 };

/** Transits in orb at `date`, heaviest first, each with the passes of its cycle. */
export function activeTransits(natal: NatalChart, date: Date): ActiveTransit[] {
  const ut = utOf(date);
  const time = MakeTime(ut);
  const targets = natalTargets(natal);
  const out: ActiveTransit[] = [];
  for (const body of TRANSITING_BODIES) {
    const now = bodyMotion(body, time);
    const active = targets.filter((target) => Math.abs(difference(target.longitude, now.longitude)) <= transitOrb(body, target.aspect));
    if (!active.length) continue;
    const { step, cycle } = TRACKING[body];
    const tr = track(motionOf(body), ut - cycle, ut + cycle, step);
    for (const target of active) {
      const maxOrb = transitOrb(body, target.aspect);
      const { passes, current } = transitCycle(tr, target.longitude, maxOrb, ut);
      const offset = difference(target.longitude, now.longitude);
      const orb = Math.abs(offset);
      const pass = passes[current];
      out.push({
        utc: date.toISOString(),
        transiting: body,
        natal: target.natal,
        aspect: target.aspect,
        orb,
        maxOrb,
        applying: offset * now.speed < 0,
        transitingRetrograde: now.speed < 0,
        weight: BODY_WEIGHT[body] * POINT_WEIGHT[target.natal] * ASPECT_WEIGHT[target.aspect] * (1 - orb / (2 * maxOrb)),
        enterUtc: pass.enterUtc,
        exactUtc: pass.exactUtc,
        leaveUtc: pass.leaveUtc,
        passes,
        currentPass: current,
        ...natalHouseOf(natal, now.longitude),
      });
    }
  }
  return out.sort((a, b) => b.weight - a.weight);
}

type Side = 'low' | 'high';

interface OrbWindow {
  enter: number | null;
  leave: number | null;
  /** The orb edge crossed on the way in and out: the same edge means the planet turned back outside the window. */
  enterSide: Side | null;
  leaveSide: Side | null;
}

/**
 * Every stretch of the track within `orb` of `target`, in time order. Each edge crossing is an entry when the
 * planet moves towards the target there (forward at the lower edge, backward at the upper one), an exit otherwise;
 * a window open at either end of the track has a null there.
 */
function orbWindows(tr: Track, target: number, orb: number): OrbWindow[] {
  const start = tr.t[0];
  const end = tr.t[tr.t.length - 1];
  const edges = (['low', 'high'] as const)
    .flatMap((side) => crossings(tr, normalize(side === 'low' ? target - orb : target + orb), start, end).map((ut) => ({ ut, side })))
    .sort((a, b) => a.ut - b.ut);
  const windows: OrbWindow[] = [];
  let open: { ut: number | null; side: Side | null } | null = Math.abs(difference(target, tr.lon[0])) <= orb ? { ut: null, side: null } : null;
  for (const edge of edges) {
    const speed = tr.evaluate(edge.ut).speed;
    const entering = edge.side === 'low' ? speed > 0 : speed < 0;
    if (entering && !open) open = { ut: edge.ut, side: edge.side };
    else if (!entering && open) {
      windows.push({ enter: open.ut, enterSide: open.side, leave: edge.ut, leaveSide: edge.side });
      open = null;
    }
  }
  if (open) windows.push({ enter: open.ut, enterSide: open.side, leave: null, leaveSide: null });
  return windows;
}

/**
 * The cycle of passes a transit active at `ut` belongs to. Its windows are chained while the planet leaves the
 * orb by one edge and comes back by the same edge (it turned around outside); leaving by one edge and returning by
 * the other means it went all the way round the zodiac, and a new cycle. Each pass carries the perfections inside
 * its own window, or, when it has none, the closest the planet came (at the station where it turned back).
 */
function transitCycle(tr: Track, target: number, orb: number, ut: number): { passes: TransitPass[]; current: number } {
  const windows = orbWindows(tr, target, orb);
  const contains = (w: OrbWindow) => (w.enter ?? -Infinity) <= ut && ut <= (w.leave ?? Infinity);
  const distance = (w: OrbWindow) => Math.max(0, (w.enter ?? -Infinity) - ut, ut - (w.leave ?? Infinity));
  let current = windows.findIndex(contains);
  // At an edge to within the refinement tolerance, the nearest window is the one.
  if (current < 0) current = windows.reduce((best, w, i) => (distance(w) < distance(windows[best]) ? i : best), 0);
  let first = current;
  let last = current;
  while (first > 0 && windows[first - 1].leaveSide !== null && windows[first - 1].leaveSide === windows[first].enterSide) first -= 1;
  while (last + 1 < windows.length && windows[last].leaveSide !== null && windows[last].leaveSide === windows[last + 1].enterSide) last += 1;
  const start = tr.t[0];
  const end = tr.t[tr.t.length - 1];
  const passes = windows.slice(first, last + 1).map((w): TransitPass => {
    const from = w.enter ?? start;
    const to = w.leave ?? end;
    const exact = crossings(tr, target, from, to);
    if (exact.length) {
      return { enterUtc: w.enter === null ? null : isoOf(w.enter), leaveUtc: w.leave === null ? null : isoOf(w.leave), exactUtc: exact.map(isoOf), closestOrb: 0, closestUtc: isoOf(exact[0]) };
    }
    // No perfection: the planet turned back inside the window, at a station, which the track holds as a node (at
    // the track's ends, the nearest node stands in for it).
    let closest = -1;
    for (let i = 0; i < tr.t.length; i += 1) {
      if (tr.t[i] < from || tr.t[i] > to) continue;
      if (closest < 0 || Math.abs(difference(target, tr.lon[i])) < Math.abs(difference(target, tr.lon[closest]))) closest = i;
    }
    const at = closest < 0 ? from : tr.t[closest];
    return {
      enterUtc: w.enter === null ? null : isoOf(w.enter),
      leaveUtc: w.leave === null ? null : isoOf(w.leave),
      exactUtc: [],
      closestOrb: Math.abs(difference(target, closest < 0 ? tr.evaluate(from).longitude : tr.lon[closest])),
      closestUtc: isoOf(at),
    };
  });
  return { passes, current: current - first };
}

/** Every moment in [fromUtc, toUtc) when the Moon returns to its natal longitude. */
export function lunarReturn(natal: NatalChart, fromUtc: Date, toUtc: Date): LunarReturn[] {
  const from = utOf(fromUtc);
  const to = utOf(toUtc);
  const moonLongitude = natal.bodies.moon.longitude;
  const tr = track(motionOf('moon'), from, to, 0.5, true);
  return crossings(tr, moonLongitude, from, to).map((ut) => ({ utc: isoOf(ut), moonLongitude, ...natalHouseOf(natal, moonLongitude) }));
}

/** The secondary-progressed Moon at `date`: the sky one day after birth for each year of life. */
export function progressedMoon(natal: NatalChart, date: Date): ProgressedMoon {
  const birth = utOf(new Date(natal.utc));
  const progressed = birth + (utOf(date) - birth) / TROPICAL_YEAR;
  const moon = motionOf('moon');
  const { longitude } = moon(progressed);
  const sign = signOf(longitude);
  const nextIndex = (SIGNS.indexOf(sign) + 1) % 12;
  const tr = track(moon, progressed, progressed + 3.5, 0.5, true);
  const entry = crossings(tr, nextIndex * 30, progressed, progressed + 3.5)[0];
  return {
    progressedUtc: isoOf(progressed),
    longitude,
    sign,
    degreeInSign: longitude - SIGNS.indexOf(sign) * 30,
    natalHouse: natal.houses ? houseOf(longitude, natal.houses.cusps) : null,
    nextSign: { sign: SIGNS[nextIndex], utc: isoOf(birth + (entry - birth) * TROPICAL_YEAR) },
  };
}
