// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ArticlePage from '../components/article-page';
import LibraryIndexPage from '../components/library-index-page';
import { articleHtml, headingId, sourceHtml } from '../../../../scripts/library/render';
import { LibrarySection } from '../components/library-section';
import { articlesIn, findArticle, loadArticle } from '../catalog';
import { categoryLabel } from '../categories';
import { loadSearch } from '../search';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/**
 * An article with its body in. The body is a lazily loaded chunk that the reader suspends on (`use`); React waits
 * for it only inside an awaited act(), so the page is rendered and each click made inside one, once the module
 * has been imported (the first import, transformed on the fly, outlasts act's wait).
 */
async function openArticle(path: string): Promise<HTMLElement> {
  await loadArticle(new URL(path, 'http://x').pathname.split('/').pop()!);
  const { container } = await act(async () => renderAt(path));
  const body = container.querySelector<HTMLElement>('.article-page__body');
  if (!body) throw new Error(`no body at ${path}`);
  return body;
}

const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/biblioteca" element={<LibraryIndexPage />} />
        <Route path="/biblioteca/:slug" element={<ArticlePage />} />
        <Route path="/" element={<LibrarySection />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the reader', () => {
  const [first, second] = articlesIn('budismo');

  it('renders an article with its reading time, sources and a link to the next one', async () => {
    renderAt(`/biblioteca/${first.slug}`);
    expect(screen.getByRole('heading', { level: 1, name: first.title })).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(header).getByText(new RegExp(`Lectura de ${Math.max(1, Math.round(first.words / 200))} min`))).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 2 })).not.toHaveLength(0);
    const sources = screen.getByRole('heading', { name: 'Fuentes para seguir leyendo' }).parentElement!;
    expect(within(sources).getAllByRole('listitem')).toHaveLength(first.sources.length);
    const pager = screen.getByRole('navigation', { name: 'Artículos de la misma categoría' });
    expect(within(pager).getByRole('link', { name: literally(second.title) })).toHaveAttribute('href', `/biblioteca/${second.slug}`);
    expect(within(header).queryByText('Pro')).not.toBeInTheDocument();
  });

  it('lists the related articles computed for the catalog, each linked', () => {
    const article = articlesIn('psicologia').find((a) => a.related.length === 3)!;
    renderAt(`/biblioteca/${article.slug}`);
    const section = screen.getByRole('heading', { level: 2, name: 'Artículos relacionados' }).parentElement!;
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(article.related.map((slug) => `/biblioteca/${slug}`));
    for (const slug of article.related) {
      const related = findArticle(slug)!;
      expect(within(section).getByText(related.title)).toBeInTheDocument();
      expect(within(section).getAllByText(new RegExp(`Lectura de ${related.readingMinutes} min`)).length).toBeGreaterThan(0);
    }
  });

  it('marks Pro articles and says the library is open during the launch', async () => {
    const pro = articlesIn('yoga-sutras').find((a) => a.pro)!;
    renderAt(`/biblioteca/${pro.slug}`);
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(header).getByText('Pro')).toBeInTheDocument();
    expect(within(header).getByText(/un artículo del plan de pago que llegará más adelante\. Ese plan aún no existe: hoy lo lees sin coste/)).toBeInTheDocument();
  });

  it('says so when the article does not exist', () => {
    renderAt('/biblioteca/no-existe');
    expect(screen.getByRole('heading', { name: 'No encontramos este artículo' })).toBeInTheDocument();
  });

  it("shows the body's sections as headings with their anchors, and no Markdown left", async () => {
    const body = await openArticle(`/biblioteca/${first.slug}`);
    const inBody = within(body).getAllByRole('heading', { level: 2 });
    expect(inBody.length).toBeGreaterThan(2);
    for (const heading of inBody) expect(heading.id).toBe(headingId(heading.textContent!));
    expect(new Set(inBody.map((heading) => heading.id)).size).toBe(inBody.length);
    expect(body.querySelectorAll('p').length).toBeGreaterThan(5);
    expect(body.textContent).not.toMatch(/\*\*|\]\(|^#/m);
  });

  it('follows a link in the body to another article inside the app, without loading a page', async () => {
    const article = findArticle('cuatro-nobles-verdades')!;
    const link = (await openArticle(`/biblioteca/${article.slug}`)).querySelector<HTMLAnchorElement>('a[href^="/biblioteca/"]')!;
    const target = findArticle(link.getAttribute('href')!.replace('/biblioteca/', ''))!;
    expect(link).not.toHaveAttribute('target');
    await loadArticle(target.slug);
    // jsdom never loads a page on a click: the new title can only come from the router. The click's default (a
    // page load in a browser) is cancelled.
    let followedByTheBrowser = true;
    await act(async () => {
      followedByTheBrowser = fireEvent.click(link);
    });
    expect(followedByTheBrowser).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: target.title })).toBeInTheDocument();
  });

  it('leaves a link opened in a new tab to the browser', async () => {
    const link = (await openArticle('/biblioteca/cuatro-nobles-verdades')).querySelector<HTMLAnchorElement>('a[href^="/biblioteca/"]')!;
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: findArticle('cuatro-nobles-verdades')!.title })).toBeInTheDocument();
  });

  it('opens an address with a section anchor at that section, not at the top', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // The body as the build's library plugin wrote it.
    const { html } = await loadArticle(second.slug)!;
    const id = [...html.matchAll(/<h2 id="([^"]+)"/g)][1][1];
    await openArticle(`/biblioteca/${second.slug}#${id}`);
    expect(scrolled.map((element) => element.id)).toEqual([id]);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('renders Markdown to escaped HTML at build time: raw HTML dropped, unsafe links emptied, images refused', () => {
    const html = articleHtml(
      '## Uno & *dos*\n\n## Uno & dos\n\nHola <script>alert(1)</script> <img src=x onerror="alert(1)"> **mundo** 1 < 2 [interno](/biblioteca/x) [arriba](#uno-dos) [fuera](https://example.org) [trampa](javascript:alert(1))',
    );
    const fragment = document.createElement('div');
    fragment.innerHTML = html;
    expect(fragment.querySelector('script, img')).toBeNull();
    expect(html).toContain('1 &lt; 2');
    expect(html).not.toContain('onerror');
    expect([...fragment.querySelectorAll('h2')].map((heading) => heading.id)).toEqual(['uno-dos', 'uno-dos-2']);
    expect(fragment.querySelector('strong')?.textContent).toBe('mundo');
    expect(fragment.querySelector('a[href="/biblioteca/x"]')?.getAttribute('target')).toBeNull();
    expect(fragment.querySelector('a[href="#uno-dos"]')?.getAttribute('target')).toBeNull();
    expect(fragment.querySelector('a[href="https://example.org"]')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect([...fragment.querySelectorAll('a')].find((link) => link.textContent === 'trampa')?.getAttribute('href')).toBe('');
    expect(() => articleHtml('Texto ![una figura](/figura.png)')).toThrow(/no images/);
    expect(sourceHtml('*Bhagavad Gita* (cap. 2) <b>x</b>')).toBe('<em>Bhagavad Gita</em> (cap. 2) x');
  });

  it('gives every heading an anchor of plain letters and digits', () => {
    expect(headingId('¿Qué es *māyā*, según Śaṅkara?')).toBe('que-es-maya-segun-sankara');
    expect(headingId('«¿?»')).toBe('seccion');
  });
});

