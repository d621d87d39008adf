import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { es } from '../../../i18n/es';
import { paths } from '../../../lib/paths';
import { LIBRARY_CATEGORIES } from '../categories';
import { articlesIn } from '../catalog';
import { tarotSection as t } from '../tarot-texts';
import { ArticleCard } from './article-card';
import { LibrarySearchBox, LibrarySearchResults, useLibrarySearch } from './library-search';
import './library.css';

// /biblioteca: every article and the tarot section, prerendered and open to anyone, so that a shared link,
// a search engine or a visitor without an account can find each page of the library from one place, and search
// it as the home page's section does.

export default function LibraryIndexPage() {
  const search = useLibrarySearch();
  useEffect(() => {
    document.title = `${t.libraryTitle}`;
  }, []);
  return (
    <main id="main" className="library-index">
      <header className="section__header">
        <h1>{t.libraryTitle}</h1>
        <p>{t.libraryIntro}</p>
        <p className="library__pro-note">
          <span className="badge badge--pro">{es.library.pro}</span> {es.library.proNote}
        </p>
      </header>
      <LibrarySearchBox search={search} />
      {search.trimmed ? <LibrarySearchResults search={search} /> : <LibraryContents />}
    </main>
  );
}

/** Every section of the library, when nobody is searching. */
function LibraryContents() {
  return (
    <>
      <section aria-labelledby="library-index-tarot">
        <h2 id="library-index-tarot">{t.navLabel}</h2>
        <ul className="article-grid">
          <li className="article-card">
            <Link to={paths.tarot} className="article-card__link">
              <span className="article-card__meta">{t.searchResult}</span>
              <span className="article-card__title">{t.title}</span>
              <span className="article-card__summary">{t.summary}</span>
            </Link>
          </li>
        </ul>
      </section>
      {LIBRARY_CATEGORIES.map((category) => (
        <section key={category.id} aria-labelledby={`library-index-${category.id}`}>
          <h2 id={`library-index-${category.id}`}>{category.label}</h2>
          <p className="library__category-description">{category.description}</p>
          <ul className="article-grid">
            {articlesIn(category.id).map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
