// `npm run chart -- --date 1990-05-15 --time 14:30 --place "Madrid, España" [--house-system placidus] [--json]`
// Node only (process, argv), kept out of supabase/functions: a tool, never deployed.
import { pathToFileURL } from 'node:url';
import { chartFromText } from '../../supabase/functions/_shared/astro/chart.ts';
import { isEventsCommand, runEventsCli } from './cli-events.ts';
import { runSynastryCli } from './cli-synastry.ts';
import { readFlags, readNatalFlags } from './args.ts';
import type { BodyId, HouseSystem, NatalChart } from '../../supabase/functions/_shared/contract/chart.ts';
import { ASPECT_NAME, POINT_NAME, SIGN_NAME, capitalize } from '../../supabase/functions/_shared/contract/vocabulary.ts';
import { SIGNS } from '../../supabase/functions/_shared/contract/zodiac.ts';

export interface CliOptions {
  date: string;
  time: string | null;
  place: string;
  houseSystem: HouseSystem;
  json: boolean;
}

export const USAGE =
  'Uso: npm run chart -- --date AAAA-MM-DD [--time HH:MM] --place "Ciudad, País" [--house-system placidus|koch|whole-sign|equal|porphyry] [--json]';

/** Parses argv (without node and script); returns a Spanish error message instead of throwing. */
export function parseArgs(argv: string[]): { ok: true; options: CliOptions } | { ok: false; message: string } {
  const flags = readFlags(argv, ['--date', '--time', '--place', '--house-system'], USAGE);
  if (!flags.ok) return flags;
  const natal = readNatalFlags(flags.values, USAGE);
  if (!natal.ok) return natal;
  const { date, time, place, houseSystem } = natal;
  return { ok: true, options: { date, time, place, houseSystem, json: flags.json } };
}

/** Table labels: the vocabulary's names, capitalised, with the node said once as the true one. */
const BODY_NAMES: Record<BodyId | 'ascendant' | 'midheaven', string> = {
  ...(Object.fromEntries(Object.entries(POINT_NAME).map(([id, name]) => [id, capitalize(name)])) as Record<BodyId | 'ascendant' | 'midheaven', string>),
  trueNode: 'Nodo norte (verdadero)',
  meanNode: 'Nodo norte (medio)',
};
const HOUSE_NAMES: Record<HouseSystem, string> = {
  placidus: 'Plácidus', koch: 'Koch', 'whole-sign': 'signos enteros', equal: 'casas iguales', porphyry: 'Porfirio',
};

/** 24°25′ Tauro */
export function formatPosition(longitude: number): string {
  const sign = Math.floor(longitude / 30);
  const totalMinutes = Math.floor((longitude - sign * 30) * 60 + 1e-9);
  return `${String(Math.floor(totalMinutes / 60)).padStart(2, ' ')}°${String(totalMinutes % 60).padStart(2, '0')}′ ${SIGN_NAME[SIGNS[sign]]}`;
}

/** The readable Spanish table. */
export function formatChart(chart: NatalChart): string {
  const lines: string[] = [];
  const loc = chart.location;
  lines.push(`Carta natal · ${chart.input.date} ${chart.timeKnown ? chart.input.time : '(hora desconocida: calculada a las 12:00)'}`);
  lines.push(`Lugar: ${loc.name}, ${loc.country} (${loc.latitude.toFixed(4)}°, ${loc.longitude.toFixed(4)}°) · ${loc.timezone} · UTC${loc.utcOffset}${chart.time.basis === 'lmt' ? ' (hora media local)' : ''}`);
  lines.push(`Instante UTC: ${chart.utc}`);
  if (chart.time.note) lines.push(`Aviso: ${chart.time.note.message}`);
  lines.push('');
  lines.push(`${'Cuerpo'.padEnd(24)} ${'Posición'.padEnd(18)} ${'Velocidad'.padStart(10)}  Casa`);
  for (const [id, body] of Object.entries(chart.bodies) as [BodyId, NatalChart['bodies'][BodyId]][]) {
    const speed = `${body.speed >= 0 ? ' ' : ''}${body.speed.toFixed(4)}°/d`;
    lines.push(`${BODY_NAMES[id].padEnd(24)} ${formatPosition(body.longitude).padEnd(18)} ${speed.padStart(10)}  ${body.house ?? '—'}${body.retrograde ? '  R' : ''}`);
  }
  if (chart.angles && chart.houses) {
    lines.push('');
    lines.push(`Ascendente: ${formatPosition(chart.angles.ascendant)} · Medio Cielo: ${formatPosition(chart.angles.midheaven)}`);
    const system = chart.houses.fallback
      ? `${HOUSE_NAMES[chart.houses.system]} (${HOUSE_NAMES[chart.houses.requested]} no se puede calcular tan cerca del polo)`
      : HOUSE_NAMES[chart.houses.system];
    lines.push(`Casas (${system}):`);
    chart.houses.cusps.forEach((cusp, i) => lines.push(`  ${String(i + 1).padStart(2)}  ${formatPosition(cusp)}`));
    if (chart.chartRuler) lines.push(`Regente de la carta: ${BODY_NAMES[chart.chartRuler]}`);
  } else {
    lines.push('');
    lines.push('Sin hora de nacimiento no hay Ascendente, Medio Cielo ni casas.');
    if (chart.moonSignRange) lines.push(`La Luna estuvo ese día en: ${chart.moonSignRange.map((s) => SIGN_NAME[s]).join(' → ')}`);
  }
  lines.push('');
  lines.push('Aspectos:');
  for (const a of chart.aspects) {
    const motion = a.applying === null ? '' : a.applying ? ', aplicativo' : ', separativo';
    lines.push(`  ${BODY_NAMES[a.a]} ${ASPECT_NAME[a.type]} ${BODY_NAMES[a.b]} (orbe ${a.orb.toFixed(2)}° de ${a.maxOrb}°${motion})`);
  }
  const e = chart.balance.elements;
  const m = chart.balance.modalities;
  lines.push('');
  lines.push(`Elementos: fuego ${e.fire}, tierra ${e.earth}, aire ${e.air}, agua ${e.water} · Modalidades: cardinal ${m.cardinal}, fija ${m.fixed}, mutable ${m.mutable}`);
  return lines.join('\n');
}

/** Runs the command; returns what to print and the exit code, so tests need no child process. */
export function runCli(argv: string[]): { code: number; stdout: string; stderr: string } {
  if (isEventsCommand(argv[0])) return runEventsCli(argv);
  const parsed = parseArgs(argv);
  if (!parsed.ok) return { code: 2, stdout: '', stderr: parsed.message };
  const { date, time, place, houseSystem, json } = parsed.options;
  const result = chartFromText({ date, time, place, houseSystem });
  if (!result.ok) {
    const suggestions = result.suggestions.length ? `\nQuizás: ${result.suggestions.map((s) => s.label).join(' · ')}` : '';
    return { code: 1, stdout: '', stderr: result.message + suggestions };
  }
  return { code: 0, stdout: json ? JSON.stringify(result.chart, null, 2) : formatChart(result.chart), stderr: '' };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const { code, stdout, stderr } = argv[0] === 'synastry' ? runSynastryCli(argv.slice(1)) : runCli(argv);
  if (stdout) console.log(stdout);
  if (stderr) console.error(stderr);
  process.exitCode = code;
}
