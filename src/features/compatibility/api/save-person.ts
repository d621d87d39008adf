import * as z from 'zod/mini';
import { supabase } from '../../../lib/supabase';
import { esCompatibility } from '../../../i18n/es-compatibility';
import { CATEGORIES, PERSON_COLUMNS, PersonSchema, type Person, type RelationCategory } from '../types';
import { MAX_PERSON_NAME_LENGTH } from '@core/contract/limits';
import { nameChecks } from '@core/contract/names';
import { birthFields } from '../../../lib/birth-fields';

// Adding or editing a saved person, straight into `people` (RLS keeps it the caller's). The birthplace is
// stored as typed; generate-compatibility resolves it the first time the person is used.

const t = esCompatibility;

/** The form as typed: every field a string (relation may still be unchosen), plus the "Mi carta" box. */
export const PersonFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, t.nameRequired), ...nameChecks(MAX_PERSON_NAME_LENGTH, t.nameTooLong)),
  relation: z.string(),
  ...birthFields(t),
  isSelf: z.boolean(),
});

const FIELD_ORDER = ['name', 'relation', 'birthDate', 'birthTime', 'birthLocation', 'isSelf'];

export type PersonFormValues = z.input<typeof PersonFormSchema>;

/** What the form writes into `people`. */
export type PersonRow = Omit<Person, 'id' | 'created_at'>;

export type PersonField = keyof PersonFormValues;

export function validatePersonForm(values: PersonFormValues): { ok: true; row: PersonRow } | { ok: false; field: PersonField; message: string } {
  const parsed = PersonFormSchema.safeParse(values);
  const issues = parsed.success ? [] : parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message }));
  // Everyone but the user themself has a relation to them.
  if (!values.isSelf && !(CATEGORIES as readonly string[]).includes(values.relation)) issues.push({ field: 'relation', message: t.relationRequired });
  if (!parsed.success || issues.length) {
    // The first problem in the order the form shows its fields.
    const first = [...issues].sort((x, y) => FIELD_ORDER.indexOf(x.field) - FIELD_ORDER.indexOf(y.field))[0];
    return { ok: false, field: first.field as PersonField, message: first.message };
  }
  const { name, relation, birthDate, birthTime, birthLocation, isSelf } = parsed.data;
  return {
    ok: true,
    row: { name, relation: isSelf ? null : (relation as RelationCategory), birth_date: birthDate, birth_time: birthTime || null, birth_location: birthLocation, is_self: isSelf },
  };
}

/** The stored person as form values, for editing. */
export function formValuesOf(person: Person): PersonFormValues {
  return {
    name: person.name,
    relation: person.relation ?? '',
    birthDate: person.birth_date,
    birthTime: person.birth_time ? person.birth_time.slice(0, 5) : '',
    birthLocation: person.birth_location,
    isSelf: person.is_self,
  };
}

export type SaveOutcome = { ok: true; person: Person } | { ok: false; message: string };

/** Inserts when `id` is null, else updates that person. */
export async function savePerson(id: string | null, row: PersonRow): Promise<SaveOutcome> {
  try {
    const query = id === null ? supabase.from('people').insert(row) : supabase.from('people').update(row).eq('id', id);
    const { data, error } = await query.select(PERSON_COLUMNS).single();
    if (error) return { ok: false, message: error.hint === 'people_limit' ? t.peopleLimit : t.saveError };
    const parsed = PersonSchema.safeParse(data);
    return parsed.success ? { ok: true, person: parsed.data } : { ok: false, message: t.saveError };
  } catch {
    return { ok: false, message: t.saveError };
  }
}
