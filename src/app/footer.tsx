import { es } from '../i18n/es';

export function Footer() {
  const h = es.home;
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <div>
          <p className="brand">
            <span className="brand-mark" aria-hidden="true">✦</span>
            <span className="brand-name">{es.app.name}</span>
          </p>
          <p className="site-footer__tagline">{h.footerTagline}</p>
        </div>
        <nav aria-label={h.footerServices}>
          <h2>{h.footerServices}</h2>
          <ul>
            <li><a href="/#chart-form">{es.nav.chart}</a></li>
            <li><a href="/#tarot">{es.nav.tarot}</a></li>
            <li><a href="/#compatibility">{es.nav.compatibility}</a></li>
            <li><a href="/#premium">{es.nav.premium}</a></li>
          </ul>
        </nav>
        <nav aria-label={h.footerResources}>
          <h2>{h.footerResources}</h2>
          <ul>
            <li><a href="/#library">{es.nav.library}</a></li>
            <li><a href="/#support">{h.support}</a></li>
            <li><a href="/#how-it-works">{h.howTitle}</a></li>
          </ul>
        </nav>
        <nav aria-label={h.footerLegal}>
          <h2>{h.footerLegal}</h2>
          <ul>
            <li>{h.privacy}</li>
            <li>{h.terms}</li>
            <li>{h.cookies}</li>
          </ul>
        </nav>
        <div id="support">
          <h2>{h.supportTitle}</h2>
          <p>{h.supportText}</p>
          <p>
            {h.footerContact}: <a href={`mailto:${h.contactEmail}`}>{h.contactEmail}</a>
          </p>
        </div>
      </div>
      <p className="site-footer__rights">{h.rights(new Date().getFullYear())}</p>
    </footer>
  );
}
