// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createSkyClient, SKY_ANSWER_TIMEOUT_MS, type SkyPort } from '../api/sky-client';
import { answerSkyRequest, daySky } from '../sky';
import type { SkyRequest } from '../sky-protocol';
import { brokenSkyPort, inProcessSkyPort } from './in-process-sky-port';

// The page's side of Hoy's worker. jsdom has no Worker, so each port here is the one true edge: the real message
// handler run in-process (through structuredClone both ways), or a worker that breaks as a browser reports it.

const now = new Date('2026-11-23T12:00:00Z');

describe('the sky client (one worker for Hoy)', () => {
  it('answers with the worker\'s sky and reuses one worker for every request', async () => {
    const open = vi.fn(() => inProcessSkyPort());
    const { computeSky } = createSkyClient(open);
    expect(open).not.toHaveBeenCalled();
    expect(await computeSky(now, null, 'Europe/Madrid')).toEqual(daySky(now, null, 'Europe/Madrid'));
    const later = new Date(now.getTime() + 30 * 60_000);
    expect(await computeSky(later, null, 'Europe/Madrid')).toEqual(daySky(later, null, 'Europe/Madrid'));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('pairs each answer with its request when the worker answers out of order', async () => {
    const held: SkyRequest[] = [];
    const port = inProcessSkyPort();
    const slow: SkyPort = { ...port, postMessage: (request) => held.push(request) };
    const { computeSky } = createSkyClient(() => slow);
    // Late on the 23rd in UTC it is already the 24th in Tokyo.
    const evening = new Date('2026-11-23T20:00:00Z');
    const first = computeSky(evening, null, 'UTC');
    const second = computeSky(evening, null, 'Asia/Tokyo');
    for (const request of held.reverse()) slow.onmessage?.(new MessageEvent('message', { data: answerSkyRequest(request) }));
    expect((await first).date).toBe('2026-11-23');
    expect((await second).date).toBe('2026-11-24');
  });

  it('fails a request the worker could not compute, and keeps the worker for the next', async () => {
    const open = vi.fn(() => inProcessSkyPort());
    const { computeSky } = createSkyClient(open);
    await expect(computeSky(now, null, 'Nowhere/Unknown')).rejects.toThrow('could not be computed');
    expect(await computeSky(now, null, 'UTC')).toEqual(daySky(now, null, 'UTC'));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('fails what waits on a worker that broke, drops it, and starts a fresh one on the retry', async () => {
    const broken = brokenSkyPort();
    const open = vi.fn<() => SkyPort>().mockReturnValueOnce(broken).mockImplementation(() => inProcessSkyPort());
    const { computeSky } = createSkyClient(open);
    await expect(computeSky(now, null, 'UTC')).rejects.toThrow("Hoy's worker failed");
    expect(broken.terminated).toBe(true);
    expect(await computeSky(now, null, 'UTC')).toEqual(daySky(now, null, 'UTC'));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('fails what waits on a worker that stays silent, drops it, and starts a fresh one on the retry', async () => {
    const silent: SkyPort & { terminated: boolean } = {
      terminated: false,
      postMessage: () => {},
      onmessage: null,
      onerror: null,
      onmessageerror: null,
      terminate() {
        this.terminated = true;
      },
    };
    const open = vi.fn<() => SkyPort>().mockReturnValueOnce(silent).mockImplementation(() => inProcessSkyPort());
    const { computeSky } = createSkyClient(open);
    vi.useFakeTimers();
    try {
      const failure = expect(computeSky(now, null, 'UTC')).rejects.toThrow("Hoy's worker did not answer within 30 s");
      await vi.advanceTimersByTimeAsync(SKY_ANSWER_TIMEOUT_MS - 1);
      expect(silent.terminated).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await failure;
      expect(silent.terminated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    // The in-process worker answers on a real timer.
    expect(await computeSky(now, null, 'UTC')).toEqual(daySky(now, null, 'UTC'));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('fails at once where no worker can start', async () => {
    const { computeSky } = createSkyClient(() => {
      throw new ReferenceError('Worker is not defined');
    });
    await expect(computeSky(now, null, 'UTC')).rejects.toThrow('Worker is not defined');
  });
});
