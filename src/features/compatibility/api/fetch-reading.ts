import { supabase } from '../../../lib/supabase';
import { ReadingSchema, type CompatibilityReadingData } from '../types';

// One stored reading in full, shaped as the function returned it.

export async function fetchReading(id: string): Promise<CompatibilityReadingData | null> {
  try {
    const { data, error } = await supabase
      .from('compatibility_readings')
      .select('id, created_at, category, names, person_a_id, person_b_id, scores, contacts, interpretation, summaries, source, advanced')
      .eq('id', id)
      .maybeSingle();
    if (error || !data) return null;
    const reading = {
      id: data.id,
      createdAt: data.created_at,
      category: data.category,
      names: data.names,
      personAId: data.person_a_id,
      personBId: data.person_b_id,
      scores: data.scores,
      contacts: data.contacts,
      interpretation: data.interpretation,
      summaries: data.summaries,
      source: data.source,
      advanced: data.advanced,
    };
    return ReadingSchema.safeParse(reading).success ? (reading as unknown as CompatibilityReadingData) : null;
  } catch {
    return null;
  }
}
