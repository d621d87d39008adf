import '../../../supabase/local/node-runtime.ts';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pages, render } from '../entry-server.tsx';
import { assetsFor, documentFor, fileForPath, inlineStyles } from '../plugin.ts';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { articles } from '../../../src/features/library/catalog';
import { DECK } from '../../../supabase/functions/_shared/tarot/deck.ts';
import { parseArticle } from '../../library/articles.ts';
import { articleHtml } from '../../library/render.tsx';

// What the build writes for each public address: the page's own text in the HTML (readable before, and
// without, JavaScript), images that reserve their box, and a <head> that says what the page is.

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&quot;|&amp;/g, (m) => ({ '&#x27;': "'", '&quot;': '"', '&amp;': '&' })[m]!).replace(/\s+/g, ' ');

/** Every <img> carries width and height (or the page would move when the picture arrives). */
function imagesWithoutSize(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bwidth="\d+"/.test(tag) || !/\bheight="\d+"/.test(tag));
}

describe('prerender', () => {
  it('lists every article, the library, the tarot and its 78 cards, the legal pages, /auth and /', () => {
    const paths = pages().map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/auth', '/biblioteca', '/biblioteca/tarot', '/biblioteca/tarot/la-luna', '/privacidad', '/soporte']));
    expect(paths.filter((path) => path.startsWith('/biblioteca/tarot/'))).toHaveLength(DECK.length);
    for (const article of articles) expect(paths).toContain(`/biblioteca/${article.slug}`);
    expect(new Set(paths.map(fileForPath)).size).toBe(paths.length);
  });

  it('renders the legal pages with their heading, not a loading state', async () => {
    const html = await render('/privacidad');
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(plain(html)).not.toContain('Cargando...');
  });

  it("renders an article's whole text, its sources and no image without a size", async () => {
    const article = articles.find((entry) => entry.slug === 'neti-neti')!;
    const markdown = readFileSync(fileURLToPath(new URL(`../../../src/content/library/${article.category}/${article.slug}.md`, import.meta.url)), 'utf8');
    const html = await render(`/biblioteca/${article.slug}`);
    const text = plain(html);
    expect(text).toContain(article.title);
    // A sentence from the middle of the body, not only the summary the catalog carries.
    const sentence = markdown.split('\n').filter((line) => /^[A-ZÁÉÍÓÚ¿¡]/.test(line) && line.length > 120)[3].split(/(?<=[.!?])\s/)[0].replace(/\*+/g, '');
    expect(text).toContain(sentence);
    expect(text).toContain('Fuentes para seguir leyendo');
    expect(text).not.toContain('Abriendo el artículo');
    expect(html).not.toContain('<script');
    expect(imagesWithoutSize(html)).toEqual([]);
    // The body is the build's HTML as it is, the very markup the reader inserts in the browser: headings keep their
    // anchors and links their addresses, with or without JavaScript.
    expect(html).toContain(`<div class="article-page__body">${articleHtml(parseArticle(article.slug, markdown).body)}</div>`);
    expect(html).toMatch(/<h2 id="[a-z0-9-]+">/);
  });

  it("renders a tarot card's meanings from the deck, with its art sized", async () => {
    const card = DECK.find((entry) => entry.id === 'la-luna')!;
    const html = await render('/biblioteca/tarot/la-luna');
    const text = plain(html);
    expect(text).toContain(card.upright.meaning.split('\n\n')[0]);
    expect(text).toContain(card.reversed.question);
    expect(html).toContain('src="/tarot/la-luna.svg"');
    expect(imagesWithoutSize(html)).toEqual([]);
    expect(imagesWithoutSize(await render('/biblioteca/tarot'))).toEqual([]);
  });

  it('writes title, description, canonical and Open Graph tags, and marks the markup with its address', () => {
    const template = '<html><head><meta name="description" content="x" /><title>Sendero Astral</title></head><body><div id="root"></div></body></html>';
    const page = pages().find((entry) => entry.path === '/biblioteca/neti-neti')!;
    const html = documentFor(template, page, '<main>hola</main>', 'https://sendero.example/', { css: ['assets/library-1.css'], js: ['assets/article-2.js'] });
    expect(html).toContain(`<title>${page.title}</title>`);
    expect(html).toContain('<link rel="canonical" href="https://sendero.example/biblioteca/neti-neti" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:url" content="https://sendero.example/biblioteca/neti-neti" />');
    expect(html).toContain('<div id="root" data-prerendered="/biblioteca/neti-neti"><main>hola</main></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/library-1.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/article-2.js">');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('runs the session gate before the shell of / paints, and on no other page', () => {
    const template = '<html><head><title>Sendero Astral</title></head><body><div id="root"></div></body></html>';
    const shell = documentFor(template, pages().find((entry) => entry.path === '/')!, '<p>Cargando...</p>');
    expect(shell).toContain('<script src="/session-gate.js"></script>');
    for (const page of pages().filter((entry) => entry.path !== '/')) expect(documentFor(template, page, '<main></main>')).not.toContain('session-gate');
  });

  it("links the styles and preloads the scripts of a page's lazily loaded chunks and what they import", () => {
    const chunks = [
      { fileName: 'a.js', modules: ['src/page.tsx'], imports: ['b.js'], css: ['a.css'] },
      { fileName: 'b.js', modules: ['src/shared.ts'], imports: [], css: ['b.css'] },
      { fileName: 'c.js', modules: ['src/other.tsx'], imports: [], css: ['c.css'] },
    ];
    expect(assetsFor(['src/page.tsx'], chunks)).toEqual({ js: ['a.js', 'b.js'], css: ['a.css', 'b.css'] });
  });

  it('writes the linked stylesheets into the page, so nothing blocks its first paint', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sendero-inline-'));
    try {
      await mkdir(join(dir, 'assets'));
      await writeFile(join(dir, 'assets', 'index-1.css'), 'body{color:red}');
      const html = await inlineStyles('<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>', dir);
      expect(html).toBe('<head><style data-href="/assets/index-1.css">body{color:red}</style></head>');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
