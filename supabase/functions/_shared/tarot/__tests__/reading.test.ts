import { describe, expect, it } from 'vitest';
import { DECK, findCard } from '../deck.ts';
import { aiPromptForCard, composeReading, framingIndex, parseAiReading } from '../reading.ts';

const day = (date: string, userId = 'user-1') => ({ userId, date });
const paragraphs = (text: string) => text.split('\n\n');
const ORIENTATION_WORDS = /invertid|se invierte|invertirse|al revés|del revés|al derecho|vuelt[ao] la carta/gi;
/** The dates of `count` consecutive days from `start`. */
const consecutiveDays = (start: string, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

describe('composeReading', () => {
  const star = findCard('la-estrella')!;

  it('frames the meaning of the orientation drawn and gives its action', () => {
    const upright = composeReading(star, false, day('2026-03-01'));
    const reversed = composeReading(star, true, day('2026-03-01'));
    expect(upright.interpretation).toContain(star.upright.meaning);
    expect(upright.interpretation).not.toContain(star.reversed.meaning);
    expect(upright.practicalAction).toBe(star.upright.action);
    expect(reversed.interpretation).toContain(star.reversed.meaning);
    expect(reversed.interpretation).not.toContain(star.upright.meaning);
    expect(reversed.practicalAction).toBe(star.reversed.action);
    expect(paragraphs(upright.interpretation)).toHaveLength(4);
  });

  it('says the orientation once: in the opening, or only in the meaning when the meaning already says it', () => {
    for (const card of DECK) {
      for (const reversed of [false, true]) {
        for (const date of ['2026-05-10', '2026-05-11']) {
          const [opening, firstParagraph] = paragraphs(composeReading(card, reversed, day(date)).interpretation);
          const firstSentence = firstParagraph.split(/(?<=[.!?])\s/)[0];
          const said = `${opening} ${firstSentence}`.match(ORIENTATION_WORDS) ?? [];
          expect(said, `${card.id} ${reversed ? 'invertida' : 'al derecho'}: ${opening}`).toHaveLength(1);
          expect(opening, card.id).toMatch(reversed ? /^(?!.*al derecho)/ : /^(?!.*invertid)/);
        }
      }
    }
  });

  it('puts the right article before a minor card, capitalised at the start of a sentence', () => {
    const openings = (id: string) => consecutiveDays('2026-01-01', 40).map((date) => paragraphs(composeReading(findCard(id)!, false, day(date)).interpretation)[0]);
    expect(openings('dos-de-copas').join(' ')).toMatch(/(es|con|dado|salido) el Dos de Copas/);
    expect(openings('dos-de-copas').join(' ')).toMatch(/^El Dos de Copas |\s El Dos de Copas /);
    expect(openings('sota-de-oros').join(' ')).toMatch(/(es|con|dado|salido) la Sota de Oros/);
    expect(openings('reina-de-espadas').join(' ')).toMatch(/La Reina de Espadas (sale|es)/);
    expect(openings('la-luna').join(' ')).toMatch(/es La Luna/);
  });

  it('never repeats the opening or the closing paragraph on two consecutive days, for any user', () => {
    const card = findCard('el-ermitano')!;
    for (const userId of ['user-1', '8d0f9c1e-4b6a-4c53-9a55-2f1d3c7e9b10', 'x']) {
      const days = consecutiveDays('2025-12-20', 500);
      const framings = days.map((date) => {
        const parts = paragraphs(composeReading(card, false, day(date, userId)).interpretation);
        return { opening: parts[0], closing: parts[parts.length - 1] };
      });
      for (let i = 1; i < framings.length; i += 1) {
        expect(framings[i].opening, `${userId} ${days[i]}`).not.toBe(framings[i - 1].opening);
        expect(framings[i].closing, `${userId} ${days[i]}`).not.toBe(framings[i - 1].closing);
      }
      // Every paragraph of both pools turns up, so the framing really varies rather than alternating two texts.
      expect(new Set(framings.map((f) => f.opening)).size).toBe(8);
      expect(new Set(framings.map((f) => f.closing)).size).toBe(8);
    }
  });

  it('frames the same user and day the same way every time, and different users differently on some days', () => {
    const a = composeReading(star, true, day('2026-07-04', 'ana'));
    expect(composeReading(star, true, day('2026-07-04', 'ana'))).toEqual(a);
    const differs = consecutiveDays('2026-07-01', 30).some(
      (date) => composeReading(star, true, day(date, 'ana')).interpretation !== composeReading(star, true, day(date, 'bea')).interpretation,
    );
    expect(differs).toBe(true);
    expect(framingIndex('opening', 8, day('2026-07-04'))).toBeLessThan(8);
    expect(() => framingIndex('opening', 8, day('mañana'))).toThrow(RangeError);
  });

  it('writes clean Spanish for every card, orientation and framing', () => {
    for (const card of DECK) {
      for (const reversed of [false, true]) {
        for (const date of consecutiveDays('2026-02-01', 8)) {
          const { interpretation, practicalAction } = composeReading(card, reversed, day(date, card.id));
          expect(interpretation, card.id).not.toMatch(/(?<!\p{L})(de|a) el(?!\p{L})/iu);
          expect(interpretation, card.id).not.toMatch(/undefined|null|\s{3}| ,| \./);
          expect(interpretation.length, card.id).toBeLessThan(4000);
          expect(practicalAction.length, card.id).toBeGreaterThan(10);
        }
      }
    }
  });

  it('closes with something to take into the day, never a recital of the keywords the app already shows', () => {
    const wholeWord = (word: string) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu');
    for (const card of DECK) {
      for (const reversed of [false, true]) {
        const { keywords } = reversed ? card.reversed : card.upright;
        for (const date of consecutiveDays('2026-04-01', 16)) {
          const parts = paragraphs(composeReading(card, reversed, day(date, card.id)).interpretation);
          const closing = parts[parts.length - 1];
          // At most one keyword is handed over, in guillemets, and it is the orientation's core one.
          const quoted = [...closing.matchAll(/«([^»]+)»/g)].map((m) => m[1]);
          expect(quoted.length, closing).toBeLessThanOrEqual(1);
          if (quoted.length === 1) expect(quoted[0], card.id).toBe(keywords[0]);
          // The rest may meet a keyword by chance («una orden» beside El Emperador's «orden»), never a list of them.
          const rest = closing.replace(/«[^»]+»/g, '');
          expect(keywords.filter((word) => wholeWord(word).test(rest)).length, `${card.id}: ${closing}`).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('names the element of the card drawn, with its article and «del» contracted, when the closing speaks of it', () => {
    const closings = (id: string) =>
      consecutiveDays('2026-04-01', 60).map((date) => paragraphs(composeReading(findCard(id)!, false, day(date)).interpretation).at(-1)!);
    expect(closings('as-de-copas').join(' ')).toContain('Su elemento es el agua, el de las emociones');
    expect(closings('el-carro').join(' ')).toContain('Su elemento es el agua');
    expect(closings('diez-de-oros').join(' ')).toContain('Su elemento es la tierra, el del cuerpo');
    expect(closings('la-torre').join(' ')).toContain('Su elemento es el fuego, el del impulso');
  });
});

describe('aiPromptForCard', () => {
  const card = findCard('la-muerte')!;

  it('gives the model the card facts for the orientation drawn', () => {
    const { user } = aiPromptForCard(card, true);
    expect(user).toContain('La Muerte, arcano mayor XIII, en posición invertida');
    expect(user).toContain(card.image);
    expect(user).toContain(card.reversed.meaning.replace(/\n\n/g, ' '));
    expect(user).not.toContain(card.upright.meaning.split('\n\n')[0]);
    expect(user).toContain(card.reversed.question);
    expect(user).toContain(card.reversed.action);
    expect(user).toContain(card.reversed.keywords.join(', '));
    expect(user).toContain('Escorpio');
    expect(aiPromptForCard(findCard('tres-de-oros')!, false).user).toContain('arcano menor del palo de Oros, al derecho');
  });

  it('asks in Spanish for 120–220 words of JSON, in tú form, with no predictions or headings', () => {
    const { system } = aiPromptForCard(card, false);
    expect(system).toContain('{"interpretation": "...", "practicalAction": "..."}');
    expect(system).toMatch(/120 y 220 palabras/);
    expect(system).toMatch(/tuteando/);
    expect(system).toMatch(/salud, dinero, muerte/);
    expect(system).toMatch(/markdown/);
    expect(system).toMatch(/una sola vez/);
  });
});

describe('parseAiReading', () => {
  const good = {
    interpretation: 'Hoy La Estrella te invita a descansar la mirada en lo que sí está creciendo, sin exigirte certezas. '.repeat(3),
    practicalAction: 'Escribe una intención sencilla para esta semana y déjala a la vista.',
  };

  it('accepts a well-formed reading, trimmed and without extra fields', () => {
    expect(parseAiReading(JSON.stringify({ ...good, interpretation: `  ${good.interpretation}  `, mood: 'x' }))).toEqual({
      interpretation: good.interpretation.trim(),
      practicalAction: good.practicalAction,
    });
  });

  it('accepts JSON wrapped in a code fence', () => {
    expect(parseAiReading('```json\n' + JSON.stringify(good) + '\n```')).not.toBeNull();
  });

  it('accepts a short but complete reading like the one the function test sends', () => {
    const short = 'Hoy tu carta te invita a escuchar con calma lo que sientes, sin prisa por resolverlo todo. '.repeat(2);
    expect(parseAiReading(JSON.stringify({ interpretation: short, practicalAction: 'Da un paseo de diez minutos sin el teléfono.' }))).not.toBeNull();
  });

  it.each([
    ['text that is not JSON', 'Claro, aquí tienes tu lectura.'],
    ['a JSON array', JSON.stringify([good])],
    ['a missing action', JSON.stringify({ interpretation: good.interpretation })],
    ['a number for the action', JSON.stringify({ ...good, practicalAction: 42 })],
    ['an interpretation that is too short', JSON.stringify({ ...good, interpretation: 'Hoy, calma.' })],
    ['an interpretation that is too long', JSON.stringify({ ...good, interpretation: 'palabra '.repeat(400) })],
    ['an action that is too long', JSON.stringify({ ...good, practicalAction: 'Camina. '.repeat(60) })],
    ['blank text', JSON.stringify({ interpretation: ' '.repeat(300), practicalAction: good.practicalAction })],
    ['HTML', JSON.stringify({ ...good, interpretation: `${good.interpretation}<script>alert(1)</script>` })],
    ['a Markdown heading', JSON.stringify({ ...good, interpretation: `## Tu lectura\n${good.interpretation}` })],
  ])('refuses %s', (_, text) => {
    expect(parseAiReading(text)).toBeNull();
  });
});
