import catalog from 'virtual:library-catalog';
import type { LibraryCategoryId } from './categories';

// The library's table of contents (no bodies): what the home page and the reader navigate with.

export interface CatalogEntry {
  slug: string;
  title: string;
  category: LibraryCategoryId;
  order: number;
  summary: string;
  readingMinutes: number;
  pro: boolean;
  tags: string[];
  /** Each source as HTML (emphasis only), rendered from the article's Markdown at build time. */
  sources: string[];
  words: number;
  /** Slugs of related articles, best first (computed at build time in scripts/library/articles.ts). */
  related: string[];
}

/** An article's body, its own lazily loaded chunk; the rest of what the reader shows is in the catalog. */
export interface ArticleModule {
  slug: string;
  /** The body as HTML, rendered from its Markdown at build time (scripts/library/render.tsx). */
  html: string;
}

export const articles: CatalogEntry[] = catalog;

export function findArticle(slug: string): CatalogEntry | undefined {
  return articles.find((article) => article.slug === slug);
}

export function articlesIn(category: LibraryCategoryId): CatalogEntry[] {
  return articles.filter((article) => article.category === category).sort((a, b) => a.order - b.order);
}

export function relatedTo(slug: string): CatalogEntry[] {
  return (findArticle(slug)?.related ?? []).map(findArticle).filter((entry): entry is CatalogEntry => Boolean(entry));
}

/** Previous and next article within the same category, in reading order. */
export function neighbours(slug: string): { previous: CatalogEntry | null; next: CatalogEntry | null } {
  const article = findArticle(slug);
  if (!article) return { previous: null, next: null };
  const siblings = articlesIn(article.category);
  const index = siblings.findIndex((entry) => entry.slug === slug);
  return { previous: siblings[index - 1] ?? null, next: siblings[index + 1] ?? null };
}

const loaders = import.meta.glob<ArticleModule>('../../content/library/*/*.md', { import: 'default' });

export function loadArticle(slug: string): Promise<ArticleModule> | null {
  const article = findArticle(slug);
  const loader = article ? loaders[`../../content/library/${article.category}/${slug}.md`] : undefined;
  return loader ? loader() : null;
}
