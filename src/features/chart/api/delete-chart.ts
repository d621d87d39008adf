import { supabase } from '../../../lib/supabase';
import { db } from '../../../offline/db';

// Deletes a chart from the server (RLS: only the owner's rows), then from the device.

export async function deleteChart(id: string, client: typeof supabase = supabase): Promise<boolean> {
  try {
    const { data, error } = await client.from('birth_charts').delete().eq('id', id).select('id');
    if (error || !data?.length) return false;
  } catch {
    return false;
  }
  await db.charts.delete(id);
  return true;
}
