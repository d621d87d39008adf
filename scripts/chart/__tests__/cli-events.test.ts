// The CLI contract, checked by spawning the command the way `npm run -s chart -- …` does.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runCli } from '../cli.ts';

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));

function chart(...args: string[]) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { encoding: 'utf8' });
  return { code: child.status, stdout: child.stdout, stderr: child.stderr };
}

const ISO_SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.000)?Z$/;
const KEYS: Record<string, { required: string[]; optional: string[] }> = {
  aspect: { required: ['type', 'transiting', 'natal', 'aspect', 'utc'], optional: ['enterUtc', 'leaveUtc', 'orb', 'natalHouse'] },
  ingress: { required: ['type', 'body', 'sign', 'utc'], optional: ['natalHouse'] },
  station: { required: ['type', 'body', 'direction', 'utc'], optional: ['longitude', 'natalHouse'] },
  lunation: { required: ['type', 'phase', 'utc', 'longitude'], optional: ['natalHouse'] },
  eclipse: { required: ['type', 'kind', 'utc'], optional: ['subtype', 'longitude', 'natalHouse'] },
  'void-of-course': { required: ['type', 'utc', 'endUtc', 'sign', 'nextSign', 'lastAspect'], optional: [] },
};

describe('npm run chart -- transits', { timeout: 60_000 }, () => {
  it('prints { events } sorted by utc from 00:00 UTC of --from to 24:00 UTC of --to, in the contract\'s shapes', () => {
    const { code, stdout } = chart('transits', '--date', '1990-05-15', '--time', '14:30', '--place', 'Madrid, España', '--from', '2026-02-17', '--to', '2026-03-03', '--json');
    expect(code).toBe(0);
    const { events } = JSON.parse(stdout) as { events: Record<string, unknown>[] };
    expect(events.length).toBeGreaterThan(10);
    const utcs = events.map((e) => e.utc as string);
    expect([...utcs].sort()).toEqual(utcs);
    expect(utcs[0] >= '2026-02-17T00:00:00').toBe(true);
    expect(utcs.at(-1)! < '2026-03-04T00:00:00').toBe(true);
    for (const event of events) {
      const shape = KEYS[event.type as string];
      expect(shape, String(event.type)).toBeDefined();
      for (const key of shape.required) expect(event, key).toHaveProperty(key);
      for (const key of Object.keys(event)) expect([...shape.required, ...shape.optional]).toContain(key);
      expect(event.utc).toMatch(ISO_SECONDS);
    }
    // Both eclipses sit at the ends of the range: the first day and the whole last day are covered.
    expect(events.filter((e) => e.type === 'eclipse').map((e) => [e.kind, e.subtype])).toEqual([['solar', 'annular'], ['lunar', 'total']]);
    expect(events.some((e) => e.type === 'aspect' && (e.natal === 'ascendant' || e.natal === 'midheaven'))).toBe(true);
    // The Moon's rhythm: an ingress every two or three days, each sign stay ending in its void of course.
    const moon = events.filter((e) => e.type === 'ingress' && e.body === 'moon');
    expect(moon.length).toBeGreaterThanOrEqual(6);
    const voids = events.filter((e) => e.type === 'void-of-course');
    expect(voids.length).toBeGreaterThanOrEqual(5);
    for (const v of voids) {
      expect(v.endUtc as string > (v.utc as string)).toBe(true);
      expect(v.endUtc).toMatch(ISO_SECONDS);
    }
  });

  it('uses the noon convention without a birth time: Moon included, no angles', () => {
    const { code, stdout } = chart('transits', '--date', '1990-05-15', '--place', 'Madrid, España', '--from', '2026-01-01', '--to', '2026-03-31', '--json');
    expect(code).toBe(0);
    const { events } = JSON.parse(stdout) as { events: { type: string; natal?: string }[] };
    expect(events.some((e) => e.natal === 'moon')).toBe(true);
    expect(events.some((e) => e.natal === 'ascendant' || e.natal === 'midheaven')).toBe(false);
  });

  it('writes readable Spanish without --json', () => {
    const { code, stdout } = chart('transits', '--date', '1990-05-15', '--time', '14:30', '--place', 'Madrid', '--from', '2026-08-12', '--to', '2026-08-14');
    expect(code).toBe(0);
    expect(stdout).toContain('Eclipse solar total');
    expect(stdout).toMatch(/Luna entra en [A-ZÁÉÍÓÚ][a-záéíóú]+/);
    expect(stdout).toContain('Luna vacía de curso en Leo, tras su conjunción con el Sol, hasta 2026-08-13 10:18 (entra en Virgo)');
  });
});

