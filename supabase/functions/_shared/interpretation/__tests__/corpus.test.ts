import { describe, expect, it } from 'vitest';
import { ASCENDANT_IN_SIGN, MOON_IN_SIGN, SUN_IN_SIGN } from '../corpus/signs.ts';
import { PLANET_IN_SIGN } from '../corpus/planets-in-signs.ts';
import { PLANET_IN_HOUSE } from '../corpus/planets-in-houses.ts';
import { ASPECT_BODY, ASPECT_LEADS, MOON_ASPECT_TIME_CAVEAT, POINT_FUNCTION } from '../corpus/aspects.ts';
import {
  CHART_RULER, CLOSING_FRAME, CLOSING_QUESTION, ELEMENTS_BALANCED, ELEMENT_DOMINANT, ELEMENT_SCARCE, MODALITIES_BALANCED,
  MODALITY_DOMINANT, NORTH_NODE_HOUSE, NORTH_NODE_INTRO, NORTH_NODE_SIGN, RETROGRADE, SECTION_INTRO, UNKNOWN_TIME_EXPLANATION,
} from '../corpus/themes.ts';
import { PLANETS, ZODIAC } from '../names.ts';
import { splitSentences } from '../compose-chart.ts';

const SIGN_PLANETS = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;

/** Every fixed passage of the corpus, labelled, so uniqueness failures say where they are. */
function allPassages(): [string, string][] {
  const passages: [string, string][] = [];
  for (const sign of ZODIAC) {
    passages.push([`sun/${sign}`, SUN_IN_SIGN[sign]], [`moon/${sign}`, MOON_IN_SIGN[sign]], [`asc/${sign}`, ASCENDANT_IN_SIGN[sign]]);
    passages.push([`node/${sign}`, NORTH_NODE_SIGN[sign]]);
    for (const planet of SIGN_PLANETS) passages.push([`${planet}/${sign}`, PLANET_IN_SIGN[planet][sign]]);
  }
  for (const planet of PLANETS) PLANET_IN_HOUSE[planet].forEach((text, i) => passages.push([`${planet}/house${i + 1}`, text]));
  NORTH_NODE_HOUSE.forEach((text, i) => passages.push([`node/house${i + 1}`, text]));
  for (const planet of SIGN_PLANETS) passages.push([`retro/${planet}`, RETROGRADE[planet]]);
  for (const planet of PLANETS) passages.push([`ruler/${planet}`, CHART_RULER[planet]]);
  for (const element of ['fire', 'earth', 'air', 'water'] as const) {
    passages.push([`dominant/${element}`, ELEMENT_DOMINANT[element]], [`scarce/${element}`, ELEMENT_SCARCE[element]]);
    passages.push([`question/${element}`, CLOSING_QUESTION[element]]);
  }
  for (const modality of ['cardinal', 'fixed', 'mutable'] as const) passages.push([`modality/${modality}`, MODALITY_DOMINANT[modality]]);
  passages.push(['elements-balanced', ELEMENTS_BALANCED], ['modalities-balanced', MODALITIES_BALANCED], ['node-intro', NORTH_NODE_INTRO]);
  passages.push(['closing', CLOSING_FRAME], ['moon-caveat', MOON_ASPECT_TIME_CAVEAT]);
  UNKNOWN_TIME_EXPLANATION.forEach((text, i) => passages.push([`unknown-time/${i}`, text]));
  for (const [key, text] of Object.entries(SECTION_INTRO)) passages.push([`intro/${key}`, text]);
  for (const [type, variants] of Object.entries(ASPECT_BODY)) variants.forEach((text, i) => passages.push([`aspect/${type}/${i}`, text]));
  ASPECT_LEADS.forEach((text, i) => passages.push([`aspect-lead/${i}`, text]));
  return passages;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('interpretation corpus', () => {
  it('has Sun, Moon and Ascendant passages of 2–4 sentences for every sign', () => {
    for (const sign of ZODIAC) {
      for (const table of [SUN_IN_SIGN, MOON_IN_SIGN, ASCENDANT_IN_SIGN]) {
        const count = splitSentences(table[sign]).length;
        expect(count, `${sign}: ${table[sign]}`).toBeGreaterThanOrEqual(2);
        expect(count, `${sign}: ${table[sign]}`).toBeLessThanOrEqual(4);
      }
    }
  });

  it('has a 1–3 sentence passage for every planet from Mercury to Pluto in every sign', () => {
    for (const planet of SIGN_PLANETS) {
      for (const sign of ZODIAC) {
        const text = PLANET_IN_SIGN[planet][sign];
        expect(text?.trim().length, `${planet}/${sign}`).toBeGreaterThan(40);
        expect(splitSentences(text).length, `${planet}/${sign}`).toBeLessThanOrEqual(3);
      }
    }
  });

  it('has a 1–2 sentence passage naming its house for every planet from the Sun to Pluto in every house', () => {
    for (const planet of PLANETS) {
      expect(PLANET_IN_HOUSE[planet]).toHaveLength(12);
      PLANET_IN_HOUSE[planet].forEach((text, index) => {
        expect(text.trim().length, `${planet}/${index + 1}`).toBeGreaterThan(40);
        expect(splitSentences(text).length, `${planet}/${index + 1}`).toBeLessThanOrEqual(2);
        expect(text, `${planet}/${index + 1}`).toMatch(new RegExp(`\\bcasa ${index + 1}\\b`));
      });
    }
    NORTH_NODE_HOUSE.forEach((text, index) => expect(text).toMatch(new RegExp(`\\bcasa ${index + 1}\\b`)));
  });

  it('never repeats a passage or a sentence anywhere in the corpus', () => {
    const seenPassages = new Map<string, string>();
    const seenSentences = new Map<string, string>();
    for (const [label, text] of allPassages()) {
      expect(seenPassages.get(text), `${label} duplicates ${seenPassages.get(text)}`).toBeUndefined();
      seenPassages.set(text, label);
      for (const sentence of splitSentences(text)) {
        const key = sentence.toLowerCase();
        expect(seenSentences.get(key), `${label}: "${sentence}" also in ${seenSentences.get(key)}`).toBeUndefined();
        seenSentences.set(key, label);
      }
    }
  });

  it('uses planet function phrases that compose into plain Spanish', () => {
    for (const [point, phrase] of Object.entries(POINT_FUNCTION)) {
      expect(phrase, point).toMatch(/^(tu|la) /);
      // A "y" inside a phrase would turn "{a} y {b}" into an ambiguous chain of three.
      expect(phrase, point).not.toMatch(/\by\b/);
    }
    for (const variants of Object.values(ASPECT_BODY)) {
      for (const template of variants) expect(template).toMatch(/\{a\}|\{A\}/);
    }
  });

  it('stays away from health, money and death, and speaks to the reader without assuming gender', () => {
    for (const [label, text] of allPassages()) {
      expect(text, label).not.toMatch(/\b(muerte|morir|muere|enfermedad|enfermar|dinero|lotería|herencia|diagnóstico)\b/i);
      // An -o/-a adjective right after "eres/estás…" would address the reader as male or female (gerunds are fine).
      expect(text, label).not.toMatch(/\b(eres|estás|te sientes|te vuelves|te quedas)\s+(muy |tan |más )?(?!\p{L}*nd[oa]\b)\p{L}+[oa]\b/iu);
    }
  });

  it('is a corpus of substantial size', () => {
    const passages = allPassages();
    const totalWords = passages.reduce((sum, [, text]) => sum + words(text), 0);
    expect(passages.length).toBeGreaterThan(300);
    expect(totalWords).toBeGreaterThan(8000);
  });
});
