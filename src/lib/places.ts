import * as z from 'zod/mini';
import { invokeFunction } from './invoke-function';

// The place autocomplete (search-places), shared by every form that asks for a «Ciudad, País».

const PlacesSchema = z.object({ candidates: z.array(z.object({ label: z.string() })) });

/**
 * The person's country from the browser's languages ('es-AR' → 'AR'), so that 'Córdoba' lists their own first;
 * undefined for a language without a region ('es').
 */
export function homeCountry(languages: readonly string[] = globalThis.navigator?.languages ?? []): string | undefined {
  for (const tag of languages) {
    try {
      // Only a tag that names its region says where the person is ('es' alone is every Spanish speaker).
      const region = new Intl.Locale(tag).region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // A malformed tag says nothing about the person's country.
    }
  }
  return undefined;
}

/** Autocomplete labels for what the user typed, best first; an empty list when offline or on any failure. */
export async function searchPlaces(query: string): Promise<string[]> {
  if (query.trim().length < 2) return [];
  const country = homeCountry();
  const body = { query: query.trim(), limit: 6, ...(country ? { country } : {}) };
  const outcome = await invokeFunction<z.infer<typeof PlacesSchema>>('search-places', body, { shape: PlacesSchema });
  return outcome.ok ? outcome.data.candidates.map((c) => c.label) : [];
}

/** A place a function could not pin down (its 422 `{ error, reason, suggestions }`): what to show beside the field. */
export interface PlaceProblem {
  message: string | null;
  suggestions: string[];
}
