// The premium subcommands of `npm run chart`:
//   return   --date D --time T --place P --year Y [--at "Ciudad, País"] [--house-system S] [--json]
//   transits --date D [--time T] --place P --from YYYY-MM-DD --to YYYY-MM-DD [--json]
// Every error exits 2 with a Spanish message on stderr. Node only, like cli.ts.
import { chartFromText } from '../../supabase/functions/_shared/astro/chart.ts';
import { findEvents, solarReturn } from '../../supabase/functions/_shared/astro/events.ts';
import { resolvePlace } from '../../supabase/functions/_shared/astro/places.ts';
import { formatChart, formatPosition } from './format.ts';
import type { HouseSystem, NatalChart } from '../../supabase/functions/_shared/contract/chart.ts';
import { readFlags, readNatalFlags } from './args.ts';
import { ASPECT_FEMININE, ASPECT_NAME, POINT_IN_SENTENCE, POINT_NAME, SIGN_NAME } from '../../supabase/functions/_shared/contract/vocabulary.ts';
import type { AstroEvent } from '../../supabase/functions/_shared/astro/events-types.ts';

type Result = { code: number; stdout: string; stderr: string };

const USAGE: Record<'return' | 'transits', string> = {
  return: 'Uso: npm run chart -- return --date AAAA-MM-DD --time HH:MM --place "Ciudad, País" --year AAAA [--at "Ciudad, País"] [--house-system placidus|koch|whole-sign|equal|porphyry] [--json]',
  transits: 'Uso: npm run chart -- transits --date AAAA-MM-DD [--time HH:MM] --place "Ciudad, País" --from AAAA-MM-DD --to AAAA-MM-DD [--json]',
};
const FLAGS: Record<'return' | 'transits', string[]> = {
  return: ['--date', '--time', '--place', '--year', '--at', '--house-system'],
  transits: ['--date', '--time', '--place', '--from', '--to'],
};
const MIN_RETURN_YEAR = 1800;
const MAX_RETURN_YEAR = 2200;
/** Ten years of events take some seconds (the Moon's ingresses and voids are most of it); longer spans are refused rather than left to hang. */
const MAX_SPAN_DAYS = 3660;

const fail = (message: string): Result => ({ code: 2, stdout: '', stderr: message });

export function isEventsCommand(command: string | undefined): command is 'return' | 'transits' {
  return command === 'return' || command === 'transits';
}

/** argv starts with the subcommand. */
export function runEventsCli(argv: string[]): Result {
  const command = argv[0];
  if (!isEventsCommand(command)) return fail(`No conozco la orden «${command}».`);
  const flags = readFlags(argv.slice(1), FLAGS[command], USAGE[command]);
  if (!flags.ok) return fail(flags.message);
  const { values, json } = flags;
  const birth = readNatalFlags(values, USAGE[command]);
  if (!birth.ok) return fail(birth.message);
  const { date, time, place, houseSystem } = birth;
  if (command === 'return' && time === null) {
    return fail(`La revolución solar necesita la hora de nacimiento (--time HH:MM): sin ella, el instante del regreso del Sol puede variar hasta medio día.\n${USAGE.return}`);
  }
  const natal = chartFromText({ date, time, place, houseSystem });
  if (!natal.ok) {
    const suggestions = natal.suggestions.length ? `\nQuizás: ${natal.suggestions.map((s) => s.label).join(' · ')}` : '';
    return fail(natal.message + suggestions);
  }
  return command === 'return' ? returnCommand(natal.chart, values, houseSystem, json) : transitsCommand(natal.chart, values, json);
}

function returnCommand(natal: NatalChart, values: Map<string, string>, houseSystem: HouseSystem, json: boolean): Result {
  const yearText = values.get('--year');
  if (!yearText) return fail(`Falta el año del cumpleaños (--year AAAA).\n${USAGE.return}`);
  const year = Number(yearText);
  const birthYear = Number(natal.input.date.slice(0, 4));
  if (!/^\d{4}$/.test(yearText) || year < MIN_RETURN_YEAR || year > MAX_RETURN_YEAR) {
    return fail(`El año «${yearText}» no es válido: escribe un año entre ${MIN_RETURN_YEAR} y ${MAX_RETURN_YEAR}.`);
  }
  if (year < birthYear) return fail(`El año ${year} es anterior al nacimiento (${birthYear}): no hay revolución solar que calcular.`);
  // The return chart recomputes the offset for its own instant; the natal one is not carried over.
  let place: NatalChart['location'] = natal.location;
  const at = values.get('--at');
  if (at !== undefined) {
    const resolved = resolvePlace(at);
    if (!resolved.ok) {
      const suggestions = resolved.suggestions.length ? `\nQuizás: ${resolved.suggestions.map((s) => s.label).join(' · ')}` : '';
      return fail(resolved.message + suggestions);
    }
    place = { ...resolved.place, utcOffset: '' };
  }
  const result = solarReturn(natal, year, place, houseSystem);
  if (json) return { code: 0, stdout: JSON.stringify({ ...result.chart, natalSunLongitude: result.natalSunLongitude }, null, 2), stderr: '' };
  const header = [
    `Revolución solar ${year} · Sol natal en ${formatPosition(result.natalSunLongitude).trim()}`,
    `El Sol vuelve a su posición natal el ${result.chart.time.local.replace('T', ' a las ')} hora local (UTC${result.chart.location.utcOffset}), ${result.utc} en UTC.`,
    '',
  ];
  return { code: 0, stdout: header.join('\n') + formatChart(result.chart).replace(/^Carta natal · /, 'Carta de la revolución · '), stderr: '' };
}

