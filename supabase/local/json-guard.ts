// Bodies the database or the runtime cannot take are refused at the gateway with a 400, before they reach a
// recursive JSON.stringify (5,000 levels overflow the stack) or Postgres (text holds no NUL, and a lone UTF-16
// surrogate has no UTF-8 form). Supabase refuses both as well, with its own 4xx.

export const MAX_JSON_DEPTH = 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type JsonProblem = 'too-deep' | 'unstorable-text';

/** Checks a parsed JSON value without recursion: nesting depth, and strings (keys too) Postgres can store. */
export function jsonProblem(value: unknown, { checkText }: { checkText: boolean }): JsonProblem | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (checkText && (current.includes('\u0000') || LONE_SURROGATE.test(current))) return 'unstorable-text';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return 'too-deep';
    const entries = Array.isArray(current) ? current : Object.entries(current).flat();
    for (const item of entries) pending.push({ value: item, depth: depth + 1 });
  }
  return null;
}

/** The problem with a request body's text, if it is JSON at all; text that is not JSON is the route's to refuse. */
export function jsonBodyProblem(text: string, options: { checkText: boolean }): JsonProblem | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return jsonProblem(value, options);
}
