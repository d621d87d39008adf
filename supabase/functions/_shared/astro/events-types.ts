// The premium-readings contract: the event shapes the `transits` CLI prints and generate-monthly-report returns,
// and the signatures of the engine (events.ts) and the built-in Spanish texts (../interpretation/premium/).
// Types only, so the browser and the Edge Functions can import this file without pulling in the engine.
//
// Exported by supabase/functions/_shared/astro/events.ts:
//
//   /** Every event in [fromUtc, toUtc), sorted by utc (ties: aspect, ingress, station, lunation, eclipse,
//    *  void-of-course). A void-of-course period belongs to the span its start falls in. */
//   findEvents(natal: NatalChart, fromUtc: Date, toUtc: Date): AstroEvent[]
//
//   /** The instant the Sun's apparent tropical longitude equals the natal Sun's, in the birthday of `year`
//    *  (searched from 3 days before to 3 days after the calendar birthday; to < 1 s of time), and the chart cast
//    *  for that instant at `place`, in the natal chart's house system unless `houseSystem` says otherwise. The
//    *  returned chart has `timeKnown` true, `input.date`/`input.time` = the local date and time of the return at
//    *  `place`, `input.place` = place name and country, and `utc` = the return moment (whole second). */
//   solarReturn(natal: NatalChart, year: number, place: ResolvedPlace, houseSystem?: HouseSystem): SolarReturn
//
//   /** The sky at `date`: the ten planets, the Moon's phase and the void-of-course period. */
//   skyNow(date: Date): SkyNow
//
//   /** Transits of sun…pluto to the natal points (sun…pluto, plus ascendant and midheaven when the birth time
//    *  is known) within TRANSIT orb at `date`, heaviest first (see ActiveTransit.weight), each with the passes
//    *  of its cycle. */
//   activeTransits(natal: NatalChart, date: Date): ActiveTransit[]
//
//   /** Every moment in [fromUtc, toUtc) when the Moon's apparent longitude equals the natal Moon's. */
//   lunarReturn(natal: NatalChart, fromUtc: Date, toUtc: Date): LunarReturn[]
//
//   /** The secondary-progressed Moon at `date` (one day after birth for each year of life). */
//   progressedMoon(natal: NatalChart, date: Date): ProgressedMoon
//
// Exported by supabase/functions/_shared/interpretation/premium/index.ts (Spanish Markdown or plain sentences,
// deterministic: the same input always gives the same text):
//
//   /** 1,200 to 1,500 words of Markdown with "## " headings (SOLAR_RETURN_HEADINGS), from the return chart's
//    *  facts and the natal houses its angles and Moon fall in, ending with how the year's themes fit together.
//    *  `localTime` is how to show the return moment to the reader, e.g. '14 de mayo de 2026, 08:17 (hora de
//    *  Madrid)'; the composer writes it as given. */
//   composeSolarReturnReading(input: { solarReturn: SolarReturn; natal: NatalChart; localTime: string }): string
//
//   /** Markdown with "## " headings (MONTHLY_HEADINGS) about the month's main themes, with a "### " heading per
//    *  week (Monday to Sunday) in «Semana a semana». `month` is 'YYYY-MM'; `timeZone` (IANA, optional, default
//    *  UTC) is the zone its weeks, dates and times are read in. No sentence twice. */
//   composeMonthlyOverview(input: { month: string; natal: NatalChart; events: AstroEvent[];
//     lunarReturns: LunarReturn[]; progressedMoon: ProgressedMoon; timeZone?: string }): string
//
//   /** One to three sentences (plain text) about one event, for the calendar entry and the .ics description. With
//    *  the overview, a month's report says no sentence more than twice (the passes of one loop counted once). */
//   describeEvent(event: AstroEvent, natal: NatalChart, options?: { timeZone?: string }): string
//
//   /** A short paragraph (plain text) about one active transit, by planet pair and aspect family, with its phase
//    *  and its cycle told pass by pass, each pass with its own window and its exact date (or how close it comes).
//    *  Dates in options.timeZone (IANA; UTC), with their year unless it is the year of transit.utc there. */
//   describeTransit(transit: ActiveTransit, natal: NatalChart, options?: { timeZone?: string }): string
import type { NatalChart, SignId } from '../contract/chart.ts';

export type { HouseSystem, NatalChart, ResolvedPlace, SignId } from '../contract/chart.ts';

