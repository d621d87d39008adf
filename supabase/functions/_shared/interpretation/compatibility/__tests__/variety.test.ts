import { describe, expect, it } from 'vitest';
import { computeCompatibility } from '../../../astro/compatibility.ts';
import { RELATION_CATEGORIES, type CompatibilityNames, type RelationCategory } from '../../../astro/compatibility-types.ts';
import type { NatalChart } from '../../../contract/chart.ts';
import { composeCompatibilityReading } from '../compose.ts';
import { FIRST_NAMES, paragraphsOf, seededCharts, sentencesOf } from './fixtures.ts';
import { splitSentences } from '../../compose-chart.ts';

// What an editor notices across many readings: the same sentence in two people's readings, a hedged gender, a
// planet named now with its article and now without, a Moon of unknown time stated as fact.

interface Pair {
  label: string;
  a: NatalChart;
  b: NatalChart;
  names: CompatibilityNames;
}

/** One user (the first person, always the same chart and name) and the people she compares herself with. */
function oneUserPairs(seed: number, userUntimed: boolean, count: number): Pair[] {
  const [user] = seededCharts(seed, 1, () => userUntimed);
  const partners = seededCharts(seed + 1, count, (i) => i % 3 === 1);
  return partners.map((b, i) => ({
    label: `Lucía${userUntimed ? ' (sin hora)' : ''} y ${FIRST_NAMES[i + 1]}${b.timeKnown ? '' : ' (sin hora)'}`,
    a: user,
    b,
    names: { a: 'Lucía', b: FIRST_NAMES[i + 1] },
  }));
}

/** Pairs of strangers, some without birth time on either side. */
function strangerPairs(seed: number, count: number): Pair[] {
  const charts = seededCharts(seed, count * 2, (i) => i % 5 === 2 || i % 7 === 3);
  return Array.from({ length: count }, (_, i) => ({
    label: `pareja ${i}`,
    a: charts[2 * i],
    b: charts[2 * i + 1],
    names: { a: FIRST_NAMES[(2 * i) % FIRST_NAMES.length], b: FIRST_NAMES[(2 * i + 1) % FIRST_NAMES.length] },
  }));
}

function texts(pairs: Pair[], category: RelationCategory): string[] {
  return pairs.map(({ a, b, names }) => composeCompatibilityReading(computeCompatibility(a, b), category, names, { a, b }).text);
}

/** The largest number of sentences any two readings share, and the two labels. */
function mostShared(pairs: Pair[], category: RelationCategory): { count: number; between: string; sentences: string[] } {
  const sets = texts(pairs, category).map((text) => new Set(sentencesOf(text)));
  let worst = { count: 0, between: '', sentences: [] as string[] };
  for (let i = 0; i < sets.length; i += 1) {
    for (let j = i + 1; j < sets.length; j += 1) {
      const shared = [...sets[i]].filter((s) => sets[j].has(s));
      if (shared.length > worst.count) worst = { count: shared.length, between: `${pairs[i].label} / ${pairs[j].label}`, sentences: shared };
    }
  }
  return worst;
}

const SHARED_AT_MOST = 2;
const POINT = '(Sol|Luna|Mercurio|Venus|Marte|Júpiter|Saturno|Urano|Neptuno|Plutón|Ascendente|Medio Cielo|nodo norte)';
/** Contacts are named again on purpose (the drivers, then their paragraph): their words are not a repeat. */
const POINT_WORDS = new Set(['sol', 'luna', 'lunas', 'soles', 'mercurio', 'mercurios', 'venus', 'marte', 'martes', 'júpiter', 'saturno', 'urano', 'neptuno', 'plutón', 'ascendente', 'cielo', 'nodo', 'casa']);
const HEDGING = /(?<!\p{L})(\p{L}+)(o|os) o (una? |las? )?\1(a|as)(?!\p{L})|\p{L}\((a|as)\)|\p{L}(o|os)\/(a|as)(?!\p{L})/u;

