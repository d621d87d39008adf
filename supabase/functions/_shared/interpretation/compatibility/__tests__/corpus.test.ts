import { describe, expect, it } from 'vitest';
import { RELATION_CATEGORIES } from '../../../astro/compatibility-types.ts';
import { capitalize } from '../../../contract/vocabulary.ts';
import { splitSentences } from '../../compose-chart.ts';
import { CORPORA } from '../compose.ts';
import {
  DRIVERS, HEAT_RANK, INTENSITY_DRIVER, MOON_CAVEAT, MOON_OPEN, RANK_BOTTOM, RANK_EVEN, RANK_MIDDLE, RANK_TOP, SCORE_LINE, SPREAD,
} from '../corpus/frame.ts';
import { CATEGORY_WORDS } from '../corpus/points.ts';
import {
  COMPOSITE_ASPECT, COMPOSITE_INTRO, COMPOSITE_MOON, COMPOSITE_SUN, DAVISON_ASCENDANT, DAVISON_INTRO, DAVISON_MOON,
  DAVISON_MOON_OPEN, DAVISON_NO_TIME, DAVISON_SUN,
} from '../corpus/relationship-charts.ts';
import type { Fallback, Gist, Who } from '../corpus/types.ts';
import { sentenceKey } from './fixtures.ts';

const who: Who = { a: 'Marta', b: 'Íñigo', asp: 'un trígono', sa: 'Tauro', sb: 'Leo' };
const gist: Gist = { up: 'la ternura', down: 'el compromiso', heat: 'a fuego lento' };
const fallback: Fallback = { pa: 'la Venus de Marta', pb: 'el Marte de Íñigo', ra: 'la manera de querer', rb: 'el deseo' };

/** Every variant of every passage, with fixed facts, labelled by where it lives. */
function passages(): [string, string][] {
  const out: [string, string][] = [];
  const each = <T>(label: string, variants: readonly T[], write: (variant: T) => string) =>
    variants.forEach((variant, i) => out.push([`${label}/${i}`, write(variant)]));
  for (const category of RELATION_CATEGORIES) {
    const c = CORPORA[category];
    for (const band of ['low', 'mid', 'high'] as const) each(`${category}/summary/${band}`, c.summary[band], (t) => t(who, { ...gist, heat: c.heat[band] }));
    for (const [pair, entry] of Object.entries(c.pairs)) {
      for (const family of ['conjunction', 'flowing', 'tense'] as const) each(`${category}/${pair}/${family}`, entry[family], (t) => t(who));
    }
    for (const [family, frames] of Object.entries(c.fallback)) each(`${category}/fallback/${family}`, frames, (t) => t(who, fallback));
    for (const [house, texts] of Object.entries(c.houses)) each(`${category}/house/${house}`, texts!, (t) => capitalize(t(who, 'la Venus de Marta')));
    each(`${category}/noHousesOne`, c.noHousesOne, (t) => t(who));
    each(`${category}/noHousesBoth`, c.noHousesBoth, (t) => t(who));
    each(`${category}/elements/same`, c.elements.same, (t) => t(who, 'el fuego', 'el fuego'));
    each(`${category}/elements/complementary`, c.elements.complementary, (t) => t(who, 'el fuego', 'el aire'));
    each(`${category}/elements/contrasting`, c.elements.contrasting, (t) => t(who, 'el fuego', 'el agua'));
    each(`${category}/closing/easy`, c.closing.easy, (t) => t(who, gist));
    each(`${category}/closing/effort`, c.closing.effort, (t) => t(who, gist));
  }
  const cat = CATEGORY_WORDS.pareja;
  const other = { name: 'la amistad', harmony: 41, intensity: 62 };
  each('frame/score', SCORE_LINE, (t) => t({ a: 'Marta', b: 'Íñigo', cat, harmony: 57, intensity: 33 }));
  each('frame/drivers', DRIVERS, (t) => t({ up: ['el trígono entre el Sol de Marta y la Luna de Íñigo'], down: ['la cuadratura entre la Venus de Marta y el Saturno de Íñigo'], downFirst: false }));
  each('frame/heat', INTENSITY_DRIVER, (t) => t({ phrase: 'la oposición entre el Marte de Marta y el Plutón de Íñigo', again: null, share: 18 }));
  each('frame/heat-again', INTENSITY_DRIVER, (t) => t({ phrase: '', again: 'esa misma oposición', share: 18 }));
  const rank = { a: 'Marta', b: 'Íñigo', cat, above: [other], below: [{ ...other, name: 'el trabajo', harmony: 30 }] };
  each('frame/rank-top', RANK_TOP, (t) => t({ ...rank, above: [] }));
  each('frame/rank-bottom', RANK_BOTTOM, (t) => t({ ...rank, below: [] }));
  each('frame/rank-middle', RANK_MIDDLE, (t) => t(rank));
  each('frame/rank-even', RANK_EVEN, (t) => t({ ...rank, above: [], below: [], harmony: 50 }));
  each('frame/spread', SPREAD, (t) => t({ a: 'Marta', b: 'Íñigo', cat, close: ['la familia'], far: { name: 'el trabajo', gap: 14, lower: true, reason: 'allí pesa mucho más la cuadratura entre la Luna de Marta y el Saturno de Íñigo' }, maxGap: 14 }));
  each('frame/heat-rank', HEAT_RANK, (t) => t({ cat, intensity: 33, top: other, position: 'middle' }));
  each('frame/moon', MOON_CAVEAT, (t) => t({ name: 'Íñigo', percent: 35, signs: ['Tauro', 'Géminis'], about: 'su trígono con el Sol de Marta' }));
  each('frame/moon-sign', MOON_CAVEAT, (t) => t({ name: 'Íñigo', percent: 60, signs: ['Tauro'], about: 'su trígono con el Sol de Marta' }));
  each('frame/moon-open', MOON_OPEN, (t) => t({ name: 'Íñigo', percent: 35, signs: ['Tauro', 'Géminis'] }));
  const plain = { a: 'Marta', b: 'Íñigo', asp: '', sa: '', sb: '' };
  out.push(['composite/intro', COMPOSITE_INTRO(plain)], ['davison/intro', DAVISON_INTRO(plain)], ['davison/no-time', DAVISON_NO_TIME()]);
  out.push(['davison/moon-open', DAVISON_MOON_OPEN('Tauro o Géminis')]);
  for (const element of ['fire', 'earth', 'air', 'water'] as const) {
    out.push([`composite/sun/${element}`, COMPOSITE_SUN[element]('Leo')], [`composite/moon/${element}`, COMPOSITE_MOON[element]('Leo')]);
    out.push([`davison/sun/${element}`, DAVISON_SUN[element]('Leo')], [`davison/moon/${element}`, DAVISON_MOON[element]('Leo')], [`davison/asc/${element}`, DAVISON_ASCENDANT[element]('Leo')]);
  }
  for (const [family, text] of Object.entries(COMPOSITE_ASPECT)) out.push([`composite/aspect/${family}`, text('el Sol', 'la Luna')]);
  return out;
}

