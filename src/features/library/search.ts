import type { SearchResult } from 'minisearch';
import { SEARCH_OPTIONS, TAROT_SECTION_ID, TOPIC_FIELDS } from './search-options';

// Search loads its library and prebuilt index only when someone searches, so the home page stays light.

export type SearchHit =
  | { kind: 'article'; slug: string }
  | { kind: 'tarot'; cardId: string | null; label: string; blurb: string };

export type SearchFunction = (query: string) => SearchHit[];

/**
 * A body-only match is kept when it scores at least this share of the best result: an article that only
 * mentions the word in passing is not what someone typing it is looking for, unless nothing is about it.
 */
export const BODY_ONLY_SHARE = 0.5;

/** At most this many results: past it, a list stops helping to choose. */
export const MAX_RESULTS = 12;

function aboutTheQuery(result: SearchResult): boolean {
  return Object.values(result.match).some((fields) => fields.some((field) => TOPIC_FIELDS.has(field)));
}

/** MiniSearch's results (best first) reduced to the ones worth showing, in the same order. */
export function rankResults(results: SearchResult[]): SearchHit[] {
  const best = results[0]?.score ?? 0;
  return results
    .filter((result) => aboutTheQuery(result) || result.score >= best * BODY_ONLY_SHARE)
    .slice(0, MAX_RESULTS)
    .map((result): SearchHit => {
      const id = String(result.id);
      if (id === TAROT_SECTION_ID || id.startsWith(`${TAROT_SECTION_ID}/`)) {
        return { kind: 'tarot', cardId: id === TAROT_SECTION_ID ? null : id.slice(TAROT_SECTION_ID.length + 1), label: String(result.label), blurb: String(result.blurb) };
      }
      return { kind: 'article', slug: id };
    });
}

let loading: Promise<SearchFunction> | null = null;

export function loadSearch(): Promise<SearchFunction> {
  loading ??= Promise.all([import('minisearch'), import('virtual:library-search-index')]).then(([{ default: MiniSearch }, { default: index }]) => {
    const search = MiniSearch.loadJS(index, SEARCH_OPTIONS);
    return (query: string) => (query.trim() ? rankResults(search.search(query)) : []);
  });
  return loading;
}
