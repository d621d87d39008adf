// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ArticlePage, { ArticleBody } from '../components/article-page';
import { LibrarySection } from '../components/library-section';
import { articlesIn } from '../catalog';
import { categoryLabel } from '../categories';

afterEach(cleanup);

const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
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
    expect(screen.getByText(new RegExp(`${first.readingMinutes} min de lectura`))).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 2 })).not.toHaveLength(0);
    const sources = screen.getByRole('heading', { name: 'Fuentes para seguir leyendo' }).parentElement!;
    expect(within(sources).getAllByRole('listitem')).toHaveLength(first.sources.length);
    expect(screen.getByRole('link', { name: literally(second.title) })).toHaveAttribute('href', `/biblioteca/${second.slug}`);
    expect(screen.queryByText('Pro')).not.toBeInTheDocument();
  });

  it('marks Pro articles', async () => {
    const pro = articlesIn('yoga-sutras').find((a) => a.pro)!;
    renderAt(`/biblioteca/${pro.slug}`);
    expect(screen.getByText('Pro')).toBeInTheDocument();
  });

  it('says so when the article does not exist', () => {
    renderAt('/biblioteca/no-existe');
    expect(screen.getByRole('heading', { name: 'No encontramos este artículo' })).toBeInTheDocument();
  });

  it('drops raw HTML instead of injecting it', () => {
    const { container } = render(
      <MemoryRouter>
        <ArticleBody markdown={'Hola <script>alert(1)</script> <img src=x onerror="alert(1)"> **mundo** [interno](/biblioteca/x)'} />
      </MemoryRouter>,
    );
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('mundo');
    expect(screen.getByRole('link', { name: 'interno' })).toHaveAttribute('href', '/biblioteca/x');
  });
});

describe('the library section', () => {
  it('finds karma in the Buddhism articles, with and without accents', async () => {
    renderAt('/');
    const box = screen.getByRole('searchbox', { name: 'Buscar en la biblioteca' });
    await userEvent.type(box, 'karma');
    const results = await screen.findAllByRole('link', { name: new RegExp(categoryLabel('budismo')) });
    expect(results.length).toBeGreaterThan(0);
    await userEvent.clear(box);
    await userEvent.type(box, 'kárma');
    expect((await screen.findAllByRole('link', { name: new RegExp(categoryLabel('budismo')) })).length).toBe(results.length);
  });

  it('finds Saturno in astrology and says when nothing matches', async () => {
    renderAt('/');
    const box = screen.getByRole('searchbox', { name: 'Buscar en la biblioteca' });
    await userEvent.type(box, 'Saturno');
    expect((await screen.findAllByRole('link', { name: new RegExp(categoryLabel('astrologia')) })).length).toBeGreaterThan(0);
    await userEvent.clear(box);
    await userEvent.type(box, 'zzzxq');
    expect(await screen.findByText('No encontramos artículos para «zzzxq». Prueba con otra palabra.')).toBeInTheDocument();
  });

  it('shows the categories and lists a category on demand', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: /Yoga Sutras/ }));
    expect(screen.getAllByRole('listitem')).toHaveLength(articlesIn('yoga-sutras').length);
  });
});
