import { SIGNS, type SignId } from './chart.ts';

// The zodiac's order and the sign of a longitude: one definition for the engine, the texts, the CLI and the app.

export { SIGNS };

/** The sign a longitude (any real number of degrees, wrapped into [0, 360)) falls in. */
export function signOf(longitude: number): SignId {
  return SIGNS[Math.floor((((longitude % 360) + 360) % 360) / 30) % 12];
}
