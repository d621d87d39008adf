import type { CompatibilityNames, CompatibilityResult, RelationCategory } from '../_shared/astro/compatibility-types.ts';

// The optional AI rewrite of the compatibility reading. The model gets the computed facts (scores, the weighted
// contacts with their reasons) and the built-in reading; its answer is shown only when it passes these checks,
// otherwise the built-in reading stands.

const CATEGORY_FOCUS: Record<RelationCategory, string> = {
  pareja: 'una relación de pareja: afecto, deseo, intimidad y proyecto común',
  amigos: 'una amistad: afinidades, conversación, juego y apoyo mutuo',
  familia: 'un vínculo familiar: raíces, cuidados, herencias y maneras de pertenecer',
  trabajo: 'una relación de trabajo: ritmos, roles, responsabilidades y cómo deciden juntos',
};

/** Names are user text: single-line labels, no quotes or markup that could steer the model. */
function safeName(name: string): string {
  return name.replace(/[\p{Cc}\p{Cf}«»<>`]/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 80) || 'sin nombre';
}

export function aiPromptForCompatibility(
  result: CompatibilityResult,
  category: RelationCategory,
  names: CompatibilityNames,
  builtin: string,
): { system: string; user: string } {
  const a = safeName(names.a);
  const b = safeName(names.b);
  const system = [
    'Escribes lecturas de compatibilidad astrológica para Sendero Astral, una aplicación en español.',
    'Reglas:',
    '- Español neutro, comprensible en Latinoamérica y en España; tono cálido, preciso y respetuoso con las dos personas.',
    '- La astrología es un lenguaje simbólico para entender un vínculo, nunca un veredicto: no digas que una relación está condenada ni garantizada.',
    '- Usa solo los datos calculados que recibes; no inventes posiciones, aspectos ni casas.',
    '- No hagas predicciones sobre salud, dinero o muerte, ni des consejos médicos, legales o financieros.',
    '- Evita adjetivos con género referidos a las personas; prefiere construcciones neutras.',
    `- Escribe para ${CATEGORY_FOCUS[category]}; nombra a las dos personas por su nombre.`,
    '- Formato Markdown: párrafos y encabezados de nivel 2 («## »), al menos tres. Sin HTML, tablas ni bloques de código.',
    '- Entre 400 y 1200 palabras, en prosa fluida, sin repetir frases.',
    '- Responde solo con la lectura, sin preámbulos ni notas.',
  ].join('\n');
  const scores = Object.entries(result.scores)
    .map(([name, score]) => `- ${name}: armonía ${score.harmony}/100, intensidad ${score.intensity}/100`)
    .join('\n');
  const contacts = result.contacts[category]
    .map((contact) => `- ${contact.label} (${contact.harmony >= 0 ? 'a favor' : 'en contra'}): ${contact.explanation}`)
    .join('\n');
  const user = [
    `Personas: «${a}» (A) y «${b}» (B). Categoría: ${category}.`,
    'Puntuaciones calculadas:',
    scores,
    `Contactos que más pesan en ${category}:`,
    contacts,
    '',
    'Lectura de referencia escrita por la aplicación (reescríbela con tu voz, más personal, conservando los hechos):',
    builtin,
  ].join('\n');
  return { system, user };
}

const MIN_CHARS = 2_000;
const MAX_CHARS = 12_000;
const MARKUP = [/<\/?[a-z!][^>]*>/i, /javascript:/i, /```/];
const ENGLISH_BOILERPLATE = /\b(as an ai|language model|i'?m sorry|i cannot|here is|here'?s|sure[,!]|certainly[,!]|disclaimer|compatibility)\b/i;
const ENGLISH_WORDS = /\b(the|and|you|your|with|this|that|is|are|of)\b/gi;
const MAX_ENGLISH_WORDS = 8;
const PREDICTION = /\b(morirá[ns]?|fallecerá[ns]?|enfermará[ns]?|ganará[ns]? (mucho )?dinero|perderá[ns]? (su |mucho )?dinero|lotería|divorcio seguro|están condenad[oa]s)\b/i;

/** true when the AI text may be shown, else the reason it may not. */
export function validateAiCompatibilityText(text: string, names: CompatibilityNames): true | string {
  const trimmed = text.trim();
  if (trimmed.length < MIN_CHARS) return `too short (${trimmed.length} < ${MIN_CHARS} characters)`;
  if (trimmed.length > MAX_CHARS) return `too long (${trimmed.length} > ${MAX_CHARS} characters)`;
  if (MARKUP.some((pattern) => pattern.test(trimmed))) return 'contains HTML, script or code';
  if (ENGLISH_BOILERPLATE.test(trimmed)) return 'contains English boilerplate';
  if ((trimmed.match(ENGLISH_WORDS) ?? []).length > MAX_ENGLISH_WORDS) return 'reads as English';
  if (PREDICTION.test(trimmed)) return 'predicts health, money, death or the relationship’s fate';
  if ((trimmed.match(/^##\s+\S/gm) ?? []).length < 3) return 'fewer than three headings';
  for (const name of [names.a, names.b]) {
    const label = safeName(name);
    if (!trimmed.toLocaleLowerCase('es').includes(label.toLocaleLowerCase('es'))) return `does not name ${label}`;
  }
  return true;
}
