// The built-in compatibility reading: one Markdown text per category, written from the contacts that weigh most in
// that category (so a couple and two colleagues with the same charts read different texts), plus short readings of
// the composite and Davison charts. Every sentence comes whole from the category's own corpus; a name is the only
// thing slotted in, and no text is used twice in one reading.
import { signOf } from '../../contract/zodiac.ts';
import { HOUSE_WEIGHT, POINT_WEIGHT, aspectAmount, moonCertainty } from '../../astro/compatibility-score.ts';
import type {
  ChartPoint, CompatibilityNames, CompatibilityReading, CompatibilityResult, InterAspect, RelationCategory,
} from '../../astro/compatibility-types.ts';
import type { AspectType, Element, NatalChart } from '../../contract/chart.ts';
import { ASPECT_FEMININE, ASPECT_NAME, ELEMENT_WITH_ARTICLE, POINT_IN_SENTENCE, SIGN_ELEMENT, SIGN_NAME, capitalize } from '../../contract/vocabulary.ts'
import { AMIGOS } from './corpus/amigos.ts';
import { FAMILIA } from './corpus/familia.ts';
import { PAREJA } from './corpus/pareja.ts';
import { TRABAJO } from './corpus/trabajo.ts';
import {
  COMPOSITE_ASPECT, COMPOSITE_INTRO, COMPOSITE_MOON, COMPOSITE_SUN, DAVISON_ASCENDANT, DAVISON_INTRO, DAVISON_MOON,
  DAVISON_MOON_OPEN, DAVISON_NO_TIME, DAVISON_SUN,
} from './corpus/relationship-charts.ts';
import type { CategoryCorpus, Family, Who } from './corpus/types.ts';

export const CORPORA: Record<RelationCategory, CategoryCorpus> = { pareja: PAREJA, amigos: AMIGOS, familia: FAMILIA, trabajo: TRABAJO };

/** The reading stops adding contact paragraphs once it has this many words (the floor is 350). */
const TARGET_WORDS = 420;
const FIRST_PASS_EACH_WAY = 3;
const MAX_EACH_WAY = 5;
const ELEMENTS: Element[] = ['fire', 'earth', 'air', 'water'];
const PLANETS_FOR_COMPOSITE = new Set<ChartPoint>(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);

export function familyOf(type: AspectType): Family {
  if (type === 'conjunction') return 'conjunction';
  return type === 'trine' || type === 'sextile' || type === 'semisextile' ? 'flowing' : 'tense';
}

function withArticle(type: AspectType): string {
  return `${ASPECT_FEMININE[type] ? 'una' : 'un'} ${ASPECT_NAME[type]}`;
}

