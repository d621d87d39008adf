import * as z from 'zod/mini';
import { errorResponse, jsonResponse, preflight, readJson } from '../_shared/http.ts';
import { searchPlaces } from '../_shared/astro/places.ts';
import { MAX_PLACE_LENGTH } from '../_shared/contract/limits.ts';

// search-places: the birth-place autocomplete. Read-only public gazetteer data, so it asks for no session
// (verify_jwt = false, like every function here); the query and the answer are bounded.

const QuerySchema = z.object({
  query: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_PLACE_LENGTH)),
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(10))),
  /** The person's country (ISO 3166-1 alpha-2, from the browser's language): its places rank higher. */
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
});

export async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorResponse(405, 'Método no permitido');
  const parsed = QuerySchema.safeParse(await readJson(req, 1024));
  if (!parsed.success) return errorResponse(400, `Escribe entre 1 y ${MAX_PLACE_LENGTH} caracteres para buscar un lugar.`);
  const candidates = searchPlaces(parsed.data.query, parsed.data.limit ?? 6, parsed.data.country).map((candidate) => ({
    label: candidate.label,
    name: candidate.name,
    country: candidate.country,
    region: candidate.region ?? null,
    latitude: candidate.latitude,
    longitude: candidate.longitude,
    timezone: candidate.timezone,
  }));
  return jsonResponse({ candidates });
}
