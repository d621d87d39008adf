import { SEARCH_OPTIONS } from './search-options';

// Search loads its library and prebuilt index only when someone searches, so the home page stays light.

export type SearchFunction = (query: string) => string[];

let loading: Promise<SearchFunction> | null = null;

export function loadSearch(): Promise<SearchFunction> {
  loading ??= Promise.all([import('minisearch'), import('virtual:library-search-index')]).then(([{ default: MiniSearch }, { default: index }]) => {
    const search = MiniSearch.loadJS(index, SEARCH_OPTIONS);
    return (query: string) => (query.trim() ? search.search(query).map((result) => String(result.id)) : []);
  });
  return loading;
}
