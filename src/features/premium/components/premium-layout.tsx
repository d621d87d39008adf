import type { ReactNode } from 'react';
import { homeSection } from '../../../lib/paths';
import { Link, NavLink } from 'react-router-dom';
import { esPremium } from '../../../i18n/es-premium';
import '../premium.css';

// The frame every premium reading shares: a way back, the three readings side by side and the honest launch label.

export function PremiumLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <main id="main" className="premium-page">
      <nav className="premium-page__nav" aria-label={esPremium.nav}>
        <Link to={homeSection('premium')} className="premium-page__back">
          ← {esPremium.back}
        </Link>
        <ul>
          {esPremium.section.readings.map((reading) => (
            <li key={reading.path}>
              <NavLink to={reading.path} className="premium-page__tab">
                {reading.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <header className="premium-page__header">
        <p>
          <span className="badge">{esPremium.section.launchLabel}</span>
        </p>
        <h1>{title}</h1>
        <p className="premium-page__intro">{intro}</p>
        <p className="premium-page__launch">{esPremium.section.launchNote}</p>
      </header>
      {children}
    </main>
  );
}
