import { describe, expect, it } from 'vitest';
import { chartFromText } from '../../../astro/chart.ts';
import { computeCompatibility } from '../../../astro/compatibility.ts';
import { scoreCompatibility } from '../../../astro/compatibility-score.ts';
import { RELATION_CATEGORIES } from '../../../astro/compatibility-types.ts';
import { interAspectsOf } from '../../../astro/synastry.ts';
import type { NatalChart } from '../../../contract/chart.ts';
import { explainContacts } from '../contacts.ts';
import { aspectLabel, overlayLabel } from '../explain.ts';

// The scorer's contacts in Spanish: the title and the "por qué este número" the app shows under each score.

function chart(date: string, time: string | null, place: string): NatalChart {
  const result = chartFromText({ date, time, place });
  if (!result.ok) throw new Error(result.message);
  return result.chart;
}

const NAMES = { a: 'Ana', b: 'Luis' };
const noCertaintyLoss = { a: 1, b: 1 };

describe('explainContacts', () => {
  it('titles one Venus–Mars trine and states its numbers', () => {
    // Venus of a at 10° Aries, Mars of b at 11.5° Leo: a trine 1.5° from exact, 89 % of its strength left
    // (astro/__tests__/compatibility.test.ts works the amounts out by hand).
    const [aspect] = interAspectsOf([{ id: 'venus', longitude: 10, speed: 1.2 }], [{ id: 'mars', longitude: 131.5, speed: 0.6 }]);
    const { contacts } = scoreCompatibility({ aspects: [aspect], overlays: [], certainty: noCertaintyLoss });
    const pareja = explainContacts(contacts, NAMES).pareja;
    expect(pareja).toHaveLength(1);
    expect(pareja[0].label).toBe('Venus de Ana en trígono con Marte de Luis');
    expect(pareja[0].explanation).toContain('+2,8 de armonía');
    expect(pareja[0].explanation).toContain('89 %');
  });

  it('titles a point of one person in a house of the other', () => {
    const seventh = scoreCompatibility({ aspects: [], overlays: [{ guest: 'a', point: 'venus', house: 7 }], certainty: noCertaintyLoss });
    expect(explainContacts(seventh.contacts, NAMES).pareja[0].label).toBe('Venus de Ana en la casa 7 de Luis');
  });

  it('explains every contact shown, differently per category, and keeps the scorer\'s numbers and order', () => {
    const result = computeCompatibility(chart('1990-05-15', '14:30', 'Madrid, España'), chart('1988-11-02', '08:10', 'Buenos Aires, Argentina'));
    const explained = explainContacts(result.contacts, NAMES);
    for (const category of RELATION_CATEGORIES) {
      for (const c of explained[category]) expect(c.explanation).toMatch(/de armonía/);
      expect(explained[category].map((c) => [c.kind, c.harmony, c.intensity])).toEqual(result.contacts[category].map((c) => [c.kind, c.harmony, c.intensity]));
    }
    expect(explained.pareja.map((c) => c.label)).not.toEqual(explained.trabajo.map((c) => c.label));
  });
});

describe('contact labels', () => {
  it('open with a capital when a node leads, and keep it lowercase inside the sentence', () => {
    const aspect = { a: 'trueNode', b: 'trueNode', type: 'conjunction', orb: 1, maxOrb: 5, major: true, applying: null } as const;
    expect(aspectLabel(aspect, NAMES)).toBe('Nodo norte de Ana en conjunción con nodo norte de Luis');
    expect(overlayLabel({ guest: 'b', point: 'trueNode', house: 7 }, NAMES)).toBe('Nodo norte de Luis en la casa 7 de Ana');
  });
});
