import type * as z from 'zod/mini';
import type { supabase as AppSupabase } from './supabase';
import { supabase } from './supabase';
import { es } from '../i18n/es';
import { functionErrorDetail, functionErrorMessage, type FeatureMessages } from './function-errors';

// Every call the app makes to an Edge Function goes through here: the answer checked against what the feature
// expects, and every failure turned into one outcome, with the spec's message (§8: 429 and 402 in their own words,
// another function error in the feature's, a thrown exception as unexpected) and what the function said of it.

export type FunctionName =
  | 'generate-birth-chart'
  | 'generate-tarot-reading'
  | 'generate-compatibility'
  | 'generate-solar-return'
  | 'generate-monthly-report'
  | 'search-places'
  | 'delete-account'
  | 'send-daily-reminders'
  | 'create-compatibility-invite'
  | 'read-compatibility-invite'
  | 'accept-compatibility-invite';

export interface FunctionMessages extends FeatureMessages {
  /** A thrown exception, as the spec words it for this feature. */
  unexpected: string;
}

export type FunctionOutcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** The spec's message for the user. */
      message: string;
      /** The function's HTTP status; null when it never answered, or answered with something else than expected. */
      status: number | null;
      /** The function's own Spanish explanation (its `{ error }`), when it sent one. */
      error: string | null;
      /** The places it suggests for a place it could not pin down, at most six. */
      suggestions: string[];
      /** Its whole JSON answer, for the fields a feature reads (which person, which field, the refusal's reason). */
      body: Record<string, unknown> | null;
    };

/** What any feature shows when a function fails and it has no words of its own (the spec's "Error inesperado"). */
const GENERIC: FunctionMessages = { functionError: es.app.unexpected, unexpected: es.app.unexpected };

const MAX_SUGGESTIONS = 6;

/**
 * Calls `name` with `body` (POST, or GET without one) and checks enough of its answer's `shape` to trust the rest
 * as a `T` (the answer comes back whole, not stripped to the shape). `client` is the app's supabase-js client; a
 * test against the local stack passes its own signed-in one.
 */
export async function invokeFunction<T>(
  name: FunctionName,
  body: object | undefined,
  expected: { shape: z.ZodMiniType; messages?: FunctionMessages; method?: 'GET' | 'POST' },
  client: Pick<typeof AppSupabase, 'functions'> = supabase,
): Promise<FunctionOutcome<T>> {
  const messages = expected.messages ?? GENERIC;
  const failed = (message: string, status: number | null = null, answer: Record<string, unknown> | null = null): FunctionOutcome<T> => ({
    ok: false,
    message,
    status,
    error: typeof answer?.error === 'string' ? answer.error : null,
    suggestions: Array.isArray(answer?.suggestions) ? answer.suggestions.filter((s): s is string => typeof s === 'string').slice(0, MAX_SUGGESTIONS) : [],
    body: answer,
  });
  try {
    const { data, error } = await client.functions.invoke(name, { method: expected.method ?? 'POST', body });
    if (error) {
      const { status, body: answer } = await functionErrorDetail(error);
      return failed(functionErrorMessage(error, messages), status, answer);
    }
    return expected.shape.safeParse(data).success ? { ok: true, data: data as T } : failed(messages.functionError);
  } catch {
    return failed(messages.unexpected);
  }
}
