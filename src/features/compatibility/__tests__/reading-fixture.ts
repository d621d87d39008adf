import { chartFromText } from '@core/astro/chart';
import { computeCompatibility } from '@core/astro/compatibility';
import { composeCompatibilityReading } from '@core/interpretation/compatibility/compose';
import { explainContacts } from '@core/interpretation/compatibility/contacts';
import type { NatalChart } from '@core/contract/chart';
import type { CompatibilityReadingData, Person, RelationCategory } from '../types';

// A reading computed by the real engine for two people, shaped as generate-compatibility returns it.

function chart(date: string, time: string | null, place: string): NatalChart {
  const result = chartFromText({ date, time, place });
  if (!result.ok) throw new Error(result.message);
  return result.chart;
}

export const ANA: Person = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ana',
  relation: null,
  birth_date: '1990-05-15',
  birth_time: '14:30:00',
  birth_location: 'Madrid, España',
  is_self: true,
  created_at: '2026-11-01T10:00:00Z',
};

export const LUIS: Person = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Luis',
  relation: 'pareja',
  birth_date: '1988-11-02',
  birth_time: null,
  birth_location: 'Buenos Aires, Argentina',
  is_self: false,
  created_at: '2026-11-02T10:00:00Z',
};

export function readingFixture(category: RelationCategory = 'pareja', id = 'reading-1', createdAt = '2026-11-20T18:00:00.000Z'): CompatibilityReadingData {
  const a = chart('1990-05-15', '14:30', 'Madrid, España');
  const b = chart('1988-11-02', null, 'Buenos Aires, Argentina');
  const names = { a: 'Ana', b: 'Luis' };
  const result = computeCompatibility(a, b);
  const text = composeCompatibilityReading(result, category, names, { a, b });
  return {
    id,
    createdAt,
    category,
    names,
    personAId: ANA.id,
    personBId: LUIS.id,
    scores: result.scores,
    contacts: explainContacts(result.contacts, names),
    interpretation: text.text,
    summaries: text.summaries,
    source: 'builtin',
    advanced: {
      aspects: result.aspects,
      overlays: result.overlays,
      composite: result.composite,
      davison: result.davison,
      charts: { a, b },
      compositeText: text.compositeText,
      davisonText: text.davisonText,
    },
  };
}
