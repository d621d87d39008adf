import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { es } from '../../../i18n/es';
import { ANCHORS, paths } from '../../../lib/paths';
import { LIBRARY_CATEGORIES } from '../categories';
import { articles, articlesIn, findArticle, type CatalogEntry } from '../catalog';
import { loadSearch, type SearchFunction, type SearchHit } from '../search';
import { ArticleCard } from './article-card';
import { tarotSection } from '../tarot-texts';
import './library.css';

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

export function LibrarySection() {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<SearchFunction | null>(null);
  const [searchFailed, setSearchFailed] = useState(false);
  const [category, setCategory] = useState<string | null>(null);
  const searchId = useId();
  const trimmed = query.trim();

  useEffect(() => {
    if (!trimmed || search) return;
    let cancelled = false;
    loadSearch().then(
      (fn) => !cancelled && setSearch(() => fn),
      () => !cancelled && setSearchFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [trimmed, search]);

  const results = trimmed && search ? search(trimmed).filter((hit) => hit.kind === 'tarot' || findArticle(hit.slug)) : null;
  let searchStatus = '';
  if (trimmed && searchFailed) searchStatus = es.library.searchError;
  else if (trimmed && !results) searchStatus = es.library.searching;
  else if (trimmed && results) searchStatus = results.length ? es.library.results(results.length) : es.library.noResults(trimmed);
  const featured = LIBRARY_CATEGORIES.map((c) => articlesIn(c.id)[0]).filter(Boolean);
  const shown = category ? articlesIn(category as CatalogEntry['category']) : featured;

  return (
    <section id={ANCHORS.library} className="library section" aria-labelledby="library-title">
      <div className="section__header">
        <h2 id="library-title">{es.library.title}</h2>
        <p>{es.library.intro}</p>
        <p className="library__pro-note">
          <span className="badge badge--pro">{es.library.pro}</span> {es.library.proNote}
        </p>
      </div>

      <div className="library__search" role="search">
        <label htmlFor={searchId}>{es.library.searchLabel}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={es.library.searchPlaceholder}
          onChange={(event) => setQuery(event.target.value)}
          onFocus={() => void loadSearch().catch(() => setSearchFailed(true))}
          maxLength={80}
          autoComplete="off"
        />
      </div>

      {/* Only what the search found is announced (the count, or that nothing matched), never each result: the
          status stays on the page so screen readers hear it change. */}
      <p className={trimmed ? 'library__count' : 'visually-hidden'} role="status">
        {searchStatus}
      </p>
      {trimmed ? (
        <div className="library__results">
          {results?.length && !searchFailed ? (
            <ul className="article-grid">
              {results.map((hit) => (
                <SearchResultItem key={hit.kind === 'article' ? hit.slug : `tarot/${hit.cardId ?? ''}`} hit={hit} />
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <>
          <div className="library__categories" role="group" aria-label="Categorías">
            <button type="button" className="chip" aria-pressed={category === null} onClick={() => setCategory(null)}>
              {es.library.featured}
            </button>
            {LIBRARY_CATEGORIES.map((c) => (
              <button key={c.id} type="button" className="chip" aria-pressed={category === c.id} onClick={() => setCategory(c.id)} title={c.description}>
                {c.label} <span className="chip__count">{articlesIn(c.id).length}</span>
              </button>
            ))}
          </div>
          {category ? <p className="library__category-description">{LIBRARY_CATEGORIES.find((c) => c.id === category)?.description}</p> : null}
          <ul className="article-grid">
            {shown.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </ul>
          <p className="library__count">{es.library.articlesCount(articles.length)}</p>
          <p className="library__more">
            <Link to={paths.library}>{tarotSection.wholeLibrary}</Link>
            <Link to={paths.tarot}>{tarotSection.title}</Link>
          </p>
        </>
      )}
    </section>
  );
}
