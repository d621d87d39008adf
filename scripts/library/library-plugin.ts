import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { join, normalize } from 'node:path';
import { buildSearchIndex, parseArticle, readArticles, relatedArticles } from './articles.ts';
import { articleHtml, sourceHtml } from './render.tsx';

// Turns src/content/library into modules the app imports:
//   virtual:library-catalog       front matter of every article, without bodies (small, for the home page),
//                                 plus its related articles, computed here once rather than in the browser
//   virtual:library-search-index  a prebuilt MiniSearch index, loaded only when someone searches
//   <article>.md                  one module per article, so each body is its own lazily loaded chunk, its
//                                 Markdown already turned into HTML (render.tsx)

const CATALOG = 'virtual:library-catalog';
const SEARCH_INDEX = 'virtual:library-search-index';
const contentDir = normalize(fileURLToPath(new URL('../../src/content/library/', import.meta.url)));

export function libraryPlugin(): Plugin {
  let building = false;
  return {
    name: 'sendero-library',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      // Named explicitly: left to the bundler, the index chunk would be called «_virtual_…», and a file whose
      // name starts with «_» is skipped by some static hosts (GitHub Pages' Jekyll) and was once withheld by the
      // local stack, which broke the service worker's precache. Emitting a chunk is a build-only API.
      if (building) this.emitFile({ type: 'chunk', id: SEARCH_INDEX, name: 'library-search-index' });
    },
    resolveId(id) {
      if (id === CATALOG || id === SEARCH_INDEX) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id !== `\0${CATALOG}` && id !== `\0${SEARCH_INDEX}`) return null;
      const articles = readArticles(contentDir);
      for (const article of articles) this.addWatchFile(article.file);
      if (id === `\0${SEARCH_INDEX}`) return `export default ${JSON.stringify(buildSearchIndex(articles))};`;
      const related = relatedArticles(articles);
      const catalog = articles.map(({ body: _body, file: _file, ...entry }) => ({ ...entry, sources: entry.sources.map(sourceHtml), related: related.get(entry.slug) ?? [] }));
      return `export default ${JSON.stringify(catalog)};`;
    },
    transform(code, id) {
      const path = normalize(id.split('?')[0]);
      if (!path.endsWith('.md') || !path.startsWith(contentDir)) return null;
      const { slug, body } = parseArticle(join(path), code);
      return { code: `export default ${JSON.stringify({ slug, html: articleHtml(body) })};`, map: null };
    },
  };
}