describe('npm run chart -- return', { timeout: 60_000 }, () => {
  it('prints the natal-chart shape for the return moment and place, plus natalSunLongitude', () => {
    const natal = JSON.parse(chart('--date', '1990-05-15', '--time', '14:30', '--place', 'Madrid, España', '--json').stdout);
    const { code, stdout } = chart('return', '--date', '1990-05-15', '--time', '14:30', '--place', 'Madrid, España', '--year', '2026', '--at', 'Ciudad de México', '--house-system', 'koch', '--json');
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(Object.keys(result).sort()).toEqual([...Object.keys(natal), 'natalSunLongitude'].sort());
    expect(result.utc).toMatch(ISO_SECONDS);
    expect(result.utc.slice(0, 10)).toBe('2026-05-15');
    expect(result.natalSunLongitude).toBeCloseTo(natal.bodies.sun.longitude, 9);
    expect(Math.abs(result.bodies.sun.longitude - result.natalSunLongitude) * 3600).toBeLessThan(1);
    expect(result.location.name).toBe('Ciudad de México');
    expect(result.houses.system).toBe('koch');
  });

  it('writes readable Spanish without --json', () => {
    const { code, stdout } = chart('return', '--date', '1990-05-15', '--time', '14:30', '--place', 'Madrid', '--year', '2030');
    expect(code).toBe(0);
    expect(stdout).toMatch(/Revolución solar 2030/);
  });
});

describe('errors exit 2 with a Spanish message', { timeout: 60_000 }, () => {
  it.each([
    [['return', '--date', '1990-05-15', '--place', 'Madrid', '--year', '2026'], /hora de nacimiento/],
    [['return', '--date', '1990-05-15', '--time', '14:30', '--place', 'Madrid'], /Falta el año/],
    [['return', '--date', '1990-05-15', '--time', '14:30', '--place', 'Madrid', '--year', '1985'], /anterior al nacimiento/],
    [['return', '--date', '1990-05-15', '--time', '14:30', '--place', 'Madrid', '--year', '2300'], /entre 1800 y 2200/],
    [['return', '--date', '1990-05-15', '--time', '14:30', '--place', 'Madrid', '--year', '2026', '--at', 'Xyzzyville'], /No encuentro «Xyzzyville»/],
    [['transits', '--date', '1990-02-30', '--place', 'Madrid', '--from', '2026-01-01', '--to', '2026-01-31'], /no existe/],
    [['transits', '--date', '1990-05-15', '--place', 'Madrid', '--from', '2026-01-01', '--to', '2026-13-01'], /no es válida/],
    [['transits', '--date', '1990-05-15', '--place', 'Madrid', '--from', '2026-02-01', '--to', '2026-01-01'], /antes de empezar/],
    [['transits', '--date', '1990-05-15', '--place', 'Madrid', '--from', '2026-02-01'], /Faltan las fechas/],
    [['transits', '--date', '1990-05-15', '--place', 'Madrid', '--from', '2026-02-01', '--to', '2026-03-01', '--year', '2026'], /No conozco la opción/],
  ])('%j', (args, message) => {
    // In process (the same runCli the command calls); one case below goes through a real process.
    const { code, stdout, stderr } = runCli(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
  });

  it('sets the process exit code to 2 and writes the message on stderr', () => {
    const { code, stdout, stderr } = chart('transits', '--date', '1990-05-15', '--place', 'Madrid', '--from', '2026-02-01', '--to', '2026-01-01', '--json');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/antes de empezar/);
  });
});
