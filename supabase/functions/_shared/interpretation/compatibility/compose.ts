// The built-in compatibility reading: one Markdown text per category. It opens with one plain sentence (returned on
// its own too, with the other three categories' opening sentences, for the app to show before the numbers), then gives
// the category's Armonía and Intensidad with the contacts that move them, compares the category with the pair's
// other three, and reads the contacts that weigh most in that category (so a couple and two colleagues with the same
// charts read different texts), the houses each lends the other, and a closing that returns to the opening's
// themes. Short readings of the composite and Davison charts come with it.
//
// Every sentence comes whole from the corpus, with the pair's own facts in it (names, signs, scores, contacts).
// Where the corpus offers variants, a hash of the two charts and names picks one, so the same pair always reads the
// same and two pairs rarely share a sentence; no text is used twice in one reading.
import { signOf } from '../../contract/zodiac.ts';
import { HOUSE_WEIGHT, POINT_WEIGHT, aspectAmount, moonCertainty, overlayAmount } from '../../astro/compatibility-score.ts';
import {
  RELATION_CATEGORIES,
  type ChartPoint, type CompatibilityNames, type CompatibilityReading, type CompatibilityResult, type HouseOverlay, type InterAspect,
  type RelationCategory,
} from '../../astro/compatibility-types.ts';
import type { AspectType, Element, NatalChart } from '../../contract/chart.ts';
import { ASPECT_FEMININE, ASPECT_NAME, ELEMENT_WITH_ARTICLE, POINT_IN_SENTENCE, SIGN_ELEMENT, SIGN_NAME, capitalize, de } from '../../contract/vocabulary.ts';
import { AMIGOS } from './corpus/amigos.ts';
import { FAMILIA } from './corpus/familia.ts';
import { PAREJA } from './corpus/pareja.ts';
import { TRABAJO } from './corpus/trabajo.ts';
import {
  DRIVERS, HEAT_RANK, INTENSITY_DRIVER, MOON_CAVEAT, MOON_OPEN, RANK_BOTTOM, RANK_EVEN, RANK_MIDDLE, RANK_TOP, SCORE_LINE, SPREAD,
  type MoonFacts, type OtherScore,
} from './corpus/frame.ts';
import { ASPECT_DEFINITE, CATEGORY_WORDS, HOUSE_ORDINAL, pointOf } from './corpus/points.ts';
import {
  COMPOSITE_ASPECT, COMPOSITE_INTRO, COMPOSITE_MOON, COMPOSITE_SUN, DAVISON_ASCENDANT, DAVISON_INTRO, DAVISON_MOON,
  DAVISON_MOON_OPEN, DAVISON_NO_TIME, DAVISON_SUN,
} from './corpus/relationship-charts.ts';
import type { Band, CategoryCorpus, Family, Gist, ReadPoint, Variants, Who } from './corpus/types.ts';

export const CORPORA: Record<RelationCategory, CategoryCorpus> = { pareja: PAREJA, amigos: AMIGOS, familia: FAMILIA, trabajo: TRABAJO };

/** The reading stops adding contact paragraphs once it has this many words (the floor is 350). */
const TARGET_WORDS = 540;
const FIRST_PASS_EACH_WAY = 3;
const MAX_EACH_WAY = 5;
/** Fallback sentences per aspect family in one reading; each family has three frames, so none repeats. */
const FALLBACKS_PER_FAMILY = 2;
/** Two categories this close in Armonía "almost agree"; this far apart, the reading explains the gap. */
const CLOSE_POINTS = 5;
const FAR_POINTS = 10;
const ELEMENTS: Element[] = ['fire', 'earth', 'air', 'water'];
const PLANETS_FOR_COMPOSITE = new Set<ChartPoint>(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);

type Side = 'a' | 'b';

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

/**
 * The names the reading calls the two people by: their first names, as the app's greeting does. Two people who
 * share a first name keep their full names, the only way to tell them apart.
 */
