import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { es } from '../../i18n/es';
import { useSession } from '../../auth/session';
import { Hero } from './sections/hero';
import { HowItWorks } from './sections/how-it-works';
import { Why } from './sections/why';
import { Compatibility } from './sections/compatibility';
import './home.css';

// Everything below the hero loads after the first paint: the chart and tarot sections bring Dexie, the
// library its catalog. Each placeholder keeps the section's anchor and heading, so links and layout hold.
const ChartSection = lazy(() => import('../chart/components/chart-section').then((m) => ({ default: m.ChartSection })));
const TarotSection = lazy(() => import('../tarot/components/tarot-section').then((m) => ({ default: m.TarotSection })));
const PremiumSection = lazy(() => import('./sections/premium').then((m) => ({ default: m.Premium })));
const LibrarySection = lazy(() => import('../library/components/library-section').then((m) => ({ default: m.LibrarySection })));

function LaterSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <section id={id} className="section" aria-busy="true">
          <div className="section__header">
            <h2>{title}</h2>
          </div>
        </section>
      }
    >
      {children}
    </Suspense>
  );
}

export default function HomePage() {
  const { user } = useSession();
  const { hash } = useLocation();

  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => document.getElementById(hash.slice(1))?.scrollIntoView(), 50);
    return () => clearTimeout(timer);
  }, [hash]);

  return (
    <main id="main" className="home">
      <Hero />
      <HowItWorks />
      <LaterSection id="chart-form" title={es.chart.title}>
        <ChartSection user={user} />
      </LaterSection>
      <Why />
      <LaterSection id="tarot" title={es.tarot.title}>
        <TarotSection user={user} />
      </LaterSection>
      <Compatibility user={user} />
      <LaterSection id="premium" title={es.nav.premium}>
        <PremiumSection />
      </LaterSection>
      <LaterSection id="library" title={es.library.title}>
        <LibrarySection />
      </LaterSection>
    </main>
  );
}
