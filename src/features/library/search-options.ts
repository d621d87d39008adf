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

export const SEARCH_OPTIONS = {
  fields: SEARCH_FIELDS,
  storeFields: ['slug'],
  idField: 'slug',
  processTerm: normalizeTerm,
  searchOptions: { boost: { title: 3, tags: 2, summary: 1.5 }, prefix: true, fuzzy: 0.15, combineWith: 'AND' as const },
};
