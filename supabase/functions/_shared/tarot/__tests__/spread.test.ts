import { describe, expect, it } from 'vitest';
import { DECK, findCard } from '../deck.ts';
import { nameInSentence } from '../reading.ts';
import { composeSpread, drawSpread, POSITION_NAMES, SPREAD_POSITIONS, spreadText, type Spread } from '../spread.ts';
import { MAJOR_IDS } from '../types.ts';

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);
const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** Whole words only; \b would treat accented letters as boundaries and find «os» inside «sueños». */
const words = (alternatives: string) => new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, 'iu');
const ORIENTATIONS = [false, true] as const;

/** All 468 texts of the spread, each with where it belongs. */
const CORPUS = DECK.flatMap((card) =>
  SPREAD_POSITIONS.flatMap((position) =>
    ORIENTATIONS.map((reversed) => ({
      card,
      position,
      reversed,
      where: `${card.id} ${position} ${reversed ? 'reversed' : 'upright'}`,
      text: spreadText(card.id, position, reversed),
    })),
  ),
);

/** Every sentence of the daily texts (text/*.ts): the spread may not repeat any of them. */
const DAILY_SENTENCES = new Set(
  DECK.flatMap((card) =>
    [card.image, ...[card.upright, card.reversed].flatMap((t) => [t.meaning, t.question, t.action])].flatMap((text) => sentences(text.replace(/\n\n/g, ' '))),
  ),
);

