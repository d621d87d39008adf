import { describe, expect, it } from 'vitest';
import { ASPECT_TEXT_POINTS, PAIR_TEXTS, pairKey } from '../corpus/aspects/index.ts';
import { STELLIUM_IN_HOUSE } from '../corpus/synthesis.ts';
import { NORTH_NODE_HOUSE } from '../corpus/themes.ts';
import { aspectPassages, natalCorpusPassages, natalCorpusWords } from '../corpus/index.ts';
import { splitSentences } from '../compose-chart.ts';

const FAMILIES = ['conjunction', 'flowing', 'tense'] as const;

/** Every pair of points with aspect texts: Sun…Pluto and the two angles, except the angles with each other. */
function allPairs(): string[] {
  const pairs: string[] = [];
  ASPECT_TEXT_POINTS.forEach((a, i) => ASPECT_TEXT_POINTS.slice(i + 1).forEach((b) => {
    if (!(a === 'ascendant' && b === 'midheaven')) pairs.push(pairKey(a, b));
  }));
  return pairs;
}

/** What a reader gets for each pair and aspect: angle pairs read the tense text plus the square or opposition sentence. */
function aspectReadings(): [string, string][] {
  return Object.entries(PAIR_TEXTS).flatMap(([pair, texts]) => {
    const tense: [string, string][] = texts.square && texts.opposition
      ? [[`${pair}/square`, `${texts.tense} ${texts.square}`], [`${pair}/opposition`, `${texts.tense} ${texts.opposition}`]]
      : [[`${pair}/tense`, texts.tense]];
    return [[`${pair}/conjunction`, texts.conjunction], [`${pair}/flowing`, texts.flowing], ...tense];
  });
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('aspect corpus', () => {
  it('has its own text for every pair among Sun…Pluto and the angles, in every family', () => {
    const pairs = allPairs();
    expect(pairs).toHaveLength(65);
    expect(Object.keys(PAIR_TEXTS).sort()).toEqual([...pairs].sort());
    for (const pair of pairs) for (const family of FAMILIES) expect(PAIR_TEXTS[pair]?.[family]?.trim(), `${pair}/${family}`).toBeTruthy();
  });

  it('gives the angle pairs a sentence of their own for the square and for the opposition, and only them', () => {
    for (const [pair, texts] of Object.entries(PAIR_TEXTS)) {
      const withAngle = pair.endsWith('ascendant') || pair.endsWith('midheaven');
      expect(Boolean(texts.square), pair).toBe(withAngle);
      expect(Boolean(texts.opposition), pair).toBe(withAngle);
      if (withAngle) {
        expect(texts.square, pair).toMatch(/^En la cuadratura/);
        expect(texts.opposition, pair).toMatch(/^En la oposición/);
        expect(texts.tense, pair).not.toMatch(/oposición|cuadratura/);
      }
    }
  });

  it('gives each reading 45–90 words', () => {
    for (const [label, text] of aspectReadings()) {
      expect(words(text), label).toBeGreaterThanOrEqual(45);
      expect(words(text), label).toBeLessThanOrEqual(90);
    }
  });

  it('shares no sentence between two aspect texts, and no text is a template with names slotted in', () => {
    const seen = new Map<string, string>();
    for (const [label, text] of aspectPassages()) {
      expect(text, label).not.toMatch(/[{}]/);
      for (const sentence of splitSentences(text)) {
        const key = sentence.toLowerCase();
        expect(seen.get(key), `${label}: "${sentence}" also in ${seen.get(key)}`).toBeUndefined();
        seen.set(key, label);
      }
    }
    // Same opening words in many texts would read as one template: no five-word opening is used three times.
    const openings = new Map<string, number>();
    for (const [, text] of aspectPassages()) {
      const opening = text.toLowerCase().split(/\s+/).slice(0, 5).join(' ');
      openings.set(opening, (openings.get(opening) ?? 0) + 1);
    }
    expect([...openings].filter(([, count]) => count >= 3)).toEqual([]);
  });
});

describe('natal corpus', () => {
  it('names its house in every node and stellium passage', () => {
    NORTH_NODE_HOUSE.forEach((house, index) => expect(house('el aprendizaje')).toMatch(new RegExp(`\\bcasa ${index + 1}\\b`)));
    STELLIUM_IN_HOUSE.forEach((text, index) => expect(text).toMatch(new RegExp(`\\bcasa ${index + 1}\\b`)));
  });

  it('never repeats a passage or a sentence anywhere in the corpus', () => {
    const seenPassages = new Map<string, string>();
    const seenSentences = new Map<string, string>();
    for (const [label, text] of natalCorpusPassages()) {
      expect(seenPassages.get(text), `${label} duplicates ${seenPassages.get(text)}`).toBeUndefined();
      seenPassages.set(text, label);
      for (const sentence of splitSentences(text)) {
        const key = sentence.toLowerCase();
        expect(seenSentences.get(key), `${label}: "${sentence}" also in ${seenSentences.get(key)}`).toBeUndefined();
        seenSentences.set(key, label);
      }
    }
  });

  it('writes «del» and «al», never «de el» or «a el»', () => {
    for (const [label, text] of natalCorpusPassages()) expect(text, label).not.toMatch(/(?<!\p{L})(de|a) el(?!\p{L})/iu);
  });

  it('stays away from health, money and death, and speaks to the reader without assuming gender', () => {
    for (const [label, text] of natalCorpusPassages()) {
      expect(text, label).not.toMatch(/\b(muerte|morir|muere|enfermedad|enfermar|dinero|lotería|herencia|diagnóstico)\b/i);
      // An -o/-a adjective right after "eres/estás…" would address the reader as male or female (gerunds are fine).
      expect(text, label).not.toMatch(/\b(eres|estás|te sientes|te vuelves|te quedas|pareces)\s+(muy |tan |más )?(?!\p{L}*nd[oa]\b)\p{L}+[oa]\b/iu);
    }
  });

  it('is a corpus of substantial size', () => {
    const total = natalCorpusWords();
    expect(aspectPassages().reduce((sum, [, text]) => sum + words(text), 0)).toBeGreaterThan(11_000);
    expect(total).toBeGreaterThan(20_000);
  });
});
