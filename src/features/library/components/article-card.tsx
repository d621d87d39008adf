import { Link } from 'react-router-dom';
import { es } from '../../../i18n/es';
import { paths } from '../../../lib/paths';
import { categoryLabel } from '../categories';
import type { CatalogEntry } from '../catalog';

// One article in a list (the home page's section, search results, related articles, /biblioteca): its own module,
// so the reader does not load the search code with it.

export function ArticleCard({ article }: { article: CatalogEntry }) {
  return (
    <li className="article-card">
      <Link to={paths.article(article.slug)} className="article-card__link">
        <span className="article-card__meta">
          {categoryLabel(article.category)} · {es.library.minutes(article.readingMinutes)}
          {article.pro ? <span className="badge badge--pro">{es.library.pro}</span> : <span className="badge">{es.library.free}</span>}
        </span>
        <span className="article-card__title">{article.title}</span>
        <span className="article-card__summary">{article.summary}</span>
      </Link>
    </li>
  );
}
