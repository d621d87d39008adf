import { describe, expect, it } from 'vitest';
import { timeZoneName } from '../time-zone-name';

describe('timeZoneName', () => {
  it('names a zone in Spanish, never by its database id', () => {
    expect(timeZoneName('America/Argentina/Buenos_Aires')).toBe('hora estándar de Argentina');
    expect(timeZoneName('America/Bogota')).toBe('hora estándar de Colombia');
    expect(timeZoneName('America/Mexico_City')).not.toMatch(/America|_/);
    expect(timeZoneName('UTC')).toBe('tiempo universal (UTC)');
  });

  it('keeps the id of a zone the browser does not know', () => {
    expect(timeZoneName('Mars/Olympus_Mons')).toBe('Mars/Olympus_Mons');
  });
});
