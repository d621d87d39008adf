import { computeChart } from '../../astro/chart.ts';
import type { NatalChart, ResolvedPlace } from '../../contract/chart.ts';

// Charts computed by the engine from real birth data (date, local time, place), so rank order, cycles and the
// whole reading are tested on skies that actually happened, not only on hand-built ones.

const PLACES: Record<string, ResolvedPlace> = {
  madrid: { name: 'Madrid', country: 'España', countryCode: 'ES', latitude: 40.4165, longitude: -3.70256, population: 3255944, timezone: 'Europe/Madrid' },
  sevilla: { name: 'Sevilla', country: 'España', countryCode: 'ES', latitude: 37.38283, longitude: -5.97317, population: 703206, timezone: 'Europe/Madrid' },
  buenosAires: { name: 'Buenos Aires', country: 'Argentina', countryCode: 'AR', latitude: -34.61315, longitude: -58.37723, population: 13076300, timezone: 'America/Argentina/Buenos_Aires' },
  mexico: { name: 'Ciudad de México', country: 'México', countryCode: 'MX', latitude: 19.42847, longitude: -99.12766, population: 12294193, timezone: 'America/Mexico_City' },
  bogota: { name: 'Bogotá', country: 'Colombia', countryCode: 'CO', latitude: 4.60971, longitude: -74.08175, population: 7674366, timezone: 'America/Bogota' },
};

function chart(date: string, time: string | null, place: keyof typeof PLACES): NatalChart {
  return computeChart({ date, time, place: PLACES[place], placeQuery: PLACES[place].name });
}

export const REAL_CHARTS = {
  /** Moon conjunct Saturn in Capricorn (about 2°), Sun conjunct the Midheaven. */
  madrid1990: () => chart('1990-05-15', '14:30', 'madrid'),
  /** Born at sunrise on the June solstice: the Sun sits on the Ascendant. */
  madridSunrise1995: () => chart('1995-06-21', '07:00', 'madrid'),
  /** No birth time: the reading must say once what stays open. */
  buenosAires2000NoTime: () => chart('2000-01-01', null, 'buenosAires'),
  mexico1985: () => chart('1985-09-19', '07:17', 'mexico'),
  bogota1978: () => chart('1978-08-08', '22:10', 'bogota'),
  sevilla1969: () => chart('1969-07-20', '21:17', 'sevilla'),
} as const;