export function wordCount(text: string): number {
  return text.replace(/^##.*$/gm, '').split(/\s+/).filter(Boolean).length;
}

/** Which text a contact would use, and the bookkeeping that keeps one reading from repeating itself. */
class Writer {
  private readonly usedPairs = new Set<string>();
  private readonly usedRoles = new Set<ChartPoint>();
  private readonly familyTurns: Record<Family, number> = { conjunction: 0, flowing: 0, tense: 0 };

  constructor(private readonly corpus: CategoryCorpus, private readonly names: CompatibilityNames) {}

  /** The paragraph for this aspect, or null when every text it could use is already in the reading. */
  paragraph(aspect: InterAspect): string | null {
    const family = familyOf(aspect.type);
    const asp = withArticle(aspect.type);
    const direct = `${aspect.a}-${aspect.b}`;
    const reverse = `${aspect.b}-${aspect.a}`;
    const pairs = this.corpus.pairs;
    if (pairs[direct] && !this.usedPairs.has(direct)) {
      this.usedPairs.add(direct);
      return pairs[direct][family]({ a: this.names.a, b: this.names.b, asp });
    }
    if (pairs[reverse] && !this.usedPairs.has(reverse)) {
      this.usedPairs.add(reverse);
      return pairs[reverse][family]({ a: this.names.b, b: this.names.a, asp });
    }
    const roleA = this.corpus.role[aspect.a];
    const roleB = this.corpus.role[aspect.b];
    const turn = this.familyTurns[family];
    if (!roleA || !roleB || aspect.a === aspect.b || this.usedRoles.has(aspect.a) || this.usedRoles.has(aspect.b) || turn > 1) return null;
    this.usedRoles.add(aspect.a).add(aspect.b);
    this.familyTurns[family] = turn + 1;
    const closing = this.corpus.family[family][turn];
    return [
      roleA({ a: this.names.a, b: this.names.b, asp }),
      roleB({ a: this.names.b, b: this.names.a, asp }),
      closing({ a: this.names.a, b: this.names.b, asp }),
    ].join(' ');
  }
}

function band(score: number, low: number, high: number): 'low' | 'mid' | 'high' {
  return score < low ? 'low' : score > high ? 'high' : 'mid';
}

function dominantElement(chart: NatalChart): Element {
  const counts = chart.balance.elements;
  return ELEMENTS.reduce((best, e) => (counts[e] > counts[best] ? e : best), ELEMENTS[0]);
}

function elementsParagraph(corpus: CategoryCorpus, names: CompatibilityNames, a: NatalChart, b: NatalChart): string {
  const ea = dominantElement(a);
  const eb = dominantElement(b);
  const who: Who = { a: names.a, b: names.b, asp: '' };
  if (ea === eb) return corpus.elements.same(who, ELEMENT_WITH_ARTICLE[ea]);
  const pair = new Set([ea, eb]);
  const complementary = (pair.has('fire') && pair.has('air')) || (pair.has('earth') && pair.has('water'));
  return (complementary ? corpus.elements.complementary : corpus.elements.contrasting)(who, ELEMENT_WITH_ARTICLE[ea], ELEMENT_WITH_ARTICLE[eb]);
}

function housesParagraph(corpus: CategoryCorpus, result: CompatibilityResult, category: RelationCategory, names: CompatibilityNames, a: NatalChart, b: NatalChart): string[] {
  const sentences: string[] = [];
  if (!a.timeKnown && !b.timeKnown) {
    sentences.push(corpus.noHousesBoth({ a: names.a, b: names.b, asp: '' }));
  } else {
    // The strongest guest point per weighted house, each house read once.
    const certainty = { a: moonCertainty(a), b: moonCertainty(b) };
    const candidates: { guest: 'a' | 'b'; point: ChartPoint; house: number; weight: number }[] = [];
    for (const [guest, map] of [['a', result.overlays.aInB], ['b', result.overlays.bInA]] as const) {
      for (const [point, house] of Object.entries(map) as [ChartPoint, number][]) {
        if (!corpus.houses[house] || point === 'meanNode') continue;
        // Ranked as the score weighs them: the point's weight in the category times the house's.
        const weight = POINT_WEIGHT[category][point] * HOUSE_WEIGHT[category][house - 1] * (point === 'moon' ? certainty[guest] : 1);
        candidates.push({ guest, point, house, weight });
      }
    }
    candidates.sort((x, y) => y.weight - x.weight);
    const seen = new Set<number>();
    for (const c of candidates) {
      if (seen.has(c.house) || seen.size >= 2) continue;
      seen.add(c.house);
      const [guest, host] = c.guest === 'a' ? [names.a, names.b] : [names.b, names.a];
      sentences.push(capitalize(corpus.houses[c.house]!({ a: guest, b: host, asp: '' }, `${POINT_IN_SENTENCE[c.point]} de ${guest}`)));
    }
    if (!a.timeKnown) sentences.push(corpus.noHousesOne({ a: names.a, b: names.b, asp: '' }));
    if (!b.timeKnown) sentences.push(corpus.noHousesOne({ a: names.b, b: names.a, asp: '' }));
  }
  if ((a.moonSignRange?.length ?? 1) > 1) sentences.push(corpus.moonUncertain({ a: names.a, b: names.b, asp: '' }));
  else if ((b.moonSignRange?.length ?? 1) > 1) sentences.push(corpus.moonUncertain({ a: names.b, b: names.a, asp: '' }));
  return sentences;
}

export function composeCompatibilityReading(
  result: CompatibilityResult,
  category: RelationCategory,
  names: CompatibilityNames,
  charts: { a: NatalChart; b: NatalChart },
): CompatibilityReading {
  const corpus = CORPORA[category];
  const who: Who = { a: names.a, b: names.b, asp: '' };
  const scores = result.scores[category];
  const certainty = { a: moonCertainty(charts.a), b: moonCertainty(charts.b) };

  const ranked = result.aspects
    .filter((aspect) => aspect.major && aspect.a !== 'meanNode' && aspect.b !== 'meanNode')
    .map((aspect) => ({ aspect, harmony: aspectAmount(aspect, category, certainty).harmony }))
    .filter((x) => Math.abs(x.harmony) > 0.01);
  const pro = ranked.filter((x) => x.harmony > 0).sort((x, y) => y.harmony - x.harmony);
  const contra = ranked.filter((x) => x.harmony < 0).sort((x, y) => x.harmony - y.harmony);

  const writer = new Writer(corpus, names);
  const strengths: string[] = [];
  const frictions: string[] = [];
  const queues = [
    { from: pro, into: strengths, next: 0 },
    { from: contra, into: frictions, next: 0 },
  ];
  const take = (queue: (typeof queues)[number], limit: number) => {
    while (queue.into.length < limit && queue.next < queue.from.length) {
      const text = writer.paragraph(queue.from[queue.next].aspect);
      queue.next += 1;
      if (text) {
        queue.into.push(text);
        return true;
      }
    }
    return false;
  };
  for (const queue of queues) {
    while (take(queue, FIRST_PASS_EACH_WAY)) continue;
  }

  const opening = [corpus.harmony[band(scores.harmony, 40, 60)](who), corpus.intensity[band(scores.intensity, 35, 65)](who)].join(' ');
  const elements = elementsParagraph(corpus, names, charts.a, charts.b);
  const houses = housesParagraph(corpus, result, category, names, charts.a, charts.b).join(' ');
  const closing = corpus.closing[scores.harmony >= 50 ? 'easy' : 'effort'](who);

  const render = () => {
    const parts = [`## ${corpus.headings.opening(who)}`, opening, elements];
    if (strengths.length) parts.push(`## ${corpus.headings.strengths(who)}`, ...strengths);
    if (frictions.length) parts.push(`## ${corpus.headings.friction(who)}`, ...frictions);
    if (houses) parts.push(`## ${corpus.headings.houses(who)}`, houses);
    parts.push(`## ${corpus.headings.closing(who)}`, closing);
    return parts.join('\n\n');
  };
  // One more contact at a time, strengths first, until the text is long enough or the contacts run out.
  let text = render();
  while (wordCount(text) < TARGET_WORDS && queues.some((q) => take(q, MAX_EACH_WAY))) text = render();

  return { text, compositeText: compositeReading(result, names), davisonText: davisonReading(result.davison, names) };
}

function signWord(longitude: number): { element: Element; name: string } {
  const sign = signOf(longitude);
  return { element: SIGN_ELEMENT[sign], name: SIGN_NAME[sign] };
}

function compositeReading(result: CompatibilityResult, names: CompatibilityNames): string {
  const who: Who = { a: names.a, b: names.b, asp: '' };
  const sun = signWord(result.composite.bodies.sun.longitude);
  const moon = signWord(result.composite.bodies.moon.longitude);
  const sentences = [COMPOSITE_INTRO(who), COMPOSITE_SUN[sun.element](sun.name), COMPOSITE_MOON[moon.element](moon.name)];
  const tightest = result.composite.aspects
    .filter((x) => x.major && PLANETS_FOR_COMPOSITE.has(x.a) && PLANETS_FOR_COMPOSITE.has(x.b))
    .sort((x, y) => x.orb / x.maxOrb - y.orb / y.maxOrb)[0];
  if (tightest) sentences.push(COMPOSITE_ASPECT[familyOf(tightest.type)](POINT_IN_SENTENCE[tightest.a], POINT_IN_SENTENCE[tightest.b]));
  return sentences.join(' ');
}

function davisonReading(chart: NatalChart, names: CompatibilityNames): string {
  const who: Who = { a: names.a, b: names.b, asp: '' };
  const sun = signWord(chart.bodies.sun.longitude);
  const sentences = [DAVISON_INTRO(who), DAVISON_SUN[sun.element](sun.name)];
  if (chart.moonSignRange && chart.moonSignRange.length > 1) {
    sentences.push(DAVISON_MOON_OPEN(chart.moonSignRange.map((s) => SIGN_NAME[s]).join(' o ')));
  } else {
    const moon = signWord(chart.bodies.moon.longitude);
    sentences.push(DAVISON_MOON[moon.element](moon.name));
  }
  if (chart.angles) {
    const asc = signWord(chart.angles.ascendant);
    sentences.push(DAVISON_ASCENDANT[asc.element](asc.name));
  } else {
    sentences.push(DAVISON_NO_TIME());
  }
  return sentences.join(' ');
}
