import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { es } from '../i18n/es';
import { useSession } from '../auth/session';
import { SignOutEverywhere } from '../auth/sign-out-everywhere';
import { paths, sectionHash } from '../lib/paths';

const SecurityPanel = lazy(() => import('../auth/security-panel'));

export const SECTION_LINKS = [
  { href: sectionHash('chart'), label: es.nav.chart },
  { href: sectionHash('tarot'), label: es.nav.tarot },
  { href: sectionHash('compatibility'), label: es.nav.compatibility },
  { href: sectionHash('premium'), label: es.nav.premium },
  { href: sectionHash('library'), label: es.nav.library },
] as const;

export function Header() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [securityOpen, setSecurityOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const onHome = pathname === '/';

  useEffect(() => {
    if (!menuOpen) return;
    // Escape closes the menu and hands focus back to its button, so keyboard users are not left on <body>.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  async function onSignOut() {
    setMenuOpen(false);
    await signOut();
    navigate(paths.auth, { replace: true });
  }

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {es.nav.skipToContent}
      </a>
      <div className="site-header__bar">
        <Link to={paths.home} className="brand" aria-label={es.app.name}>
          <span className="brand-mark" aria-hidden="true">✦</span>
          <span className="brand-name">{es.app.name}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? es.nav.closeMenu : es.nav.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          <span className="site-header__menu-label">{es.nav.menu}</span>
        </button>
        <div id={menuId} className={`site-header__menu${menuOpen ? ' site-header__menu--open' : ''}`}>
          <nav aria-label={es.nav.label}>
            <ul className="site-nav">
              {SECTION_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={onHome ? link.href : `/${link.href}`} onClick={() => setMenuOpen(false)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__account">
            <span className="site-header__email" title={user?.email}>
              {user?.email}
            </span>
            <Link to={paths.account} className="button button--ghost button--small" aria-current={pathname === paths.account ? 'page' : undefined} onClick={() => setMenuOpen(false)}>
              {es.account.link}
            </Link>
            <button type="button" className="button button--ghost button--small" onClick={() => { setMenuOpen(false); setSecurityOpen(true); }}>
              {es.nav.security}
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => void onSignOut()}>
              {es.nav.signOut}
            </button>
            <SignOutEverywhere onStart={() => setMenuOpen(false)} />
          </div>
        </div>
      </div>
      {securityOpen ? (
        <Suspense fallback={null}>
          <SecurityPanel onClose={() => setSecurityOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
