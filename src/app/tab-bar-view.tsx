import { useLayoutEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { homeSection, paths } from '../lib/paths';
import './tab-bar.css';

// The bottom tab bar itself, loaded only for a signed-in user in standalone display mode or on a phone-width
// screen (tab-bar.tsx decides), so a desktop browser tab never downloads it.

const LABELS = {
  nav: 'Secciones de la app',
  today: 'Hoy',
  chart: 'Mi carta',
  tarot: 'Tarot',
  library: 'Biblioteca',
  account: 'Cuenta',
} as const;

type Tab = 'today' | 'chart' | 'tarot' | 'library' | 'account';

/** Which tab the current address belongs to: the focused pages, and the home's own anchors for the same parts. */
export function currentTab(pathname: string, hash: string): Tab | null {
  if (pathname === paths.account) return 'account';
  if (pathname === paths.myChart) return 'chart';
  if (pathname === paths.journal) return 'tarot';
  if (pathname === paths.library || pathname.startsWith(`${paths.library}/`)) return 'library';
  if (pathname !== paths.home) return null;
  if (hash === homeSection('chart').slice(1)) return 'chart';
  if (hash === homeSection('tarot').slice(1)) return 'tarot';
  if (hash === homeSection('library').slice(1)) return 'library';
  return 'today';
}

const ICONS: Record<Tab, ReactNode> = {
  today: <circle cx="12" cy="12" r="4.5" />,
  chart: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 3.5v17M3.5 12h17" />
    </>
  ),
  tarot: <rect x="6.5" y="3.5" width="11" height="17" rx="2" />,
  library: <path d="M4 5.5c3-1 5.5-1 8 1 2.5-2 5-2 8-1v13c-3-1-5.5-1-8 1-2.5-2-5-2-8-1z M12 6.5v13" />,
  account: (
    <>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20c1-4 4-6 7-6s6 2 7 6" />
    </>
  ),
};

export default function TabBarView() {
  const { pathname, hash } = useLocation();

  // The toasts and the page's last lines sit above the bar (see tab-bar.css and the Toaster's offset): set before the
  // bar's first paint, so no frame shows them under it.
  useLayoutEffect(() => {
    document.documentElement.classList.add('has-tab-bar');
    return () => document.documentElement.classList.remove('has-tab-bar');
  }, []);

  const active = currentTab(pathname, hash);
  const tabs: { id: Tab; to: string; label: string }[] = [
    { id: 'today', to: paths.home, label: LABELS.today },
    { id: 'chart', to: paths.myChart, label: LABELS.chart },
    { id: 'tarot', to: paths.journal, label: LABELS.tarot },
    { id: 'library', to: paths.library, label: LABELS.library },
    { id: 'account', to: paths.account, label: LABELS.account },
  ];
  return (
    <nav className="tab-bar" aria-label={LABELS.nav}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.to}
              className="tab-bar__link"
              aria-current={active === tab.id ? 'page' : undefined}
              // Every tab opens a page at its top, as a native app's tabs do (the router keeps the scroll otherwise).
              onClick={() => window.scrollTo({ top: 0 })}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                {ICONS[tab.id]}
              </svg>
              <span>{tab.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
