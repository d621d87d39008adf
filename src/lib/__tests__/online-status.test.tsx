// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';

// The browser claims to be online throughout: only the backend's answers (or their absence) move the state,
// as on a captive portal, a dead Wi-Fi, or Chromium after an offline reload.

type OnlineStatusModule = typeof import('../online-status');

function networkFailure(): Promise<Response> {
  return Promise.reject(new TypeError('Failed to fetch'));
}

async function freshModule(): Promise<OnlineStatusModule> {
  vi.resetModules();
  return import('../online-status');
}

function Indicator({ module }: { module: OnlineStatusModule }) {
  return <p>{module.useOnlineStatus() ? 'en línea' : 'sin conexión'}</p>;
}

beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('a request the network cannot carry means offline, and any answer means online again', async () => {
  const status = await freshModule();
  render(<Indicator module={status} />);
  expect(screen.getByText('en línea')).toBeInTheDocument();

  vi.stubGlobal('fetch', vi.fn(networkFailure));
  await act(async () => {
    await expect(status.fetchReportingConnectivity('http://localhost:54321/rest/v1/x')).rejects.toThrow('Failed to fetch');
  });
  expect(screen.getByText('sin conexión')).toBeInTheDocument();

  // An error status is still an answer: the backend is reachable.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
  await act(async () => {
    await status.fetchReportingConnectivity('http://localhost:54321/rest/v1/x');
  });
  expect(screen.getByText('en línea')).toBeInTheDocument();
});

it('a request the caller aborts says nothing about the network', async () => {
  const status = await freshModule();
  render(<Indicator module={status} />);
  const controller = new AbortController();
  controller.abort();
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new DOMException('aborted', 'AbortError'))));
  await act(async () => {
    await expect(status.fetchReportingConnectivity('http://localhost:54321/rest/v1/x', { signal: controller.signal })).rejects.toThrow();
  });
  expect(screen.getByText('en línea')).toBeInTheDocument();
});

it('the watch probes the backend at start, and keeps probing while offline until it answers', async () => {
  vi.useFakeTimers();
  const status = await freshModule();
  const fetchMock = vi.fn<typeof fetch>(networkFailure);
  vi.stubGlobal('fetch', fetchMock);
  render(<Indicator module={status} />);

  await act(async () => {
    status.startConnectivityWatch();
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(screen.getByText('sin conexión')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(String(fetchMock.mock.calls[0][0])).toBe('http://localhost:54321/auth/v1/health');

  await act(async () => {
    await vi.advanceTimersByTimeAsync(5_000);
  });
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(screen.getByText('sin conexión')).toBeInTheDocument();

  fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(5_000);
  });
  expect(screen.getByText('en línea')).toBeInTheDocument();

  // Online again, the probing stops: no request is made for the sake of it.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(60_000);
  });
  expect(fetchMock).toHaveBeenCalledTimes(3);
});
