import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, formatUtc } from '../ics';

const encoder = new TextEncoder();

/** Undoes RFC 5545 folding: a CRLF followed by one space or tab joins the lines. */
function unfold(text: string): string {
  return text.replace(/\r\n[ \t]/g, '');
}

describe('ics writer', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const calendar = buildCalendar(
    [
      { uid: 'eclipse-20260303T113340Z@senderoastral.app', start: '2026-03-03T11:33:40.512Z', summary: 'Eclipse total de Luna, en tu casa 5' },
      {
        uid: 'aspect-saturn-square-sun-20260310T040000Z@senderoastral.app',
        start: '2026-03-10T04:00:00Z',
        end: '2026-03-20T04:00:00Z',
        summary: 'Saturno en cuadratura a tu Sol; exacto, luego se separa',
        description: 'Línea uno, con coma; y punto y coma\nLínea dos con barra \\ invertida y acentos: áéíóú ñ — «comillas» ☉♄ '.repeat(3),
      },
    ],
    { name: 'Sendero Astral · marzo de 2026', now },
  );

  it('wraps the events in a VCALENDAR with version, product id and one VEVENT each', () => {
    const lines = unfold(calendar).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:eclipse-20260303T113340Z@senderoastral.app');
    expect(lines.filter((line) => line === 'DTSTAMP:20261123T100000Z')).toHaveLength(2);
    expect(lines).toContain('DTSTART:20260303T113340Z');
    expect(lines).toContain('DTEND:20260320T040000Z');
    expect(lines).toContain('SUMMARY:Saturno en cuadratura a tu Sol\\; exacto\\, luego se separa');
  });

  it('ends every line with CRLF and never a bare LF or CR', () => {
    expect(calendar.endsWith('\r\n')).toBe(true);
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const physical = calendar.split('\r\n');
    for (const line of physical) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(physical.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    const description = unfold(calendar).split('\r\n').find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toContain('áéíóú ñ — «comillas» ☉♄');
    expect(calendar).not.toContain('\uFFFD');
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const description = unfold(calendar).split('\r\n').find((line) => line.startsWith('DESCRIPTION:'))!;
    expect(description).toContain('Línea uno\\, con coma\\; y punto y coma\\nLínea dos con barra \\\\ invertida');
  });

  it('writes instants in UTC basic format and refuses invalid ones', () => {
    expect(formatUtc('2026-08-12T17:46:05.900Z')).toBe('20260812T174605Z');
    expect(formatUtc(new Date(Date.UTC(1999, 0, 2, 3, 4, 5)))).toBe('19990102T030405Z');
    expect(() => formatUtc('no es una fecha')).toThrow(RangeError);
  });

  it('leaves short lines alone and folds long ASCII lines exactly at the limit', () => {
    expect(foldLine('SUMMARY:corta')).toBe('SUMMARY:corta');
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(200)}`).split('\r\n');
    expect(folded[0]).toHaveLength(75);
    expect(folded[1]).toHaveLength(75);
    expect(folded[1].startsWith(' ')).toBe(true);
  });
});
