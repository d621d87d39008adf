import { describe, expect, it } from 'vitest';
import { DECK, findCard, type TarotCard } from '../deck.ts';

const TEXT_FIELDS = ['upright', 'reversed', 'practicalAction', 'reversedAction'] as const;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);
/** Whole words only; \b would treat accented letters as boundaries and find «os» inside «sueños». */
const words = (alternatives: string) => new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, 'iu');
const slug = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, '-');

describe('the deck', () => {
  it('has the 78 Rider–Waite–Smith cards: 22 majors in order and 14 cards in each of the four suits', () => {
    expect(DECK).toHaveLength(78);
    expect(new Set(DECK.map((c) => c.id)).size).toBe(78);
    expect(new Set(DECK.map((c) => c.name)).size).toBe(78);
    const majors = DECK.filter((c) => c.arcana === 'major');
    expect(majors.map((c) => c.number)).toEqual(Array.from({ length: 22 }, (_, i) => i));
    expect(majors.every((c) => c.suit === null)).toBe(true);
    expect(majors.map((c) => c.name)).toEqual([
      'El Loco', 'El Mago', 'La Sacerdotisa', 'La Emperatriz', 'El Emperador', 'El Hierofante', 'Los Enamorados',
      'El Carro', 'La Fuerza', 'El Ermitaño', 'La Rueda de la Fortuna', 'La Justicia', 'El Colgado', 'La Muerte',
      'La Templanza', 'El Diablo', 'La Torre', 'La Estrella', 'La Luna', 'El Sol', 'El Juicio', 'El Mundo',
    ]);
    for (const suit of ['bastos', 'copas', 'espadas', 'oros'] as const) {
      const cards = DECK.filter((c) => c.suit === suit);
      expect(cards.every((c) => c.arcana === 'minor')).toBe(true);
      expect(cards.map((c) => c.number)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    }
    expect(DECK.filter((c) => c.arcana === 'minor')).toHaveLength(56);
  });

  it('names the minor cards in Spanish, As to Rey, and derives every id from the name', () => {
    expect(DECK.filter((c) => c.suit === 'copas').map((c) => c.name.split(' de ')[0])).toEqual([
      'As', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve', 'Diez', 'Sota', 'Caballero', 'Reina', 'Rey',
    ]);
    expect(findCard('dos-de-bastos')?.name).toBe('Dos de Bastos');
    expect(findCard('rey-de-oros')?.name).toBe('Rey de Oros');
    expect(findCard('no-existe')).toBeUndefined();
    for (const card of DECK) {
      expect(card.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(card.id).toBe(slug(card.name));
    }
  });

  it('gives each suit its element and each major its traditional one', () => {
    const bySuit = { bastos: 'fuego', copas: 'agua', espadas: 'aire', oros: 'tierra' };
    for (const card of DECK) if (card.suit) expect(card.element, card.id).toBe(bySuit[card.suit]);
    const element = (id: string) => findCard(id)?.element;
    expect([element('el-loco'), element('la-sacerdotisa'), element('el-emperador'), element('el-hierofante')]).toEqual(['aire', 'agua', 'fuego', 'tierra']);
    expect([element('la-fuerza'), element('la-justicia'), element('la-muerte'), element('el-mundo')]).toEqual(['fuego', 'aire', 'agua', 'tierra']);
  });

  it('fills every field: 3–5 keywords, meanings of 2–4 sentences, one-sentence actions', () => {
    for (const card of DECK) {
      expect(card.keywords.length, card.id).toBeGreaterThanOrEqual(3);
      expect(card.keywords.length, card.id).toBeLessThanOrEqual(5);
      expect(new Set(card.keywords).size, card.id).toBe(card.keywords.length);
      for (const word of card.keywords) expect(word, card.id).toMatch(/^[a-záéíóúñü ]{3,24}$/);
      for (const field of ['upright', 'reversed'] as const) {
        expect(sentences(card[field]).length, `${card.id} ${field}`).toBeGreaterThanOrEqual(2);
        expect(sentences(card[field]).length, `${card.id} ${field}`).toBeLessThanOrEqual(4);
        expect(card[field].length, `${card.id} ${field}`).toBeGreaterThanOrEqual(120);
        expect(card[field].length, `${card.id} ${field}`).toBeLessThanOrEqual(360);
      }
      for (const field of ['practicalAction', 'reversedAction'] as const) {
        expect(sentences(card[field]), `${card.id} ${field}`).toHaveLength(1);
        expect(card[field].length, `${card.id} ${field}`).toBeGreaterThanOrEqual(60);
        expect(card[field].length, `${card.id} ${field}`).toBeLessThanOrEqual(170);
      }
      for (const field of TEXT_FIELDS) {
        expect(card[field], `${card.id} ${field}`).toMatch(/^[¿«A-ZÁÉÍÓÚÑ].*[.!?]$/s);
        expect(card[field], `${card.id} ${field}`).not.toMatch(/\s{2}|\s[.,;:]/);
      }
    }
  });

  it('never repeats a sentence, across cards or fields', () => {
    const owner = new Map<string, string>();
    for (const card of DECK) {
      for (const field of TEXT_FIELDS) {
        for (const sentence of sentences(card[field])) {
          expect(owner.get(sentence), `«${sentence}» in ${card.id} ${field}`).toBeUndefined();
          owner.set(sentence, `${card.id} ${field}`);
        }
      }
    }
  });

  it('speaks as tú and makes no predictions about health, money or death', () => {
    const everything = (card: TarotCard) => TEXT_FIELDS.map((field) => card[field]).join(' ');
    for (const card of DECK) {
      const text = everything(card);
      expect(text, card.id).not.toMatch(words('usted|ustedes|vosotros|vosotras|os'));
      expect(text, card.id).not.toMatch(words('morir|morirás|fallecer|enfermedad|enfermarás|diagnóstico|lotería|ganarás|perderás|te tocará|heredarás'));
      expect(text, card.id).not.toMatch(words('vas a (ganar|perder|recibir|conocer|enfermar)'));
    }
    expect(findCard('la-muerte')?.upright).toMatch(/final natural de una etapa/);
  });
});
