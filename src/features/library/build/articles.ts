import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import MiniSearch from 'minisearch';
import { ArticleFrontMatterSchema, type ArticleFrontMatter } from './content-schema.ts';
import { SEARCH_OPTIONS } from '../search-options.ts';

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

export function buildSearchIndex(articles: Article[]): unknown {
  const index = new MiniSearch(SEARCH_OPTIONS);
  index.addAll(articles.map((a) => ({ slug: a.slug, title: a.title, summary: a.summary, tags: a.tags.join(' '), body: plainText(a.body) })));
  return index.toJSON();
}
