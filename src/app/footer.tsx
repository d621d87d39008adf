import { es } from '../i18n/es';
import { Link } from 'react-router-dom';
import { ANCHORS, homeSection, paths } from '../lib/paths';

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
            <li><a href={homeSection('chart')}>{es.nav.chart}</a></li>
            <li><a href={homeSection('tarot')}>{es.nav.tarot}</a></li>
            <li><a href={homeSection('compatibility')}>{es.nav.compatibility}</a></li>
            <li><a href={homeSection('premium')}>{es.nav.premium}</a></li>
          </ul>
        </nav>
        <nav aria-label={h.footerResources}>
          <h2>{h.footerResources}</h2>
          <ul>
            <li><a href={homeSection('library')}>{es.nav.library}</a></li>
            <li><a href={homeSection('support')}>{h.support}</a></li>
            <li><Link to={paths.support}>{h.faq}</Link></li>
            <li><a href={homeSection('howItWorks')}>{h.howTitle}</a></li>
          </ul>
        </nav>
        <nav aria-label={h.footerLegal}>
          <h2>{h.footerLegal}</h2>
          <ul>
            <li><Link to={paths.privacy}>{h.privacy}</Link></li>
            <li><Link to={paths.terms}>{h.terms}</Link></li>
            <li><Link to={paths.cookies}>{h.cookies}</Link></li>
          </ul>
        </nav>
        <div id={ANCHORS.support}>
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
