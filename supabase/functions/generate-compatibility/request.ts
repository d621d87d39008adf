import * as z from 'zod/mini';
import { birthFields, isTypedText } from '../_shared/birth-input.ts';
import { MAX_PERSON_NAME_LENGTH } from '../_shared/contract/limits.ts';
import { nameChecks } from '../_shared/contract/names.ts';
import { RELATION_CATEGORIES, type RelationCategory } from '../_shared/astro/compatibility-types.ts';
import { bodyRule } from '../_shared/http.ts';

// The compatibility request: two people and a category. Each person is one of the caller's saved people
// ({ personId }) or birth data typed inline, checked with the natal chart's own field rules.

export type PersonInput =
  | { kind: 'saved'; personId: string }
  | { kind: 'inline'; birthDate: string; birthTime: string | null; birthLocation: string; name: string };

export interface CompatibilityRequest {
  personA: PersonInput;
  personB: PersonInput;
  category: RelationCategory;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SavedPersonSchema = z.object({ personId: z.string().check(z.regex(UUID)) });

const InlinePersonSchema = z.object({
  ...birthFields,
  name: z.nullish(
    z.string().check(
      // Control characters and lone surrogates are never part of a name, and Postgres cannot store a NUL.
      z.refine(isTypedText, 'El nombre tiene caracteres que no son texto.'),
      ...nameChecks(MAX_PERSON_NAME_LENGTH, `El nombre es demasiado largo (máximo ${MAX_PERSON_NAME_LENGTH} caracteres).`),
    ),
  ),
});

const CategorySchema = z.enum(RELATION_CATEGORIES);

const SIDES = {
  personA: { which: 'la primera persona', fallbackName: 'Persona A' },
  personB: { which: 'la segunda persona', fallbackName: 'Persona B' },
} as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parsePerson(value: unknown, side: keyof typeof SIDES): { ok: true; person: PersonInput } | { ok: false; message: string } {
  const { which, fallbackName } = SIDES[side];
  if (!isObject(value)) {
    return { ok: false, message: `Indica ${which}: una de tus personas guardadas o su fecha, hora y lugar de nacimiento.` };
  }
  if ('personId' in value) {
    const saved = SavedPersonSchema.safeParse(value);
    return saved.success
      ? { ok: true, person: { kind: 'saved', personId: saved.data.personId.toLowerCase() } }
      : { ok: false, message: `El identificador de ${which} no es válido.` };
  }
  const inline = InlinePersonSchema.safeParse(value);
  if (!inline.success) {
    // The chart's wording ("Indica tu fecha…") with whose data it is, so the two people are never confused.
    return { ok: false, message: `Datos de ${which}: ${inline.error.issues[0].message}` };
  }
  const { birthDate, birthTime, birthLocation, name } = inline.data;
  return { ok: true, person: { kind: 'inline', birthDate, birthTime: birthTime ? birthTime.slice(0, 5) : null, birthLocation, name: name || fallbackName } };
}

/** The request, or the first Spanish reason it cannot be computed. */
export function parseCompatibilityRequest(body: unknown): { ok: true; data: CompatibilityRequest } | { ok: false; message: string } {
  if (!isObject(body)) return { ok: false, message: 'Indica dos personas y una categoría: pareja, amigos, familia o trabajo.' };
  const personA = parsePerson(body.personA, 'personA');
  if (!personA.ok) return personA;
  const personB = parsePerson(body.personB, 'personB');
  if (!personB.ok) return personB;
  if (personA.person.kind === 'saved' && personB.person.kind === 'saved' && personA.person.personId === personB.person.personId) {
    return { ok: false, message: 'Elige dos personas distintas.' };
  }
  const category = CategorySchema.safeParse(body.category);
  if (!category.success) return { ok: false, message: 'Elige una categoría: pareja, amigos, familia o trabajo.' };
  return { ok: true, data: { personA: personA.person, personB: personB.person, category: category.data } };
}

export const CompatibilityRequestSchema = bodyRule(parseCompatibilityRequest);
