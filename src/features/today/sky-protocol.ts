import type { NatalChart } from '@core/astro/events-types';
import type { DaySky } from './sky';

// What the page and Hoy's worker say to each other: both sides import these as types only, so this module adds
// nothing to either bundle. Every field survives structured cloning (no Date, no functions).

export interface SkyRequest {
  /** Pairs the answer with its request: a refresh may be asked for while an earlier one is still being computed. */
  id: number;
  /** The instant to compute for, in epoch milliseconds. */
  nowMs: number;
  chart: NatalChart | null;
  timeZone: string;
}

/** `sky` is null when the computation failed. */
export interface SkyAnswer {
  id: number;
  sky: DaySky | null;
}
