import { describe, expect, it } from 'vitest';
import { SIGNS } from '../../contract/zodiac.ts';
import { PLANETS } from '../../contract/vocabulary.ts';
import { dignitiesOf, type Dignity } from '../astro-rules.ts';
import { FAST_PLANETS, PLACEMENTS } from '../corpus/placements/index.ts';
import { QUALITY } from '../corpus/qualities.ts';
import { ASCENDANT } from '../corpus/placements/ascendant.ts';
import { splitSentences } from '../compose-chart.ts';

// The placement corpus: every planet by sign and by house in both voices, and the qualities its sentences are
// written around.

const NAMED: Record<Dignity, RegExp> = { domicile: /domicilio/g, exaltation: /exaltaci[óo]n|exaltad[oa]/g, detriment: /exilio/g, fall: /caída/g };
// Words that would speak to the chart's owner in a reading of someone else's chart.
const SECOND_PERSON = /(?<!\p{L})(tú|tu|tus|te|ti|contigo|naciste|eres|estás|tienes|sientes|vives)(?!\p{L})/iu;
// An -o/-a adjective right after "eres/estás…" would address the reader as male or female (gerunds are fine).
const GENDERED = /\b(eres|estás|te sientes|te vuelves|te quedas|pareces)\s+(muy |tan |más )?(?!\p{L}*nd[oa]\b)\p{L}+[oa]\b/iu;

const planets = PLANETS.filter((planet) => PLACEMENTS[planet]);

describe('qualities', () => {
  it('has three different definite phrases for every point in every sign, none repeated anywhere', () => {
    const seen = new Map<string, string>();
    for (const [point, bySign] of Object.entries(QUALITY)) {
      for (const sign of SIGNS) {
        expect(bySign[sign], `${point}/${sign}`).toHaveLength(3);
        for (const phrase of bySign[sign]) {
          expect(phrase, `${point}/${sign}`).toMatch(/^(el|la|las|los) \p{Ll}/u);
          expect(phrase, `${point}/${sign}`).not.toMatch(/(?<!\p{L})(tu|tus|su|sus|te|le)(?!\p{L})/u);
          expect(seen.get(phrase), `${point}/${sign}: «${phrase}» also in ${seen.get(phrase)}`).toBeUndefined();
          seen.set(phrase, `${point}/${sign}`);
        }
      }
    }
  });
});

describe('placement corpus', () => {
  it('reads every sign in three sentences for Sun…Mars and in one clause for the slower planets, each naming its dignity once', () => {
    let withDignity = 0;
    for (const planet of planets) {
      for (const voice of ['self', 'other'] as const) {
        for (const sign of SIGNS) {
          const texts = PLACEMENTS[planet]![voice].sign[sign];
          expect(texts, `${planet}/${voice}/${sign}`).toHaveLength(FAST_PLANETS.has(planet) ? 3 : 1);
          for (const text of texts) {
            if (FAST_PLANETS.has(planet)) expect(splitSentences(text), text).toHaveLength(1);
            else expect(text, text).not.toMatch(/[.:;]$/);
            const found = dignitiesOf(planet, sign);
            if (found.length) withDignity += 1;
            for (const dignity of Object.keys(NAMED) as Dignity[]) {
              expect(text.match(NAMED[dignity])?.length ?? 0, `${planet}/${voice}/${sign} ${dignity}: ${text}`).toBe(found.includes(dignity) ? 1 : 0);
            }
            // A slow planet's clause is completed after a semicolon, so it carries no stop of its own.
            if (!FAST_PLANETS.has(planet)) expect(text, text).not.toMatch(/[:;]/);
          }
        }
      }
    }
    // The 42 planet–sign pairs with a dignity: 24 of Sun…Mars, in three versions each, and 18 of the slower planets.
    expect(withDignity).toBe(2 * (24 * 3 + 18));
  });

  it('reads the Ascendant in three sentences per sign, in both voices', () => {
    for (const voice of ['self', 'other'] as const) {
      for (const sign of SIGNS) {
        expect(ASCENDANT[voice][sign], `${voice}/${sign}`).toHaveLength(3);
        for (const text of ASCENDANT[voice][sign]) {
          expect(splitSentences(text), text).toHaveLength(1);
          expect(text, text).not.toMatch(GENDERED);
          if (voice === 'other') expect(text.match(SECOND_PERSON), text).toBeNull();
        }
      }
    }
  });

  it('names its house in every house passage, around any quality of the planet, in good grammar', () => {
    for (const planet of planets) {
      for (const voice of ['self', 'other'] as const) {
        PLACEMENTS[planet]![voice].house.forEach((house, index) => {
          for (const sign of SIGNS) {
            for (const quality of QUALITY[planet][sign]) {
              const text = house(quality);
              expect(text, `${planet}/${voice}/${index + 1}`).toMatch(new RegExp(`\\bcasa ${index + 1}\\b`));
              expect(text).toContain(quality);
              expect(splitSentences(text), text).toHaveLength(1);
              // The slower planets' house passages follow their sign's clause, so their first letter is lowered.
              if (!FAST_PLANETS.has(planet)) expect(text, text).not.toMatch(/^(El Sol|La Luna|Mercurio|Venus|Marte|Júpiter|Saturno|Urano|Neptuno|Plutón)\b/);
            }
          }
        });
      }
    }
  });

  it('speaks of someone else in the third person, writes «del» and «al», and never assumes a gender', () => {
    for (const planet of planets) {
      for (const voice of ['self', 'other'] as const) {
        const texts = [
          ...SIGNS.flatMap((sign) => PLACEMENTS[planet]![voice].sign[sign]),
          ...PLACEMENTS[planet]![voice].house.map((house) => house('la calma')),
        ];
        for (const text of texts) {
          expect(text, text).not.toMatch(/(?<!\p{L})(de|a) el(?!\p{L})/iu);
          expect(text, text).not.toMatch(GENDERED);
          expect(text, text).not.toMatch(/(?<!\p{L})(muerte|morir|muere|enfermedad|enfermar|dinero|lotería|herencia|diagnóstico)(?!\p{L})/iu);
          if (voice === 'other') expect(text.match(SECOND_PERSON), text).toBeNull();
        }
      }
    }
  });

  it('never repeats a sentence of a sign or a house passage within a voice', () => {
    for (const voice of ['self', 'other'] as const) {
      const seen = new Map<string, string>();
      for (const planet of planets) {
        const texts: [string, string][] = [
          ...SIGNS.flatMap((sign) => PLACEMENTS[planet]![voice].sign[sign].map((text, i) => [`${planet}/${voice}/${sign}/${i}`, text] as [string, string])),
          ...PLACEMENTS[planet]![voice].house.map((house, i) => [`${planet}/${voice}/house${i + 1}`, house('la calma')] as [string, string]),
        ];
        for (const [label, text] of texts) {
          expect(seen.get(text), `${label} repeats ${seen.get(text)}`).toBeUndefined();
          seen.set(text, label);
        }
      }
    }
  });
});
