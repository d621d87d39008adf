import { computeChart } from '@core/astro/chart';
import type { ResolvedPlace } from '@core/contract/chart';
import type { MonthlyReportReading, SolarReturnReading } from '../api/types';

// Readings as the functions return them, built from real engine charts (no gazetteer needed: the places are
// written out here).

export const madrid: ResolvedPlace = {
  name: 'Madrid', country: 'España', countryCode: 'ES', latitude: 40.4165, longitude: -3.70256, population: 3255944, timezone: 'Europe/Madrid',
};

export const natalChart = computeChart({ date: '1990-05-15', time: '14:30', place: madrid, placeQuery: 'Madrid, España' });

export function solarReading(overrides: Partial<SolarReturnReading> = {}): SolarReturnReading {
  const chart = computeChart({ date: '2026-05-15', time: '09:02', place: madrid, placeQuery: 'Madrid, España' });
  return {
    id: 'sr-1',
    kind: 'solar_return',
    utc: chart.utc,
    chart,
    interpretation: '## Tu año\n\nUn año para ordenar la casa por dentro antes de abrirla a nadie.',
    source: 'builtin',
    createdAt: '2026-11-23T10:00:00.000Z',
    params: { year: 2026, place: { name: 'Madrid', country: 'España', timezone: 'Europe/Madrid' }, localTime: '15 de mayo de 2026, 09:02 (hora de Madrid)', returnLocation: null, chartId: null, birthLocation: 'Madrid, España' },
    ...overrides,
  };
}

export function monthlyReading(overrides: Partial<MonthlyReportReading> = {}): MonthlyReportReading {
  return {
    id: 'mr-1',
    kind: 'monthly_report',
    events: [
      { type: 'lunation', phase: 'full', utc: '2026-03-03T11:38:00Z', longitude: 162.9, natalHouse: 12, text: 'La Luna llena ilumina lo que guardas para ti.' },
      { type: 'eclipse', kind: 'lunar', subtype: 'total', utc: '2026-03-03T11:33:40Z', longitude: 162.9, natalHouse: 12, text: 'Un eclipse que cierra un ciclo, en tu casa 12.' },
      {
        type: 'aspect', transiting: 'saturn', natal: 'sun', aspect: 'square', utc: '2026-03-10T04:00:00Z',
        enterUtc: '2026-02-20T00:00:00Z', leaveUtc: '2026-04-02T00:00:00Z', orb: 2, natalHouse: 7,
        text: 'Saturno pide estructura a tu voluntad, con paciencia; sin prisa, pero sin pausa.',
      },
      { type: 'station', body: 'mercury', direction: 'direct', utc: '2026-03-20T19:33:00Z', natalHouse: 6, text: 'Mercurio retoma la marcha y los trámites se destraban.' },
      { type: 'ingress', body: 'venus', sign: 'aries', utc: '2026-03-24T08:00:00Z', natalHouse: 8, text: 'Venus entra en Aries y el deseo se vuelve directo.' },
      {
        type: 'void-of-course', utc: '2026-03-24T22:37:18Z', endUtc: '2026-03-25T10:32:59Z', sign: 'gemini', nextSign: 'cancer',
        lastAspect: { body: 'venus', aspect: 'sextile' }, text: 'La Luna en Géminis se queda sin aspectos hasta la mañana.',
      },
      { type: 'ingress', body: 'moon', sign: 'cancer', utc: '2026-03-25T10:32:59Z', natalHouse: 2, text: 'La Luna entra en Cáncer y pide refugio.' },
    ],
    interpretation: '## Panorama\n\nUn mes de cierres con eclipse y de compromisos que piden forma.',
    source: 'builtin',
    createdAt: '2026-11-23T11:00:00.000Z',
    lunarReturns: [{ utc: '2026-03-12T06:00:00Z', moonLongitude: 330.2, natalHouse: 5 }],
    progressedMoon: {
      progressedUtc: '1990-07-19T12:00:00Z', longitude: 95.5, sign: 'cancer', degreeInSign: 5.5, natalHouse: 9,
      nextSign: { sign: 'leo', utc: '2028-06-01T00:00:00Z' },
    },
    params: {
      month: '2026-03',
      timeZone: 'Europe/Madrid',
      fromUtc: '2026-02-28T23:00:00.000Z',
      toUtc: '2026-03-31T22:00:00.000Z',
      chartId: null,
      chartName: null,
      personName: null,
      birthDate: '1990-05-15',
      birthLocation: 'Madrid, España',
    },
    ...overrides,
  };
}
