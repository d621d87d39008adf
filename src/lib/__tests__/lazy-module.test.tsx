// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent, lazyModule } from '../lazy-module';

// A page whose chunk has already arrived renders at once, with no fallback: React would otherwise hold the reveal
// of its content up to 300 ms after the last fallback it showed.

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

function setUp() {
  let arrive: (module: { Greeting: typeof Greeting }) => void = () => {};
  const module = lazyModule(() => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)));
  const LazyGreeting = lazyComponent(module, (loaded) => loaded.Greeting);
  const fallbacks: string[] = [];
  function Fallback() {
    fallbacks.push('shown');
    return <p>Cargando...</p>;
  }
  const page = (
    <Suspense fallback={<Fallback />}>
      <LazyGreeting name="Lucía" />
    </Suspense>
  );
  return { module, arrive: (loaded: { Greeting: typeof Greeting }) => arrive(loaded), page, fallbacks };
}

describe('lazyComponent', () => {
  it('renders the component in the first commit when its module has already arrived', async () => {
    const { module, arrive, page, fallbacks } = setUp();
    const loading = module.load();
    arrive({ Greeting });
    await loading;
    render(page);
    expect(screen.getByText('Hola, Lucía')).toBeTruthy();
    expect(fallbacks).toEqual([]);
  });

  it('shows the fallback while the module is on its way, then the component', async () => {
    const { arrive, page, fallbacks } = setUp();
    render(page);
    expect(screen.getByText('Cargando...')).toBeTruthy();
    await act(async () => arrive({ Greeting }));
    expect(await screen.findByText('Hola, Lucía')).toBeTruthy();
    expect(fallbacks.length).toBeGreaterThan(0);
  });
});
