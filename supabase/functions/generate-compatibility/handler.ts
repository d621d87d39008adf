import * as z from 'zod/mini';
import { chatCompletion } from '../_shared/ai.ts';
import { Refusal, TOO_MANY_REQUESTS, errorResponse, jsonResponse, limitedResponse, rowsInLastHour, serviceClient, withFunction } from '../_shared/http.ts';
import { resolvePlace } from '../_shared/astro/places.ts';
import { computeChart } from '../_shared/astro/chart.ts';
import { ChartInputError } from '../_shared/astro/time.ts';
import { computeCompatibility } from '../_shared/astro/compatibility.ts';
import type { CompatibilityNames, CompatibilityReading, RelationCategory } from '../_shared/astro/compatibility-types.ts';
import type { NatalChart, ResolvedPlace } from '../_shared/contract/chart.ts';
import type { Tables } from '../_shared/contract/database.ts';
import { composeCompatibilityReading } from '../_shared/interpretation/compatibility/compose.ts';
import { explainContacts } from '../_shared/interpretation/compatibility/contacts.ts';
import { COMPATIBILITY_READINGS_PER_HOUR } from '../_shared/contract/limits.ts';
import { aiPromptForCompatibility, validateAiCompatibilityText } from './ai-reading.ts';
import { CompatibilityRequestSchema, type PersonInput } from './request.ts';

// generate-compatibility: two people (saved or typed in) and a category → both natal charts, the synastry,
// composite and Davison charts, the four categories' scores with the contacts behind them, and a Spanish
// reading (AI when configured and sound, else the built-in one), stored for the caller.

const MAX_BODY_BYTES = 8 * 1024;

const StoredPlaceSchema = z.object({
  name: z.string(),
  country: z.string(),
  countryCode: z.string(),
  region: z.optional(z.string()),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  population: z.number(),
  timezone: z.string().check(z.minLength(1)),
});

interface Person {
  id: string | null;
  name: string;
  chart: NatalChart;
}

const WHICH = { a: 'la primera persona', b: 'la segunda persona' } as const;

function placeFor(query: string, side: 'a' | 'b'): ResolvedPlace {
  const resolved = resolvePlace(query);
  if (resolved.ok) return resolved.place;
  throw new Refusal(422, `Lugar de nacimiento de ${WHICH[side]}: ${resolved.message}`, {
    reason: resolved.reason,
    person: side,
    suggestions: resolved.suggestions.map((candidate) => candidate.label),
  });
}

function chartFor(date: string, time: string | null, place: ResolvedPlace, placeQuery: string, side: 'a' | 'b'): NatalChart {
  try {
    return computeChart({ date, time, place, placeQuery });
  } catch (error) {
    if (error instanceof ChartInputError) throw new Refusal(422, `Datos de ${WHICH[side]}: ${error.message}`, { person: side });
    throw error;
  }
}

type PersonRow = Pick<Tables<'people'>, 'id' | 'name' | 'birth_date' | 'birth_time' | 'birth_location' | 'place'>;

/** The caller's saved people among `ids`, in one query: anyone else's id is simply not found. */
async function savedPeople(ids: string[], userId: string): Promise<Map<string, PersonRow>> {
  if (ids.length === 0) return new Map();
  const { data, error } = await serviceClient()
    .from('people')
    .select('id, name, birth_date, birth_time, birth_location, place')
    .in('id', ids)
    .eq('user_id', userId);
  if (error) throw new Error(`person lookup failed: ${error.message}`);
  return new Map((data as PersonRow[]).map((row) => [row.id, row]));
}

