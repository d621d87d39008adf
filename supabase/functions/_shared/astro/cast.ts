// The natal chart: tropical, geocentric, apparent positions of date; angles and houses when the time is known.
//
// Unknown birth time: everything is computed for 12:00 local and the chart says timeKnown: false, with no
// Ascendant, MC, houses or chart ruler. Whatever the time of day could change is only asserted when it holds
// all day long: an aspect is listed only if it is within orb at both 00:00 and 24:00 local (the orb of two
// steadily moving points is largest at an end of the interval), the Moon's possible signs are listed in
// moonSignRange, and the Moon counts in the element/modality balance only if it stays in one sign all day.
import { signOf } from '../contract/zodiac.ts';
import { bodyMotions, localSiderealFrame, normalize, toAstroTime } from './ephemeris.ts';
import { houseCusps, houseOf } from './houses.ts';
import { findAspects, orbOf, type PointState } from './aspects.ts';
import { formatOffset, localToUtc, type LocalDateTime } from './time.ts';
import {
  BODIES, SIGNS,
  type BodyId, type BodyPosition, type Element, type HouseSystem, type Modality, type NatalChart, type ResolvedPlace, type SignId,
  type TimeResolution,
} from '../contract/chart.ts';
// Kept apart from chart.ts, which also resolves place names: code that only casts charts (the event engine the
// browser loads for "your transits now") then carries neither the gazetteer nor the time-zone lookup.

export interface ChartInput {
  /** 'YYYY-MM-DD', local civil date at the birthplace. */
  date: string;
  /** 'HH:mm' local civil time, or null when unknown. */
  time: string | null;
  place: ResolvedPlace;
  /** What the person typed, kept in `input.place`. */
  placeQuery: string;
  houseSystem?: HouseSystem;
}

const ELEMENTS: Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITIES: Modality[] = ['cardinal', 'fixed', 'mutable'];
/** The ten planets count in the balance; nodes and angles do not. */
const BALANCE_BODIES: BodyId[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
/** Modern rulerships (Pluto for Scorpio, Uranus for Aquarius, Neptune for Pisces). */
const RULERS: Record<SignId, BodyId> = {
  aries: 'mars', taurus: 'venus', gemini: 'mercury', cancer: 'moon', leo: 'sun', virgo: 'mercury',
  libra: 'venus', scorpio: 'pluto', sagittarius: 'jupiter', capricorn: 'saturn', aquarius: 'uranus', pisces: 'neptune',
};
/** Nodes are on the aspect list once: the true node stands for the axis. */
const ASPECTED_BODIES = BODIES.filter((id) => id !== 'meanNode');

export { signOf };

/**
 * The chart for an exact instant (a solar return is found to the second, finer than 'HH:mm'); `local` and
 * `resolution` say how that instant reads on the place's clock.
 */
export function castChart(input: ChartInput, local: LocalDateTime, utc: Date, resolution: TimeResolution): NatalChart {
  const houseSystem = input.houseSystem ?? 'placidus';
  const timeKnown = input.time !== null;
  const time = toAstroTime(utc);
  const motions = bodyMotions(time);

  const frame = localSiderealFrame(time, input.place.longitude);
  const houses = timeKnown ? houseCusps(houseSystem, frame.ramc, input.place.latitude, frame.obliquity) : null;
  const angles = houses ? { ascendant: houses.cusps[0], midheaven: houses.cusps[9] } : null;

  const bodies = {} as Record<BodyId, BodyPosition>;
  for (const id of BODIES) {
    const m = motions[id];
    const sign = signOf(m.longitude);
    bodies[id] = {
      longitude: m.longitude,
      latitude: m.latitude,
      speed: m.speed,
      retrograde: m.speed < 0,
      sign,
      degreeInSign: m.longitude - SIGNS.indexOf(sign) * 30,
      house: houses ? houseOf(m.longitude, houses.cusps) : null,
    };
  }

  const points: PointState[] = ASPECTED_BODIES.map((id) => ({ id, longitude: bodies[id].longitude, speed: bodies[id].speed }));
  if (angles) {
    points.push({ id: 'ascendant', longitude: angles.ascendant, speed: null }, { id: 'midheaven', longitude: angles.midheaven, speed: null });
  }
  let aspects = findAspects(points);
  let moonSignRange: SignId[] | null = null;
  if (!timeKnown) {
    const [start, end] = dayBounds(local, input.place);
    const atStart = bodyMotions(start);
    const atEnd = bodyMotions(end);
    aspects = aspects.filter((aspect) =>
      [atStart, atEnd].every((at) => orbOf(at[aspect.a as BodyId].longitude, at[aspect.b as BodyId].longitude, aspect.angle) <= aspect.maxOrb),
    );
    moonSignRange = signsBetween(atStart.moon.longitude, atEnd.moon.longitude);
  }

  const balanced = BALANCE_BODIES.filter((id) => id !== 'moon' || moonSignRange === null || moonSignRange.length === 1);
  return {
    input: { date: input.date, time: input.time, place: input.placeQuery, houseSystem },
    utc: utc.toISOString(),
    location: { ...input.place, utcOffset: formatOffset(resolution.utcOffsetMinutes) },
    time: resolution,
    timeKnown,
    bodies,
    angles,
    houses,
    aspects,
    balance: balance(balanced.map((id) => bodies[id].sign)),
    chartRuler: angles ? RULERS[signOf(angles.ascendant)] : null,
    moonSignRange,
  };
}

/** 00:00 and 24:00 local of the birth date, as astronomy-engine times. */
function dayBounds(local: LocalDateTime, place: ResolvedPlace) {
  const next = new Date(Date.UTC(local.year, local.month - 1, local.day + 1));
  return [
    midnight(local.year, local.month, local.day, place),
    midnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), place),
  ];
}

function midnight(year: number, month: number, day: number, place: ResolvedPlace) {
  return toAstroTime(localToUtc({ year, month, day, hour: 0, minute: 0 }, place).utc);
}

/** Signs crossed going forward from one longitude to the other (the Moon never goes retrograde). */
function signsBetween(from: number, to: number): SignId[] {
  const first = Math.floor(from / 30);
  const steps = Math.floor(normalize(to - first * 30) / 30);
  return Array.from({ length: steps + 1 }, (_, i) => SIGNS[(first + i) % 12]);
}

function balance(signs: SignId[]): NatalChart['balance'] {
  const elements = Object.fromEntries(ELEMENTS.map((e) => [e, 0])) as Record<Element, number>;
  const modalities = Object.fromEntries(MODALITIES.map((m) => [m, 0])) as Record<Modality, number>;
  for (const sign of signs) {
    const index = SIGNS.indexOf(sign);
    elements[ELEMENTS[index % 4]] += 1;
    modalities[MODALITIES[index % 3]] += 1;
  }
  return { elements, modalities };
}
