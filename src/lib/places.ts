import * as z from 'zod/mini';
import { supabase } from './supabase';

// The place autocomplete (search-places), shared by every form that asks for a «Ciudad, País».

const PlacesSchema = z.object({ candidates: z.array(z.object({ label: z.string() })) });

/** Autocomplete labels for what the user typed; an empty list when offline or on any failure. */
export async function searchPlaces(query: string): Promise<string[]> {
  if (query.trim().length < 2) return [];
  try {
    const { data, error } = await supabase.functions.invoke('search-places', { body: { query: query.trim(), limit: 6 } });
    if (error) return [];
    const parsed = PlacesSchema.safeParse(data);
    return parsed.success ? parsed.data.candidates.map((c) => c.label) : [];
  } catch {
    return [];
  }
}