export function callNames(names: CompatibilityNames): CompatibilityNames {
  const first = (full: string) => full.trim().split(/\s+/)[0] ?? '';
  const a = first(names.a);
  const b = first(names.b);
  if (!a || !b || a.toLocaleLowerCase('es') === b.toLocaleLowerCase('es')) return { a: names.a.trim(), b: names.b.trim() };
  return { a, b };
}

/** How a paragraph begins: its first word, or its first two when the first is an article («el sol»). */
function openingOf(text: string): string {
  const [first = '', second = ''] = text.toLowerCase().split(/\s+/);
  return ['el', 'la', 'los', 'las'].includes(first) ? `${first} ${second}` : first;
}

/** FNV-1a, 32 bits: a stable, well-spread number for a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function band(score: number, low: number, high: number): Band {
  return score < low ? 'low' : score > high ? 'high' : 'mid';
}

function longitudeOf(chart: NatalChart, point: ChartPoint): number {
  if (point === 'ascendant' || point === 'midheaven') return chart.angles![point];
  return chart.bodies[point].longitude;
}

/** The Moon's signs over the day when the unknown birth time leaves its sign open, else null. */
function openMoonSigns(chart: NatalChart): string[] | null {
  return chart.moonSignRange && chart.moonSignRange.length > 1 ? chart.moonSignRange.map((s) => SIGN_NAME[s]) : null;
}

function signAt(chart: NatalChart, point: ChartPoint): string {
  const open = point === 'moon' ? openMoonSigns(chart) : null;
  return open ? open.join(' o ') : SIGN_NAME[signOf(longitudeOf(chart, point))];
}

/** A contact as the score counts it in one category. */
type Contact = ({ kind: 'aspect'; aspect: InterAspect } | { kind: 'overlay'; overlay: HouseOverlay }) & {
  harmony: number;
  intensity: number;
  /** Whose uncertain Moon it involves. */
  moons: Side[];
};

function sameContact(x: Contact, y: Contact): boolean {
  if (x.kind === 'aspect' && y.kind === 'aspect') return x.aspect === y.aspect;
  if (x.kind === 'overlay' && y.kind === 'overlay') return x.overlay.guest === y.overlay.guest && x.overlay.point === y.overlay.point;
  return false;
}

/** An uncertain Moon a paragraph names, and the contact it names it in, seen from that Moon: "su trígono con el Sol de Luis". */
interface MoonMention {
  side: Side;
  about: string;
}

interface Paragraph {
  text: string;
  /** The uncertain Moons it names: the caveat goes after the first paragraph that names each. */
  moons: MoonMention[];
}

/** Everything one reading needs to know, and the choices it has made so far. */
class Reading {
  readonly names: CompatibilityNames;
  readonly corpus: CategoryCorpus;
  readonly certainty: Record<Side, number>;
  readonly contacts: Record<RelationCategory, Contact[]>;
  private readonly seed: string;
  private readonly categoryIndex: number;
  private readonly usedPairs = new Set<string>();
  /** Whose points ("a:mars") a fallback has already described, so one person's role is not said twice. */
  private readonly usedFallbackPoints = new Set<string>();
  /** How the contact paragraphs so far begin, so two of them do not open alike («Hay un trígono…» twice). */
  private readonly openings = new Set<string>();
  private readonly usedVariants = new Set<string>();
  private readonly fallbackTurns: Record<Family, number> = { conjunction: 0, flowing: 0, tense: 0 };

  constructor(
    readonly result: CompatibilityResult,
    readonly category: RelationCategory,
    fullNames: CompatibilityNames,
    readonly charts: Record<Side, NatalChart>,
  ) {
    this.names = callNames(fullNames);
    this.corpus = CORPORA[category];
    this.certainty = { a: moonCertainty(charts.a), b: moonCertainty(charts.b) };
    this.categoryIndex = RELATION_CATEGORIES.indexOf(category);
    this.seed = [this.names.a, this.names.b, charts.a.utc, charts.b.utc, charts.a.location.latitude, charts.b.location.longitude].join('|');
    this.contacts = Object.fromEntries(RELATION_CATEGORIES.map((c) => [c, this.weigh(c)])) as Record<RelationCategory, Contact[]>;
  }

