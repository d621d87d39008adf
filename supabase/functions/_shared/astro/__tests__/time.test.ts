import { describe, expect, it } from 'vitest';
import { ChartInputError, formatOffset, localToUtc, parseLocalDateTime } from '../time.ts';

const madrid = { timezone: 'Europe/Madrid', longitude: -3.7026 };
const utcOf = (date: string, time: string, place: { timezone: string; longitude: number }) => localToUtc(parseLocalDateTime(date, time), place);

describe('localToUtc', () => {
  it('applies Spanish summer time (CEST, UTC+2) and winter time (CET, UTC+1)', () => {
    expect(utcOf('1990-05-15', '14:30', madrid).utc.toISOString()).toBe('1990-05-15T12:30:00.000Z');
    expect(utcOf('1990-01-15', '14:30', madrid).utc.toISOString()).toBe('1990-01-15T13:30:00.000Z');
  });

  it('knows Spanish war time: summer 1943 was UTC+2 (tzdb Europe/Madrid, "double summer time")', () => {
    const r = utcOf('1943-07-01', '12:00', madrid);
    expect(r.resolution).toMatchObject({ utcOffsetMinutes: 120, basis: 'iana' });
  });

  it('uses the birthplace\'s own local mean time before the zone had standard time (Spain: GMT from 1901)', () => {
    // Santiago de Compostela, 8.5457° W: LMT = −8.5457 × 4 min = −34 min 11 s, not Madrid's −0:14:44.
    const r = utcOf('1880-03-01', '12:00', { timezone: 'Europe/Madrid', longitude: -8.5457 });
    expect(r.resolution.basis).toBe('lmt');
    expect(r.resolution.utcOffsetMinutes).toBeCloseTo(-(34 + 11 / 60), 3);
    expect(r.utc.toISOString()).toBe('1880-03-01T12:34:11.000Z');
    expect(formatOffset(r.resolution.utcOffsetMinutes)).toBe('-00:34:11');
  });

  it('switches from LMT to the zone once standard time exists (New York: EST from 1883-11-18)', () => {
    expect(utcOf('1850-06-01', '10:00', { timezone: 'America/New_York', longitude: -74.006 }).resolution.basis).toBe('lmt');
    expect(utcOf('1900-06-01', '10:00', { timezone: 'America/New_York', longitude: -74.006 }).resolution).toMatchObject({ basis: 'iana', utcOffsetMinutes: -300 });
  });

  it('reads a time in the spring-forward gap with the earlier offset, and says so', () => {
    // 2023-03-26 Spain: 02:00 CET → 03:00 CEST, so 02:30 never existed.
    const r = utcOf('2023-03-26', '02:30', madrid);
    expect(r.utc.toISOString()).toBe('2023-03-26T01:30:00.000Z');
    expect(r.resolution.note?.kind).toBe('gap');
    expect(r.resolution.note?.message).toMatch(/03:30/);
  });

  it('takes the first occurrence of a time repeated when clocks go back, and says so', () => {
    // 2023-10-29 Spain: 03:00 CEST → 02:00 CET, so 02:30 happened at 00:30 and at 01:30 UTC.
    const r = utcOf('2023-10-29', '02:30', madrid);
    expect(r.utc.toISOString()).toBe('2023-10-29T00:30:00.000Z');
    expect(r.resolution).toMatchObject({ utcOffsetMinutes: 120, note: { kind: 'overlap' } });
  });

  it('rejects malformed or impossible dates and times in Spanish', () => {
    expect(() => parseLocalDateTime('1990-02-30', '12:00')).toThrow(/no existe/);
    expect(() => parseLocalDateTime('15/05/1990', '12:00')).toThrow(ChartInputError);
    expect(() => parseLocalDateTime('1700-01-01', '12:00')).toThrow(/entre 1800 y 2100/);
    expect(() => parseLocalDateTime('1990-05-15', '25:00')).toThrow(/La hora/);
    expect(parseLocalDateTime('1990-05-15', null)).toMatchObject({ hour: 12, minute: 0 });
  });
});
