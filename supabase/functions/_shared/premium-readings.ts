import * as z from 'zod/mini';
import { chatCompletion } from './ai.ts';
import { Refusal, TOO_MANY_REQUESTS, bodyRule, errorResponse, jsonResponse, rowsInLastHour, serviceClient, type BodySchema } from './http.ts';
import { birthFields } from './birth-input.ts';
import { computeChart } from './astro/chart.ts';
import { resolvePlace } from './astro/places.ts';
import { ChartInputError } from './astro/time.ts';
import { HOUSE_SYSTEMS, type HouseSystem, type NatalChart, type ResolvedPlace } from './contract/chart.ts';
import { PREMIUM_READINGS_PER_HOUR } from './contract/limits.ts';

// What generate-solar-return and generate-monthly-report share: the natal chart from inline birth data or from
// one of the caller's stored charts, the hourly limit, the optional AI rewrite of the built-in text, and the
// insert into premium_readings (whose trigger has the last word on the limit).

export const MAX_BODY_BYTES = 4 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const InlineBirthSchema = z.object({
  ...birthFields,
  houseSystem: z.optional(z.enum(HOUSE_SYSTEMS, { error: 'Sistema de casas no reconocido.' })),
});

const ChartRefSchema = z.object({
  chartId: z.string({ error: 'Indica una de tus cartas.' }).check(z.regex(UUID, 'El identificador de la carta no es válido.')),
});

export type NatalSource =
  | { kind: 'stored'; chartId: string }
  | { kind: 'inline'; birthDate: string; birthTime: string | null; birthLocation: string; houseSystem?: HouseSystem };

export interface PremiumBody<Fields> {
  natal: NatalSource;
  fields: Fields;
}

/**
 * A body that names the natal chart either by `chartId` or by inline birth data, plus the reading's own `fields`;
 * the first Spanish message on failure.
 */
export function premiumBody<Shape extends z.core.$ZodLooseShape>(fields: Shape): BodySchema<PremiumBody<z.infer<z.ZodMiniObject<Shape>>>> {
  return bodyRule((body) => parsePremiumBody(body, fields));
}

function parsePremiumBody<Shape extends z.core.$ZodLooseShape>(
  body: unknown,
  fields: Shape,
): { ok: true; data: PremiumBody<z.infer<z.ZodMiniObject<Shape>>> } | { ok: false; message: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'Indica tus datos de nacimiento o elige una de tus cartas.' };
  }
  const byChart = 'chartId' in body && (body as { chartId?: unknown }).chartId != null;
  if (!byChart && !('birthDate' in body)) return { ok: false, message: 'Indica tus datos de nacimiento o elige una de tus cartas.' };
  const own = z.object(fields).safeParse(body);
  if (byChart) {
    const ref = ChartRefSchema.safeParse(body);
    if (!ref.success) return { ok: false, message: ref.error.issues[0].message };
    if (!own.success) return { ok: false, message: own.error.issues[0].message };
    return { ok: true, data: { natal: { kind: 'stored', chartId: ref.data.chartId }, fields: own.data as z.infer<z.ZodMiniObject<Shape>> } };
  }
  const inline = InlineBirthSchema.safeParse(body);
  if (!inline.success) return { ok: false, message: inline.error.issues[0].message };
  if (!own.success) return { ok: false, message: own.error.issues[0].message };
  const { birthDate, birthTime, birthLocation, houseSystem } = inline.data;
  const source: NatalSource = { kind: 'inline', birthDate, birthTime: birthTime ? birthTime.slice(0, 5) : null, birthLocation, houseSystem };
  return { ok: true, data: { natal: source, fields: own.data as z.infer<z.ZodMiniObject<Shape>> } };
}

/** A 422 for a place the gazetteer cannot pin down, with what the user may have meant. */
export function unknownPlace(
  failure: { reason: string; message: string; suggestions: { label: string }[] },
  field: 'birthLocation' | 'returnLocation',
): Refusal {
  return new Refusal(422, failure.message, { field, reason: failure.reason, suggestions: failure.suggestions.map((candidate) => candidate.label) });
}

/**
 * What both premium functions check before their own work, once the caller and the body are known: the hourly
 * limit (429), then the natal chart the reading is for, computed from inline data or read from the caller's own
 * birth_charts (404 for anyone else's, 422 for a place or date that cannot be computed), thrown as a Refusal.
 */
export interface PremiumNatal {
  natal: NatalChart;
  birthPlace: ResolvedPlace;
  chartId: string | null;
  /** A stored chart's title and the name of the person it is for, so a printed reading says whose it is. */
  chartName: string | null;
  personName: string | null;
}