  /** One of the variants, the same every time for this pair and slot. */
  pick<T>(slot: string, variants: Variants<T>): T {
    return variants[hash(`${this.seed}|${this.category}|${slot}`) % variants.length];
  }

  /**
   * The variant the hash points at, or the next one whose paragraph would not open as an earlier one did. Deterministic:
   * the paragraphs are written in the same order every time.
   */
  fresh<T>(slot: string, variants: Variants<T>, render: (variant: T) => string, turn = 0): string {
    const start = hash(`${this.seed}|${this.category}|${slot}`) + turn;
    const order = variants.map((_, i) => (start + i) % variants.length);
    // A frame already used in this reading (two fallbacks of one family) is never taken again.
    const unused = order.filter((i) => !this.usedVariants.has(`${slot}#${i}`));
    const candidates = (unused.length ? unused : order).map((i) => ({ i, text: render(variants[i]) }));
    const chosen = candidates.find((c) => !this.openings.has(openingOf(c.text))) ?? candidates[0];
    this.usedVariants.add(`${slot}#${chosen.i}`);
    this.openings.add(openingOf(chosen.text));
    return chosen.text;
  }

  /**
   * For the frames every category shares: consecutive categories take consecutive variants, so with four or more
   * variants one pair's four readings never use the same one.
   */
  rotate<T>(slot: string, variants: Variants<T>): T {
    return variants[(hash(`${this.seed}|${slot}`) + this.categoryIndex) % variants.length];
  }

  who(asp = '', sa = '', sb = '', swap = false): Who {
    return swap ? { a: this.names.b, b: this.names.a, asp, sa, sb } : { a: this.names.a, b: this.names.b, asp, sa, sb };
  }

  /** Every contact with a non-zero Armonía amount in a category, as the score counts it, strongest first. */
  private weigh(category: RelationCategory): Contact[] {
    const moonsOf = (points: [Side, ChartPoint][]): Side[] => points.filter(([side, p]) => p === 'moon' && !this.charts[side].timeKnown).map(([side]) => side);
    const list: Contact[] = [];
    for (const aspect of this.result.aspects) {
      const amount = aspectAmount(aspect, category, this.certainty);
      if (amount.harmony !== 0) list.push({ kind: 'aspect', aspect, harmony: amount.harmony, intensity: amount.intensity, moons: moonsOf([['a', aspect.a], ['b', aspect.b]]) });
    }
    for (const [guest, map] of [['a', this.result.overlays.aInB], ['b', this.result.overlays.bInA]] as const) {
      for (const [point, house] of Object.entries(map) as [ChartPoint, number][]) {
        const overlay: HouseOverlay = { guest, point, house };
        const amount = overlayAmount(overlay, category, this.certainty);
        if (amount.harmony !== 0) list.push({ kind: 'overlay', overlay, harmony: amount.harmony, intensity: amount.intensity, moons: moonsOf([[guest, point]]) });
      }
    }
    return list.sort((x, y) => Math.abs(y.harmony) - Math.abs(x.harmony));
  }

  /** "la cuadratura entre la Luna de Ana y el Saturno de Luis", "la Venus de Ana en la quinta casa de Luis". */
  phrase(contact: Contact): string {
    if (contact.kind === 'aspect') {
      const { aspect } = contact;
      return `${ASPECT_DEFINITE[aspect.type]} entre ${pointOf(aspect.a, this.names.a)} y ${pointOf(aspect.b, this.names.b)}`;
    }
    const { guest, point, house } = contact.overlay;
    const [owner, host] = guest === 'a' ? [this.names.a, this.names.b] : [this.names.b, this.names.a];
    return `${pointOf(point, owner)} en la ${HOUSE_ORDINAL[house - 1]} casa de ${host}`;
  }

