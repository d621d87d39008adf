import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { birthFields } from '../birth-fields';
import { esChart } from '../../i18n/es-chart';
import { esCompatibility } from '../../i18n/es-compatibility';

// The birth-data rules both forms share (the chart form, the compatibility person form), each with its own words.

function firstProblem(messages: Parameters<typeof birthFields>[0], birthDate: string, birthTime: string, birthLocation: string): string | null {
  const parsed = z.object(birthFields(messages)).safeParse({ birthDate, birthTime, birthLocation });
  return parsed.success ? null : parsed.error.issues[0].message;
}

const tomorrow = (() => {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
})();

describe.each([
  ['the chart form', esChart],
  ['the person form', esCompatibility],
])('birthFields for %s', (_form, t) => {
  it('accepts a real past date, an optional HH:MM time and a place', () => {
    expect(firstProblem(t, '1990-05-15', '14:30', 'Madrid, España')).toBeNull();
    expect(firstProblem(t, '1800-01-01', '', '  Lima  ')).toBeNull();
  });

  it('refuses each broken field with that form’s own message', () => {
    expect(firstProblem(t, '', '', 'Madrid')).toBe(t.dateRequired);
    expect(firstProblem(t, '1990-02-30', '', 'Madrid')).toBe(t.dateInvalid);
    expect(firstProblem(t, '1799-12-31', '', 'Madrid')).toBe(t.dateTooEarly);
    expect(firstProblem(t, tomorrow, '', 'Madrid')).toBe(t.dateInFuture);
    expect(firstProblem(t, '1990-05-15', '24:00', 'Madrid')).toBe(t.timeInvalid);
    expect(firstProblem(t, '1990-05-15', '', ' M ')).toBe(t.placeRequired);
    expect(firstProblem(t, '1990-05-15', '', 'x'.repeat(121))).toBe(t.placeTooLong);
  });
});
