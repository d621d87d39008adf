// `npm run -s chart -- synastry --date D [--time T] --place P --date2 D2 [--time2 T2] --place2 P2 [--json]`
// Node only; cli.ts dispatches here when the first argument is `synastry`.
import { SIGNS, signOf } from '../../supabase/functions/_shared/contract/zodiac.ts';
import { chartFromText } from '../../supabase/functions/_shared/astro/chart.ts';
import { computeCompatibility } from '../../supabase/functions/_shared/astro/compatibility.ts';
import { explainContacts } from '../../supabase/functions/_shared/interpretation/compatibility/contacts.ts';
import { RELATION_CATEGORIES, type ChartPoint, type CompatibilityResult, type RelationCategory } from '../../supabase/functions/_shared/astro/compatibility-types.ts';
import type { HouseSystem, NatalChart } from '../../supabase/functions/_shared/contract/chart.ts';
import { ASPECT_NAME, POINT_NAME, SIGN_NAME, capitalize, formatDegrees } from '../../supabase/functions/_shared/contract/vocabulary.ts'
import { readFlags, readHouseSystem } from './args.ts';

export const SYNASTRY_USAGE =
  'Uso: npm run chart -- synastry --date AAAA-MM-DD [--time HH:MM] --place "Ciudad, País" --date2 AAAA-MM-DD [--time2 HH:MM] --place2 "Ciudad, País" [--name A] [--name2 B] [--house-system placidus|koch|whole-sign|equal|porphyry] [--json]';

const FLAGS = ['--date', '--time', '--place', '--date2', '--time2', '--place2', '--name', '--name2', '--house-system'];

export interface SynastryOptions {
  first: { date: string; time: string | null; place: string; name: string };
  second: { date: string; time: string | null; place: string; name: string };
  houseSystem: HouseSystem;
  json: boolean;
}

export function parseSynastryArgs(argv: string[]): { ok: true; options: SynastryOptions } | { ok: false; message: string } {
  const flags = readFlags(argv, FLAGS, SYNASTRY_USAGE);
  if (!flags.ok) return flags;
  const { values, json } = flags;
  const missing = [
    ['--date', 'la fecha de nacimiento de la primera persona (--date AAAA-MM-DD)'],
    ['--place', 'el lugar de nacimiento de la primera persona (--place "Ciudad, País")'],
    ['--date2', 'la fecha de nacimiento de la segunda persona (--date2 AAAA-MM-DD)'],
    ['--place2', 'el lugar de nacimiento de la segunda persona (--place2 "Ciudad, País")'],
  ].find(([flag]) => !values.get(flag));
  if (missing) return { ok: false, message: `Falta ${missing[1]}.\n${SYNASTRY_USAGE}` };
  const house = readHouseSystem(values);
  if (!house.ok) return house;
  return {
    ok: true,
    options: {
      first: { date: values.get('--date')!, time: values.get('--time') ?? null, place: values.get('--place')!, name: values.get('--name') ?? 'A' },
      second: { date: values.get('--date2')!, time: values.get('--time2') ?? null, place: values.get('--place2')!, name: values.get('--name2') ?? 'B' },
      houseSystem: house.houseSystem,
      json,
    },
  };
}

/** The JSON contract of the issue: natal charts as the natal CLI prints them, then the synastry. */
export function synastryJson(a: NatalChart, b: NatalChart, result: CompatibilityResult) {
  const d = result.davison;
  return {
    a,
    b,
    aspects: result.aspects.map(({ a: pa, b: pb, type, orb, major }) => ({ a: pa, b: pb, type, orb, major })),
    overlays: result.overlays,
    composite: { bodies: result.composite.bodies, angles: result.composite.angles },
    davison: { utc: d.utc, latitude: d.location.latitude, longitude: d.location.longitude, timeKnown: d.timeKnown, bodies: d.bodies, angles: d.angles },
    scores: result.scores,
  };
}

const CATEGORY_TITLE: Record<RelationCategory, string> = { pareja: 'Pareja', amigos: 'Amigos', familia: 'Familia', trabajo: 'Trabajo' };

function position(longitude: number): string {
  const sign = signOf(longitude);
  return `${formatDegrees(longitude - SIGNS.indexOf(sign) * 30).padStart(6)} ${SIGN_NAME[sign]}`;
}

function person(label: string, name: string, chart: NatalChart): string {
  const time = chart.timeKnown ? chart.input.time : 'hora desconocida';
  return `${label}: ${name} · ${chart.input.date} ${time} · ${chart.location.name}, ${chart.location.country} · UTC ${chart.utc}`;
}

