import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { es } from '../i18n/es';
import { useSession } from '../auth/session';
import { homeSection, paths } from '../lib/paths';
import './tab-bar.css';

// Installed (standalone display mode), the app has no browser chrome: a bottom tab bar takes the place of the
// header's anchor links, as in a native app. In a browser tab nothing changes.

const STANDALONE = '(display-mode: standalone)';

function isStandalone(): boolean {
  // The build's prerender has no window: the bar never shows in static HTML.
  if (typeof window === 'undefined') return false;
  // iOS Safari reports an app opened from the home screen through navigator.standalone, not the media query.
  return window.matchMedia?.(STANDALONE).matches === true || (navigator as { standalone?: boolean }).standalone === true;
}

export function useStandalone(): boolean {
  const [standalone, setStandalone] = useState(isStandalone);
  useEffect(() => {
    const query = window.matchMedia?.(STANDALONE);
    if (!query) return;
    const update = () => setStandalone(isStandalone());
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return standalone;
}

type Tab = 'today' | 'chart' | 'tarot' | 'library' | 'account';

/** Which tab the current address belongs to. */
export function currentTab(pathname: string, hash: string): Tab | null {
  if (pathname === paths.account) return 'account';
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

export function TabBar({ standalone: forced }: { standalone?: boolean }) {
  const { user } = useSession();
  const detected = useStandalone();
  const { pathname, hash } = useLocation();
  const show = (forced ?? detected) && Boolean(user);

  // The toasts and the page's last lines sit above the bar (see tab-bar.css and the Toaster's offset).
  useEffect(() => {
    if (!show) return;
    document.documentElement.classList.add('has-tab-bar');
    return () => document.documentElement.classList.remove('has-tab-bar');
  }, [show]);

  if (!show) return null;
  const active = currentTab(pathname, hash);
  const tabs: { id: Tab; to: string; label: string }[] = [
    { id: 'today', to: paths.home, label: es.tabBar.today },
    { id: 'chart', to: homeSection('chart'), label: es.tabBar.chart },
    { id: 'tarot', to: homeSection('tarot'), label: es.tabBar.tarot },
    { id: 'library', to: paths.library, label: es.tabBar.library },
    { id: 'account', to: paths.account, label: es.tabBar.account },
  ];
  return (
    <nav className="tab-bar" aria-label={es.tabBar.label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.to}
              className="tab-bar__link"
              aria-current={active === tab.id ? 'page' : undefined}
              onClick={tab.id === 'today' ? () => window.scrollTo({ top: 0 }) : undefined}
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
