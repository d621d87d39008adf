import { describe, expect, it } from 'vitest';
import { DECK, findCard } from '../deck.ts';
import { aiPromptForCard, composeReading, parseAiReading } from '../reading.ts';

describe('composeReading', () => {
  const star = findCard('la-estrella')!;

  it('tells the orientation drawn and uses its meaning and action', () => {
    const upright = composeReading(star, false);
    const reversed = composeReading(star, true);
    expect(upright.interpretation).toContain('La Estrella y ha salido al derecho');
    expect(upright.interpretation).toContain(star.upright);
    expect(upright.interpretation).not.toContain(star.reversed);
    expect(upright.practicalAction).toBe(star.practicalAction);
    expect(reversed.interpretation).toContain('ha salido invertida');
    expect(reversed.interpretation).toContain(star.reversed);
    expect(reversed.interpretation).not.toContain(star.upright);
    expect(reversed.practicalAction).toBe(star.reversedAction);
    expect(reversed.interpretation).not.toBe(upright.interpretation);
  });

  it('puts the right article before a minor card and names its suit and element', () => {
    expect(composeReading(findCard('dos-de-copas')!, false).interpretation).toMatch(/^Tu carta de hoy es el Dos de Copas /);
    expect(composeReading(findCard('sota-de-oros')!, false).interpretation).toMatch(/^Tu carta de hoy es la Sota de Oros /);
    expect(composeReading(findCard('reina-de-espadas')!, true).interpretation).toMatch(/^Tu carta de hoy es la Reina de Espadas /);
    expect(composeReading(findCard('la-luna')!, false).interpretation).toMatch(/^Tu carta de hoy es La Luna /);
    expect(composeReading(findCard('as-de-bastos')!, false).interpretation).toContain('como todo el palo de Bastos, al elemento fuego');
  });

  it('writes two short paragraphs for every card in both orientations', () => {
    for (const card of DECK) {
      for (const reversed of [false, true]) {
        const { interpretation, practicalAction } = composeReading(card, reversed);
        expect(interpretation.split('\n\n'), card.id).toHaveLength(2);
        expect(interpretation.length, card.id).toBeGreaterThan(400);
        expect(interpretation.length, card.id).toBeLessThan(1100);
        expect(interpretation, card.id).not.toMatch(/undefined|null|\s{3}/);
        expect(interpretation, card.id).toContain(card.keywords[0]);
        expect(practicalAction.length, card.id).toBeGreaterThan(10);
      }
    }
  });
});

describe('aiPromptForCard', () => {
  const card = findCard('la-muerte')!;

  it('gives the model the card facts for the orientation drawn', () => {
    const { user } = aiPromptForCard(card, true);
    expect(user).toContain('La Muerte, arcano mayor XIII, en posición invertida');
    expect(user).toContain(card.reversed);
    expect(user).not.toContain(card.upright);
    expect(user).toContain(card.reversedAction);
    expect(user).toContain(card.keywords.join(', '));
    expect(aiPromptForCard(findCard('tres-de-oros')!, false).user).toContain('arcano menor del palo de oros, al derecho');
  });

  it('asks in Spanish for 120–220 words of JSON, in tú form, with no predictions or headings', () => {
    const { system } = aiPromptForCard(card, false);
    expect(system).toContain('{"interpretation": "...", "practicalAction": "..."}');
    expect(system).toMatch(/120 y 220 palabras/);
    expect(system).toMatch(/tuteando/);
    expect(system).toMatch(/salud, dinero, muerte/);
    expect(system).toMatch(/markdown/);
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
