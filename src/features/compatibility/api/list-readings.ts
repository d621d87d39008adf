import * as z from 'zod/mini';
import { supabase } from '../../../lib/supabase';
import { CATEGORIES, type ReadingSummary } from '../types';

// The caller's latest readings, for the history list (the full reading is fetched when opened).

const RowSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  category: z.enum(CATEGORIES),
  names: z.object({ a: z.string(), b: z.string() }),
});

export async function listReadings(): Promise<ReadingSummary[] | null> {
  try {
    const { data, error } = await supabase
      .from('compatibility_readings')
      .select('id, created_at, category, names')
      .order('created_at', { ascending: false })
      .limit(20);
    if (error) return null;
    const parsed = z.array(RowSchema).safeParse(data);
    if (!parsed.success) return null;
    return parsed.data.map((row) => ({ id: row.id, createdAt: row.created_at, category: row.category, names: row.names }));
  } catch {
    return null;
  }
}
