import * as z from 'zod/mini';
import { env } from './env.ts';

// The optional AI provider: any OpenAI-compatible chat-completions endpoint, configured with function
// secrets AI_BASE_URL, AI_API_KEY and AI_MODEL. Without them, callers use their built-in Spanish text.

export interface ChatMessage { role: 'system' | 'user'; content: string }

export type AiOutcome =
  | { kind: 'text'; text: string }
  /** The provider's own 429 or 402, which the function passes on so the app shows the spec's message. */
  | { kind: 'limited'; status: 429 | 402 }
  | { kind: 'unavailable'; reason: string };

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.nullish(z.string()) }) })).check(z.minLength(1)),
});

export function aiConfigured(): boolean {
  return Boolean(env('AI_BASE_URL') && env('AI_API_KEY'));
}

export async function chatCompletion(
  messages: ChatMessage[],
  options: { maxTokens: number; timeoutMs?: number; jsonObject?: boolean; temperature?: number },
): Promise<AiOutcome> {
  const baseUrl = env('AI_BASE_URL');
  const apiKey = env('AI_API_KEY');
  if (!baseUrl || !apiKey) return { kind: 'unavailable', reason: 'not configured' };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 25_000);
  try {
    const response = await fetch(`${baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      signal: controller.signal,
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model: env('AI_MODEL') ?? 'gpt-4o-mini',
        messages,
        max_tokens: options.maxTokens,
        temperature: options.temperature ?? 0.8,
        ...(options.jsonObject ? { response_format: { type: 'json_object' } } : {}),
      }),
    });
    if (response.status === 429 || response.status === 402) {
      await response.body?.cancel();
      return { kind: 'limited', status: response.status };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: 'unavailable', reason: `provider answered ${response.status}` };
    }
    const parsed = CompletionSchema.safeParse(await response.json());
    const text = parsed.success ? parsed.data.choices[0].message.content?.trim() : undefined;
    return text ? { kind: 'text', text } : { kind: 'unavailable', reason: 'empty or malformed completion' };
  } catch (error) {
    return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
