import { es } from '../i18n/es';

// One mapping from an Edge Function failure to the spec's Spanish messages (spec §8), for every feature
// that invokes a function. 429 and 402 are read from the HTTP status supabase-js exposes on the error
// (`error.context` is the Response) and, as the spec words it, from the message containing the number.

export interface FeatureMessages {
  functionError: string;
}

function statusOf(error: unknown): number | null {
  const context = (error as { context?: unknown } | null)?.context;
  if (context && typeof context === 'object' && 'status' in context && typeof context.status === 'number') return context.status;
  return null;
}

export function functionErrorMessage(error: unknown, messages: FeatureMessages): string {
  const status = statusOf(error);
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (status === 429 || text.includes('429')) return es.functions.tooManyRequests;
  if (status === 402 || text.includes('402')) return es.functions.creditsExhausted;
  return messages.functionError;
}

/** The function's own Spanish explanation (`{ error }` in its JSON body), when it sent one. */
export async function functionErrorDetail(error: unknown): Promise<{ status: number | null; body: Record<string, unknown> | null }> {
  const context = (error as { context?: unknown } | null)?.context;
  const status = statusOf(error);
  if (!(context instanceof Response)) return { status, body: null };
  try {
    const body = (await context.clone().json()) as unknown;
    return { status, body: body && typeof body === 'object' ? (body as Record<string, unknown>) : null };
  } catch {
    return { status, body: null };
  }
}
