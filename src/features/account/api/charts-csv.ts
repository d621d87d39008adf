import { BODIES, SIGNS, type BodyId, type BodyPosition, type NatalChart, type SignId } from '@core/contract/chart';
import { HOUSE_SYSTEM_NAME, POINT_LABEL, SIGN_NAME } from '@core/contract/vocabulary';
import type { Tables } from '@core/contract/database';

// The natal charts as a spreadsheet: one row per chart, RFC 4180 (commas, CRLF, fields quoted when they hold a
// comma, a quote or a line break, quotes doubled), UTF-8 with a byte-order mark so Excel reads "Géminis" and
// "Bogotá" as written. Numbers keep the dot as decimal separator, as the format expects.

type ChartRow = Tables<'birth_charts'>;

const BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage return) gets a leading
 * apostrophe: a chart named "=HYPERLINK(…)" stays text. Numbers are written as numbers and never pass here.
 */
function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function field(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : neutralised(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function signOf(longitude: number): SignId {
  return SIGNS[Math.floor((((longitude % 360) + 360) % 360) / 30)];
}

function bodyColumns(body: BodyId): string[] {
  const name = POINT_LABEL[body];
  return [`${name}: signo`, `${name}: grado en el signo`, `${name}: casa`, `${name}: retrógrado`];
}

const HEADER = [
  'Nombre de la carta', 'De quién es', 'Persona', 'Fecha de nacimiento', 'Hora de nacimiento', 'Lugar escrito', 'Lugar encontrado', 'País',
  'Latitud', 'Longitud', 'Zona horaria', 'Instante UTC', 'Sistema de casas',
  ...BODIES.flatMap(bodyColumns),
  'Ascendente: signo', 'Ascendente: grado en el signo', 'Medio Cielo: signo', 'Medio Cielo: grado en el signo',
  'Creada',
];

function bodyFields(position: BodyPosition | undefined): (string | number | null)[] {
  if (!position) return [null, null, null, null];
  return [SIGN_NAME[position.sign] ?? position.sign, round(position.degreeInSign, 2), position.house, position.retrograde ? 'sí' : 'no'];
}

function angleFields(longitude: number | undefined): (string | number | null)[] {
  if (longitude === undefined) return [null, null];
  return [SIGN_NAME[signOf(longitude)], round(((longitude % 30) + 30) % 30, 2)];
}

function chartFields(row: ChartRow): (string | number | null)[] {
  const chart = row.chart as unknown as Partial<NatalChart> | null;
  const place = chart?.location;
  return [
    row.chart_name,
    row.subject === 'other' ? 'otra persona' : 'tuya',
    row.person_name,
    row.birth_date,
    row.birth_time ? row.birth_time.slice(0, 5) : 'desconocida',
    row.birth_location,
    place?.name ?? null,
    place?.country ?? null,
    place ? round(place.latitude, 4) : null,
    place ? round(place.longitude, 4) : null,
    place?.timezone ?? null,
    chart?.utc ?? null,
    chart?.timeKnown === false ? 'sin casas (hora desconocida)' : HOUSE_SYSTEM_NAME[row.house_system as keyof typeof HOUSE_SYSTEM_NAME] ?? row.house_system,
    ...BODIES.flatMap((body) => bodyFields(chart?.bodies?.[body])),
    ...angleFields(chart?.angles?.ascendant),
    ...angleFields(chart?.angles?.midheaven),
    row.created_at,
  ];
}

export function chartsToCsv(rows: readonly ChartRow[]): string {
  const lines = [HEADER, ...rows.map(chartFields)].map((fields) => fields.map(field).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
