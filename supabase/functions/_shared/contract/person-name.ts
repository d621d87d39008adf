// A reading speaks to a person by their first name, as the app's greeting does (the same function: it sits in the
// contract so the greeting's first paint can take it), never by name and surname.
// The name arrives as typed (the account's full name, or the name given for a chart), and a chart title
// («Carta natal de Lima») sometimes arrives instead: only what looks like a person's name is used. It is also the
// only user text that enters the reading's Markdown, so anything beyond letters, spaces and name punctuation is
// refused.

import { MAX_PERSON_NAME_LENGTH } from './limits.ts';

/** Words of a chart title, never of a name. */
const NOT_A_NAME = new Set(['carta', 'natal', 'mi', 'mía', 'mia', 'yo', 'nueva', 'nuevo', 'lectura', 'tema']);
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e']);

/**
 * Compound first names: «María José», «Juan Carlos», «Miguel Ángel». The first word must be one that often
 * opens a compound and the second a given name that is seldom a surname, so «José Martín» (Martín is a common
 * surname) stays «José». Kept to a short list on purpose: a wrong guess would call someone by a surname.
 */
const COMPOUND_OPENERS = new Set(['maría', 'maria', 'josé', 'jose', 'juan', 'ana', 'luis', 'miguel', 'rosa', 'luz']);
const COMPOUND_SECONDS = new Set([
  'josé', 'jose', 'maría', 'maria', 'luis', 'carlos', 'pablo', 'manuel', 'antonio', 'ángel', 'angel', 'fernanda', 'eugenia',
  'elena', 'isabel', 'teresa', 'laura', 'paula', 'jesús', 'jesus', 'camila', 'alejandra', 'andrea', 'inés', 'ines', 'ignacio',
  'javier', 'francisco', 'felipe', 'sebastián', 'sebastian', 'pilar', 'carmen', 'luisa', 'belén', 'belen', 'gabriela',
  'victoria', 'cristina', 'fernando', 'alberto', 'eduardo', 'enrique', 'rafael', 'ricardo', 'esteban', 'emilio', 'daniel',
  'david', 'diego', 'miguel', 'clara', 'lucía', 'lucia', 'valentina', 'sofía', 'sofia', 'gracia', 'mercedes', 'dolores',
  'soledad', 'guadalupe', 'cecilia', 'josefina', 'mar', 'paz',
]);

const DEVOTIONS = new Set([
  'carmen', 'pilar', 'rosario', 'mar', 'socorro', 'consuelo', 'ángeles', 'angeles', 'luz', 'mercedes', 'dolores', 'paz', 'remedios',
  'milagros', 'rocío', 'rocio', 'sol',
]);

function capitalizeWord(word: string): string {
  return word.charAt(0).toLocaleUpperCase('es') + word.slice(1);
}

/**
 * The first name in what was typed: «Lucía Fernández» → «Lucía», «María José Pérez» → «María José», «María del
 * Carmen Ruiz» → «María del Carmen»; null for a chart title, markup or nothing.
 */
export function firstName(name: string | null | undefined): string | null {
  const trimmed = name?.trim().replace(/\s+/g, ' ') ?? '';
  if (!/^\p{L}[\p{L}'’. -]{0,79}$/u.test(trimmed)) return null;
  const words = trimmed.split(' ');
  const lower = words.map((word) => word.toLocaleLowerCase('es'));
  if (lower.some((word) => NOT_A_NAME.has(word)) || PARTICLES.has(lower[0])) return null;
  const taken = [words[0]];
  if (words.length > 1 && COMPOUND_OPENERS.has(lower[0])) {
    const article = lower[1] === 'de' && ['la', 'las', 'los'].includes(lower[2] ?? '') ? 1 : 0;
    const devotion = lower[2 + article] ?? '';
    if (COMPOUND_SECONDS.has(lower[1])) taken.push(words[1]);
    // «María del Carmen», «María de los Ángeles»: a devotional name after María, never «María de la Torre».
    else if ((lower[0] === 'maría' || lower[0] === 'maria') && (lower[1] === 'del' || article) && DEVOTIONS.has(devotion)) {
      taken.push(...words.slice(1, 3 + article));
    }
  }
  const first = taken.map((word, i) => (i > 0 && PARTICLES.has(word.toLocaleLowerCase('es')) ? word.toLocaleLowerCase('es') : capitalizeWord(word))).join(' ');
  return first.length <= 40 ? first : null;
}

/**
 * The account's full name as sign-up and the account page keep it (the user's metadata), bounded as a chart's
 * person name: the app's default for one's own chart, and generate-birth-chart's when a request gives none.
 */
export function accountName(user: { user_metadata?: Record<string, unknown> } | null): string {
  const name = user?.user_metadata?.full_name;
  return typeof name === 'string' ? name.trim().slice(0, MAX_PERSON_NAME_LENGTH) : '';
}
