import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { buildSearchIndex, readArticles } from '../build/articles';
import { LIBRARY_CATEGORIES } from '../categories';
import { SEARCH_OPTIONS } from '../search-options';

// The library's content contract: every article parses against the front-matter schema (readArticles
// throws otherwise), and the collection as a whole is complete, consistent and linked correctly.

const contentDir = fileURLToPath(new URL('../../../content/library/', import.meta.url));
const articles = readArticles(contentDir);

describe('library content', () => {
  it('has at least 40 articles, 8 or more per category', () => {
    expect(articles.length).toBeGreaterThanOrEqual(40);
    for (const category of LIBRARY_CATEGORIES) {
      expect(articles.filter((a) => a.category === category.id).length, category.id).toBeGreaterThanOrEqual(8);
    }
  });

  it('has unique slugs across categories', () => {
    const slugs = articles.map((a) => a.slug);
    expect(slugs.filter((slug, i) => slugs.indexOf(slug) !== i)).toEqual([]);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('orders each category 1..n, with the first two free and the rest Pro', () => {
    for (const category of LIBRARY_CATEGORIES) {
      const inCategory = articles.filter((a) => a.category === category.id).sort((a, b) => a.order - b.order);
      expect(inCategory.map((a) => a.order), category.id).toEqual(inCategory.map((_, i) => i + 1));
      expect(inCategory.map((a) => a.pro), category.id).toEqual(inCategory.map((_, i) => i >= 2));
    }
  });

  it('keeps every body between 700 and 1,500 words, with a matching reading time', () => {
    for (const article of articles) {
      expect(article.body.trim().length, article.slug).toBeGreaterThan(0);
      expect(article.words, `${article.slug} word count`).toBeGreaterThanOrEqual(700);
      expect(article.words, `${article.slug} word count`).toBeLessThanOrEqual(1500);
      expect(Math.abs(article.readingMinutes - article.words / 200), `${article.slug} readingMinutes`).toBeLessThanOrEqual(2);
    }
  });

  it('links only to articles that exist', () => {
    const slugs = new Set(articles.map((a) => a.slug));
    for (const article of articles) {
      for (const [, target] of article.body.matchAll(/\]\((\/[^)\s]*)\)/g)) {
        const match = target.match(/^\/biblioteca\/([a-z0-9-]+)\/?(#[\w-]+)?$/);
        expect(match, `${article.slug} links to ${target}`).not.toBeNull();
        expect(slugs.has(match![1]), `${article.slug} links to missing ${target}`).toBe(true);
      }
    }
  });

  it('never repeats the title as a first-level heading in the body', () => {
    for (const article of articles) expect(article.body, article.slug).not.toMatch(/^# /m);
  });

  it('tells readers of psychology articles when to seek a professional', () => {
    for (const article of articles.filter((a) => a.category === 'psicologia')) {
      expect(article.body, article.slug).toMatch(/profesional/i);
    }
  });
});

describe('library search', () => {
  const search = MiniSearch.loadJS(buildSearchIndex(articles) as never, SEARCH_OPTIONS);
  const categoriesFor = (query: string) => new Set(search.search(query).map((r) => articles.find((a) => a.slug === r.id)!.category));
  const slugsFor = (query: string) => search.search(query).map((r) => String(r.id));

  it('finds karma in the Buddhism articles, with or without accents', () => {
    expect(categoriesFor('karma').has('budismo')).toBe(true);
    expect(slugsFor('kármá')).toEqual(slugsFor('karma'));
    expect(slugsFor('KARMA')).toEqual(slugsFor('karma'));
  });

  it('finds Saturno in astrology', () => {
    expect(categoriesFor('Saturno').has('astrologia')).toBe(true);
    expect(slugsFor('saturno')).toEqual(slugsFor('Saturno'));
  });

  it('finds accented words typed without accents', () => {
    expect(slugsFor('compasion').length).toBeGreaterThan(0);
    expect(slugsFor('compasion')).toEqual(slugsFor('compasión'));
  });
});
