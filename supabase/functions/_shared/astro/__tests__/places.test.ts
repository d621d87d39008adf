import { describe, expect, it } from 'vitest';
import { loadGazetteer, resolvePlace, searchPlaces } from '../places.ts';
import { CITY_EXONYMS, CITY_SPELLINGS } from '../data/aliases.ts';
import { fold } from '../normalize.ts';

function place(query: string) {
  const result = resolvePlace(query);
  if (!result.ok) throw new Error(`${query}: ${result.reason} ${result.message}`);
  return result.place;
}

describe('resolvePlace', () => {
  it('loads the whole GeoNames cities1000 gazetteer', () => {
    expect(loadGazetteer().places).toBeGreaterThan(130_000);
  });

  it('prefers capitals: Madrid, España and Madrid alone are the Spanish capital, not Madrid (Colombia)', () => {
    for (const q of ['Madrid, España', 'Madrid', 'madrid', 'MADRID, ESPANA', 'Madrid, Spain']) {
      expect(place(q)).toMatchObject({ name: 'Madrid', countryCode: 'ES', timezone: 'Europe/Madrid' });
    }
    expect(place('Madrid, Colombia')).toMatchObject({ countryCode: 'CO' });
  });

  it('tells Santiago de Chile from Santiago de Compostela', () => {
    const chile = place('Santiago, Chile');
    expect(chile).toMatchObject({ countryCode: 'CL', timezone: 'America/Santiago' });
    expect(chile.latitude).toBeCloseTo(-33.45, 1);
    const compostela = place('Santiago de Compostela, España');
    expect(compostela).toMatchObject({ countryCode: 'ES' });
    expect(compostela.latitude).toBeCloseTo(42.88, 1);
  });

  it('understands Spanish exonyms and Spanish or English country names, accents optional', () => {
    expect(place('Nueva York, Estados Unidos')).toMatchObject({ name: 'Nueva York', countryCode: 'US', timezone: 'America/New_York' });
    expect(place('Nueva York, EEUU').countryCode).toBe('US');
    expect(place('Londres')).toMatchObject({ name: 'Londres', countryCode: 'GB', country: 'Reino Unido' });
    expect(place('Londres, Inglaterra').countryCode).toBe('GB');
    expect(place('Múnich, Alemania')).toMatchObject({ name: 'Múnich', countryCode: 'DE' });
    expect(place('Munich, Germany').countryCode).toBe('DE');
    expect(place('Ciudad de México')).toMatchObject({ name: 'Ciudad de México', countryCode: 'MX' });
    expect(place('ciudad de mexico, mexico').countryCode).toBe('MX');
    expect(place('Bogota, Colombia').name).toBe('Bogotá');
    expect(place('Pekín').countryCode).toBe('CN');
    expect(place('Colonia, Alemania').name).toBe('Colonia');
  });

  it('resolves every exonym and Spanish spelling to its own country', () => {
    expect(Object.keys(CITY_EXONYMS).length + Object.keys(CITY_SPELLINGS).length).toBeGreaterThanOrEqual(150);
    for (const [spanish, [, country]] of [...Object.entries(CITY_EXONYMS), ...Object.entries(CITY_SPELLINGS)]) {
      const result = resolvePlace(`${spanish}, ${country === 'US' ? 'Estados Unidos' : new Intl.DisplayNames(['es'], { type: 'region' }).of(country)}`);
      expect(result.ok && result.place.countryCode, spanish).toBe(country);
    }
  });

  it('keeps exonyms for names that differ and spellings for names that differ only in accents', () => {
    for (const [spanish, [target]] of Object.entries(CITY_EXONYMS)) expect(fold(spanish), spanish).not.toBe(fold(target));
    for (const [spanish, [target]] of Object.entries(CITY_SPELLINGS)) expect(fold(spanish), spanish).toBe(fold(target));
  });

  it('answers ambiguous when no namesake dominates, heaviest first', () => {
    const result = resolvePlace('San José');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe('ambiguous');
    expect(result.message).toMatch(/varios lugares/);
    expect(result.suggestions.map((s) => s.countryCode).slice(0, 2).sort()).toEqual(['CR', 'US']);
    expect(result.suggestions.every((s) => s.label.startsWith('San Jos'))).toBe(true);
    expect(place('San José, Costa Rica').timezone).toBe('America/Costa_Rica');
  });

  it('says not found with the closest spellings', () => {
    const result = resolvePlace('Madird, España');
    expect(result).toMatchObject({ ok: false, reason: 'not-found' });
    if (result.ok) return;
    expect(result.message).toMatch(/No encuentro «Madird, España»/);
    expect(result.suggestions[0]).toMatchObject({ label: 'Madrid, España' });
    expect(resolvePlace('Barcelona, Narnia')).toMatchObject({ ok: false, reason: 'not-found' });
    expect(resolvePlace('   ')).toMatchObject({ ok: false, reason: 'empty' });
  });
});

describe('searchPlaces', () => {
  it('ranks prefixes by weight for autocomplete', () => {
    expect(searchPlaces('Mad')[0].label).toBe('Madrid, España');
    expect(searchPlaces('nueva y')[0].label).toBe('Nueva York, Estados Unidos');
    const inSpain = searchPlaces('Sant, Esp', 5);
    expect(inSpain.length).toBe(5);
    expect(inSpain.every((c) => c.countryCode === 'ES')).toBe(true);
    expect(searchPlaces('Madrid, Esp')[0]).toMatchObject({ label: 'Madrid, España', timezone: 'Europe/Madrid' });
    expect(searchPlaces('')).toEqual([]);
  });
});

describe('searchPlaces on busy prefixes', () => {
  it('still finds the big cities behind a prefix thousands of names share', () => {
    const labels = searchPlaces('San', 8).map((c) => c.label);
    expect(labels).toContain('Santiago de Chile, Chile');
    expect(searchPlaces('Santiago', 3)[0].label).toBe('Santiago de Chile, Chile');
  });
});