/** A saved person or inline data, as a natal chart. */
async function personFor(input: PersonInput, rows: Map<string, PersonRow>, userId: string, side: 'a' | 'b'): Promise<Person> {
  if (input.kind === 'inline') {
    const place = placeFor(input.birthLocation, side);
    return { id: null, name: input.name, chart: chartFor(input.birthDate, input.birthTime, place, input.birthLocation, side) };
  }
  const row = rows.get(input.personId);
  if (!row) throw new Refusal(404, `No encontramos a ${WHICH[side]} entre tus personas guardadas.`, { person: side });
  const stored = StoredPlaceSchema.safeParse(row.place);
  let place: ResolvedPlace;
  if (stored.success) {
    place = stored.data;
  } else {
    // Saved without a resolved place (or the birthplace changed since): resolve it now and keep it.
    place = placeFor(row.birth_location, side);
    const { error: fillError } = await serviceClient().from('people').update({ place }).eq('id', row.id).eq('user_id', userId);
    if (fillError) console.error('[generate-compatibility] could not store the resolved place', fillError.message);
  }
  const time = typeof row.birth_time === 'string' ? row.birth_time.slice(0, 5) : null;
  return { id: row.id, name: row.name, chart: chartFor(row.birth_date, time, place, row.birth_location, side) };
}

async function interpret(
  facts: Parameters<typeof aiPromptForCompatibility>[0],
  category: RelationCategory,
  names: CompatibilityNames,
  builtin: CompatibilityReading,
): Promise<{ text: string; source: 'ai' | 'builtin' } | { limited: 429 | 402 }> {
  const prompt = aiPromptForCompatibility(facts, category, names, builtin.text);
  const ai = await chatCompletion(
    [{ role: 'system', content: prompt.system }, { role: 'user', content: prompt.user }],
    { maxTokens: 2600, timeoutMs: 45_000, temperature: 0.7 },
  );
  if (ai.kind === 'limited') return { limited: ai.status };
  if (ai.kind === 'text' && validateAiCompatibilityText(ai.text, names) === true) return { text: ai.text, source: 'ai' };
  return { text: builtin.text, source: 'builtin' };
}

export const handler = withFunction(
  {
    name: 'generate-compatibility',
    auth: 'Debes iniciar sesión para calcular una compatibilidad.',
    maxBytes: MAX_BODY_BYTES,
    schema: CompatibilityRequestSchema,
    failure: 'Error calculando la compatibilidad',
  },
  async ({ body: { personA, personB, category }, user }) => {
    const savedIds = [personA, personB].flatMap((person) => (person.kind === 'saved' ? [person.personId] : []));
    const [recent, rows] = await Promise.all([rowsInLastHour('compatibility_readings', user.id), savedPeople(savedIds, user.id)]);
    if (recent >= COMPATIBILITY_READINGS_PER_HOUR) return errorResponse(429, TOO_MANY_REQUESTS);

    const a = await personFor(personA, rows, user.id, 'a');
    const b = await personFor(personB, rows, user.id, 'b');
    const names: CompatibilityNames = { a: a.name, b: b.name };
    const charts = { a: a.chart, b: b.chart };
    const result = computeCompatibility(a.chart, b.chart);
    const contacts = explainContacts(result.contacts, names);
    const builtin = composeCompatibilityReading(result, category, names, charts);
    const interpretation = await interpret({ scores: result.scores, contacts }, category, names, builtin);
    if ('limited' in interpretation) {
      return limitedResponse(interpretation.limited);
    }

    const advanced = {
      aspects: result.aspects,
      overlays: result.overlays,
      composite: result.composite,
      davison: result.davison,
      charts,
      compositeText: builtin.compositeText,
      davisonText: builtin.davisonText,
    };
    const { data: stored, error } = await serviceClient()
      .from('compatibility_readings')
      .insert({
        user_id: user.id,
        person_a_id: a.id,
        person_b_id: b.id,
        category,
        scores: result.scores,
        contacts,
        interpretation: interpretation.text,
        // The built-in opening sentences, whichever text was chosen: the AI's reading is checked, not parsed.
        summaries: builtin.summaries,
        advanced,
        names,
        source: interpretation.source,
      })
      .select('id, created_at')
      .single();
    if (error) {
      if (error.hint === 'rate_limit') return errorResponse(429, TOO_MANY_REQUESTS);
      throw new Error(`reading insert failed: ${error.message}`);
    }
    return jsonResponse({
      reading: {
        id: stored.id,
        createdAt: stored.created_at,
        category,
        names,
        personAId: a.id,
        personBId: b.id,
        scores: result.scores,
        contacts,
        interpretation: interpretation.text,
        summaries: builtin.summaries,
        source: interpretation.source,
        advanced,
      },
    });
  },
);
