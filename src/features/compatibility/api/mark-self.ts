import { supabase } from '../../../lib/supabase';

// Marks a person as "Mi carta"; the database unmarks whoever was before in the same statement.

export async function markSelf(id: string): Promise<boolean> {
  try {
    const { error } = await supabase.from('people').update({ is_self: true }).eq('id', id);
    return !error;
  } catch {
    return false;
  }
}
