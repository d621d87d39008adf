import { supabase } from '../../../lib/supabase';

// Deletes one stored reading (RLS lets only its owner do it).

export async function deleteReading(id: string): Promise<boolean> {
  try {
    const { error } = await supabase.from('compatibility_readings').delete().eq('id', id);
    return !error;
  } catch {
    return false;
  }
}