describe('compatibility readings across many pairs', () => {
  const timedUser = oneUserPairs(23, false, 10);
  const untimedUser = oneUserPairs(57, true, 10);
  const strangers = strangerPairs(101, 12);

  it.each(RELATION_CATEGORIES)(`%s: one person's readings with ten others share at most ${SHARED_AT_MOST} sentences two by two`, (category) => {
    for (const pairs of [timedUser, untimedUser]) {
      const worst = mostShared(pairs, category);
      expect(worst.count, `${worst.between}:\n${worst.sentences.join('\n')}`).toBeLessThanOrEqual(SHARED_AT_MOST);
    }
  });

  it.each(RELATION_CATEGORIES)(`%s: twelve pairs of strangers share at most ${SHARED_AT_MOST} sentences two by two`, (category) => {
    const worst = mostShared(strangers, category);
    expect(worst.count, `${worst.between}:\n${worst.sentences.join('\n')}`).toBeLessThanOrEqual(SHARED_AT_MOST);
  });

  it('never hedges a gender, never writes «de el», and gives every named point its article', () => {
    for (const pairs of [timedUser, untimedUser, strangers]) {
      for (const category of RELATION_CATEGORIES) {
        texts(pairs, category).forEach((text, i) => {
          const { names, label } = pairs[i];
          expect(text, `${label}, ${category}`).not.toMatch(HEDGING);
          expect(text, `${label}, ${category}`).not.toMatch(/(^|\s)(de|a) el\s/);
          const named = new RegExp(`(?:^|(\\S+) )${POINT} de (${names.a}|${names.b})(?!\\p{L})`, 'gmu');
          for (const match of text.matchAll(named)) {
            expect(['el', 'la', 'los', 'las', 'del', 'al', 'mismo', 'misma'], `«${match[0]}» in ${label}, ${category}`).toContain(match[1]?.toLowerCase());
          }
        });
      }
    }
  });

  it('never says the same seven words twice in the contact and house paragraphs of one reading, names and points aside', () => {
    for (const pairs of [timedUser, untimedUser, strangers]) {
      for (const category of RELATION_CATEGORIES) {
        texts(pairs, category).forEach((text, i) => {
          const { names, label } = pairs[i];
          // The summary and the closing share their themes on purpose; the body is where a frame would repeat.
          const sections = text.split('\n## ');
          const body = sections.slice(1, -1).flatMap((section) => section.split('\n\n').slice(1));
          const words = body.join(' ').toLowerCase().replace(/[.,:;«»()]/g, ' ').split(/\s+/).filter(Boolean);
          const seen = new Set<string>();
          for (let w = 0; w + 7 <= words.length; w += 1) {
            const gram = words.slice(w, w + 7);
            if (gram.some((word) => word === names.a.toLowerCase() || word === names.b.toLowerCase() || POINT_WORDS.has(word))) continue;
            const key = gram.join(' ');
            expect(seen.has(key), `«${key}» twice in ${label}, ${category}`).toBe(false);
            seen.add(key);
          }
        });
      }
    }
  });

  it('says once, where it first comes up, that a Moon of unknown birth time is uncertain, and never for a known time', () => {
    let caveats = 0;
    for (const pairs of [timedUser, untimedUser, strangers]) {
      for (const category of RELATION_CATEGORIES) {
        texts(pairs, category).forEach((text, i) => {
          const { names, a, b, label } = pairs[i];
          const sentences = paragraphsOf(text).flatMap((p) => splitSentences(p));
          for (const [name, person] of [[names.a, a], [names.b, b]] as const) {
            // «la Luna de Javier», and the two Moons named at once: «las Lunas de Sofía, en Libra, y de Javier».
            const moon = new RegExp(`(?:Luna de|Lunas de (?:\\p{L}+,? (?:en [^,]+, )?y (?:de )?)?)${name}(?!\\p{L})`, 'u');
            // The caveat gives the share of weight the score leaves that Moon, and names its person first.
            const caveat = (s: string) =>
              /\d+ %/.test(s) && !s.includes('Intensidad') && /(?:Luna de|nació|nacimiento de) (\p{L}+)/u.exec(s)?.[1] === name;
            const told = sentences.flatMap((s, index) => (caveat(s) ? [index] : []));
            const named = sentences.flatMap((s, index) => (moon.test(s) && !caveat(s) ? [index] : []));
            const where = `${label}, ${category}, ${name}`;
            if (person.timeKnown) {
              expect(told, where).toEqual([]);
              continue;
            }
            expect(told.length, where).toBeLessThanOrEqual(1);
            const signOpen = (person.moonSignRange?.length ?? 0) > 1;
            if (named.length || signOpen) expect(told, where).toHaveLength(1);
            if (named.length) expect(told[0], `${where}: the caveat comes after the first mention`).toBeGreaterThan(named[0]);
            caveats += told.length;
          }
        });
      }
    }
    expect(caveats).toBeGreaterThan(20);
  });
});
