import type { BodyId, BodyPosition, NatalChart, SignId } from '@core/contract/chart';
import { SIGNS } from '@core/contract/chart';
import type { GeneratedChart } from '../api/generate-chart';

// A hand-made chart for UI tests: the UI only displays what the engine computed, so plausible values suffice.

function position(longitude: number, house: number | null, speed = 1): BodyPosition {
  return {
    longitude,
    latitude: 0,
    speed,
    retrograde: speed < 0,
    sign: SIGNS[Math.floor(longitude / 30)] as SignId,
    degreeInSign: longitude % 30,
    house,
  };
}

export function fixtureChart(timeKnown = true): NatalChart {
  const longitudes: Record<BodyId, number> = {
    sun: 54.2, moon: 200.5, mercury: 40.1, venus: 80.7, mars: 330.3, jupiter: 100.9, saturn: 292.4,
    uranus: 278.6, neptune: 283.9, pluto: 225.2, trueNode: 310.1, meanNode: 311.0,
  };
  const bodies = Object.fromEntries(
    Object.entries(longitudes).map(([id, longitude], index) => [id, position(longitude, timeKnown ? (index % 12) + 1 : null, id === 'saturn' ? -0.02 : 1)]),
  ) as Record<BodyId, BodyPosition>;
  return {
    input: { date: '1990-05-15', time: timeKnown ? '14:30' : null, place: 'Madrid, España', houseSystem: 'placidus' },
    utc: '1990-05-15T12:30:00.000Z',
    location: { name: 'Madrid', country: 'España', countryCode: 'ES', region: 'Comunidad de Madrid', latitude: 40.4165, longitude: -3.7026, population: 3255944, timezone: 'Europe/Madrid', utcOffset: '+02:00' },
    time: { local: '1990-05-15T14:30', utcOffsetMinutes: 120, basis: 'iana' },
    timeKnown,
    bodies,
    angles: timeKnown ? { ascendant: 136.3, midheaven: 38.8 } : null,
    houses: timeKnown ? { system: 'placidus', requested: 'placidus', fallback: false, cusps: [136.3, 160, 188, 218.8, 250, 282, 316.3, 340, 8, 38.8, 70, 102] } : null,
    aspects: [
      { a: 'sun', b: 'mercury', type: 'conjunction', major: true, angle: 0, orb: 14.1 - 0.0, maxOrb: 10, applying: false },
      { a: 'saturn', b: 'neptune', type: 'conjunction', major: true, angle: 0, orb: 8.5, maxOrb: 8, applying: true },
      { a: 'moon', b: 'jupiter', type: 'square', major: true, angle: 90, orb: 9.6, maxOrb: 10, applying: true },
      { a: 'venus', b: 'mars', type: 'trine', major: true, angle: 120, orb: 9.6, maxOrb: 10, applying: false },
    ],
    balance: { elements: { fire: 2, earth: 4, air: 2, water: 2 }, modalities: { cardinal: 4, fixed: 3, mutable: 3 } },
    chartRuler: timeKnown ? 'sun' : null,
    moonSignRange: timeKnown ? null : ['libra'],
  };
}

export function fixtureResult(overrides: Partial<GeneratedChart> = {}): GeneratedChart {
  return {
    id: 'chart-1',
    createdAt: '2026-11-22T10:00:00.000Z',
    chartName: 'Carta natal de Madrid, España',
    interpretation: '## Tu esencia\n\nTu Sol en Tauro busca raíces.\n\n## Cómo piensas\n\nMercurio te pide calma.',
    source: 'builtin',
    chart: fixtureChart(),
    ...overrides,
  };
}