  /** Where a contact names an uncertain Moon, each with the contact as that Moon's own: "su cuadratura con el Saturno de Luis". */
  mentions(contact: Contact): MoonMention[] {
    return contact.moons.map((side) => {
      if (contact.kind === 'overlay') {
        const host = side === 'a' ? this.names.b : this.names.a;
        return { side, about: `su paso por la ${HOUSE_ORDINAL[contact.overlay.house - 1]} casa de ${host}` };
      }
      const { aspect } = contact;
      const other = side === 'a' ? pointOf(aspect.b, this.names.b) : pointOf(aspect.a, this.names.a);
      return { side, about: `su ${ASPECT_NAME[aspect.type]} con ${other}` };
    });
  }

  /** What a contact is about in this category, in plain words. */
  theme(contact: Contact): string {
    const { theme, pairs } = this.corpus;
    if (contact.kind === 'overlay') return theme[contact.overlay.point as ReadPoint] ?? theme.sun;
    const { a, b } = contact.aspect;
    const entry = pairs[`${a}-${b}`] ?? pairs[`${b}-${a}`];
    if (entry) return entry.theme;
    // A contact with no text of its own is about its weightier point in this kind of bond.
    const weight = POINT_WEIGHT[this.category];
    return theme[(weight[b] > weight[a] ? b : a) as ReadPoint];
  }

  /** The paragraph for a contact, or null when every text it could use is already in the reading. */
  contactParagraph(aspect: InterAspect): Paragraph | null {
    const family = familyOf(aspect.type);
    const asp = withArticle(aspect.type);
    const sa = signAt(this.charts.a, aspect.a);
    const sb = signAt(this.charts.b, aspect.b);
    const contact = this.contacts[this.category].find((c) => c.kind === 'aspect' && c.aspect === aspect);
    const moons = contact ? this.mentions(contact) : [];
    for (const [key, swap] of [[`${aspect.a}-${aspect.b}`, false], [`${aspect.b}-${aspect.a}`, true]] as const) {
      const entry = this.corpus.pairs[key];
      if (!entry || this.usedPairs.has(key)) continue;
      this.usedPairs.add(key);
      const who = swap ? this.who(asp, sb, sa, true) : this.who(asp, sa, sb);
      return { text: this.fresh(`pair:${key}:${family}`, entry[family], (text) => text(who)), moons };
    }
    const turn = this.fallbackTurns[family];
    const { role } = this.corpus;
    if (aspect.a === 'meanNode' || aspect.b === 'meanNode' || aspect.a === aspect.b || turn >= FALLBACKS_PER_FAMILY) return null;
    const [pointA, pointB] = [`a:${aspect.a}`, `b:${aspect.b}`];
    if (this.usedFallbackPoints.has(pointA) || this.usedFallbackPoints.has(pointB)) return null;
    this.usedFallbackPoints.add(pointA).add(pointB);
    this.fallbackTurns[family] = turn + 1;
    const facts = {
      pa: pointOf(aspect.a, this.names.a), pb: pointOf(aspect.b, this.names.b),
      ra: role[aspect.a as ReadPoint], rb: role[aspect.b as ReadPoint],
    };
    const text = this.fresh(`fallback:${family}`, this.corpus.fallback[family], (frame) => frame(this.who(asp, sa, sb), facts), turn);
    return { text, moons };
  }

  moonFacts(side: Side): MoonFacts {
    const chart = this.charts[side];
    return {
      name: this.names[side],
      percent: Math.round(this.certainty[side] * 100),
      signs: openMoonSigns(chart) ?? [SIGN_NAME[signOf(chart.bodies.moon.longitude)]],
    };
  }
}