describe('the library section', () => {
  // The index is a module built by the library plugin on first import, which takes seconds on a busy machine: it is
  // imported once here, so the tests below time the search, not the build of the index.
  beforeAll(async () => {
    await loadSearch();
  }, 60_000);

  it('finds karma in the Buddhism articles, with and without accents', async () => {
    renderAt('/');
    const box = screen.getByRole('searchbox', { name: 'Buscar en la biblioteca' });
    await userEvent.type(box, 'karma');
    const results = await screen.findAllByRole('link', { name: new RegExp(categoryLabel('budismo')) }, { timeout: 5000 });
    expect(results.length).toBeGreaterThan(0);
    await userEvent.clear(box);
    await userEvent.type(box, 'kárma');
    expect((await screen.findAllByRole('link', { name: new RegExp(categoryLabel('budismo')) })).length).toBe(results.length);
  });

  it('finds Saturno in astrology and says when nothing matches', async () => {
    renderAt('/');
    const box = screen.getByRole('searchbox', { name: 'Buscar en la biblioteca' });
    await userEvent.type(box, 'Saturno');
    expect((await screen.findAllByRole('link', { name: new RegExp(categoryLabel('astrologia')) }, { timeout: 5000 })).length).toBeGreaterThan(0);
    await userEvent.clear(box);
    await userEvent.type(box, 'zzzxq');
    expect(await screen.findByText('No encontramos artículos para «zzzxq». Prueba con otra palabra.')).toBeInTheDocument();
  });

  it('announces how many entries were found, not each of them', async () => {
    renderAt('/');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar en la biblioteca' }), 'Saturno');
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/^\d+ artículos?$/), { timeout: 5000 });
    const found = screen.getAllByRole('link', { name: new RegExp(categoryLabel('astrologia')) });
    expect(found.length).toBeGreaterThan(0);
    for (const link of found) expect(link.closest('[aria-live], [role="status"]')).toBeNull();
  });

  it('explains the Pro label: a plan still to come, and everything open today', () => {
    renderAt('/');
    expect(screen.getByText(/La etiqueta «Pro» marca lo que formará parte de un plan de pago que llegará más adelante\. Ese plan todavía no existe/)).toBeInTheDocument();
  });

  it('shows the categories and lists a category on demand', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: /Yoga Sutras/ }));
    expect(screen.getAllByRole('listitem')).toHaveLength(articlesIn('yoga-sutras').length);
  });
});

describe('the public library', () => {
  it('explains the Pro label and searches, then goes back to every section when the search is cleared', async () => {
    renderAt('/biblioteca');
    expect(screen.getByText(/La etiqueta «Pro» marca/)).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).length;
    const box = screen.getByRole('searchbox', { name: 'Buscar en la biblioteca' });
    await userEvent.type(box, 'karma');
    expect((await screen.findAllByRole('link', { name: new RegExp(categoryLabel('budismo')) }, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    await userEvent.clear(box);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(sections);
  });
});
