// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent, lazyModule, useModuleSettled } from '../lazy-module';

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

describe('useModuleSettled', () => {
  function pending<T>() {
    let settle: { resolve: (value: T) => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} };
    const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
    return { promise, ...settle };
  }

  it('loads the module only while wanted, and says so once it has arrived', async () => {
    const chunk = pending<{ Greeting: typeof Greeting }>();
    let imports = 0;
    const module = lazyModule(() => {
      imports += 1;
      return chunk.promise;
    });
    const { result, rerender } = renderHook(({ wanted }) => useModuleSettled(module, wanted), { initialProps: { wanted: false } });
    expect(imports).toBe(0);
    rerender({ wanted: true });
    expect(imports).toBe(1);
    expect(result.current).toBe(false);
    await act(async () => chunk.resolve({ Greeting }));
    expect(result.current).toBe(true);
  });

  it('says so from the first render when the module is already here', async () => {
    const module = lazyModule(async () => ({ Greeting }));
    await module.load();
    expect(renderHook(() => useModuleSettled(module, true)).result.current).toBe(true);
  });

  it('lets a later module render at once once one has settled, for the transition that brings it to keep the page', async () => {
    const first = lazyModule(async () => ({ Greeting }));
    const next = pending<{ Greeting: typeof Greeting }>();
    const later = lazyModule(() => next.promise);
    const { result, rerender } = renderHook(({ module }) => useModuleSettled(module, true), { initialProps: { module: first } });
    await act(async () => undefined);
    expect(result.current).toBe(true);
    rerender({ module: later });
    expect(later.loaded()).toBeNull();
    expect(result.current).toBe(true);
  });

  it('counts a failed import as settled, for the boundary around the component to show it', async () => {
    const chunk = pending<{ Greeting: typeof Greeting }>();
    const module = lazyModule(() => chunk.promise);
    const { result } = renderHook(() => useModuleSettled(module, true));
    await act(async () => chunk.reject(new Error('sin conexión')));
    expect(result.current).toBe(true);
    expect(module.loaded()).toBeNull();
  });
});