function dominantElement(chart: NatalChart): Element {
  const counts = chart.balance.elements;
  return ELEMENTS.reduce((best, e) => (counts[e] > counts[best] ? e : best), ELEMENTS[0]);
}

function elementsParagraph(r: Reading): string {
  const { corpus } = r;
  const ea = dominantElement(r.charts.a);
  const eb = dominantElement(r.charts.b);
  const [x, y] = [ELEMENT_WITH_ARTICLE[ea], ELEMENT_WITH_ARTICLE[eb]];
  if (ea === eb) return r.pick('elements', corpus.elements.same)(r.who(), x, y);
  const pair = new Set([ea, eb]);
  const complementary = (pair.has('fire') && pair.has('air')) || (pair.has('earth') && pair.has('water'));
  return r.pick('elements', complementary ? corpus.elements.complementary : corpus.elements.contrasting)(r.who(), x, y);
}

/** The plain words for what most holds the bond and what most strains it, never the same words twice. */
function gist(r: Reading, intensity: number): Gist {
  const contacts = r.contacts[r.category];
  const pro = contacts.filter((c) => c.harmony > 0);
  const contra = contacts.filter((c) => c.harmony < 0);
  const up = pro.length ? r.theme(pro[0]) : r.corpus.theme.sun;
  const down = contra.map((c) => r.theme(c)).find((t) => t !== up) ?? (contra.length ? r.theme(contra[0]) : r.corpus.theme.saturn);
  return { up, down, heat: r.corpus.heat[band(intensity, 35, 65)] };
}

/** The category's two numbers, the contacts that move the Armonía most, and the one that adds most Intensidad. */
function scoresParagraph(r: Reading): Paragraph {
  const { harmony, intensity } = r.result.scores[r.category];
  const contacts = r.contacts[r.category];
  const pro = contacts.filter((c) => c.harmony > 0);
  const contra = contacts.filter((c) => c.harmony < 0);
  const downFirst = harmony < 50;
  // Two or three contacts: two on the side the score leans to, one on the other, a second only when it weighs.
  const lean = (list: Contact[], main: boolean) => list.slice(0, main && list[1] && Math.abs(list[1].harmony) >= 0.4 ? 2 : 1);
  const up = lean(pro, !downFirst);
  const down = lean(contra, downFirst);
  const named = [...up, ...down];
  const sentences = [
    r.rotate('score', SCORE_LINE)({ a: r.names.a, b: r.names.b, cat: CATEGORY_WORDS[r.category], harmony, intensity }),
    r.rotate('drivers', DRIVERS)({ up: up.map((c) => r.phrase(c)), down: down.map((c) => r.phrase(c)), downFirst }),
  ];
  const hottest = [...contacts].sort((x, y) => y.intensity - x.intensity)[0];
  const moons = named.flatMap((c) => r.mentions(c));
  if (hottest) {
    const again = named.find((c) => sameContact(c, hottest));
    const total = contacts.reduce((sum, c) => sum + c.intensity, 0);
    const share = Math.round((hottest.intensity / total) * 100);
    sentences.push(r.rotate('heat', INTENSITY_DRIVER)({ phrase: r.phrase(hottest), again: again ? backReference(r, again, named) : null, share }));
    moons.push(...r.mentions(hottest));
  }
  return { text: sentences.join(' '), moons };
}

/**
 * A contact the drivers sentence has just named, said again as briefly as stays unambiguous: "esa misma cuadratura",
 * "esa misma cuadratura del Sol de Lucía", "esa misma Venus de Luis".
 */