/** The bodies that transit: sun…pluto, in the chart's order (the Moon moves too fast to be a transit here). */
export const TRANSITING_BODIES = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type TransitingBody = (typeof TRANSITING_BODIES)[number];

/** Bodies that ingress: the Moon (the monthly calendar's rhythm) and sun…pluto. */
export const INGRESS_BODIES = ['moon', ...TRANSITING_BODIES] as const;
export type IngressBody = (typeof INGRESS_BODIES)[number];
/** Bodies that station: mercury…pluto. */
export const STATION_BODIES = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type StationBody = (typeof STATION_BODIES)[number];

/** Natal points aspected: sun…pluto, and the angles when the birth time is known. */
export const NATAL_POINTS = [
  'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'ascendant', 'midheaven',
] as const;
export type NatalPoint = (typeof NATAL_POINTS)[number];

export const MAJOR_ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
export type MajorAspect = (typeof MAJOR_ASPECTS)[number];
export const MAJOR_ASPECT_ANGLE: Record<MajorAspect, number> = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };

/**
 * Orb of a transit, degrees: 2° for conjunction, square, trine and opposition, 1.5° for the sextile, times 0.75
 * for Uranus, Neptune and Pluto (their transits already last months). Used for enterUtc/leaveUtc and for
 * activeTransits.
 */
export const TRANSIT_ORB: Record<MajorAspect, number> = { conjunction: 2, sextile: 1.5, square: 2, trine: 2, opposition: 2 };
export const SLOW_ORB_FACTOR = 0.75;

/**
 * An exact perfection: |λ_transiting − λ_natal| = the aspect's angle. One event per pass, so a retrograde loop
 * gives up to three. `enterUtc`/`leaveUtc`: when this pass's orb window (TRANSIT_ORB) opens and closes — shared by
 * the passes of one loop when the planet never leaves orb between them; absent when the window reaches beyond the
 * span tracked around the perfection (from 5 days for the Sun to 1,100 for Pluto: TRACKING in events.ts). `orb` is the orb used (degrees). `natalHouse`: natal house the transiting planet is in
 * at the perfection (birth time known only).
 */
export interface AspectEvent {
  type: 'aspect';
  transiting: TransitingBody;
  natal: NatalPoint;
  aspect: MajorAspect;
  utc: string;
  enterUtc?: string;
  leaveUtc?: string;
  orb?: number;
  natalHouse?: number;
}

/** A body entering a sign (forward, or backward when retrograde: re-entries included). */
export interface IngressEvent {
  type: 'ingress';
  body: IngressBody;
  sign: SignId;
  utc: string;
  natalHouse?: number;
}

/** The moment the body's apparent longitude stops moving (speed = 0), turning retrograde or direct. */
export interface StationEvent {
  type: 'station';
  body: StationBody;
  direction: 'retrograde' | 'direct';
  utc: string;
  /** Apparent longitude at the station, degrees. */
  longitude?: number;
  natalHouse?: number;
}

/** New or full moon: Moon − Sun apparent longitude = 0° or 180°. `longitude` is the Moon's. */
export interface LunationEvent {
  type: 'lunation';
  phase: 'new' | 'full';
  utc: string;
  longitude: number;
  natalHouse?: number;
}

/**
 * An eclipse at greatest eclipse (solar: global, the moment the shadow axis passes closest to the Earth's centre;
 * lunar: the moment of least separation from the shadow axis). Penumbral lunar eclipses count as 'lunar'.
 * `longitude` is the Moon's apparent longitude then.
 */
export interface EclipseEvent {
  type: 'eclipse';
  kind: 'solar' | 'lunar';
  utc: string;
  subtype?: 'penumbral' | 'partial' | 'total' | 'annular';
  longitude?: number;
  natalHouse?: number;
}

/**
 * The void-of-course Moon (modern convention): from the Moon's last exact major aspect (conjunction, sextile,
 * square, trine, opposition) to any of sun…pluto while in `sign` until it enters `nextSign` at `endUtc`.
 * `lastAspect` is that aspect; null when the Moon makes none in the whole sign (the void then starts at its entry).
 */
export interface VoidOfCourseEvent {
  type: 'void-of-course';
  utc: string;
  endUtc: string;
  sign: SignId;
  nextSign: SignId;
  lastAspect: { body: TransitingBody; aspect: MajorAspect } | null;
}

export type AstroEvent = AspectEvent | IngressEvent | StationEvent | LunationEvent | EclipseEvent | VoidOfCourseEvent;