describe('compatibility corpus', () => {
  it('has two or three variants of every pair text for all three aspect families, in every category, with the signature pairs of each', () => {
    for (const category of RELATION_CATEGORIES) {
      const pairs = CORPORA[category].pairs;
      expect(Object.keys(pairs).length).toBeGreaterThanOrEqual(12);
      for (const entry of Object.values(pairs)) {
        expect(entry.theme).toMatch(/^(el|la|lo) /);
        for (const family of ['conjunction', 'flowing', 'tense'] as const) expect(entry[family].length).toBeGreaterThanOrEqual(2);
      }
    }
    expect(CORPORA.pareja.pairs['venus-mars']).toBeDefined();
    expect(CORPORA.amigos.pairs['mercury-jupiter']).toBeDefined();
    expect(CORPORA.familia.pairs['moon-moon']).toBeDefined();
    expect(CORPORA.trabajo.pairs['mercury-saturn']).toBeDefined();
  });

  it('never uses one sentence twice anywhere in the corpus, so no two categories or variants can share one', () => {
    const seen = new Map<string, string>();
    for (const [label, text] of passages()) {
      for (const sentence of splitSentences(text).map(sentenceKey)) {
        expect(seen.get(sentence), `«${sentence}» in ${label} and ${seen.get(sentence)}`).toBeUndefined();
        seen.set(sentence, label);
      }
    }
    expect(seen.size).toBeGreaterThan(1000);
  });

  it('writes in neutral Spanish: no vosotros, no «de el»/«a el», no gender hedging, names never swallowed', () => {
    for (const [label, text] of passages()) {
      // Whitespace, not \b: without the u flag \b sees «enfría el» as «…a el».
      expect(text, label).not.toMatch(/(^|\s)((de|a) el|vosotros|vosotras|os|acordad)\s/i);
      expect(text, label).not.toMatch(/(?<!\p{L})(\p{L}+)(o|os) o (una? |las? )?\1(a|as)(?!\p{L})|\p{L}\((a|as)\)|\p{L}(o|os)\/(a|as)(?!\p{L})/u);
      expect(text, label).toMatch(/^[¿¡«A-ZÁÉÍÓÚÑ]/);
      expect(text.trim(), label).toMatch(/[.!?»]$/);
    }
  });
});
