import * as z from 'zod/mini';
import { invokeFunction } from '../../../lib/invoke-function';
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

const AnswerSchema = z.object({ reading: ReadingSchema });

export async function generateCompatibility(request: CompatibilityRequest): Promise<GenerateOutcome> {
  const outcome = await invokeFunction<{ reading: CompatibilityReadingData }>('generate-compatibility', request, { shape: AnswerSchema, messages: esCompatibility });
  if (outcome.ok) return { kind: 'generated', reading: outcome.data.reading };
  // The function's own Spanish reason for what the user can fix: a bad body, an unknown person or place.
  const detail = outcome.status !== null && [400, 404, 422].includes(outcome.status) ? outcome.error : null;
  const person = outcome.body?.person === 'a' || outcome.body?.person === 'b' ? outcome.body.person : null;
  return { kind: 'failed', message: outcome.message, detail, suggestions: outcome.suggestions, person };
}
