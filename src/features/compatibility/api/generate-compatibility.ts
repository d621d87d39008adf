import type { FunctionsError } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase';
import { functionErrorDetail, functionErrorMessage } from '../../../lib/function-errors';
import { esCompatibility } from '../../../i18n/es-compatibility';
import { ReadingSchema, type CompatibilityReadingData, type RelationCategory } from '../types';

// generate-compatibility: two saved people and a category → a stored reading.

export interface CompatibilityRequest {
  personA: { personId: string };
  personB: { personId: string };
  category: RelationCategory;
}

export type GenerateOutcome =
  | { kind: 'generated'; reading: CompatibilityReadingData }
  /** `detail` is the function's own reason; `person` says whose data it concerns, when it does. */
  | { kind: 'failed'; message: string; detail: string | null; suggestions: string[]; person: 'a' | 'b' | null };

type Invoke = (name: string, body: CompatibilityRequest) => Promise<{ data: unknown; error: FunctionsError | Error | null }>;

const invokeFunction: Invoke = (name, body) => supabase.functions.invoke(name, { body });

export async function generateCompatibility(request: CompatibilityRequest, invoke: Invoke = invokeFunction): Promise<GenerateOutcome> {
  try {
    const { data, error } = await invoke('generate-compatibility', request);
    if (error) {
      const { status, body } = await functionErrorDetail(error);
      // The function's own Spanish reason for what the user can fix: a bad body, an unknown person or place.
      const detail = typeof body?.error === 'string' && status !== null && [400, 404, 422].includes(status) ? body.error : null;
      const suggestions = Array.isArray(body?.suggestions) ? body.suggestions.filter((s): s is string => typeof s === 'string').slice(0, 6) : [];
      const person = body?.person === 'a' || body?.person === 'b' ? body.person : null;
      return { kind: 'failed', message: functionErrorMessage(error, esCompatibility), detail, suggestions, person };
    }
    const reading = (data as { reading?: unknown } | null)?.reading;
    if (!ReadingSchema.safeParse(reading).success) return { kind: 'failed', message: esCompatibility.functionError, detail: null, suggestions: [], person: null };
    return { kind: 'generated', reading: reading as CompatibilityReadingData };
  } catch {
    return { kind: 'failed', message: esCompatibility.unexpected, detail: null, suggestions: [], person: null };
  }
}
