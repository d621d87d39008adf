import * as z from 'zod/mini';

// The rules for a name someone types (their own, another person's, a chart's), shared by the app's forms and the
// functions' schemas. A name is compared and stored in NFC, so «José» typed either way is one spelling; its
// length is counted in what a reader sees as characters (grapheme clusters), not in UTF-16 units; it must show
// something (a name of zero-width characters alone reads as blank); and no letter may carry a pile of marks
// (79 combining accents on one letter smear over the lines around it).

/** Combining marks one letter may carry: Vietnamese needs two, some transliterations three. */
const MAX_MARKS_PER_CHARACTER = 3;

const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;
const MARK = /\p{M}/gu;
const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

/** NFC and trimmed: the one form a name is checked and kept in. */
export function normalizeName(text: string): string {
  return text.normalize('NFC').trim();
}

/** Characters as a reader counts them. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

export const NAME_MESSAGES = {
  invisible: 'Escribe el nombre con al menos una letra, un número o un signo visibles.',
  piledMarks: `El nombre tiene demasiados acentos o signos sobre una misma letra (máximo ${MAX_MARKS_PER_CHARACTER}).`,
};

/** Why a normalized, non-empty name cannot be kept, in Spanish, or null when it can (its length is checked apart). */
export function nameProblem(name: string): string | null {
  if (!VISIBLE.test(name)) return NAME_MESSAGES.invisible;
  for (const { segment } of graphemes.segment(name)) {
    if ((segment.match(MARK)?.length ?? 0) > MAX_MARKS_PER_CHARACTER) return NAME_MESSAGES.piledMarks;
  }
  return null;
}

/**
 * A name field's checks, after its own (a required name checks min length first): NFC and trimmed, at most `max`
 * characters as a reader counts them, something visible, no piled marks. An empty name passes them.
 */
export function nameChecks(max: number, tooLong: string) {
  return [
    z.overwrite(normalizeName),
    z.refine<string>((name) => characterCount(name) <= max, tooLong),
    z.superRefine<string>((name, ctx) => {
      const problem = name ? nameProblem(name) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: name });
    }),
  ] as const;
}
