// The checks every AI rewrite of a reading passes before it replaces the built-in text (the natal chart's and the
// compatibility's; each adds its own about headings and names). A text that fails any of them is not shown: the
// built-in reading stands.

const MARKUP = [/<\/?[a-z!][^>]*>/i, /javascript:/i, /&lt;\s*\/?\s*script/i, /```/];
const ENGLISH_BOILERPLATE =
  /\b(as an ai|language model|i'?m sorry|i cannot|i can'?t|here is|here'?s|disclaimer|natal chart|compatibility)\b|\b(sure|certainly|of course)[,!]/i;
const ENGLISH_WORDS = /\b(the|and|you|your|with|this|that|is|are|of)\b/gi;
const MAX_ENGLISH_WORDS = 8;
// Spanish words end in letters \b does not know (morirá, lotería): the boundaries are Unicode letters instead.
const PREDICTION =
  /(?<![\p{L}\p{N}])(morirá[ns]?|fallecerá[ns]?|enfermará[ns]?|ganará[ns]? (mucho )?dinero|perderá[ns]? (tu |su |mucho )?dinero|te harás ric[oa]|lotería|divorcio seguro|están condenad[oa]s)(?![\p{L}\p{N}])/iu;

/** Whether `text` may be shown, as far as every reading is concerned: true, or the reason it may not. */
export function checkAiText(text: unknown, length: { minChars: number; maxChars: number }): true | string {
  if (typeof text !== 'string') return 'not text';
  const trimmed = text.trim();
  if (trimmed.length < length.minChars) return `too short (${trimmed.length} < ${length.minChars} characters)`;
  if (trimmed.length > length.maxChars) return `too long (${trimmed.length} > ${length.maxChars} characters)`;
  if (MARKUP.some((pattern) => pattern.test(trimmed))) return 'contains HTML, script or code';
  if (ENGLISH_BOILERPLATE.test(trimmed)) return 'contains English boilerplate';
  if ((trimmed.match(ENGLISH_WORDS) ?? []).length > MAX_ENGLISH_WORDS) return 'reads as English';
  if (PREDICTION.test(trimmed)) return 'predicts health, money, death or the fate of a relationship';
  return true;
}
