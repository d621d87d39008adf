// The chart contract: what the engine computes, what the CLI prints with --json, what the
// generate-birth-chart function stores and returns, and what the interpretation composer reads.

export const SIGNS = [
  'aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo',
  'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces',
] as const;
export type SignId = (typeof SIGNS)[number];

export const BODIES = [
  'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn',
  'uranus', 'neptune', 'pluto', 'trueNode', 'meanNode',
] as const;
// Chiron is absent on purpose: astronomy-engine has no ephemeris for it, and the chart invents nothing.
export type BodyId = (typeof BODIES)[number];

/** What an aspect joins: a body, or an angle when the birth time is known. */
export type ChartPoint = BodyId | 'ascendant' | 'midheaven';

export const HOUSE_SYSTEMS = ['placidus', 'koch', 'whole-sign', 'equal', 'porphyry'] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];

export const ASPECT_TYPES = [
  'conjunction', 'sextile', 'square', 'trine', 'opposition', 'quincunx', 'semisextile',
] as const;
export type AspectType = (typeof ASPECT_TYPES)[number];

export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'cardinal' | 'fixed' | 'mutable';

export interface BodyPosition {
  /** Apparent geocentric ecliptic longitude of date, degrees in [0, 360). */
  longitude: number;
  /** Ecliptic latitude, degrees. */
  latitude: number;
  /** Degrees per day; negative when retrograde. */
  speed: number;
  retrograde: boolean;
  sign: SignId;
  /** Degrees within the sign, [0, 30). */
  degreeInSign: number;
  /** 1..12, or null when the birth time is unknown. */
  house: number | null;
}

export interface Aspect {
  a: ChartPoint;
  b: ChartPoint;
  type: AspectType;
  major: boolean;
  /** Exact angle of the aspect, degrees (0, 30, 60, 90, 120, 150, 180). */
  angle: number;
  /** |separation - angle|, degrees. */
  orb: number;
  /** Orb allowed for this pair of bodies. */
  maxOrb: number;
  /** null when one side has no speed (angles). */
  applying: boolean | null;
}

export interface ResolvedPlace {
  name: string;
  /** Country name in Spanish. */
  country: string;
  countryCode: string;
  /** First-level region (state, province), when known. */
  region?: string;
  latitude: number;
  longitude: number;
  population: number;
  timezone: string;
}

export interface TimeResolution {
  /** The local civil time given (or 12:00 when unknown), 'YYYY-MM-DDTHH:mm'. */
  local: string;
  /** Offset from UTC in minutes (east positive) that was applied. */
  utcOffsetMinutes: number;
  /** 'iana' normally; 'lmt' when the place had no standard time yet and its own local mean time was used. */
  basis: 'iana' | 'lmt';
  /** Set when the local time fell into a DST gap or overlap; says how it was resolved. */
  note?: { kind: 'gap' | 'overlap'; message: string };
}

export interface NatalChart {
  input: { date: string; time: string | null; place: string; houseSystem: HouseSystem };
  /** The birth instant, ISO 8601 in UTC. */
  utc: string;
  location: ResolvedPlace & { utcOffset: string };
  time: TimeResolution;
  timeKnown: boolean;
  bodies: Record<BodyId, BodyPosition>;
  /** null when the time is unknown. */
  angles: { ascendant: number; midheaven: number } | null;
  /** null when the time is unknown. `fallback` says when Placidus/Koch fell back to Porphyry. */
  houses: { system: HouseSystem; requested: HouseSystem; fallback: boolean; cusps: number[] } | null;
  aspects: Aspect[];
  balance: { elements: Record<Element, number>; modalities: Record<Modality, number> };
  /** Ruler of the Ascendant's sign; null when the time is unknown. */
  chartRuler: BodyId | null;
  /** With an unknown time: the signs the Moon occupies during the local day. */
  moonSignRange: SignId[] | null;
}
