import { SIGNS } from '../../contract/zodiac.ts';
import type { Aspect, AspectType, BodyId, BodyPosition, NatalChart, SignId } from '../../contract/chart.ts';
import {  } from '../../contract/vocabulary.ts'

// Hand-built charts: the composer only reads what the engine computed, so plausible values are enough.
// Longitudes come from a few choices; aspects are derived from them with ordinary orbs so every fixture
// is internally consistent.

export interface ChartChoices {
  /** Longitude of each body, degrees; anything missing is spread around the zodiac from `seed`. */
  longitudes?: Partial<Record<BodyId, number>>;
  timeKnown?: boolean;
  ascendant?: number;
  retrograde?: BodyId[];
  seed?: number;
  moonSignRange?: SignId[];
  chartRuler?: BodyId | null;
  balance?: NatalChart['balance'];
}

const BODY_ORDER: BodyId[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'trueNode', 'meanNode'];
const ASPECT_ANGLES: [AspectType, number, boolean][] = [
  ['conjunction', 0, true], ['sextile', 60, true], ['square', 90, true], ['trine', 120, true], ['opposition', 180, true],
  ['quincunx', 150, false], ['semisextile', 30, false],
];
const RULERS: Record<SignId, BodyId> = {
  aries: 'mars', taurus: 'venus', gemini: 'mercury', cancer: 'moon', leo: 'sun', virgo: 'mercury',
  libra: 'venus', scorpio: 'pluto', sagittarius: 'jupiter', capricorn: 'saturn', aquarius: 'uranus', pisces: 'neptune',
};
const ELEMENT_OF = ['fire', 'earth', 'air', 'water'] as const;
const MODALITY_OF = ['cardinal', 'fixed', 'mutable'] as const;

const norm = (value: number) => ((value % 360) + 360) % 360;
const signOf = (longitude: number) => SIGNS[Math.floor(norm(longitude) / 30)];

/** Equal houses from the Ascendant: enough to give each body a consistent house. */
function houseOf(longitude: number, ascendant: number): number {
  return Math.floor(norm(longitude - ascendant) / 30) + 1;
}

/** A small deterministic hash (mulberry32 step), so fixtures are varied yet identical on every run. */
function deterministicLongitude(index: number, seed: number): number {
  let t = (seed * 7919 + index * 104729 + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 360;
}

export function makeChart(choices: ChartChoices = {}): NatalChart {
  const timeKnown = choices.timeKnown ?? true;
  const seed = choices.seed ?? 1;
  const ascendant = norm(choices.ascendant ?? deterministicLongitude(99, seed));
  const longitudes = Object.fromEntries(
    BODY_ORDER.map((id, index) => [id, norm(choices.longitudes?.[id] ?? deterministicLongitude(index, seed))]),
  ) as Record<BodyId, number>;
  longitudes.meanNode = norm(longitudes.trueNode + 0.8);

  const bodies = Object.fromEntries(
    BODY_ORDER.map((id) => {
      const longitude = longitudes[id];
      const retrograde = choices.retrograde?.includes(id) ?? false;
      const position: BodyPosition = {
        longitude,
        latitude: 0,
        speed: retrograde ? -0.05 : id === 'moon' ? 13 : 0.5,
        retrograde,
        sign: signOf(longitude),
        degreeInSign: longitude % 30,
        house: timeKnown ? houseOf(longitude, ascendant) : null,
      };
      return [id, position];
    }),
  ) as Record<BodyId, BodyPosition>;

  const aspects: Aspect[] = [];
  const points = BODY_ORDER.filter((id) => id !== 'meanNode');
  for (let i = 0; i < points.length; i += 1) {
    for (let j = i + 1; j < points.length; j += 1) {
      const separation = Math.abs(norm(longitudes[points[i]] - longitudes[points[j]]));
      const distance = Math.min(separation, 360 - separation);
      for (const [type, angle, major] of ASPECT_ANGLES) {
        const maxOrb = major ? 8 : 2;
        const orb = Math.abs(distance - angle);
        if (orb <= maxOrb) aspects.push({ a: points[i], b: points[j], type, major, angle, orb, maxOrb, applying: (i + j) % 2 === 0 });
      }
    }
    if (timeKnown) {
      const separation = Math.abs(norm(longitudes[points[i]] - ascendant));
      const distance = Math.min(separation, 360 - separation);
      for (const [type, angle, major] of ASPECT_ANGLES) {
        const orb = Math.abs(distance - angle);
        if (major && orb <= 5) aspects.push({ a: points[i], b: 'ascendant', type, major, angle, orb, maxOrb: 5, applying: null });
      }
    }
  }

  const balance = choices.balance ?? {
    elements: { fire: 0, earth: 0, air: 0, water: 0 },
    modalities: { cardinal: 0, fixed: 0, mutable: 0 },
  };
  if (!choices.balance) {
    for (const id of BODY_ORDER.slice(0, 10)) {
      const index = SIGNS.indexOf(bodies[id].sign);
      balance.elements[ELEMENT_OF[index % 4]] += 1;
      balance.modalities[MODALITY_OF[index % 3]] += 1;
    }
  }

  const moonSign = bodies.moon.sign;
  const nextSign = SIGNS[(SIGNS.indexOf(moonSign) + 1) % 12];
  return {
    input: { date: '1990-05-15', time: timeKnown ? '14:30' : null, place: 'Madrid, España', houseSystem: 'placidus' },
    utc: '1990-05-15T12:30:00.000Z',
    location: {
      name: 'Madrid', country: 'España', countryCode: 'ES', region: 'Comunidad de Madrid', latitude: 40.4165, longitude: -3.7026,
      population: 3255944, timezone: 'Europe/Madrid', utcOffset: '+02:00',
    },
    time: { local: timeKnown ? '1990-05-15T14:30' : '1990-05-15T12:00', utcOffsetMinutes: 120, basis: 'iana' },
    timeKnown,
    bodies,
    angles: timeKnown ? { ascendant, midheaven: norm(ascendant + 270) } : null,
    houses: timeKnown
      ? { system: 'placidus', requested: 'placidus', fallback: false, cusps: Array.from({ length: 12 }, (_, i) => norm(ascendant + i * 30)) }
      : null,
    aspects,
    balance,
    chartRuler: timeKnown ? (choices.chartRuler === undefined ? RULERS[signOf(ascendant)] : choices.chartRuler) : null,
    moonSignRange: timeKnown ? null : (choices.moonSignRange ?? (bodies.moon.degreeInSign > 20 ? [moonSign, nextSign] : [moonSign])),
  };
}

/** A spread of charts: every sign for every planet and every house appears somewhere in the set. */
export function fixtureSet(): NatalChart[] {
  const charts: NatalChart[] = [];
  for (let seed = 1; seed <= 60; seed += 1) {
    charts.push(makeChart({ seed, retrograde: seed % 3 === 0 ? ['mercury', 'saturn', 'pluto'] : seed % 4 === 0 ? ['venus', 'mars', 'jupiter', 'uranus', 'neptune'] : [] }));
  }
  for (let seed = 1; seed <= 24; seed += 1) charts.push(makeChart({ seed: seed * 5, timeKnown: false }));
  return charts;
}

/** mulberry32: numbers in [0, 1) that look random yet are the same on every run, for property tests over many inputs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
