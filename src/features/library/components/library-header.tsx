import { Link } from 'react-router-dom';
import { es } from '../../../i18n/es';
import { paths } from '../../../lib/paths';

// The header of the public library pages (articles, the tarot), for visitors with or without an account.
// `signedIn` is null while the session is read: the prerendered page shows the visitor's view, and the link
// keeps its box when it changes, so nothing shifts.

// Its few words live here, not in tarot-texts.ts: this header is part of every page's entry script.
const words = { tarot: 'Tarot', signIn: 'Entrar', toApp: 'Ir a mi espacio' };

export function LibraryHeader({ signedIn }: { signedIn: boolean | null }) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {es.nav.skipToContent}
      </a>
      <div className="site-header__bar">
        <Link to={signedIn ? paths.home : paths.library} className="brand" aria-label={es.app.name}>
          <span className="brand-mark" aria-hidden="true">✦</span>
          <span className="brand-name">{es.app.name}</span>
        </Link>
        <nav aria-label={es.nav.label} className="library-header__nav">
          <Link to={paths.library}>{es.nav.library}</Link>
          <Link to={paths.tarot}>{words.tarot}</Link>
          <Link to={signedIn ? paths.home : paths.auth} className="button button--ghost button--small library-header__account">
            {signedIn ? words.toApp : words.signIn}
          </Link>
        </nav>
      </div>
    </header>
  );
}