export interface SolarReturn {
  /** The return moment, ISO 8601 UTC, whole second. */
  utc: string;
  chart: NatalChart;
  natalSunLongitude: number;
}

export type PlanetId = 'sun' | 'moon' | TransitingBody;

export interface SkyBody {
  longitude: number;
  sign: SignId;
  degreeInSign: number;
  /** Degrees per day. */
  speed: number;
  retrograde: boolean;
}

export type MoonPhaseName =
  | 'Luna nueva' | 'Luna creciente' | 'Cuarto creciente' | 'Gibosa creciente'
  | 'Luna llena' | 'Gibosa menguante' | 'Cuarto menguante' | 'Luna menguante';

export interface SkyNow {
  utc: string;
  bodies: Record<PlanetId, SkyBody>;
  moon: {
    /** Spanish name of the phase (eight phases; "Luna nueva", "Cuarto creciente", "Luna llena"… within ±1 day of the exact one). */
    phase: MoonPhaseName;
    /** Moon − Sun longitude, degrees in [0, 360). */
    phaseAngle: number;
    /** Illuminated fraction of the disc, 0..1. */
    illumination: number;
    /**
     * Void of course (modern convention): from the Moon's last exact major aspect to any of sun…pluto until it
     * enters the next sign. `active` says whether `date` is inside that period; otherwise startUtc/endUtc give the
     * next one (the one before the Moon's coming ingress).
     */
    voidOfCourse: { active: boolean; startUtc: string; endUtc: string };
    /** The Moon's next sign and when it enters it (= voidOfCourse.endUtc). */
    nextSign: { sign: SignId; utc: string };
  };
}

/**
 * One stretch of a transit's cycle spent within orb: from entering the orb window to leaving it. A pass holds the
 * perfections inside its window (none when the planet turns back before the exact aspect; two or three when it
 * stations within orb), and the closest it comes.
 */
export interface TransitPass {
  /** When the window opens (null when beyond the tracked span). */
  enterUtc: string | null;
  /** When the window closes (null when beyond the tracked span). */
  leaveUtc: string | null;
  /** The exact perfections inside this window, in order. */
  exactUtc: string[];
  /** The tightest orb reached in the window, degrees: 0 when it perfects. */
  closestOrb: number;
  /** When it is reached: the first perfection, or the station where the planet turns back. */
  closestUtc: string;
}

export interface ActiveTransit {
  /** The instant the transit is computed for. */
  utc: string;
  transiting: TransitingBody;
  natal: NatalPoint;
  aspect: MajorAspect;
  /** Current orb, degrees. */
  orb: number;
  /** Orb allowed (TRANSIT_ORB × slow factor). */
  maxOrb: number;
  /** true while the orb is shrinking. */
  applying: boolean;
  transitingRetrograde: boolean;
  /**
   * Ranking: body weight (pluto 10, neptune 9, uranus 8, saturn 7, jupiter 6, mars 4, sun 3, venus 2, mercury 2)
   * × point weight (sun, moon, ascendant, midheaven 3; mercury, venus, mars 2; the rest 1) × aspect factor
   * (conjunction 1, opposition and square 0.9, trine 0.7, sextile 0.5) × (1 − orb / (2 · maxOrb)).
   */
  weight: number;
  /** The current pass's window and perfections: passes[currentPass]'s, repeated for convenience. */
  enterUtc: string | null;
  exactUtc: string[];
  leaveUtc: string | null;
  /**
   * The cycle this transit belongs to, pass by pass in time order, past and future: one pass for a direct
   * passage; across a retrograde loop, one for each time the planet comes back within orb (it leaves the orb and
   * returns on the same side, having turned around). A pass may not perfect.
   */
  passes: TransitPass[];
  /** Index in `passes` of the pass whose window contains `utc`. */
  currentPass: number;
  /** Natal house the transiting planet is in now (birth time known only). */
  natalHouse?: number;
}

export interface LunarReturn {
  utc: string;
  /** The natal Moon's longitude, degrees. */
  moonLongitude: number;
  /** Natal house of that longitude (birth time known only). */
  natalHouse?: number;
}

export interface ProgressedMoon {
  /** The progressed instant: birth + (age in years) days, ISO 8601 UTC. */
  progressedUtc: string;
  longitude: number;
  sign: SignId;
  degreeInSign: number;
  /** Natal house of the progressed Moon (null when the birth time is unknown). */
  natalHouse: number | null;
  /** The real-world date (UTC) when the progressed Moon enters its next sign. */
  nextSign: { sign: SignId; utc: string };
}
