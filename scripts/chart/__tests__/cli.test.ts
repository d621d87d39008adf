import { describe, expect, it } from 'vitest';
import { runCli, parseArgs } from '../cli.ts';
import { formatPosition } from '../format.ts';

// The natal chart command, `npm run chart -- …`: its JSON contract, its Spanish table and its errors.

describe('cli', () => {
  it('prints the JSON contract', () => {
    const { code, stdout } = runCli(['--date', '1990-05-15', '--time', '14:30', '--place', 'Madrid, España', '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    expect(json).toMatchObject({ utc: '1990-05-15T12:30:00.000Z', timeKnown: true, location: { name: 'Madrid', country: 'España', utcOffset: '+02:00' } });
    expect(Object.keys(json.bodies)).toContain('trueNode');
    expect(json.bodies.sun).toHaveProperty('degreeInSign');
    expect(json.houses.cusps).toHaveLength(12);
    expect(json.angles).toHaveProperty('ascendant');
    expect(Array.isArray(json.aspects)).toBe(true);
  });

  it('prints a Spanish table, and Spanish errors with a non-zero exit', () => {
    const table = runCli(['--date=1990-05-15', '--place', 'Madrid, España', '--house-system', 'equal']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/hora desconocida/);
    expect(table.stdout).toMatch(/Sol\s+24°\d\d′ Tauro/);
    // An unknown place is an error like any other: exit 2, as the subcommands.
    expect(runCli(['--date', '1990-05-15', '--place', 'Madird'])).toMatchObject({ code: 2 });
    expect(runCli(['--date', '1990-05-15', '--place', 'Madird']).stderr).toMatch(/No encuentro/);
    expect(runCli(['--date', '1990/05/15', '--place', 'Madrid']).stderr).toMatch(/La fecha/);
    expect(parseArgs(['--place', 'Madrid'])).toMatchObject({ ok: false });
    expect(parseArgs(['--date', '1990-05-15', '--place', 'Madrid', '--house-system', 'campanus'])).toMatchObject({ ok: false });
    expect(formatPosition(54.4159)).toBe('24°24′ Tauro');
  });
});