function backReference(r: Reading, contact: Contact, named: Contact[]): string {
  const same = (phrase: string) => phrase.replace(/^el /, 'ese mismo ').replace(/^la /, 'esa misma ');
  if (contact.kind === 'overlay') {
    const owner = contact.overlay.guest === 'a' ? r.names.a : r.names.b;
    return same(pointOf(contact.overlay.point, owner));
  }
  const { aspect } = contact;
  const kind = same(ASPECT_DEFINITE[aspect.type]);
  const aspects = named.flatMap((c) => (c.kind === 'aspect' && c.aspect.type === aspect.type ? [c.aspect] : []));
  if (aspects.length === 1) return kind;
  if (aspects.filter((x) => x.a === aspect.a).length === 1) return `${kind} ${de(pointOf(aspect.a, r.names.a))}`;
  if (aspects.filter((x) => x.b === aspect.b).length === 1) return `${kind} ${de(pointOf(aspect.b, r.names.b))}`;
  return r.phrase(contact);
}

/** Why another category's Armonía is so far from this one's: the contact whose weight differs most between them. */
function gapReason(r: Reading, other: RelationCategory, lower: boolean): Paragraph {
  const here = r.contacts[r.category];
  const there = r.contacts[other];
  const key = (c: Contact) => (c.kind === 'aspect' ? c.aspect : `${c.overlay.guest}:${c.overlay.point}`);
  const amountIn = (list: Contact[], c: Contact) => list.find((x) => key(x) === key(c))?.harmony ?? 0;
  const all = [...here, ...there.filter((c) => !here.some((x) => key(x) === key(c)))];
  // Signed so that the largest value is the contact that pulls the other category down (or up) the most.
  const pull = (c: Contact) => (lower ? 1 : -1) * (amountIn(here, c) - amountIn(there, c));
  const best = all.reduce((x, y) => (pull(y) > pull(x) ? y : x));
  const [h, t] = [amountIn(here, best), amountIn(there, best)];
  const words = CATEGORY_WORDS[r.category];
  const phrase = r.phrase(best);
  const text = lower
    ? t < 0 && Math.abs(t) >= Math.abs(h) ? `allí pesa mucho más ${phrase}` : `${phrase}, que ${words.inside} suma tanto, allí cuenta mucho menos`
    : t > 0 && t >= Math.abs(h) ? `allí suma mucho más ${phrase}` : `${phrase}, que ${words.inside} resta, allí pesa mucho menos`;
  return { text, moons: r.mentions(best) };
}

/** How this category sits among the pair's four: its rank, where it agrees, where it differs and why. */
function comparisonParagraph(r: Reading): Paragraph {
  const scores = r.result.scores;
  const { harmony, intensity } = scores[r.category];
  const others = RELATION_CATEGORIES.filter((c) => c !== r.category);
  const score = (c: RelationCategory): OtherScore => ({ name: CATEGORY_WORDS[c].name, ...scores[c] });
  const byHarmony = [...others].sort((x, y) => scores[y].harmony - scores[x].harmony);
  const above = byHarmony.filter((c) => scores[c].harmony > harmony).map(score);
  const below = byHarmony.filter((c) => scores[c].harmony < harmony).map(score);
  const cat = CATEGORY_WORDS[r.category];
  const { a, b } = r.names;
  const sentences: string[] = [];
  const rank = { a, b, cat, above, below };
  if (!above.length && !below.length) sentences.push(r.pick('rank', RANK_EVEN)({ ...rank, harmony }));
  else if (!above.length) sentences.push(r.pick('rank', RANK_TOP)(rank));
  else if (!below.length) sentences.push(r.pick('rank', RANK_BOTTOM)(rank));
  else sentences.push(r.pick('rank', RANK_MIDDLE)(rank));

  const gaps = others.map((c) => ({ c, gap: scores[c].harmony - harmony })).sort((x, y) => Math.abs(y.gap) - Math.abs(x.gap));
  const widest = gaps[0];
  const close = others.filter((c) => Math.abs(scores[c].harmony - harmony) <= CLOSE_POINTS).map((c) => CATEGORY_WORDS[c].name);
  const reason = Math.abs(widest.gap) >= FAR_POINTS ? gapReason(r, widest.c, widest.gap < 0) : null;
  const far = reason ? { name: CATEGORY_WORDS[widest.c].name, gap: Math.abs(widest.gap), lower: widest.gap < 0, reason: reason.text } : null;
  if (above.length || below.length) sentences.push(r.pick('spread', SPREAD)({ a, b, cat, close, far, maxGap: Math.abs(widest.gap) }));

  const byIntensity = [...others].sort((x, y) => scores[y].intensity - scores[x].intensity);
  const top = score(byIntensity[0]);
  const position = intensity > top.intensity ? 'top' : intensity < scores[byIntensity[2]].intensity ? 'bottom' : 'middle';
  if (position !== 'middle' || top.intensity - intensity >= FAR_POINTS) sentences.push(r.pick('heat-rank', HEAT_RANK)({ cat, intensity, top, position }));
  return { text: sentences.join(' '), moons: reason?.moons ?? [] };
}

