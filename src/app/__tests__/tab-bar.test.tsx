// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TabBar } from '../tab-bar';
import { currentTab } from '../tab-bar-view';

const session = vi.hoisted(() => ({ user: { id: 'u1' } as { id: string } | null }));
vi.mock('../../auth/session', () => ({ useSession: () => session }));

// A matchMedia whose standalone and phone-width answers the test flips, as installing the app or turning a
// tablet would.
let standalone = false;
let phone = false;
const listeners = new Set<() => void>();
beforeEach(() => {
  standalone = false;
  phone = false;
  session.user = { id: 'u1' };
  // jsdom lays nothing out: a tab's scroll to the top of its page has nowhere to go.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return (query === '(display-mode: standalone)' && standalone) || (query === '(max-width: 767px)' && phone);
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});
const change = (to: { standalone?: boolean; phone?: boolean }) =>
  act(() => {
    standalone = to.standalone ?? standalone;
    phone = to.phone ?? phone;
    for (const listener of listeners) listener();
  });
afterEach(cleanup);

const renderAt = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <TabBar />
    </MemoryRouter>,
  );

describe('TabBar', () => {
  it('shows installed or on a phone-width screen, for a signed-in user, and not in a wide browser tab', async () => {
    renderAt('/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    change({ standalone: true });
    expect(await screen.findByRole('navigation', { name: 'Secciones de la app' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('has-tab-bar');
    change({ standalone: false });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('has-tab-bar');
    change({ phone: true });
    expect(await screen.findByRole('navigation', { name: 'Secciones de la app' })).toBeInTheDocument();
    cleanup();
    expect(document.documentElement).not.toHaveClass('has-tab-bar');
    session.user = null;
    renderAt('/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('names five tabs with their addresses and marks the current one', async () => {
    phone = true;
    renderAt('/diario');
    const nav = await screen.findByRole('navigation', { name: 'Secciones de la app' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hoy', '/'], ['Mi carta', '/mi-carta'], ['Tarot', '/diario'], ['Biblioteca', '/biblioteca'], ['Cuenta', '/cuenta'],
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
    ['/mi-carta', '', 'chart'],
    ['/diario', '', 'tarot'],
    ['/compatibilidad', '', null],
    ['/biblioteca', '', 'library'],
    ['/biblioteca/tarot/el-loco', '', 'library'],
    ['/cuenta', '', 'account'],
    ['/premium/transitos', '', null],
  ])('%s%s → %s', (pathname, hash, tab) => {
    expect(currentTab(pathname, hash)).toBe(tab);
  });
});
