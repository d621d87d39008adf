import { describe, expect, it } from 'vitest';
import { chartsToCsv } from '../api/charts-csv';

type Row = Parameters<typeof chartsToCsv>[0][number];

// The columns the CSV reads; the row type may carry more.
const row = (overrides: Partial<Row>): Row => ({
  id: '1', user_id: 'u', chart_name: 'Carta', birth_date: '1990-05-15', birth_time: null, birth_location: 'Madrid, España',
  place: {}, house_system: 'placidus', chart: {}, interpretation: 'Texto', source: 'builtin', created_at: '2026-11-20T10:00:00Z',
  subject: 'self', person_name: null,
  ...overrides,
}) as Row;

describe('charts as CSV', () => {
  it('starts with a UTF-8 byte-order mark and ends every line with CRLF', () => {
    const csv = chartsToCsv([row({})]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toHaveLength(3);
    expect(csv.slice(1).startsWith('Nombre de la carta,De quién es,Persona,Fecha de nacimiento,Hora de nacimiento,')).toBe(true);
  });

  it('quotes fields with commas, quotes or line breaks and doubles the quotes', () => {
    const line = chartsToCsv([row({ chart_name: 'La de "mamá", otra vez\nsegunda línea' })]).split('\r\n')[1];
    expect(line.startsWith('"La de ""mamá"", otra vez\nsegunda línea",tuya,,1990-05-15,desconocida,"Madrid, España",')).toBe(true);
  });

  it('keeps text a spreadsheet would run as a formula as plain text, and numbers as numbers', () => {
    const line = chartsToCsv([row({ chart_name: '=HYPERLINK("http://x")', birth_location: '@lugar', subject: 'other', person_name: '+Ana' })]).split('\r\n')[1];
    expect(line.startsWith(`"'=HYPERLINK(""http://x"")",otra persona,'+Ana,1990-05-15,desconocida,'@lugar,`)).toBe(true);
  });

  it('writes an empty file with its header when there are no charts', () => {
    expect(chartsToCsv([]).slice(1).split('\r\n')).toEqual([expect.stringMatching(/^Nombre de la carta,/), '']);
  });
});
