// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// What waits on a signed-in page's first content runs after it has painted, at once when nothing holds it, and in
// any case after the hold's limit, so a page that never says so still gets it.

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

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

  it('holds until the content has rendered and its frame has painted', async () => {
    const { afterContentPainted, contentRendered, holdUntilContentPainted } = await fresh();
    holdUntilContentPainted();
    const run = vi.fn();
    const cancelled = vi.fn();
    afterContentPainted(run);
    afterContentPainted(cancelled)();
    expect(run).not.toHaveBeenCalled();
    contentRendered();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(run).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
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