function overlayLines(title: string, overlays: Partial<Record<ChartPoint, number>>): string[] {
  const entries = Object.entries(overlays) as [ChartPoint, number][];
  if (!entries.length) return [`${title}: sin hora de nacimiento de quien recibe, no hay casas.`];
  return [`${title}:`, ...entries.map(([point, house]) => `  ${POINT_NAME[point].padEnd(20)} casa ${house}`)];
}

/** The readable Spanish table. */
export function formatSynastry(options: SynastryOptions, a: NatalChart, b: NatalChart, result: CompatibilityResult): string {
  const contacts = explainContacts(result.contacts, { a: options.first.name, b: options.second.name });
  const { name: nameA } = options.first;
  const { name: nameB } = options.second;
  const lines: string[] = ['Sinastría', person('Primera persona', nameA, a), person('Segunda persona', nameB, b), ''];
  lines.push(`${'Categoría'.padEnd(10)} ${'Armonía'.padStart(8)} ${'Intensidad'.padStart(11)}`);
  for (const category of RELATION_CATEGORIES) {
    const s = result.scores[category];
    lines.push(`${CATEGORY_TITLE[category].padEnd(10)} ${String(s.harmony).padStart(8)} ${String(s.intensity).padStart(11)}`);
  }
  lines.push('', `Aspectos entre las cartas (${nameA} → ${nameB}):`);
  for (const x of result.aspects) {
    const motion = x.applying === null ? '' : x.applying ? ', aplicativo' : ', separativo';
    lines.push(`  ${capitalize(POINT_NAME[x.a])} ${ASPECT_NAME[x.type]} ${POINT_NAME[x.b]} (orbe ${formatDegrees(x.orb)} de ${formatDegrees(x.maxOrb)}${x.major ? '' : ', menor'}${motion})`);
  }
  lines.push('', ...overlayLines(`Puntos de ${nameA} en las casas de ${nameB}`, result.overlays.aInB));
  lines.push(...overlayLines(`Puntos de ${nameB} en las casas de ${nameA}`, result.overlays.bInA));
  lines.push('', 'Carta compuesta (puntos medios por el arco más corto):');
  for (const [id, body] of Object.entries(result.composite.bodies)) lines.push(`  ${POINT_NAME[id as ChartPoint].padEnd(20)} ${position(body.longitude)}`);
  if (result.composite.angles) {
    lines.push(`  ${'Ascendente'.padEnd(20)} ${position(result.composite.angles.ascendant)}`, `  ${'Medio Cielo'.padEnd(20)} ${position(result.composite.angles.midheaven)}`);
  }
  const d = result.davison;
  lines.push('', `Carta Davison: ${d.utc} en ${d.location.latitude.toFixed(4)}°, ${d.location.longitude.toFixed(4)}°${d.timeKnown ? '' : ' (sin ángulos ni casas: falta una hora de nacimiento)'}`);
  for (const [id, body] of Object.entries(d.bodies)) lines.push(`  ${POINT_NAME[id as ChartPoint].padEnd(20)} ${position(body.longitude)}${body.house ? `  casa ${body.house}` : ''}`);
  if (d.angles) lines.push(`  Ascendente ${position(d.angles.ascendant)} · Medio Cielo ${position(d.angles.midheaven)}`);
  for (const category of RELATION_CATEGORIES) {
    lines.push('', `${CATEGORY_TITLE[category]}: lo que más pesa`);
    for (const c of contacts[category]) lines.push(`  ${c.harmony >= 0 ? '+' : '−'} ${c.label}`);
  }
  return lines.join('\n');
}

/** Runs the subcommand; every error exits 2 with a Spanish message. */
export function runSynastryCli(argv: string[]): { code: number; stdout: string; stderr: string } {
  const parsed = parseSynastryArgs(argv);
  if (!parsed.ok) return { code: 2, stdout: '', stderr: parsed.message };
  const { first, second, houseSystem, json } = parsed.options;
  const charts: NatalChart[] = [];
  for (const [label, who] of [['primera', first], ['segunda', second]] as const) {
    const result = chartFromText({ date: who.date, time: who.time, place: who.place, houseSystem });
    if (!result.ok) {
      const suggestions = result.suggestions.length ? `\nQuizás: ${result.suggestions.map((s) => s.label).join(' · ')}` : '';
      return { code: 2, stdout: '', stderr: `Datos de la ${label} persona: ${result.message}${suggestions}` };
    }
    charts.push(result.chart);
  }
  const [a, b] = charts;
  const result = computeCompatibility(a, b);
  return { code: 0, stdout: json ? JSON.stringify(synastryJson(a, b, result), null, 2) : formatSynastry(parsed.options, a, b, result), stderr: '' };
}
