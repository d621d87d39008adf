import { describe, expect, it } from 'vitest';
import { DECK, findCard } from '../deck.ts';
import { cryptoRandomIndex, drawCard } from '../draw.ts';
import { composeReading, parseAiReading, aiPromptForCard } from '../reading.ts';

describe('the deck', () => {
  it('has the 78 cards of the Rider–Waite–Smith tradition, each unique', () => {
    expect(DECK).toHaveLength(78);
    expect(new Set(DECK.map((c) => c.id)).size).toBe(78);
    expect(new Set(DECK.map((c) => c.name)).size).toBe(78);
    expect(DECK.filter((c) => c.arcana === 'major').map((c) => c.number)).toEqual(Array.from({ length: 22 }, (_, i) => i));
    for (const suit of ['bastos', 'copas', 'espadas', 'oros']) {
      expect(DECK.filter((c) => c.suit === suit).map((c) => c.number)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    }
  });

  it('names cards in Spanish, with Strength as 8 and Justice as 11', () => {
    expect(findCard('el-loco')?.name).toBe('El Loco');
    expect(findCard('la-sacerdotisa')?.number).toBe(2);
    expect(findCard('la-fuerza')?.number).toBe(8);
    expect(findCard('la-justicia')?.number).toBe(11);
    expect(findCard('as-de-copas')?.name).toBe('As de Copas');
    expect(findCard('dos-de-bastos')?.name).toBe('Dos de Bastos');
    expect(findCard('rey-de-oros')?.name).toBe('Rey de Oros');
    expect(findCard('sota-de-espadas')?.element).toBe('aire');
  });

  it('gives every card keywords, both meanings and both actions, all distinct', () => {
    for (const card of DECK) {
      expect(card.id).toMatch(/^[a-z0-9-]+$/);
      expect(card.keywords.length, card.id).toBeGreaterThanOrEqual(3);
      for (const text of [card.upright, card.reversed, card.practicalAction, card.reversedAction]) {
        expect(text.trim().length, card.id).toBeGreaterThan(30);
        expect(text, card.id).toMatch(/[.!?]$/);
      }
    }
    for (const field of ['upright', 'reversed', 'practicalAction', 'reversedAction'] as const) {
      expect(new Set(DECK.map((c) => c[field])).size, field).toBe(78);
    }
  });

  it('never predicts death, illness or money as fate', () => {
    for (const card of DECK) {
      const text = `${card.upright} ${card.reversed}`.toLowerCase();
      expect(text, card.id).not.toMatch(/\b(morirás|enfermarás|ganarás dinero|perderás dinero|lotería)\b/);
    }
  });
});

describe('the draw', () => {
  it('maps the random source onto the deck and the orientation', () => {
    const values = [0, 1];
    expect(drawCard(() => values.shift()!)).toEqual({ card: DECK[0], reversed: true });
    const last = [77, 0];
    expect(drawCard(() => last.shift()!)).toEqual({ card: DECK[77], reversed: false });
  });

  it('rejects values from the incomplete last block, so no card is favoured', () => {
    const limit = 2 ** 32 - (2 ** 32 % 78);
    const sequence = [limit, 2 ** 32 - 1, 5];
    expect(cryptoRandomIndex(78, () => sequence.shift()!)).toBe(5);
    expect(sequence).toEqual([]);
    expect(cryptoRandomIndex(78, () => limit - 1)).toBe((limit - 1) % 78);
  });

  it('covers every card with the real source', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 5000 && seen.size < 78; i += 1) seen.add(cryptoRandomIndex(78));
    expect(seen.size).toBe(78);
    expect(() => cryptoRandomIndex(0)).toThrow(RangeError);
  });
});

describe('the reading text', () => {
  const card = findCard('la-estrella')!;

  it('uses the meaning and action of the drawn orientation', () => {
    const upright = composeReading(card, false);
    const reversed = composeReading(card, true);
    expect(upright.interpretation).toContain(card.upright);
    expect(upright.interpretation).toContain('al derecho');
    expect(upright.practicalAction).toBe(card.practicalAction);
    expect(reversed.interpretation).toContain(card.reversed);
    expect(reversed.interpretation).toContain('invertida');
    expect(reversed.practicalAction).toBe(card.reversedAction);
  });

  it('gives the AI provider the card facts and asks for JSON', () => {
    const prompt = aiPromptForCard(card, true);
    expect(prompt.user).toContain('La Estrella');
    expect(prompt.user).toContain(card.reversed);
    expect(prompt.system).toContain('JSON');
  });

  it('accepts a well-formed AI reading and refuses anything else', () => {
    const good = { interpretation: 'Hoy la carta te invita a descansar la mirada en lo que sí está creciendo. '.repeat(4), practicalAction: 'Escribe una intención sencilla para esta semana.' };
    expect(parseAiReading(JSON.stringify(good))).toEqual({ interpretation: good.interpretation.trim(), practicalAction: good.practicalAction });
    expect(parseAiReading('```json\n' + JSON.stringify(good) + '\n```')).not.toBeNull();
    expect(parseAiReading('no es JSON')).toBeNull();
    expect(parseAiReading(JSON.stringify({ interpretation: 'corto', practicalAction: 'x' }))).toBeNull();
    expect(parseAiReading(JSON.stringify({ ...good, interpretation: `${good.interpretation}<script>alert(1)</script>` }))).toBeNull();
    expect(parseAiReading(JSON.stringify({ interpretation: good.interpretation }))).toBeNull();
  });
});
