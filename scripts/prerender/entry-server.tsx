import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '../../src/app/app';
import { articles } from '../../src/features/library/catalog';
import { tarotSection } from '../../src/features/library/tarot-texts';
import { DECK } from '../../supabase/functions/_shared/tarot/deck';
import { paths } from '../../src/lib/paths';
import { es } from '../../src/i18n/es';

// The server side of the prerender (bundled by scripts/prerender/plugin.ts with Vite's SSR build): the very
// routes the browser runs, rendered to HTML for every public address, with what a page's <head> says of it.

export interface Page {
  /** The address, as the router matches it. */
  path: string;
  title: string;
  description: string;
  /** Open Graph type: an article, or the site's own pages. */
  type: 'article' | 'website';
  /** Absolute-path image for link previews. */
  image: string;
  /** Whether search engines should index it. */
  index: boolean;
  /**
   * Whether the browser hydrates the markup. The shell of `/` is the service worker's answer for every address
   * and shows the loading state of a session the visitor may not have: the browser renders it afresh.
   */
  hydrate: boolean;
  /**
   * The source modules the page renders lazily (project-relative): their chunks' styles are linked and their
   * scripts preloaded in the page's <head>, so the prerendered layout is styled before it paints and hydration
   * does not wait for one import after another.
   */
  modules: string[];
  /** A classic script the page runs in its <head>, before it paints. */
  beforePaint?: string;
}

const SITE_DESCRIPTION = 'Tu carta natal exacta con interpretación, una carta de tarot al día y una biblioteca para conocerte mejor.';
const ICON = '/icons/icon-512.png';
const TAROT_PAGES = 'src/features/library/components/tarot-pages.tsx';
const LEGAL = 'src/app/pages/legal/legal-page.tsx';
const LEGAL_PAGES: [string, string, string][] = [
  [paths.privacy, 'Privacidad', 'Qué datos guarda Sendero Astral, para qué, dónde y cómo los descargas o los borras.'],
  [paths.terms, 'Términos de uso', 'Las condiciones para usar Sendero Astral: tu cuenta, el contenido y lo que puedes esperar del servicio.'],
  [paths.cookies, 'Cookies y almacenamiento', 'Qué guarda Sendero Astral en tu navegador para mantener la sesión y funcionar sin conexión.'],
  [paths.support, 'Ayuda y soporte', 'Respuestas a las dudas frecuentes sobre Sendero Astral y cómo escribirnos.'],
];

export function pages(): Page[] {
  return [
    // A visitor without a session on this device goes from / to /auth before the shell paints (public/session-gate.js).
    { path: paths.home, title: es.app.name, description: SITE_DESCRIPTION, type: 'website', image: ICON, index: true, hydrate: false, modules: [], beforePaint: '/session-gate.js' },
    { path: paths.auth, title: `Entrar · ${es.app.name}`, description: SITE_DESCRIPTION, type: 'website', image: ICON, index: true, hydrate: true, modules: ['src/auth/auth-page.tsx'] },
    {
      path: paths.library,
      title: tarotSection.libraryTitle,
      description: tarotSection.libraryDescription,
      type: 'website',
      image: ICON,
      index: true,
      hydrate: true,
      modules: ['src/features/library/components/library-index-page.tsx'],
    },
    ...LEGAL_PAGES.map(
      ([path, title, description]): Page => ({ path, title: `${title} · ${es.app.name}`, description, type: 'website', image: ICON, index: true, hydrate: true, modules: [LEGAL] }),
    ),
    ...articles.map((article): Page => ({
      path: paths.article(article.slug),
      title: `${article.title} · ${es.app.name}`,
      description: article.summary,
      type: 'article',
      image: ICON,
      index: true,
      hydrate: true,
      modules: ['src/features/library/components/article-page.tsx', `src/content/library/${article.category}/${article.slug}.md`],
    })),
    {
      path: paths.tarot,
      title: `${tarotSection.title} · ${es.app.name}`,
      description: tarotSection.tarotDescription,
      type: 'website',
      image: ICON,
      index: true,
      hydrate: true,
      modules: [TAROT_PAGES],
    },
    ...DECK.map((card): Page => ({
      path: paths.tarotCard(card.id),
      title: `${card.name}: significado en el tarot · ${es.app.name}`,
      description: `${card.name} al derecho: ${card.upright.keywords.join(', ')}. Invertida: ${card.reversed.keywords.join(', ')}.`,
      type: 'article',
      image: `/tarot/${card.id}.svg`,
      index: true,
      hydrate: true,
      modules: [TAROT_PAGES],
    })),
  ];
}

/** The markup of #root for one address, once every lazily loaded piece of it has resolved. */
export async function render(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        {/* `/` shows what it shows while the session is read ('Cargando...'); every other page, a visitor's view. */}
        <AppRoutes mayHaveSession={path === paths.home} />
      </StaticRouter>
    </StrictMode>,
    // Every boundary inline, in document order: a large one would otherwise be sent apart and moved into place
    // by an inline script, which the pages' CSP (script-src 'self') forbids and a reader without JavaScript lacks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
