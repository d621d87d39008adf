// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// What waits on a signed-in page's first content runs after it has painted, at once when nothing holds it, and in
// any case after the hold's limit, so a page that never says so still gets it.

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
  document.body.innerHTML = '';
});

/** Chromium's PerformanceObserver with Element Timing, which jsdom lacks: the test hands it the browser's reports. */
function stubElementTiming() {
  const observers = new Set<(entries: { identifier: string }[]) => void>();
  class ElementTimingObserver {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    private readonly notify = (entries: { identifier: string }[]) => this.callback({ getEntries: () => entries });
    constructor(private readonly callback: (list: { getEntries: () => { identifier: string }[] }) => void) {}
    observe() {
      observers.add(this.notify);
    }
    disconnect() {
      observers.delete(this.notify);
    }
  }
  vi.stubGlobal('PerformanceObserver', ElementTimingObserver);
  return { report: (identifier: string) => [...observers].forEach((notify) => notify([{ identifier }])), listening: () => observers.size };
}

async function fresh() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  return import('../first-content');
}

describe('first content', () => {
  it('runs at once when nothing holds it', async () => {
    const { afterContentPainted } = await fresh();
    const run = vi.fn();
    afterContentPainted(run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('holds until the content has rendered and the frame that shows it is on screen', async () => {
    const { afterContentPainted, contentRendered, holdUntilContentPainted } = await fresh();
    holdUntilContentPainted();
    const run = vi.fn();
    const cancelled = vi.fn();
    afterContentPainted(run);
    afterContentPainted(cancelled)();
    expect(run).not.toHaveBeenCalled();
    contentRendered();
    expect(run).not.toHaveBeenCalled();
    // The frame that paints the content: still held, its pixels are not shown yet.
    await vi.advanceTimersByTimeAsync(17);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(run).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  /** The home held, its marked text rendered in a browser that reports paints, and work waiting on it. */
  async function markedTextRendered() {
    const timing = stubElementTiming();
    const { afterContentPainted, contentRendered, holdUntilContentPainted, FIRST_CONTENT_TIMING } = await fresh();
    document.body.innerHTML = `<p elementtiming="${FIRST_CONTENT_TIMING}">El Sol</p>`;
    holdUntilContentPainted();
    const run = vi.fn();
    afterContentPainted(run);
    contentRendered();
    return { timing, run, FIRST_CONTENT_TIMING };
  }

  it('where the browser reports paints, waits for the marked text to be presented', async () => {
    const { timing, run, FIRST_CONTENT_TIMING } = await markedTextRendered();
    await vi.advanceTimersByTimeAsync(100);
    timing.report('another-element');
    expect(run).not.toHaveBeenCalled();
    timing.report(FIRST_CONTENT_TIMING);
    expect(run).toHaveBeenCalledOnce();
    expect(timing.listening()).toBe(0);
  });

  it('stops listening for the report when its limit lets go first', async () => {
    const { timing, run } = await markedTextRendered();
    expect(timing.listening()).toBe(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(run).toHaveBeenCalledOnce();
    expect(timing.listening()).toBe(0);
  });

  it('tells a component when the first content has painted', async () => {
    const { contentRendered, holdUntilContentPainted, useContentPainted } = await fresh();
    holdUntilContentPainted();
    const { result } = renderHook(() => useContentPainted());
    expect(result.current).toBe(false);
    contentRendered();
    await act(() => vi.advanceTimersByTimeAsync(40));
    expect(result.current).toBe(true);
  });

  it('tells it at once when nothing holds the first content', async () => {
    const { useContentPainted } = await fresh();
    expect(renderHook(() => useContentPainted()).result.current).toBe(true);
  });

  it('lets go after its limit when no content says it has painted', async () => {
    const { afterContentPainted, holdUntilContentPainted } = await fresh();
    holdUntilContentPainted();
    const run = vi.fn();
    afterContentPainted(run);
    await vi.advanceTimersByTimeAsync(3999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledOnce();
  });
});
