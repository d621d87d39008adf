import * as z from 'zod/mini';
import { jsonResponse, withFunction } from '../_shared/http.ts';
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

const QUERY_MESSAGE = `Escribe entre 1 y ${MAX_PLACE_LENGTH} caracteres para buscar un lugar.`;

export const handler = withFunction(
  {
    name: 'search-places',
    auth: null,
    maxBytes: 1024,
    schema: QuerySchema,
    messages: { notJson: QUERY_MESSAGE, invalid: QUERY_MESSAGE },
    failure: 'No pudimos buscar lugares. Inténtalo de nuevo en unos minutos.',
  },
  async ({ body }) => {
    const candidates = searchPlaces(body.query, body.limit ?? 6, body.country).map((candidate) => ({
      label: candidate.label,
      name: candidate.name,
      country: candidate.country,
      region: candidate.region ?? null,
      latitude: candidate.latitude,
      longitude: candidate.longitude,
      timezone: candidate.timezone,
    }));
    return jsonResponse({ candidates });
  },
);