/** The strongest guest point per weighted house, each house read once, two at most. */
function housesSentences(r: Reading): Paragraph {
  const { corpus, names, charts, result, category } = r;
  const sentences: string[] = [];
  const moons: MoonMention[] = [];
  if (!charts.a.timeKnown && !charts.b.timeKnown) return { text: r.pick('no-houses', corpus.noHousesBoth)(r.who()), moons: [] };
  const candidates: { guest: Side; point: ChartPoint; house: number; weight: number }[] = [];
  for (const [guest, map] of [['a', result.overlays.aInB], ['b', result.overlays.bInA]] as const) {
    for (const [point, house] of Object.entries(map) as [ChartPoint, number][]) {
      if (!corpus.houses[house] || point === 'meanNode') continue;
      // Ranked as the score weighs them: the point's weight in the category times the house's.
      const weight = POINT_WEIGHT[category][point] * HOUSE_WEIGHT[category][house - 1] * (point === 'moon' ? r.certainty[guest] : 1);
      candidates.push({ guest, point, house, weight });
    }
  }
  candidates.sort((x, y) => y.weight - x.weight);
  const seen = new Set<number>();
  for (const c of candidates) {
    if (seen.has(c.house) || seen.size >= 2) continue;
    seen.add(c.house);
    const [guest, host] = c.guest === 'a' ? [names.a, names.b] : [names.b, names.a];
    const text = r.pick(`house:${c.house}`, corpus.houses[c.house]!);
    sentences.push(capitalize(text({ a: guest, b: host, asp: '', sa: '', sb: '' }, pointOf(c.point, guest))));
    if (c.point === 'moon' && !charts[c.guest].timeKnown) moons.push({ side: c.guest, about: `su paso por la ${HOUSE_ORDINAL[c.house - 1]} casa de ${host}` });
  }
  for (const side of ['a', 'b'] as const) {
    if (!charts[side].timeKnown) sentences.push(r.pick('no-houses', corpus.noHousesOne)(r.who('', '', '', side === 'b')));
  }
  return { text: sentences.join(' '), moons };
}

/** The plain sentence a category's reading opens with: how the bond feels, what most holds it, what most strains it. */
function summaryOf(r: Reading): string {
  const scores = r.result.scores[r.category];
  return r.pick('summary', r.corpus.summary[band(scores.harmony, 40, 60)])(r.who(), gist(r, scores.intensity));
}

