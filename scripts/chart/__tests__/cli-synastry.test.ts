// The synastry CLI contract, checked by spawning the command as `npm run chart -- synastry …` does (node with tsx's
// loader, without npx itself, whose npm warnings would land in stderr).
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BODIES } from '../../../supabase/functions/_shared/contract/chart.ts';

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function run(...args: string[]) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', CLI, 'synastry', ...args], { encoding: 'utf8', cwd: ROOT });
  return { code: child.status, stdout: child.stdout, stderr: child.stderr };
}

const ISO_SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const PAIR = ['--date', '1990-05-15', '--time', '14:30', '--place', 'Madrid, España', '--date2', '1988-11-02', '--time2', '08:10', '--place2', 'Buenos Aires, Argentina'];

interface Natal {
  utc: string;
  bodies: Record<string, { longitude: number }>;
  angles: { ascendant: number; midheaven: number } | null;
}

describe('npm run chart -- synastry', () => {
  it('prints the contract JSON: natal charts, aspects, overlays, composite, Davison and scores', () => {
    const { code, stdout, stderr } = run(...PAIR, '--json');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(Object.keys(out)).toEqual(['a', 'b', 'aspects', 'overlays', 'composite', 'davison', 'scores']);
    const a = out.a as Natal;
    const b = out.b as Natal;
    // a and b are the natal JSON the plain command prints.
    const natal = JSON.parse(spawnSync(process.execPath, ['--import', 'tsx', CLI, '--date', '1990-05-15', '--time', '14:30', '--place', 'Madrid, España', '--json'], { encoding: 'utf8', cwd: ROOT }).stdout);
    expect(a).toEqual(natal);
    expect(a.utc).toMatch(ISO_SECONDS);

    for (const aspect of out.aspects) expect(Object.keys(aspect)).toEqual(['a', 'b', 'type', 'orb', 'major']);
    // Every major aspect within 3° between the two natal JSONs is listed, with orb = |separation − angle|.
    const points = (n: Natal) => [...Object.entries(n.bodies).map(([id, x]) => [id, x.longitude] as const), ...(n.angles ? Object.entries(n.angles) : [])];
    const angles: Record<string, number> = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };
    let within3 = 0;
    for (const [pa, la] of points(a)) {
      for (const [pb, lb] of points(b)) {
        const raw = Math.abs(la - lb);
        const separation = raw > 180 ? 360 - raw : raw;
        for (const [type, angle] of Object.entries(angles)) {
          if (Math.abs(separation - angle) > 3) continue;
          within3 += 1;
          const listed = out.aspects.find((x: { a: string; b: string }) => x.a === pa && x.b === pb);
          expect(listed, `${pa} ${type} ${pb}`).toMatchObject({ type, major: true });
          expect(listed.orb).toBeCloseTo(Math.abs(separation - angle), 9);
        }
      }
    }
    expect(within3).toBeGreaterThan(5);

    expect(Object.keys(out.overlays)).toEqual(['aInB', 'bInA']);
    for (const house of [...Object.values(out.overlays.aInB), ...Object.values(out.overlays.bInA)] as number[]) {
      expect(Number.isInteger(house) && house >= 1 && house <= 12).toBe(true);
    }
    expect(Object.keys(out.composite.bodies)).toEqual([...BODIES]);
    const sunA = a.bodies.sun.longitude;
    const sunB = b.bodies.sun.longitude;
    const d = ((sunB - sunA + 540) % 360) - 180;
    expect(out.composite.bodies.sun.longitude).toBeCloseTo((sunA + d / 2 + 360) % 360, 9);

    expect(out.davison.utc).toMatch(ISO_SECONDS);
    expect(new Date(out.davison.utc).getTime()).toBeCloseTo((new Date(a.utc).getTime() + new Date(b.utc).getTime()) / 2, -5);
    expect(typeof out.davison.latitude).toBe('number');
    expect(typeof out.davison.longitude).toBe('number');
    expect(Object.keys(out.davison.bodies)).toEqual([...BODIES]);

    expect(Object.keys(out.scores)).toEqual(['pareja', 'amigos', 'familia', 'trabajo']);
    for (const s of Object.values(out.scores) as { harmony: number; intensity: number }[]) {
      for (const v of [s.harmony, s.intensity]) expect(Number.isInteger(v) && v >= 0 && v <= 100).toBe(true);
    }
  });

  it('leaves the overlays of an untimed host empty, and prints a readable Spanish table without --json', () => {
    const json = JSON.parse(run('--date', '1990-05-15', '--time', '14:30', '--place', 'Madrid, España', '--date2', '1988-11-02', '--place2', 'Buenos Aires, Argentina', '--json').stdout);
    expect(json.overlays.aInB).toEqual({});
    expect(Object.keys(json.overlays.bInA).length).toBeGreaterThan(0);
    expect(json.overlays.bInA.ascendant).toBeUndefined();

    const { code, stdout } = run(...PAIR, '--name', 'Ana', '--name2', 'Luis');
    expect(code).toBe(0);
    expect(stdout).toContain('Sinastría');
    expect(stdout).toMatch(/Pareja\s+\d+\s+\d+/);
    expect(stdout).toContain('Aspectos entre las cartas (Ana → Luis)');
    expect(stdout).toContain('Carta Davison');
  });

  it('exits 2 with a Spanish message on stderr for every error', () => {
    const missing = run('--date', '1990-05-15', '--place', 'Madrid, España', '--date2', '1988-11-02');
    expect(missing.code).toBe(2);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toContain('Falta el lugar de nacimiento de la segunda persona');

    const unknownPlace = run('--date', '1990-05-15', '--place', 'Xyzzyq', '--date2', '1988-11-02', '--place2', 'Madrid');
    expect(unknownPlace.code).toBe(2);
    expect(unknownPlace.stderr).toMatch(/^Datos de la primera persona: No encuentro/);

    const badTime = run('--date', '1990-05-15', '--place', 'Madrid', '--date2', '1988-11-02', '--time2', '25:00', '--place2', 'Madrid');
    expect(badTime.code).toBe(2);
    expect(badTime.stderr).toContain('La hora «25:00» no es válida');

    const badFlag = run(...PAIR, '--color');
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toContain('No conozco la opción «--color»');
  });
});