/** A small seeded generator, so the sampled spreads are the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n);
  };
}

const dates = (start: string, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

const card = (id: string) => findCard(id)!;
const lay = (...cards: [string, boolean][]) => cards.map(([id, reversed]) => ({ card: card(id), reversed })) as unknown as Spread;

describe('the spread’s places and texts', () => {
  it('lays situation, obstacle and advice, named in Spanish', () => {
    expect(SPREAD_POSITIONS).toEqual(['situation', 'obstacle', 'advice']);
    expect(SPREAD_POSITIONS.map((p) => POSITION_NAMES[p])).toEqual(['Situación', 'Obstáculo', 'Consejo']);
  });

  it('keys the majors by the deck’s own ids', () => {
    expect([...MAJOR_IDS]).toEqual(DECK.filter((c) => c.arcana === 'major').map((c) => c.id));
  });

  it('has a text for every card, place and orientation: 78 × 3 × 2, all different', () => {
    expect(CORPUS).toHaveLength(468);
    for (const { where, text } of CORPUS) expect(typeof text, where).toBe('string');
    expect(new Set(CORPUS.map((t) => t.text)).size).toBe(468);
    expect(() => spreadText('no-existe', 'situation', false)).toThrow(RangeError);
    expect(() => spreadText('once-de-copas', 'advice', true)).toThrow(RangeError);
  });

  it('keeps each text to 1–3 sentences and 25–55 words', () => {
    for (const { where, text } of CORPUS) {
      expect(sentences(text).length, where).toBeGreaterThanOrEqual(1);
      expect(sentences(text).length, where).toBeLessThanOrEqual(3);
      expect(countWords(text), where).toBeGreaterThanOrEqual(25);
      expect(countWords(text), where).toBeLessThanOrEqual(55);
    }
  });

  it('writes clean sentences: capital start, final stop, no doubled spaces, no «de el» or «a el»', () => {
    for (const { where, text } of CORPUS) {
      expect(text, where).toMatch(/^[¿«A-ZÁÉÍÓÚÑ].*[.!?»]$/);
      expect(text, where).not.toMatch(/ {2}|\s[.,;:]|\n/);
      expect(text, where).not.toMatch(words('de el|a el'));
      for (const sentence of sentences(text)) expect(sentence, where).toMatch(/^[¿«A-ZÁÉÍÓÚÑ]/);
    }
  });

  it('never repeats a sentence: not between two texts of the spread, not from the daily texts', () => {
    const owner = new Map<string, string>();
    for (const { where, text } of CORPUS) {
      for (const sentence of sentences(text)) {
        expect(DAILY_SENTENCES.has(sentence), `«${sentence}» in ${where} is also a daily text`).toBe(false);
        const earlier = owner.get(sentence);
        if (earlier) expect.fail(`«${sentence}» in ${where} and ${earlier}`);
        owner.set(sentence, where);
      }
    }
  });

  it('shares no run of six words between two texts, so no card reads as another’s sentence with its name swapped', () => {
    const owner = new Map<string, string>();
    for (const { where, text } of CORPUS) {
      const w = text.toLowerCase().replace(/[^\p{L}\s]/gu, ' ').split(/\s+/).filter(Boolean);
      for (let i = 0; i + 6 <= w.length; i += 1) {
        const run = w.slice(i, i + 6).join(' ');
        const earlier = owner.get(run);
        if (earlier && earlier !== where) expect.fail(`«${run}» in ${where} and ${earlier}`);
        owner.set(run, where);
      }
    }
  });

  it('varies how the texts open: in each place, no two first words start more than four texts', () => {
    for (const position of SPREAD_POSITIONS) {
      const byOpening = new Map<string, string[]>();
      for (const { where, text } of CORPUS.filter((t) => t.position === position)) {
        const opening = text.toLowerCase().match(/^[^\p{L}]*(\p{L}+)[^\p{L}]+(\p{L}+)/u)!.slice(1).join(' ');
        byOpening.set(opening, [...(byOpening.get(opening) ?? []), where]);
      }
      for (const [opening, where] of byOpening) expect(where.length, `«${opening}…»: ${where.join(', ')}`).toBeLessThanOrEqual(4);
    }
  });

  it('speaks to the reader as tú, in Spanish shared by Spain and Latin America, without gender hedging', () => {
    for (const { where, text } of CORPUS) {
      expect(text, where).not.toMatch(words('usted|ustedes|vosotros|vosotras|os|vuestr\\p{L}*'));
      expect(text, where).not.toMatch(words('móvil|ordenador|celular|coger|coge|coges|cógelo|cógela|guay|chévere|plata'));
      // «-o o -a» and its written shortcuts: «cansado o cansada», «cansado/a», «cansad@», «cansadx», «cansado(a)».
      expect(text, where).not.toMatch(/(?<!\p{L})(\p{L}+)[oa]s? o \1[oa]s?(?!\p{L})/iu);
      expect(text, where).not.toMatch(/\p{L}(o\/a|a\/o|os\/as|@|\((a|as|o|os)\))|\p{L}x(?:s)?(?!\p{L})/iu);
    }
  });

  it('foretells nothing: no death, illness, money or job announced, no promise of what will happen', () => {
    // A spread describes where things stand and what the reader can do; it never says what is coming. Forbidden:
    // the words of death and illness, the futures of gaining, losing and receiving, luck by lottery or
    // inheritance, a job won or lost, and the impersonal futures of arrival (llegará, vendrá…) a forecast needs.
    const PROMISES = words(
      'muert\\p{L}*|morir\\p{L}*|muer[ae]s?|fallec\\p{L}*|enferm\\p{L}*|diagn[oó]stic\\p{L}*|curar[aá]s|sanar[aá]s|' +
        'ganar[aá]s|perder[aá]s|cobrar[aá]s|recibir[aá]s|conseguir[aá]s|heredar[aá]s|encontrar[aá]s|conocer[aá]s|te tocar[aá]|' +
        'loter[ií]a|herencia|ascenso|despidos?|te despid(e|en|an|ieron|ir[aá]n)|contratar[aá]n|' +
        'vas a (ganar|perder|recibir|conocer|encontrar|conseguir|cobrar|enfermar|morir|curarte|sanar)|' +
        'llegar[aá]n?|vendr[aá]n?|ocurrir[aá]n?|suceder[aá]n?|pasar[aá]n?',
    );
    expect(PROMISES.test('Pronto llegará el dinero.')).toBe(true);
    expect(PROMISES.test('Ganarás lo que pierdes.')).toBe(true);
    expect(PROMISES.test('Llega hasta el final del camino.')).toBe(false);
    for (const { where, text } of CORPUS) expect(text, where).not.toMatch(PROMISES);
  });
});

describe('drawSpread', () => {
  it('draws three different cards, each with its own orientation', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const spread = drawSpread(seeded(seed));
      expect(new Set(spread.map((c) => c.card.id)).size).toBe(3);
    }
    // Always the first card left, upright: the first three cards of the deck in order.
    expect(drawSpread(() => 0).map((c) => [c.card.id, c.reversed])).toEqual([['el-loco', false], ['el-mago', false], ['la-sacerdotisa', false]]);
  });
});

describe('composeSpread', () => {
  const minors: Spread = lay(['tres-de-copas', false], ['cinco-de-espadas', false], ['rey-de-oros', false]);

  it('puts each card’s text in its place, in the orientation drawn', () => {
    const spread = lay(['la-torre', false], ['ocho-de-espadas', true], ['as-de-bastos', false]);
    const reading = composeSpread(spread, '2026-04-02');
    expect(reading.cards.map((c) => [c.position, c.positionName, c.cardId, c.reversed])).toEqual([
      ['situation', 'Situación', 'la-torre', false],
      ['obstacle', 'Obstáculo', 'ocho-de-espadas', true],
      ['advice', 'Consejo', 'as-de-bastos', false],
    ]);
    expect(reading.cards.map((c) => c.text)).toEqual([
      spreadText('la-torre', 'situation', false),
      spreadText('ocho-de-espadas', 'obstacle', true),
      spreadText('as-de-bastos', 'advice', false),
    ]);
  });

  it('frames the same spread on the same date the same way, and differently across dates', () => {
    expect(composeSpread(minors, '2026-04-02')).toEqual(composeSpread(minors, '2026-04-02'));
    const framings = dates('2026-01-01', 60).map((date) => composeSpread(minors, date));
    expect(new Set(framings.map((r) => r.opening)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(framings.map((r) => r.closing)).size).toBeGreaterThanOrEqual(10);
  });

  it('names the three cards in the opening and says truly how many majors and which orientations came out', () => {
    const random = seeded(7);
    for (const date of dates('2026-02-01', 400)) {
      const spread = drawSpread(random);
      const { opening } = composeSpread(spread, date);
      const where = `${spread.map((c) => `${c.card.id}${c.reversed ? '↓' : ''}`).join(' ')} ${date}: ${opening}`;
      for (const { card: c } of spread) expect(opening, where).toContain(c.name);
      const majors = spread.filter((c) => c.card.arcana === 'major').length;
      if (majors === 0) expect(opening, where).toMatch(/arcanos menores|cartas de los palos|ningún arcano mayor/i);
      if (majors === 1) expect(opening, where).toMatch(/único arcano mayor|solo .* es un arcano mayor/);
      if (majors === 2) expect(opening, where).toMatch(/dos arcanos mayores/i);
      if (majors === 3) expect(opening, where).toMatch(/tres arcanos mayores|arcanos mayores los tres/i);
      const reversed = spread.filter((c) => c.reversed).length;
      if (reversed === 0) expect(opening, where).toMatch(/al derecho|ninguna ha salido en posición invertida/i);
      if (reversed === 0) expect(opening, where).not.toMatch(/(?<!ninguna ha salido en posición )invertid|del revés/i);
      if (reversed === 3) expect(opening, where).toMatch(/invertid|del revés/);
      if (reversed === 3) expect(opening, where).not.toMatch(/al derecho/);
      if (reversed === 1 || reversed === 2) {
        const odd = spread.findIndex((c) => c.reversed === (reversed === 1));
        const place = ['situación', 'obstáculo', 'consejo'][odd];
        expect(opening, where).toMatch(new RegExp(`${place}|${spread[odd].card.name}`));
      }
    }
  });

  it('reads the elements truly: the one they share, or the one missing', () => {
    const water = composeSpread(lay(['la-luna', false], ['dos-de-copas', false], ['el-colgado', true]), '2026-04-02');
    expect(water.closing).toMatch(/el agua/);
    const noEarth = composeSpread(lay(['as-de-bastos', false], ['dos-de-copas', false], ['tres-de-espadas', false]), '2026-04-02');
    expect(noEarth.closing).toMatch(/la tierra|el cuerpo, el trabajo/);
    for (const date of dates('2026-05-01', 40)) {
      const { closing } = composeSpread(lay(['as-de-oros', false], ['dos-de-oros', false], ['tres-de-copas', false]), date);
      expect(closing, closing).toMatch(/la tierra|de tierra/);
      expect(closing, closing).not.toMatch(/fuego|aire/);
    }
  });

  it('keeps the framing grammatical and varied over many spreads: no «de el», no gaps, no two sentences repeated inside one reading', () => {
    const random = seeded(2026);
    const openings = new Set<string>();
    for (const date of dates('2026-01-01', 1500)) {
      const reading = composeSpread(drawSpread(random), date);
      openings.add(reading.opening);
      for (const text of [reading.opening, reading.closing]) {
        expect(text).not.toMatch(words('de el|a el|undefined|null'));
        expect(text).not.toMatch(/ {2}|\s[.,;:]|\.\./);
        for (const sentence of sentences(text)) expect(sentence, text).toMatch(/^[«A-ZÁÉÍÓÚÑ].*[.!?]$/);
        const parts = sentences(text);
        expect(new Set(parts).size, text).toBe(parts.length);
      }
    }
    expect(openings.size).toBeGreaterThan(1000);
  });

  it('refuses a spread with a repeated card or a date that is not one', () => {
    expect(() => composeSpread(lay(['el-sol', false], ['el-sol', true], ['la-luna', false]), '2026-04-02')).toThrow(RangeError);
    expect(() => composeSpread(minors, '2 de abril')).toThrow(RangeError);
  });

  it('writes names with their article in the middle of a sentence and capitalises them at its start', () => {
    const names = (spread: Spread) => dates('2026-01-01', 80).map((date) => composeSpread(spread, date).opening).join(' ');
    const text = names(minors);
    expect(text).toMatch(/el Tres de Copas/);
    expect(text).toMatch(/(^|\. )El Tres de Copas/);
    expect(text).toMatch(/el Cinco de Espadas/);
    const majors = names(lay(['el-loco', false], ['la-torre', false], ['dos-de-copas', false]));
    expect(majors).toMatch(nameInSentence(card('el-loco')));
    expect(majors).not.toMatch(/ de El | a El /);
  });
});
