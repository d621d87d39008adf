// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TabBar } from '../tab-bar';
import { currentTab } from '../tab-bar-view';

const session = vi.hoisted(() => ({ user: { id: 'u1' } as { id: string } | null }));
vi.mock('../../auth/session', () => ({ useSession: () => session }));

// A matchMedia whose standalone answer the test flips, as installing or leaving the app would.
let standalone = false;
const listeners = new Set<() => void>();
beforeEach(() => {
  standalone = false;
  session.user = { id: 'u1' };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(display-mode: standalone)' && standalone;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

const renderAt = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <TabBar />
    </MemoryRouter>,
  );

describe('TabBar', () => {
  it('shows only in standalone display mode, for a signed-in user', async () => {
    renderAt('/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    act(() => {
      standalone = true;
      for (const listener of listeners) listener();
    });
    expect(await screen.findByRole('navigation', { name: 'Secciones de la app' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('has-tab-bar');
    cleanup();
    expect(document.documentElement).not.toHaveClass('has-tab-bar');
    session.user = null;
    renderAt('/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('names five tabs with their addresses and marks the current one', async () => {
    standalone = true;
    renderAt('/#tarot');
    const nav = await screen.findByRole('navigation', { name: 'Secciones de la app' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hoy', '/'], ['Mi carta', '/#chart-form'], ['Tarot', '/#tarot'], ['Biblioteca', '/biblioteca'], ['Cuenta', '/cuenta'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Tarot' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Cuenta' }));
    expect(within(nav).getByRole('link', { name: 'Cuenta' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Tarot' })).not.toHaveAttribute('aria-current');
  });
});

describe('currentTab', () => {
  it.each([
    ['/', '', 'today'],
    ['/', '#hoy', 'today'],
    ['/', '#chart-form', 'chart'],
    ['/', '#tarot', 'tarot'],
    ['/', '#library', 'library'],
    ['/biblioteca', '', 'library'],
    ['/biblioteca/tarot/el-loco', '', 'library'],
    ['/cuenta', '', 'account'],
    ['/premium/transitos', '', null],
  ])('%s%s → %s', (pathname, hash, tab) => {
    expect(currentTab(pathname, hash)).toBe(tab);
  });
});
