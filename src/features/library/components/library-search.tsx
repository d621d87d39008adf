import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { es } from '../../../i18n/es';
import { paths } from '../../../lib/paths';
import { findArticle } from '../catalog';
import { loadSearch, type SearchFunction, type SearchHit } from '../search';
import { tarotSection } from '../tarot-texts';
import { ArticleCard } from './article-card';

// The library's search, on the home page's #library section and on the public /biblioteca alike: the index
// loads on the first focus or keystroke, never with the page.

/** A tarot result: the section itself or one of its cards, described by the search index's stored fields. */
function TarotResult({ hit }: { hit: Extract<SearchHit, { kind: 'tarot' }> }) {
  return (
    <li className="article-card">
      <Link to={hit.cardId ? paths.tarotCard(hit.cardId) : paths.tarot} className="article-card__link">
        <span className="article-card__meta">{tarotSection.searchResult}</span>
        <span className="article-card__title">{hit.label}</span>
        <span className="article-card__summary">{hit.blurb}</span>
      </Link>
    </li>
  );
}

function SearchResultItem({ hit }: { hit: SearchHit }) {
  if (hit.kind === 'tarot') return <TarotResult hit={hit} />;
  const article = findArticle(hit.slug);
  return article ? <ArticleCard article={article} /> : null;
}

export interface LibrarySearch {
  query: string;
  trimmed: string;
  setQuery: (query: string) => void;
  /** Null while the index loads. */
  results: SearchHit[] | null;
  failed: boolean;
  prepare: () => void;
}

export function useLibrarySearch(): LibrarySearch {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<SearchFunction | null>(null);
  const [failed, setFailed] = useState(false);
  const trimmed = query.trim();

  useEffect(() => {
    if (!trimmed || search) return;
    let cancelled = false;
    loadSearch().then(
      (fn) => !cancelled && setSearch(() => fn),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [trimmed, search]);

  const results = trimmed && search ? search(trimmed).filter((hit) => hit.kind === 'tarot' || findArticle(hit.slug)) : null;
  return { query, trimmed, setQuery, results, failed, prepare: () => void loadSearch().catch(() => setFailed(true)) };
}

/** What the search found in words: how many, that nothing matched, that it is loading or failed; empty when idle. */
function searchStatus({ failed, results, trimmed }: LibrarySearch): string {
  if (!trimmed) return '';
  if (failed) return es.library.searchError;
  if (!results) return es.library.searching;
  return results.length ? es.library.results(results.length) : es.library.noResults(trimmed);
}

export function LibrarySearchBox({ search }: { search: LibrarySearch }) {
  const searchId = useId();
  return (
    <>
      <div className="library__search" role="search">
        <label htmlFor={searchId}>{es.library.searchLabel}</label>
        <input
          id={searchId}
          type="search"
          value={search.query}
          placeholder={es.library.searchPlaceholder}
          onChange={(event) => search.setQuery(event.target.value)}
          onFocus={search.prepare}
          maxLength={80}
          autoComplete="off"
        />
      </div>
      {/* Only what the search found is announced (the count, or that nothing matched), never each result; the
          status stays on the page, so screen readers hear it change. */}
      <p className={search.trimmed ? 'library__count' : 'visually-hidden'} role="status">
        {searchStatus(search)}
      </p>
    </>
  );
}

export function LibrarySearchResults({ search }: { search: LibrarySearch }) {
  const { failed, results } = search;
  return (
    <div className="library__results">
      {!failed && results?.length ? (
        <ul className="article-grid">
          {results.map((hit) => (
            <SearchResultItem key={hit.kind === 'article' ? hit.slug : `tarot/${hit.cardId ?? ''}`} hit={hit} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