export function composeCompatibilityReading(
  result: CompatibilityResult,
  category: RelationCategory,
  names: CompatibilityNames,
  charts: { a: NatalChart; b: NatalChart },
): CompatibilityReading {
  const r = new Reading(result, category, names, charts);
  const { corpus } = r;
  const who = r.who();
  const scores = result.scores[category];
  const essence = gist(r, scores.intensity);

  // The narrative contacts: major aspects only, strongest for and against first.
  const ranked = r.contacts[category].filter((c): c is Contact & { kind: 'aspect' } => c.kind === 'aspect' && c.aspect.major && Math.abs(c.harmony) > 0.01);
  const pro = ranked.filter((c) => c.harmony > 0).sort((x, y) => y.harmony - x.harmony);
  const contra = ranked.filter((c) => c.harmony < 0).sort((x, y) => x.harmony - y.harmony);
  const strengths: Paragraph[] = [];
  const frictions: Paragraph[] = [];
  const queues = [
    { from: pro, into: strengths, next: 0 },
    { from: contra, into: frictions, next: 0 },
  ];
  const take = (queue: (typeof queues)[number], limit: number) => {
    while (queue.into.length < limit && queue.next < queue.from.length) {
      const paragraph = r.contactParagraph(queue.from[queue.next].aspect);
      queue.next += 1;
      if (paragraph) {
        queue.into.push(paragraph);
        return true;
      }
    }
    return false;
  };
  for (const queue of queues) {
    while (take(queue, FIRST_PASS_EACH_WAY)) continue;
  }

  const summary = summaryOf(r);
  const numbers = scoresParagraph(r);
  const comparison = comparisonParagraph(r);
  const elements = elementsParagraph(r);
  const houses = housesSentences(r);
  const closing = r.pick('closing', corpus.closing[scores.harmony >= 50 ? 'easy' : 'effort'])(who, essence);

  const render = () => {
    // The Moon caveat is said once per person, after the first paragraph that names that uncertain Moon.
    const told = new Set<Side>();
    const say = (p: Paragraph) => {
      const caveats: string[] = [];
      for (const { side, about } of p.moons) {
        if (told.has(side)) continue;
        told.add(side);
        caveats.push(r.rotate(`moon:${side}`, MOON_CAVEAT)({ ...r.moonFacts(side), about }));
      }
      return [p.text, ...caveats].join(' ');
    };
    const parts = [`## ${corpus.headings.opening(who)}`, summary, say(numbers), say(comparison), elements];
    const written = [...strengths, ...frictions, houses];
    const bodies = written.map(say);
    if (strengths.length) parts.push(`## ${corpus.headings.strengths(who)}`, ...bodies.slice(0, strengths.length));
    if (frictions.length) parts.push(`## ${corpus.headings.friction(who)}`, ...bodies.slice(strengths.length, strengths.length + frictions.length));
    const openMoons = (['a', 'b'] as const)
      .filter((side) => !told.has(side) && openMoonSigns(charts[side]))
      .map((side) => r.rotate(`moon-open:${side}`, MOON_OPEN)(r.moonFacts(side)));
    parts.push(`## ${corpus.headings.houses(who)}`, [bodies[bodies.length - 1], ...openMoons].filter(Boolean).join(' '));
    parts.push(`## ${corpus.headings.closing(who)}`, closing);
    return parts.join('\n\n');
  };
  // One more contact at a time, strengths first, until the text is long enough or the contacts run out.
  let text = render();
  while (wordCount(text) < TARGET_WORDS && queues.some((q) => take(q, MAX_EACH_WAY))) text = render();

  // Each other category's sentence is the one its own reading would open with: the same pair, the same choice.
  const summaries = Object.fromEntries(
    RELATION_CATEGORIES.map((other) => [other, other === category ? summary : summaryOf(new Reading(result, other, names, charts))]),
  ) as Record<RelationCategory, string>;
  return { text, summaries, compositeText: compositeReading(result, r.names), davisonText: davisonReading(result.davison, r.names) };
}

function signWord(longitude: number): { element: Element; name: string } {
  const sign = signOf(longitude);
  return { element: SIGN_ELEMENT[sign], name: SIGN_NAME[sign] };
}

function compositeReading(result: CompatibilityResult, names: CompatibilityNames): string {
  const who: Who = { a: names.a, b: names.b, asp: '', sa: '', sb: '' };
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
  const who: Who = { a: names.a, b: names.b, asp: '', sa: '', sb: '' };
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
