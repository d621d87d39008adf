import { activeTransits, skyNow } from '@core/astro/events';
import { houseOf } from '@core/astro/houses';
import { describeTransit } from '@core/interpretation/premium/index';
import type { ActiveTransit, MoonPhaseName, NatalChart, SignId } from '@core/astro/events-types';
import type { RetrogradePlanet } from './content';

// Hoy's sky, computed on the device with the premium readings' engine. This module is only ever loaded by dynamic
// import, so the engine never weighs on the first paint of /; once loaded and precached it works offline.

const RETROGRADE_CANDIDATES: readonly RetrogradePlanet[] = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];

export interface DayTransit {
  transit: ActiveTransit;
  text: string;
}

export interface DaySky {
  moon: { phase: MoonPhaseName; sign: SignId; illumination: number; house: number | null };
  retrograde: RetrogradePlanet[];
  /** Empty without a chart. */
  transits: DayTransit[];
}

/** The natal house a longitude falls in, or null when the chart has no houses (birth time unknown). */
export function natalHouseOf(longitude: number, chart: NatalChart | null): number | null {
  return chart?.houses ? houseOf(longitude, chart.houses.cusps) : null;
}

/** The transits that weigh most: heaviest first (ActiveTransit.weight), the tighter orb first on a tie. */
export function strongestTransits(transits: readonly ActiveTransit[], count = 3): ActiveTransit[] {
  return [...transits].sort((a, b) => b.weight - a.weight || a.orb - b.orb).slice(0, count);
}

export function daySky(now: Date, chart: NatalChart | null, timeZone: string): DaySky {
  const sky = skyNow(now);
  const moon = sky.bodies.moon;
  const transits = chart
    ? strongestTransits(activeTransits(chart, now)).map((transit) => ({ transit, text: describeTransit(transit, chart, { timeZone }) }))
    : [];
  return {
    moon: { phase: sky.moon.phase, sign: moon.sign, illumination: sky.moon.illumination, house: natalHouseOf(moon.longitude, chart) },
    retrograde: RETROGRADE_CANDIDATES.filter((planet) => sky.bodies[planet].retrograde),
    transits,
  };
}
