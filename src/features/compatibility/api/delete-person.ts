import { supabase } from '../../../lib/supabase';

// Deletes a saved person. Their readings survive in the database (person links become null) unless the user
// chose to delete them too, which happens first, so a failure never leaves readings without their choice.

export async function deletePerson(id: string, options: { withReadings: boolean }): Promise<{ ok: true; deletedReadings: string[] } | { ok: false }> {
  try {
    const deletedReadings: string[] = [];
    if (options.withReadings) {
      for (const column of ['person_a_id', 'person_b_id'] as const) {
        const { data, error } = await supabase.from('compatibility_readings').delete().eq(column, id).select('id');
        if (error) return { ok: false };
        deletedReadings.push(...(data ?? []).map((row: { id: string }) => row.id));
      }
    }
    const { error } = await supabase.from('people').delete().eq('id', id);
    return error ? { ok: false } : { ok: true, deletedReadings };
  } catch {
    return { ok: false };
  }
}
