import { useState } from 'react';
import { Link } from 'react-router-dom';
import { es } from '../../../i18n/es';
import { ANCHORS, paths } from '../../../lib/paths';
import { LIBRARY_CATEGORIES } from '../categories';
import { articles, articlesIn, type CatalogEntry } from '../catalog';
import { ArticleCard } from './article-card';
import { LibrarySearchBox, LibrarySearchResults, useLibrarySearch } from './library-search';
import { tarotSection } from '../tarot-texts';
import './library.css';

export function LibrarySection() {
  const search = useLibrarySearch();
  const [category, setCategory] = useState<string | null>(null);
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

      <LibrarySearchBox search={search} />

      {search.trimmed ? (
        <LibrarySearchResults search={search} />
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
