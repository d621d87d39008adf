import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, TransformResult } from 'vite';
import { libraryPlugin } from '../library-plugin.ts';
import { readArticles } from '../articles.ts';
import { articleHtml } from '../render.tsx';

// What the library plugin hands the app: each article as a module holding its body already in HTML (so the
// browser needs no Markdown parser), and a catalog without bodies.

const contentDir = fileURLToPath(new URL('../../../src/content/library/', import.meta.url));
const articles = readArticles(contentDir);

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'transform' | 'load' | 'resolveId') => plugin[name] as unknown as Hook;

/** The module the plugin writes for a file, evaluated back into its default export. */
function moduleFor(path: string): { slug: string; html: string } {
  const result = hook(libraryPlugin(), 'transform').call({}, readFileSync(path, 'utf8'), path) as Exclude<TransformResult, string>;
  const code = result!.code;
  expect(code.startsWith('export default ')).toBe(true);
  return JSON.parse(code.slice('export default '.length, -1)) as { slug: string; html: string };
}

describe('the library plugin', () => {
  it('turns an article file into its slug and its body in HTML', () => {
    const article = articles.find((entry) => entry.slug === 'neti-neti')!;
    const module = moduleFor(article.file);
    expect(module.slug).toBe('neti-neti');
    expect(module.html).toBe(articleHtml(article.body));
    expect(module.html).toMatch(/^<(p|h2|blockquote|ul)[ >]/);
    expect(module.html).toMatch(/<h2 id="[a-z0-9-]+">/);
  });

  it('leaves no Markdown syntax in any article, and gives each its headings with unique ids', () => {
    for (const article of articles) {
      const { html } = moduleFor(article.file);
      const text = html.replace(/<[^>]+>/g, '');
      expect(text, article.slug).not.toMatch(/\*\*|\]\(\/|^#+ /m);
      const ids = [...html.matchAll(/<h[2-4] id="([^"]+)">/g)].map((match) => match[1]);
      expect(ids.length, article.slug).toBeGreaterThan(0);
      expect(new Set(ids).size, article.slug).toBe(ids.length);
      expect(html, article.slug).not.toMatch(/<(script|style|iframe|img)\b|\son\w+=/i);
    }
  });

  it('transforms only the library\'s own Markdown files', () => {
    const transform = hook(libraryPlugin(), 'transform');
    expect(transform.call({}, '# Hola', '/elsewhere/readme.md')).toBeNull();
    expect(transform.call({}, 'export {}', `${contentDir}x.ts`)).toBeNull();
  });

  it('serves a catalog without bodies, its sources as HTML emphasis', async () => {
    const plugin = libraryPlugin();
    const id = hook(plugin, 'resolveId').call({}, 'virtual:library-catalog') as string;
    const code = (await hook(plugin, 'load').call({ addWatchFile: () => {} }, id)) as string;
    const catalog = JSON.parse(code.slice('export default '.length, -1)) as Record<string, unknown>[];
    expect(catalog).toHaveLength(articles.length);
    for (const entry of catalog) {
      expect(entry).not.toHaveProperty('body');
      expect(entry).not.toHaveProperty('html');
      expect(entry).not.toHaveProperty('file');
    }
    const sources = catalog.flatMap((entry) => entry.sources as string[]);
    expect(sources.some((source) => source.includes('<em>'))).toBe(true);
    expect(sources.filter((source) => /<(?!\/?(em|strong)>)/.test(source))).toEqual([]);
  });
});
