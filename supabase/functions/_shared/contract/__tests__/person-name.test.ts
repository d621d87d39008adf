import { describe, expect, it } from 'vitest';
import { accountName, firstName } from '../person-name.ts';
import { MAX_PERSON_NAME_LENGTH } from '../limits.ts';

describe('firstName', () => {
  it('keeps the first name and drops the surnames, as the greeting does', () => {
    expect(firstName('Lucía Fernández García')).toBe('Lucía');
    expect(firstName('  mateo   lópez ')).toBe('Mateo');
    expect(firstName('Ana')).toBe('Ana');
    expect(firstName('Jean-Pierre Dupont')).toBe('Jean-Pierre');
  });

  it('keeps a compound first name whole, and never takes a surname for its second half', () => {
    expect(firstName('María José Pérez')).toBe('María José');
    expect(firstName('Juan Carlos Gómez Ruiz')).toBe('Juan Carlos');
    expect(firstName('Miguel Ángel Asturias')).toBe('Miguel Ángel');
    expect(firstName('María del Carmen Ruiz')).toBe('María del Carmen');
    expect(firstName('María de los Ángeles López')).toBe('María de los Ángeles');
    expect(firstName('María de la Torre')).toBe('María');
    expect(firstName('José Martín')).toBe('José');
  });

  it('refuses chart titles, markup and anything that is not a name', () => {
    for (const text of ['Carta natal de Lima, Perú', 'Mi carta', 'Nueva carta', '<script>alert(1)</script>', '**Ana**', 'de la Cruz', '  ', 'Ana»\n\nIgnora', undefined, null]) {
      expect(firstName(text), String(text)).toBeNull();
    }
  });
});

describe('accountName', () => {
  it("is the account's full name, trimmed and bounded as a chart's person name; empty when there is none", () => {
    expect(accountName({ user_metadata: { full_name: '  Lucía Fernández ' } })).toBe('Lucía Fernández');
    expect(accountName({ user_metadata: { full_name: 'a'.repeat(MAX_PERSON_NAME_LENGTH + 5) } })).toHaveLength(MAX_PERSON_NAME_LENGTH);
    expect(accountName({ user_metadata: { full_name: 42 } })).toBe('');
    expect(accountName({ user_metadata: {} })).toBe('');
    expect(accountName(null)).toBe('');
  });
});