export async function premiumNatal(userId: string, source: NatalSource): Promise<PremiumNatal> {
  if ((await rowsInLastHour('premium_readings', userId)) >= PREMIUM_READINGS_PER_HOUR) throw new Refusal(429, TOO_MANY_REQUESTS);
  if (source.kind === 'stored') {
    const { data, error } = await serviceClient()
      .from('birth_charts')
      .select('id, chart, chart_name, person_name')
      .eq('id', source.chartId)
      .eq('user_id', userId)
      .maybeSingle();
    if (error) throw new Error(`chart lookup failed: ${error.message}`);
    if (!data) throw new Refusal(404, 'No encontramos esa carta entre las tuyas.');
    const natal = data.chart as NatalChart;
    return { natal, birthPlace: placeOf(natal), chartId: data.id as string, chartName: data.chart_name, personName: data.person_name };
  }
  const place = resolvePlace(source.birthLocation);
  if (!place.ok) throw unknownPlace(place, 'birthLocation');
  try {
    const natal = computeChart({
      date: source.birthDate,
      time: source.birthTime,
      place: place.place,
      placeQuery: source.birthLocation,
      houseSystem: source.houseSystem,
    });
    return { natal, birthPlace: place.place, chartId: null, chartName: null, personName: null };
  } catch (error) {
    if (error instanceof ChartInputError) throw new Refusal(422, error.message);
    throw error;
  }
}

/** The stored chart's resolved place, without the display-only offset. */
export function placeOf(natal: NatalChart): ResolvedPlace {
  const { utcOffset: _offset, ...place } = natal.location;
  return place;
}

/** Plain word count, for judging whether an AI text is as complete as the built-in one. */
function words(text: string): number {
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}

const SPANISH_MARKERS = /\b(que|de|la|el|los|las|tu|tus|en|con|para|una|del)\b/giu;

/**
 * The AI may rewrite the built-in reading in a more personal voice, from the same facts. Its text is used only
 * when it is Spanish, keeps the Markdown sections and is at least as long as `minWords`; otherwise the built-in
 * text stands. The provider's own 429/402 pass through as the spec's messages.
 */
export async function personalise(
  builtin: string,
  options: { subject: string; facts: string; minWords: number },
): Promise<{ text: string; source: 'ai' | 'builtin' } | { limited: 429 | 402 }> {
  const system =
    'Eres una astróloga que escribe en español neutro (tú), cálida y precisa, sin fatalismos ni predicciones de salud, dinero o muerte. ' +
    'Reescribe la lectura que te dan con tu propia voz, sin inventar posiciones, fechas ni aspectos que no estén en los datos. ' +
    'Conserva los encabezados Markdown "## " y la estructura; responde solo con el texto de la lectura.';
  const user = `${options.subject}\n\nDatos calculados:\n${options.facts}\n\nLectura de base:\n${builtin}`;
  const ai = await chatCompletion(
    [{ role: 'system', content: system }, { role: 'user', content: user }],
    { maxTokens: 3000, timeoutMs: 45_000, temperature: 0.7 },
  );
  if (ai.kind === 'limited') return { limited: ai.status };
  if (ai.kind === 'text') {
    const headings = ai.text.match(/^## /gm)?.length ?? 0;
    const spanish = (ai.text.match(SPANISH_MARKERS)?.length ?? 0) / Math.max(1, words(ai.text));
    if (words(ai.text) >= options.minWords && headings >= 2 && spanish > 0.12 && ai.text.length <= 40_000) return { text: ai.text, source: 'ai' };
  }
  return { text: builtin, source: 'builtin' };
}

export interface NewReading {
  userId: string;
  kind: 'solar_return' | 'monthly_report';
  params: Record<string, unknown>;
  utc?: string | null;
  chart?: unknown;
  events?: unknown[] | null;
  interpretation: string;
  source: 'ai' | 'builtin';
}

/** Inserts the reading; null when the database's own hourly limit refused it. */
export async function storeReading(reading: NewReading): Promise<{ id: string; createdAt: string } | null> {
  const { data, error } = await serviceClient()
    .from('premium_readings')
    .insert({
      user_id: reading.userId,
      kind: reading.kind,
      params: reading.params,
      utc: reading.utc ?? null,
      chart: reading.chart ?? null,
      events: reading.events ?? null,
      interpretation: reading.interpretation,
      source: reading.source,
    })
    .select('id, created_at')
    .single();
  if (error) {
    if (error.hint === 'rate_limit') return null;
    throw new Error(`premium reading insert failed: ${error.message}`);
  }
  return { id: data.id as string, createdAt: data.created_at as string };
}

/**
 * Stores the reading and answers with it as the app shows it: its id, kind, text, source, date and params, with
 * `shown`, what this kind of reading adds (the return's chart, the month's events). The database's own hourly
 * limit may still refuse it: then a 429.
 */
export async function storedReadingResponse(reading: NewReading, shown: Record<string, unknown>): Promise<Response> {
  const stored = await storeReading(reading);
  if (!stored) return errorResponse(429, TOO_MANY_REQUESTS);
  const { kind, interpretation, source, params } = reading;
  return jsonResponse({ reading: { id: stored.id, kind, ...shown, interpretation, source, createdAt: stored.createdAt, params } });
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** '14 de mayo de 2026, 08:17 (hora de Madrid)': the moment as the person will live it at that place. */
export function localMomentText(utc: string, place: ResolvedPlace): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: place.timezone, year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
    })
      .formatToParts(new Date(utc))
      .map((part) => [part.type, part.value]),
  );
  return `${Number(parts.day)} de ${MONTHS[Number(parts.month) - 1]} de ${parts.year}, ${parts.hour}:${parts.minute} (hora de ${place.name})`;
}

/** 'marzo de 2026' for '2026-03'. */
export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${MONTHS[number - 1]} de ${year}`;
}
