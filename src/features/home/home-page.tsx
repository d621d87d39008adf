import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { es } from '../../i18n/es';
import { useSession } from '../../auth/session';
import { ChartSection } from '../chart/components/chart-section';
import { TarotSection } from '../tarot/components/tarot-section';
import { Hero } from './sections/hero';
import { HowItWorks } from './sections/how-it-works';
import { Why } from './sections/why';
import { Compatibility } from './sections/compatibility';
import { Premium } from './sections/premium';
import './home.css';

// The library section carries its catalog: it sits far below the fold, so it loads after the first paint.
const LibrarySection = lazy(() => import('../library/components/library-section').then((m) => ({ default: m.LibrarySection })));

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
      <ChartSection user={user} />
      <Why />
      <TarotSection user={user} />
      <Compatibility />
      <Premium />
      <Suspense fallback={<section id="library" className="section" aria-busy="true"><h2>{es.library.title}</h2></section>}>
        <LibrarySection />
      </Suspense>
    </main>
  );
}
