import * as z from 'zod/mini';
import { supabase } from '../../../lib/supabase';
import { PERSON_COLUMNS, PersonSchema, type Person } from '../types';

// The caller's saved people, "Mi carta" first and then by name; RLS returns only their own rows.

export async function listPeople(): Promise<Person[] | null> {
  try {
    const { data, error } = await supabase.from('people').select(PERSON_COLUMNS).order('is_self', { ascending: false }).order('name').limit(200);
    if (error) return null;
    const parsed = z.array(PersonSchema).safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
