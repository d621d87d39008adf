// One definition of how library text becomes search terms, used when the index is built (at build time)
// and when it is queried (in the browser), so both sides agree: lower case, accents ignored.

export function normalizeTerm(term: string): string | null {
  const normalized = term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return normalized.length > 1 ? normalized : null;
}

export const SEARCH_FIELDS = ['title', 'summary', 'tags', 'body'];

/** The fields that say what an entry is about; a match only in the body is weaker evidence. */
export const TOPIC_FIELDS: ReadonlySet<string> = new Set(['title', 'summary', 'tags']);

/** Index ids besides the articles' slugs: the tarot section and each of its cards. */
export const TAROT_SECTION_ID = 'tarot';
export const tarotCardSearchId = (cardId: string) => `tarot/${cardId}`;

/**
 * Typos are forgiven only in words of six letters or more: one edit away from «luna» lies «una», which every
 * article contains, and a short word mistyped is as likely to be another word.
 */
export function fuzzyFor(term: string): number | false {
  return term.length >= 6 ? 0.2 : false;
}

/** Prefixes count from four letters: «luna» finds «lunares», but «sol» should not find «soledad». */
export function prefixFor(term: string): boolean {
  return term.length >= 4;
}

/** The tarot section stands for 78 cards at once: it outranks any single article that also speaks of the tarot. */
export function boostDocument(id: unknown): number {
  return id === TAROT_SECTION_ID ? 2 : 1;
}

export const SEARCH_OPTIONS = {
  fields: SEARCH_FIELDS,
  storeFields: ['label', 'blurb'],
  idField: 'id',
  processTerm: normalizeTerm,
  searchOptions: { boost: { title: 4, tags: 2.5, summary: 1.5 }, prefix: prefixFor, fuzzy: fuzzyFor, boostDocument, combineWith: 'AND' as const },
};
