import { activeTransits, skyNow } from '@core/astro/events';
import { houseOf } from '@core/astro/houses';
import { describeTransit } from '@core/interpretation/premium/index';
import type { ActiveTransit, MoonPhaseName, NatalChart, SignId } from '@core/astro/events-types';
import { localDate } from '@core/contract/local-date';
import type { RetrogradePlanet } from './content/sky-notes';
import { transitLine } from './content/transit-line';
import { MOON_SIGN_HOUSE } from './content/moon-sign-house';
import { MOON_PHASE_SIGN } from './content/moon-phase-sign';
import { practiceFor, type Practice } from './content/practices';
import type { SkyAnswer, SkyRequest } from './sky-protocol';

// Hoy's sky, computed on the device with the premium readings' engine, and the texts that read it. This module runs
// only inside Hoy's Web Worker (sky.worker.ts): the engine's work, a few hundred milliseconds on a cheap phone, never
// blocks the main thread, and neither the engine nor the texts are in any chunk the page itself loads. The worker's
// script is precached, so it works offline.

const RETROGRADE_CANDIDATES: readonly RetrogradePlanet[] = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];

export interface DayTransit {
  transit: ActiveTransit;
  text: string;
}

export interface DaySky {
  /** The calendar date on the user's clock ('YYYY-MM-DD'): what the day's rotations turn on. */
  date: string;
  /** `text`: the Moon's sign lived through the natal house it crosses; without houses, its phase in that sign. */
  moon: { phase: MoonPhaseName; sign: SignId; illumination: number; house: number | null; text: string };
  retrograde: RetrogradePlanet[];
  /** Empty without a chart. */
  transits: DayTransit[];
  /** The transit nearest to exact, with one line on what it asks of today; null without a chart or transits. */
  focus: { transit: ActiveTransit; line: string } | null;
  /** The day's practice, by the Moon's natal house or, without houses, its phase. */
  practice: Practice;
}

/** The natal house a longitude falls in, or null when the chart has no houses (birth time unknown). */
export function natalHouseOf(longitude: number, chart: NatalChart | null): number | null {
  return chart?.houses ? houseOf(longitude, chart.houses.cusps) : null;
}

/** The transits that weigh most: heaviest first (ActiveTransit.weight), the tighter orb first on a tie. */
export function strongestTransits(transits: readonly ActiveTransit[], count = 3): ActiveTransit[] {
  return [...transits].sort((a, b) => b.weight - a.weight || a.orb - b.orb).slice(0, count);
}

/** The transit nearest to exact: the smallest orb, the heavier one on a tie. */
export function tightestTransit(transits: readonly ActiveTransit[]): ActiveTransit | null {
  return transits.reduce<ActiveTransit | null>((best, t) => (!best || t.orb < best.orb || (t.orb === best.orb && t.weight > best.weight) ? t : best), null);
}

/**
 * Hoy's transit rows: the three heaviest, with the day's tightest always among them, in place of the third, so that
 * its headline opens in its own row. Standing above the rows, the headline pushed Hoy past one phone screen.
 */
export function listedTransits(transits: readonly ActiveTransit[], tightest: ActiveTransit | null): ActiveTransit[] {
  const strongest = strongestTransits(transits);
  return !tightest || strongest.includes(tightest) ? strongest : [...strongest.slice(0, 2), tightest];
}

export function daySky(now: Date, chart: NatalChart | null, timeZone: string): DaySky {
  const sky = skyNow(now);
  const moon = sky.bodies.moon;
  const date = localDate(now, timeZone);
  const active = chart ? activeTransits(chart, now) : [];
  const tightest = tightestTransit(active);
  const transits = chart ? listedTransits(active, tightest).map((transit) => ({ transit, text: describeTransit(transit, chart, { timeZone }) })) : [];
  const phase = sky.moon.phase;
  const house = natalHouseOf(moon.longitude, chart);
  return {
    date,
    moon: {
      phase, sign: moon.sign, illumination: sky.moon.illumination, house,
      text: house ? MOON_SIGN_HOUSE[moon.sign][house - 1] : MOON_PHASE_SIGN[moon.sign][phase],
    },
    retrograde: RETROGRADE_CANDIDATES.filter((planet) => sky.bodies[planet].retrograde),
    transits,
    focus: tightest ? { transit: tightest, line: transitLine(tightest, date) } : null,
    practice: practiceFor({ house, phase }, date),
  };
}

/** The worker's answer to one request; a failure is an answer too, so the page shows its retry instead of waiting. */
export function answerSkyRequest({ id, nowMs, chart, timeZone }: SkyRequest): SkyAnswer {
  try {
    return { id, sky: daySky(new Date(nowMs), chart, timeZone) };
  } catch {
    return { id, sky: null };
  }
}
