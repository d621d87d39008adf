import { describe, expect, it } from 'vitest';
import { DECK, findCard, type TarotCard } from '../deck.ts';
import type { OrientationText } from '../types.ts';

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);
/** Whole words only; \b would treat accented letters as boundaries and find «os» inside «sueños». */
const words = (alternatives: string) => new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, 'iu');
const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
const ORIENTATIONS = ['upright', 'reversed'] as const;
/** Every text of a card a reader sees, labelled by where it comes from. */
function texts(card: TarotCard): [string, string][] {
  const own = (o: (typeof ORIENTATIONS)[number], t: OrientationText): [string, string][] =>
    [[`${o}.meaning`, t.meaning], [`${o}.question`, t.question], [`${o}.action`, t.action]];
  return [['image', card.image], ...own('upright', card.upright), ...own('reversed', card.reversed)];
}
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

  it('fills every field to size: image 30–55 words, meanings of two paragraphs and 100–170 words, 150–250 words per orientation', () => {
    for (const card of DECK) {
      expect(countWords(card.image), `${card.id} image`).toBeGreaterThanOrEqual(30);
      expect(countWords(card.image), `${card.id} image`).toBeLessThanOrEqual(55);
      for (const orientation of ORIENTATIONS) {
        const text = card[orientation];
        const where = `${card.id} ${orientation}`;
        expect(text.keywords.length, where).toBeGreaterThanOrEqual(4);
        expect(text.keywords.length, where).toBeLessThanOrEqual(6);
        expect(new Set(text.keywords).size, where).toBe(text.keywords.length);
        for (const word of text.keywords) expect(word, where).toMatch(/^[a-záéíóúñü ]{2,28}$/);
        const paragraphs = text.meaning.split('\n\n');
        expect(paragraphs, where).toHaveLength(2);
        for (const paragraph of paragraphs) expect(paragraph.trim(), where).toBe(paragraph);
        expect(countWords(text.meaning), where).toBeGreaterThanOrEqual(100);
        expect(countWords(text.meaning), where).toBeLessThanOrEqual(170);
        const total = countWords(card.image) + countWords(text.meaning) + countWords(text.question) + countWords(text.action);
        expect(total, where).toBeGreaterThanOrEqual(150);
        expect(total, where).toBeLessThanOrEqual(250);
      }
    }
  });

  it('asks one question per orientation, ending in «?», and gives one action', () => {
    for (const card of DECK) {
      for (const orientation of ORIENTATIONS) {
        const { question, action } = card[orientation];
        // A clause may come before the «¿» (Si pudieras…, ¿qué…?); there is one question and it ends the text.
        expect(question, `${card.id} ${orientation}`).toMatch(/^[^¿?]*¿[^¿?]+\?$/);
        expect(action, `${card.id} ${orientation}`).toMatch(/^[A-ZÁÉÍÓÚÑ«¿].*[.!?]$/);
        expect(countWords(action), `${card.id} ${orientation}`).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it('asks for writing in at most 40% of the actions; the rest go through the body, a conversation, a walk, an object', () => {
    // A writing action is one that asks the reader to put words on paper or a screen: a form of escribir,
    // reescribir, anotar, apuntar (not «apúntate», to sign up), redactar, registrar or enumerar; taking notes;
    // a list, columns, a message or an email; or a written medium (paper, a sheet, a notebook, a journal).
    // Deliberately broad: a borderline case counts as writing.
    const WRITING = words(
      '(re)?escr[ií]b\\p{L}*|an[oó]t\\p{L}*|ap[uú]nt(a|ala|alo|alas|alos|ar|arla|arlo|ando)|redact\\p{L}*|reg[ií]str\\p{L}*|enumer\\p{L}*' +
        '|por escrito|notas|listas?|columnas?|mensajes?|correos?|papel|hoja|cuaderno|libreta|(tu|un|el|su) diario',
    );
    expect(WRITING.test('Anota un sueño al despertar.')).toBe(true);
    expect(WRITING.test('Reescríbelo con la mitad de palabras.')).toBe(true);
    expect(WRITING.test('Haz una lista de lo que cargas.')).toBe(true);
    expect(WRITING.test('Apúntate a una clase de prueba.')).toBe(false);
    expect(WRITING.test('Camina por un lugar que recorres a diario.')).toBe(false);
    const actions = DECK.flatMap((card) => ORIENTATIONS.map((o) => card[o].action));
    const writing = actions.filter((action) => WRITING.test(action));
    expect(writing.length / actions.length, writing.join('\n')).toBeLessThanOrEqual(0.4);
  });

  it('opens the actions with varied words: no first word starts more than five of them', () => {
    const byFirstWord = new Map<string, string[]>();
    for (const card of DECK) {
      for (const orientation of ORIENTATIONS) {
        const first = card[orientation].action.match(/^\p{L}+/u)![0].toLowerCase();
        byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), `${card.id} ${orientation}`]);
      }
    }
    for (const [word, where] of byFirstWord) expect(where.length, `«${word}»: ${where.join(', ')}`).toBeLessThanOrEqual(5);
  });

  it('places every minor card on its suit’s road: the upright meaning names another card of the suit', () => {
    const rankNames = ['As', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve', 'Diez', 'Sota', 'Caballero', 'Reina', 'Rey'];
    for (const card of DECK.filter((c) => c.arcana === 'minor')) {
      const others = rankNames.filter((_, index) => index + 1 !== card.number);
      // Case-sensitive: «el Dos decidía» is a card, «dos personas» is not.
      const namesAnother = new RegExp(`(?<!\\p{L})(${others.join('|')})(?!\\p{L})`, 'u');
      expect(card.upright.meaning, card.id).toMatch(namesAnother);
    }
  });

  it('gives the reversed card keywords of its own: none is also an upright keyword of the same card', () => {
    for (const card of DECK) {
      const upright = new Set(card.upright.keywords.map((k) => k.toLowerCase()));
      for (const word of card.reversed.keywords) expect(upright.has(word.toLowerCase()), `${card.id}: «${word}»`).toBe(false);
    }
  });

  it('writes clean sentences: capital start, final stop, no doubled spaces, no «de el» or «a el»', () => {
    for (const card of DECK) {
      for (const [field, text] of texts(card)) {
        expect(text, `${card.id} ${field}`).toMatch(/^[¿«A-ZÁÉÍÓÚÑ].*[.!?…»]$/s);
        expect(text, `${card.id} ${field}`).not.toMatch(/ {2}|\s[.,;:]|\n{3}/);
        expect(text, `${card.id} ${field}`).not.toMatch(words('de el|a el'));
      }
    }
  });

  it('never shares a sentence between two cards', () => {
    const owner = new Map<string, string>();
    for (const card of DECK) {
      for (const [field, text] of texts(card)) {
        for (const sentence of sentences(text.replace(/\n\n/g, ' '))) {
          const earlier = owner.get(sentence);
          if (earlier && !earlier.startsWith(`${card.id} `)) expect.fail(`«${sentence}» in ${card.id} ${field} and ${earlier}`);
          owner.set(sentence, `${card.id} ${field}`);
        }
      }
    }
  });

  it('speaks as tú and makes no predictions about health, money or death', () => {
    for (const card of DECK) {
      const text = texts(card).map(([, t]) => t).join(' ');
      expect(text, card.id).not.toMatch(words('usted|ustedes|vosotros|vosotras|os'));
      expect(text, card.id).not.toMatch(words('morirás|fallecerás|enfermarás|diagnóstico|lotería|ganarás|perderás|te tocará|heredarás'));
      expect(text, card.id).not.toMatch(words('vas a (ganar|perder|recibir|conocer|enfermar|morir)'));
    }
  });

  it('reads La Torre upright as an upheaval that frees, and gives it a reversed reading of its own', () => {
    const tower = findCard('la-torre')!;
    expect(tower.upright.meaning).toMatch(/derrumbe que libera/);
    expect(tower.upright.meaning).not.toMatch(/fluye con facilidad/);
    expect(tower.reversed.meaning).not.toMatch(/bloquead/);
    for (const card of DECK) expect(card.reversed.meaning, card.id).not.toMatch(/energía (está )?bloqueada/);
  });
});
