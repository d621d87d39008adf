import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../../local/function-tests.ts';
import { resolvePlace, searchPlaces } from '../../_shared/astro/places.ts';
import { CITY_ABBREVIATIONS } from '../../_shared/astro/data/aliases.ts';
import { fold } from '../../_shared/astro/normalize.ts';

// What Latin Americans type for their city, ranked for the autocomplete and resolved for the chart.

const first = (query: string, homeCountry?: string) => searchPlaces(query, 6, homeCountry)[0]?.label;

describe('abbreviations and local names', () => {
  it('puts the city an abbreviation names first', () => {
    expect(first('Bs As')).toBe('Buenos Aires, Argentina');
    expect(first('CABA')).toBe('Buenos Aires, Argentina');
    expect(first('capital federal')).toBe('Buenos Aires, Argentina');
    expect(first('Mexico DF')).toBe('Ciudad de México, México');
    expect(first('México D.F.')).toBe('Ciudad de México, México');
    expect(first('cdmx')).toBe('Ciudad de México, México');
    expect(first('Stgo')).toBe('Santiago de Chile, Chile');
    expect(first('Bogotá D.C.')).toBe('Bogotá, Colombia');
    expect(first('Lima Metropolitana')).toBe('Lima, Perú');
    expect(first('Mvd')).toBe('Montevideo, Uruguay');
    expect(first('SP')).toBe('São Paulo, Brasil');
  });

  it('is blind to accents, case and punctuation', () => {
    expect(first('bogota')).toBe('Bogotá, Colombia');
    expect(first('BOGOTÁ')).toBe('Bogotá, Colombia');
    expect(first('bs. as.')).toBe('Buenos Aires, Argentina');
    expect(first('sao paulo')).toBe('São Paulo, Brasil');
  });

  it('reads a comma inside a local name as part of it, and a country after an abbreviation as a filter', () => {
    expect(first('Bogotá, D.C.')).toBe('Bogotá, Colombia');
    expect(first('São Paulo, SP')).toBe('São Paulo, Brasil');
    expect(first('CABA, Argentina')).toBe('Buenos Aires, Argentina');
    expect(searchPlaces('CABA, Chile', 6).map((c) => c.label)).not.toContain('Buenos Aires, Argentina');
  });

  it('offers Borås only to whoever asks for it', () => {
    for (const query of ['Bs As', 'bs as', 'Bs. As.', 'BsAs']) {
      expect(searchPlaces(query, 10).map((c) => c.country)).not.toContain('Suecia');
      expect(resolvePlace(query)).toMatchObject({ ok: true, place: { name: 'Buenos Aires' } });
    }
    expect(first('Boras')).toBe('Borås, Suecia');
    expect(first('Borås')).toBe('Borås, Suecia');
  });

  it('resolves an abbreviation outright for a chart', () => {
    expect(resolvePlace('Mexico DF')).toMatchObject({ ok: true, place: { name: 'Ciudad de México', countryCode: 'MX' } });
    expect(resolvePlace('Stgo')).toMatchObject({ ok: true, place: { countryCode: 'CL' } });
    expect(resolvePlace('Capital Federal, Argentina')).toMatchObject({ ok: true, place: { name: 'Buenos Aires' } });
  });

  it('ranks exact names, then prefixes, by importance, with the home country ahead', () => {
    const cordoba = searchPlaces('Córdoba', 6).map((c) => c.label);
    expect(cordoba.slice(0, 2)).toEqual(expect.arrayContaining(['Córdoba, Argentina', 'Córdoba, España']));
    expect(first('Córdoba', 'ES')).toBe('Córdoba, España');
    expect(first('Córdoba', 'AR')).toBe('Córdoba, Argentina');
    // A prefix: the biggest place whose name starts so comes first.
    expect(first('Guadalaj')).toBe('Guadalajara, México');
  });

  it('maps every abbreviation to a gazetteer city of its country, and never repeats a city name as an abbreviation', () => {
    expect(Object.keys(CITY_ABBREVIATIONS).length).toBeGreaterThanOrEqual(40);
    for (const [alias, [target, country]] of Object.entries(CITY_ABBREVIATIONS)) {
      expect(fold(alias), alias).not.toBe(fold(target));
      const resolved = resolvePlace(alias);
      expect(resolved.ok, alias).toBe(true);
      if (resolved.ok) expect(resolved.place.countryCode, alias).toBe(country);
    }
  });
});

describe('search-places', () => {
  const fixture = useTestStack();

  it('answers the app with ranked candidates and honours the home country', async () => {
    const client = fixture.stack.client();
    const { data, error } = await client.functions.invoke('search-places', { body: { query: 'Bs As', limit: 5 } });
    expect(error).toBeNull();
    expect(data.candidates[0]).toMatchObject({ label: 'Buenos Aires, Argentina', country: 'Argentina', timezone: 'America/Argentina/Buenos_Aires' });
    const home = await client.functions.invoke('search-places', { body: { query: 'Cordoba', country: 'AR' } });
    expect(home.data.candidates[0].label).toBe('Córdoba, Argentina');
  });

  it('refuses a country that is not an ISO code', async () => {
    const { error } = await fixture.stack.client().functions.invoke('search-places', { body: { query: 'Lima', country: 'Perú' } });
    expect(error?.context.status).toBe(400);
  });
});
