import { Component, Suspense, use, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { es } from '../../../i18n/es';
import { paths } from '../../../lib/paths';
import { categoryLabel } from '../categories';
import { findArticle, loadArticle, neighbours, relatedTo, type ArticleModule } from '../catalog';
import { ArticleCard } from './article-card';
import './library.css';

// The reader at /biblioteca/<slug>, open to anyone. The body arrives as HTML rendered from the article's Markdown
// at build time (scripts/library/render.tsx, raw HTML dropped there): no Markdown parser reaches the phone. Links
// inside it that lead into the app are followed without reloading the page, and an address with #<heading id>
// opens at that section.

// One promise per article, kept: `use()` needs the same promise on every render, and the prerender (which
// waits for it) and the browser's hydration (which keeps the prerendered text on screen until it settles)
// then agree on what the body is. A failed load is forgotten so «Reintentar» asks again.
const bodies = new Map<string, Promise<ArticleModule>>();

function bodyOf(slug: string): Promise<ArticleModule> | null {
  const cached = bodies.get(slug);
  if (cached) return cached;
  const loading = loadArticle(slug);
  if (!loading) return null;
  const kept = loading.catch((error: unknown) => {
    bodies.delete(slug);
    throw error;
  });
  bodies.set(slug, kept);
  return kept;
}

function LoadedBody({ loading }: { loading: Promise<ArticleModule> }) {
  const article = use(loading);
  const navigate = useNavigate();
  const { hash } = useLocation();

  useEffect(() => {
    // Heading ids are plain [a-z0-9-] (scripts/library/render.tsx), so the fragment needs no decoding.
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [article, hash]);

  // React's own click handler, not a listener added after the first render: on a prerendered article, a click that
  // comes while React is still taking over the page is then handled too, instead of loading a whole page.
  const followInAppLink = (event: MouseEvent<HTMLDivElement>) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    if (!href?.startsWith('/') || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };

  // Trusted HTML: written by the build from the project's own articles, with any raw HTML in them dropped, every
  // text escaped and unsafe link schemes emptied (scripts/library/render.tsx says how).
  // The clicks come from the article's own links, which the keyboard reaches and activates (Enter fires a click).
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above
  return <div className="article-page__body" onClick={followInAppLink} dangerouslySetInnerHTML={{ __html: article.html }} />;
}

class BodyError extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="article-page__error" role="alert">
        <p>{es.library.loadError}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          {es.library.retry}
        </button>
      </div>
    );
  }
}

export default function ArticlePage() {
  const { slug = '' } = useParams();
  const entry = findArticle(slug);
  const { hash } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const loading = entry ? bodyOf(slug) : null;

  useEffect(() => {
    if (entry) document.title = `${entry.title} · Sendero Astral`;
    // A link to one of its sections scrolls there once the body is in (LoadedBody); any other opens at the top.
    if (!hash) window.scrollTo({ top: 0, behavior: 'instant' });
    // Only a new article scrolls: a section link followed within the same one must not jump back to the top.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry]);

  if (!entry) {
    return (
      <main id="main" className="article-page">
        <h1>{es.library.notFoundTitle}</h1>
        <p>{es.library.notFoundText}</p>
        <Link to={paths.library}>{es.library.back}</Link>
      </main>
    );
  }

  const { previous, next } = neighbours(slug);
  const related = relatedTo(slug);

  return (
    <main id="main" className="article-page">
      <nav className="article-page__breadcrumb" aria-label="Ruta">
        <Link to={paths.library}>{es.library.back}</Link>
      </nav>
      <article lang="es">
        <header className="article-page__header">
          <p className="article-page__meta">
            {categoryLabel(entry.category)} · {es.library.minutes(entry.readingMinutes)}
            {entry.pro ? <span className="badge badge--pro">{es.library.pro}</span> : null}
          </p>
          <h1>{entry.title}</h1>
          <p className="article-page__summary">{entry.summary}</p>
          {entry.pro ? <p className="article-page__pro-note">{es.library.proArticleNote}</p> : null}
        </header>

        {loading ? (
          <BodyError key={`${slug}:${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
            <Suspense fallback={<p role="status">{es.library.loadingArticle}</p>}>
              <LoadedBody loading={loading} />
            </Suspense>
          </BodyError>
        ) : null}

        <footer className="article-page__sources">
          <h2>{es.library.sources}</h2>
          <ul>
            {entry.sources.map((source) => (
              // Emphasis only, rendered from the front matter's Markdown at build time.
              <li key={source} dangerouslySetInnerHTML={{ __html: source }} />
            ))}
          </ul>
        </footer>
      </article>

      {related.length ? (
        <section className="article-page__related" aria-labelledby="related-title">
          <h2 id="related-title">{es.library.related}</h2>
          <ul className="article-grid">
            {related.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </ul>
        </section>
      ) : null}

      <nav className="article-page__pager" aria-label="Artículos de la misma categoría">
        {previous ? (
          <Link to={paths.article(previous.slug)} rel="prev">
            <span>← {es.library.previous}</span>
            {previous.title}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={paths.article(next.slug)} rel="next">
            <span>{es.library.next} →</span>
            {next.title}
          </Link>
        ) : null}
      </nav>
    </main>
  );
}
