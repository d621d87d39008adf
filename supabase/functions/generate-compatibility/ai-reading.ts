import type { CategoryScores, CompatibilityNames, RelationCategory, WeightedContact } from '../_shared/astro/compatibility-types.ts';
import { checkAiText } from '../_shared/interpretation/ai-checks.ts';

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
  facts: { scores: Record<RelationCategory, CategoryScores>; contacts: Record<RelationCategory, WeightedContact[]> },
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
  const scores = Object.entries(facts.scores)
    .map(([name, score]) => `- ${name}: armonía ${score.harmony}/100, intensidad ${score.intensity}/100`)
    .join('\n');
  const contacts = facts.contacts[category]
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

const LENGTH = { minChars: 2_000, maxChars: 12_000 };

/** true when the AI text may be shown, else the reason it may not. */
export function validateAiCompatibilityText(text: string, names: CompatibilityNames): true | string {
  const shared = checkAiText(text, LENGTH);
  if (shared !== true) return shared;
  const trimmed = text.trim();
  if ((trimmed.match(/^##\s+\S/gm) ?? []).length < 3) return 'fewer than three headings';
  for (const name of [names.a, names.b]) {
    const label = safeName(name);
    if (!trimmed.toLocaleLowerCase('es').includes(label.toLocaleLowerCase('es'))) return `does not name ${label}`;
  }
  return true;
}
