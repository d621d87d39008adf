// Charts, names and sentence helpers shared by the compatibility reading tests.
import { chartFromText } from '../../../astro/chart.ts';
import type { NatalChart } from '../../../contract/chart.ts';
import { splitSentences } from '../../compose-chart.ts';

export function chart(date: string, time: string | null, place: string): NatalChart {
  const result = chartFromText({ date, time, place });
  if (!result.ok) throw new Error(result.message);
  return result.chart;
}

const PLACES = [
  'Madrid, España', 'Buenos Aires, Argentina', 'Ciudad de México', 'Sevilla, España', 'Lima, Perú', 'Bogotá, Colombia',
  'Santiago, Chile', 'Barcelona, España', 'Montevideo, Uruguay', 'Quito, Ecuador',
];

/** A deterministic stream of charts (1950–2004): the same seed always gives the same people. */
export function seededCharts(seed: number, count: number, untimed: (index: number) => boolean): NatalChart[] {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const two = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: count }, (_, i) => {
    const date = `${1950 + Math.floor(next() * 55)}-${two(1 + Math.floor(next() * 12))}-${two(1 + Math.floor(next() * 28))}`;
    const time = `${two(Math.floor(next() * 24))}:${two(Math.floor(next() * 60))}`;
    const place = PLACES[Math.floor(next() * PLACES.length)];
    return chart(date, untimed(i) ? null : time, place);
  });
}

export const FIRST_NAMES = [
  'Lucía', 'Luis', 'Ana', 'Pablo', 'Carmen', 'Diego', 'Sofía', 'Javier', 'Elena', 'Tomás', 'Irene', 'Mateo', 'Paula', 'Hugo',
  'Clara', 'Andrés', 'Noa', 'Bruno', 'Julia', 'Óscar', 'Vera', 'Martín', 'Alba', 'Gael',
];

/** How two sentences are compared: case, emphasis and spacing aside. */
export const sentenceKey = (sentence: string) => sentence.toLowerCase().replace(/[*_«»"]/g, '').replace(/\s+/g, ' ').trim();

/** The reading's sentences, headings left out. */
export function sentencesOf(text: string): string[] {
  return paragraphsOf(text).flatMap((p) => splitSentences(p)).map(sentenceKey);
}

export function paragraphsOf(text: string): string[] {
  return text.split(/\n\n+/).filter((p) => !p.startsWith('## '));
}

export function section(text: string, heading: string): string {
  const start = text.indexOf(`## ${heading}`);
  if (start < 0) return '';
  const next = text.indexOf('\n## ', start + 3);
  return text.slice(start, next < 0 ? undefined : next);
}
