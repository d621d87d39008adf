import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import MiniSearch from 'minisearch';
import { ArticleFrontMatterSchema, type ArticleFrontMatter } from './content-schema.ts';
import { SEARCH_OPTIONS } from '../../src/features/library/search-options.ts';
import { tarotSearchDocuments, type SearchDocument } from './tarot-documents.ts';

// Build-time reading of src/content/library: parses and validates every article, and builds the search index.

export interface Article extends ArticleFrontMatter {
  slug: string;
  body: string;
  words: number;
  file: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

export function parseArticle(file: string, text: string): Article {
  const match = text.match(FRONT_MATTER);
  if (!match) throw new Error(`${file}: missing front matter`);
  const parsed = ArticleFrontMatterSchema.safeParse(parseYaml(match[1]));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const body = match[2].trim();
  return { ...parsed.data, slug: basename(file, '.md'), body, words: countWords(body), file };
}

export function countWords(markdown: string): number {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readArticles(contentDir: string): Article[] {
  const articles: Article[] = [];
  for (const category of readdirSync(contentDir, { withFileTypes: true })) {
    if (!category.isDirectory()) continue;
    for (const file of readdirSync(join(contentDir, category.name))) {
      if (!file.endsWith('.md')) continue;
      const path = join(contentDir, category.name, file);
      const article = parseArticle(path, readFileSync(path, 'utf8'));
      if (article.category !== category.name) throw new Error(`${path}: category "${article.category}" does not match its folder`);
      articles.push(article);
    }
  }
  return articles.sort((a, b) => a.category.localeCompare(b.category) || a.order - b.order);
}

/** Plain text for searching: Markdown syntax would only add noise terms. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const STOPWORDS = new Set(
  'sobre entre desde hasta hacia para porque cuando donde quien cual cuales como tambien tiene tienen puede pueden primera primer segundo otros otras nuestra nuestro esta este estos estas todos todas aqui vida'.split(' '),
);

/** Words that say what an article is about: the longer words of its title and tags, accents folded. */
function topicTerms(article: Pick<Article, 'title' | 'tags'>): Set<string> {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(`${article.title} ${article.tags.join(' ')}`)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 5 && !STOPWORDS.has(word));
  return new Set(words);
}

/**
 * Up to `count` related slugs per article, ranked by shared tags, shared topic terms and a shared category;
 * ties go to the closest reading order, so every article gets neighbours worth opening. A tag weighs less
 * the more articles carry it: sharing «karma» says more than sharing «meditación» or «budismo», and that is
 * what lets a Buddhist article point to its Yoga Sutras counterpart.
 */
export function relatedArticles(articles: Article[], count = 3): Map<string, string[]> {
  const terms = new Map(articles.map((a) => [a.slug, topicTerms(a)]));
  const tagCount = new Map<string, number>();
  for (const article of articles) for (const tag of new Set(article.tags.map((t) => t.toLowerCase()))) tagCount.set(tag, (tagCount.get(tag) ?? 0) + 1);
  const related = new Map<string, string[]>();
  for (const article of articles) {
    const own = terms.get(article.slug)!;
    const tags = new Set(article.tags.map((tag) => tag.toLowerCase()));
    const scored = articles
      .filter((other) => other.slug !== article.slug)
      .map((other) => {
        const tagScore = [...new Set(other.tags.map((t) => t.toLowerCase()))].filter((tag) => tags.has(tag)).reduce((sum, tag) => sum + 8 / tagCount.get(tag)!, 0);
        const sharedTerms = [...terms.get(other.slug)!].filter((term) => own.has(term)).length;
        const sameCategory = other.category === article.category;
        return { other, score: tagScore + sharedTerms + (sameCategory ? 2 : 0), sameCategory };
      })
      .filter(({ score }) => score > 0)
      .sort(
        (a, b) =>
          b.score - a.score ||
          Number(b.sameCategory) - Number(a.sameCategory) ||
          Math.abs(a.other.order - article.order) - Math.abs(b.other.order - article.order) ||
          a.other.slug.localeCompare(b.other.slug),
      );
    related.set(article.slug, scored.slice(0, count).map(({ other }) => other.slug));
  }
  return related;
}

/** Minutes at 200 words a minute, never less than one. */
export function readingMinutesFor(words: number): number {
  return Math.max(1, Math.round(words / 200));
}

/** The articles and the tarot section with its cards, in one index: one search box finds both. */
export function buildSearchIndex(articles: Article[]): unknown {
  const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  index.addAll(articles.map((a) => ({ id: a.slug, title: a.title, summary: a.summary, tags: a.tags.join(' '), body: plainText(a.body) })));
  index.addAll(tarotSearchDocuments());
  return index.toJSON();
}