function transitsCommand(natal: NatalChart, values: Map<string, string>, json: boolean): Result {
  const fromText = values.get('--from');
  const toText = values.get('--to');
  if (!fromText || !toText) return fail(`Faltan las fechas del periodo (--from AAAA-MM-DD --to AAAA-MM-DD).\n${USAGE.transits}`);
  const from = utcDay(fromText);
  const to = utcDay(toText);
  if (from === null) return fail(`La fecha «${fromText}» no es válida: escríbela como AAAA-MM-DD.`);
  if (to === null) return fail(`La fecha «${toText}» no es válida: escríbela como AAAA-MM-DD.`);
  const end = to + 86_400_000;
  if (end <= from) return fail(`El periodo termina (${toText}) antes de empezar (${fromText}).`);
  if ((end - from) / 86_400_000 > MAX_SPAN_DAYS) return fail('El periodo es demasiado largo: pide como mucho diez años de tránsitos cada vez.');
  const first = new Date(from).getUTCFullYear();
  const last = new Date(to).getUTCFullYear();
  if (first < MIN_RETURN_YEAR || last > MAX_RETURN_YEAR) return fail(`El periodo debe caer entre ${MIN_RETURN_YEAR} y ${MAX_RETURN_YEAR}.`);
  const events = findEvents(natal, new Date(from), new Date(end));
  if (json) return { code: 0, stdout: JSON.stringify({ events }, null, 2), stderr: '' };
  const lines = [
    `Tránsitos del ${fromText} al ${toText} (UTC) sobre la carta del ${natal.input.date}${natal.timeKnown ? ` ${natal.input.time}` : ' (hora desconocida: puntos natales a las 12:00, sin ángulos ni casas)'} en ${natal.location.name}`,
    `${events.length} eventos.`,
    '',
    ...events.map(describeLine),
  ];
  return { code: 0, stdout: lines.join('\n'), stderr: '' };
}

/** 'YYYY-MM-DD' → ms at 00:00 UTC, or null. */
function utcDay(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = new Date(ms);
  return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1 ? ms : null;
}

const SUBTYPES: Record<string, string> = { penumbral: 'penumbral', partial: 'parcial', total: 'total', annular: 'anular' };

function describeLine(event: AstroEvent): string {
  const when = `${event.utc.slice(0, 10)} ${event.utc.slice(11, 16)}`;
  const house = 'natalHouse' in event && event.natalHouse ? ` · casa natal ${event.natalHouse}` : '';
  switch (event.type) {
    case 'aspect': {
      const window = event.enterUtc && event.leaveUtc ? ` (en orbe del ${event.enterUtc.slice(0, 10)} al ${event.leaveUtc.slice(0, 10)})` : '';
      return `${when}  ${POINT_NAME[event.transiting]} en tránsito, ${ASPECT_NAME[event.aspect]} ${ASPECT_FEMININE[event.aspect] ? 'exacta' : 'exacto'} a ${POINT_NAME[event.natal]} natal${window}`;
    }
    case 'ingress':
      return `${when}  ${POINT_NAME[event.body]} entra en ${SIGN_NAME[event.sign]}`;
    case 'station':
      return `${when}  ${POINT_NAME[event.body]} ${event.direction === 'retrograde' ? 'se detiene y empieza a retrogradar' : 'se detiene y retoma el movimiento directo'}${event.longitude === undefined ? '' : ` en ${formatPosition(event.longitude).trim()}`}${house}`;
    case 'lunation':
      return `${when}  ${event.phase === 'new' ? 'Luna nueva' : 'Luna llena'} en ${formatPosition(event.longitude).trim()}${house}`;
    case 'eclipse':
      return `${when}  Eclipse ${event.kind === 'solar' ? 'solar' : 'lunar'}${event.subtype ? ` ${SUBTYPES[event.subtype]}` : ''} (máximo)${event.longitude === undefined ? '' : ` en ${formatPosition(event.longitude).trim()}`}${house}`;
    case 'void-of-course': {
      const last = event.lastAspect ? `tras su ${ASPECT_NAME[event.lastAspect.aspect]} con ${POINT_IN_SENTENCE[event.lastAspect.body]}` : 'sin aspectos en todo el signo';
      return `${when}  Luna vacía de curso en ${SIGN_NAME[event.sign]}, ${last}, hasta ${event.endUtc.slice(0, 10)} ${event.endUtc.slice(11, 16)} (entra en ${SIGN_NAME[event.nextSign]})`;
    }
  }
}
