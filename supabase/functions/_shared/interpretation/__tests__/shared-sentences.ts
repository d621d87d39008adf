import { computeChart } from '../../astro/chart.ts';
import type { NatalChart, ResolvedPlace } from '../../contract/chart.ts';

// How much two people's readings share, measured the simple way a reader would check it: sentences split on
// . ! ? after normalising whitespace, headings left out, compared word for word.

const PLACES: ResolvedPlace[] = [
  { name: 'Madrid', country: 'España', countryCode: 'ES', latitude: 40.4165, longitude: -3.70256, population: 3255944, timezone: 'Europe/Madrid' },
  { name: 'Buenos Aires', country: 'Argentina', countryCode: 'AR', latitude: -34.61315, longitude: -58.37723, population: 13076300, timezone: 'America/Argentina/Buenos_Aires' },
  { name: 'Ciudad de México', country: 'México', countryCode: 'MX', latitude: 19.42847, longitude: -99.12766, population: 12294193, timezone: 'America/Mexico_City' },
  { name: 'Bogotá', country: 'Colombia', countryCode: 'CO', latitude: 4.60971, longitude: -74.08175, population: 7674366, timezone: 'America/Bogota' },
  { name: 'Sevilla', country: 'España', countryCode: 'ES', latitude: 37.38283, longitude: -5.97317, population: 703206, timezone: 'Europe/Madrid' },
];

/**
 * Ten people born 1940–2010 at random hours and places, one in four without a known time (or all of them, with
 * `untimed`: the same people, the same draw); the same for a seed.
 */
export function randomCharts(seed: number, { count = 10, untimed = false }: { count?: number; untimed?: boolean } = {}): NatalChart[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pad = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: count }, (_, i) => {
    const date = `${1940 + Math.floor(random() * 70)}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`;
    const time = `${pad(Math.floor(random() * 24))}:${pad(Math.floor(random() * 60))}`;
    const place = PLACES[Math.floor(random() * PLACES.length)];
    return computeChart({ date, time: untimed || i % 4 === 3 ? null : time, place, placeQuery: place.name });
  });
}

export function readingSentences(text: string): Set<string> {
  const body = text.split('\n').filter((line) => line.trim() && !line.startsWith('#')).join(' ').replace(/\s+/g, ' ');
  return new Set(body.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim()).filter(Boolean));
}

/** How many of the readings say each sentence, most widespread first. */
export function sentenceSpread(readings: string[]): [string, number][] {
  const spread = new Map<string, number>();
  for (const sentences of readings.map(readingSentences)) for (const sentence of sentences) spread.set(sentence, (spread.get(sentence) ?? 0) + 1);
  return [...spread].sort((x, y) => y[1] - x[1]);
}

/** For every pair of readings: the sentences they share. */
export function sharedByPair(readings: string[]): string[][] {
  const sets = readings.map(readingSentences);
  const pairs: string[][] = [];
  for (let i = 0; i < sets.length; i += 1) {
    for (let j = i + 1; j < sets.length; j += 1) {
      pairs.push([...sets[i]].filter((sentence) => sets[j].has(sentence)));
    }
  }
  return pairs;
}
