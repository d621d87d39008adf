import { supabase } from '../../../lib/supabase';

// How many stored readings name a person on either side: the delete dialog says it before asking.

export async function countPersonReadings(id: string): Promise<number | null> {
  try {
    const [asA, asB] = await Promise.all(
      (['person_a_id', 'person_b_id'] as const).map((column) =>
        supabase.from('compatibility_readings').select('id', { count: 'exact', head: true }).eq(column, id),
      ),
    );
    if (asA.error || asB.error) return null;
    return (asA.count ?? 0) + (asB.count ?? 0);
  } catch {
    return null;
  }
}
