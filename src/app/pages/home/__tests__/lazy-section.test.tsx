// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lazy } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANCHORS } from '../../../../lib/paths';
import { LazySection, LOAD_AHEAD } from '../lazy-section';

// jsdom lays nothing out, so it has no IntersectionObserver: this one stands in for the browser's, and the test
// says when a frame comes near the viewport, as scrolling would.
class TestObserver {
  static all: TestObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    TestObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
}

function comeNear(id: string, isIntersecting = true) {
  act(() => {
    for (const observer of TestObserver.all) {
      for (const target of observer.targets) {
        if (target.id !== id) continue;
        const entry = { target, isIntersecting } as unknown as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    }
  });
}

/** A section whose code is fetched when it is first rendered, as React.lazy does with a chunk. */
function lazySection(id: string) {
  const fetched = vi.fn();
  const Section = lazy(async () => {
    fetched();
    return { default: () => <section id={id}><h2>Llegó</h2><p>Contenido de {id}</p></section> };
  });
  return { Section, fetched };
}

beforeEach(() => {
  TestObserver.all = [];
  vi.stubGlobal('IntersectionObserver', TestObserver);
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a section below the fold', () => {
  it('shows only its frame (anchor and heading) and fetches nothing until it comes near the viewport', async () => {
    const { Section, fetched } = lazySection('tarot');
    const { container } = render(<LazySection id="tarot" title="Tarot Diario"><Section /></LazySection>);
    const frame = container.querySelector('#tarot');
    expect(frame?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Tarot Diario' })).toBeTruthy();
    expect(fetched).not.toHaveBeenCalled();
    expect(TestObserver.all.at(-1)?.options.rootMargin).toBe(LOAD_AHEAD);

    comeNear('tarot', false);
    expect(fetched).not.toHaveBeenCalled();

    comeNear('tarot');
    expect(await screen.findByText('Contenido de tarot')).toBeTruthy();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('loads at once when the address targets it, and takes the reader to it once it has arrived', async () => {
    window.history.replaceState(null, '', '/#library');
    const { Section, fetched } = lazySection('library');
    render(<LazySection id="library" title="Biblioteca"><Section /></LazySection>);
    expect(await screen.findByText('Contenido de library')).toBeTruthy();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(document.getElementById('library'));
  });

  it('loads when a link on the page targets it later (a header link), and leaves the others alone', async () => {
    const premium = lazySection('premium');
    const chart = lazySection('chart-form');
    render(
      <>
        <LazySection id="chart-form" title="Carta Natal"><chart.Section /></LazySection>
        <LazySection id="premium" title="Premium"><premium.Section /></LazySection>
      </>,
    );
    act(() => {
      window.history.pushState(null, '', '/#premium');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByText('Contenido de premium')).toBeTruthy();
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(document.getElementById('premium'));
    expect(chart.fetched).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Carta Natal' })).toBeTruthy();
  });

  it('comes back at once on a reload of the tab once the reader has reached it, and only then', async () => {
    const first = lazySection('chart-form');
    const { unmount } = render(<LazySection id="chart-form" title="Carta Natal"><first.Section /></LazySection>);
    unmount();
    const unreached = lazySection('chart-form');
    const again = render(<LazySection id="chart-form" title="Carta Natal"><unreached.Section /></LazySection>);
    expect(unreached.fetched).not.toHaveBeenCalled();
    comeNear('chart-form');
    expect(await screen.findByText('Contenido de chart-form')).toBeTruthy();
    again.unmount();

    const reloaded = lazySection('chart-form');
    render(<LazySection id="chart-form" title="Carta Natal"><reloaded.Section /></LazySection>);
    expect(await screen.findByText('Contenido de chart-form')).toBeTruthy();
    expect(reloaded.fetched).toHaveBeenCalledTimes(1);
  });

  it('does not scroll when it loads because the reader came near it', async () => {
    const { Section } = lazySection('compatibility');
    render(<LazySection id="compatibility" title="Compatibilidad"><Section /></LazySection>);
    comeNear('compatibility');
    expect(await screen.findByText('Contenido de compatibility')).toBeTruthy();
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('the space the home keeps for each section', () => {
  it('reserves a height for every lazily loaded section of the home, so what follows does not move when it arrives', async () => {
    const css = await readFile(join(process.cwd(), 'src/app/pages/home/home.css'), 'utf8');
    for (const anchor of [ANCHORS.chart, ANCHORS.tarot, ANCHORS.compatibility, ANCHORS.premium, ANCHORS.library]) {
      const rule = new RegExp(`\\[data-lazy-section=['"]${anchor}['"]\\][^{]*\\{[^}]*min-height:\\s*[^;]+;`);
      expect(css, anchor).toMatch(rule);
    }
  });
});
