import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { es } from '../../../i18n/es';
import { esChart } from '../../../i18n/es-chart';
import { esTarot } from '../../../i18n/es-tarot';
import { useSession } from '../../../auth/session';
import { Hero } from './sections/hero';
import { HowItWorks } from './sections/how-it-works';
import { Why } from './sections/why';
import { ANCHORS } from '../../../lib/paths';
import { LazySection } from './lazy-section';
import { todaySectionModule, todaysCardModule } from './first-screen';
import { lazyComponent } from '../../../lib/lazy-module';
import './home.css';

// The home page composes the features (spec §2's sections, in order). Hoy and the hero paint first; each section
// below them loads only as the reader comes near it or a link targets it (./lazy-section.tsx): the chart and
// tarot sections bring Dexie and the engine's texts, the library its catalog, and none of it should compete with
// the first screen. Each frame keeps the section's anchor, heading and height, so links and layout hold.
const ChartSection = lazy(() => import('../../../features/chart/components/chart-section').then((m) => ({ default: m.ChartSection })));
const TarotSection = lazy(() => import('../../../features/tarot/components/tarot-section').then((m) => ({ default: m.TarotSection })));
const PremiumSection = lazy(() => import('../../../features/premium/components/premium-section').then((m) => ({ default: m.PremiumSection })));
const LibrarySection = lazy(() => import('../../../features/library/components/library-section').then((m) => ({ default: m.LibrarySection })));
const CompatibilitySection = lazy(() =>
  import('../../../features/compatibility/components/compatibility-section').then((m) => ({ default: m.CompatibilitySection })),
);
// Hoy, before the spec's sections: its own chunk, which loads the astro engine only once it is on screen. Its chunk
// and today's card's are fetched with this page's (./first-screen.ts).
const TodaySection = lazyComponent(todaySectionModule, (m) => m.TodaySection);
const TodaysCard = lazyComponent(todaysCardModule, (m) => m.TodaysCard);
// Offered after the first card ever, so it loads only then.
const ReminderOffer = lazy(() => import('../../../features/reminders/components/reminder-offer').then((m) => ({ default: m.ReminderOffer })));

export default function HomePage() {
  const { user } = useSession();
  const { hash } = useLocation();
  // Today's card decides when the reminder is offered (its first card); Hoy decides where: after its panels, where
  // its late arrival (it waits on the push subscription) moves nothing on screen. Under the card it pushed the sky's
  // panels down.
  const [offerPlace, setOfferPlace] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => document.getElementById(hash.slice(1))?.scrollIntoView(), 50);
    return () => clearTimeout(timer);
  }, [hash]);

  const metadataName = user?.user_metadata?.full_name;
  const fullName = typeof metadataName === 'string' ? metadataName : null;
  return (
    <main id="main" className="home">
      {user ? (
        <Suspense fallback={<section id="hoy" className="today section" aria-busy="true" aria-label="Hoy" />}>
          <TodaySection
            userId={user.id}
            fullName={fullName}
            afterPanels={<div ref={setOfferPlace} className="today__after" />}
            card={
              <Suspense fallback={<p role="status">{esTarot.loading}</p>}>
                <TodaysCard
                  user={user}
                  afterFirstCard={
                    offerPlace
                      ? createPortal(
                          <Suspense fallback={null}>
                            <ReminderOffer fullName={fullName} />
                          </Suspense>,
                          offerPlace,
                        )
                      : null
                  }
                />
              </Suspense>
            }
          />
        </Suspense>
      ) : null}
      <Hero />
      <HowItWorks />
      <LazySection id={ANCHORS.chart} title={esChart.title}>
        <ChartSection user={user} />
      </LazySection>
      <Why />
      <LazySection id={ANCHORS.tarot} title={esTarot.title}>
        <TarotSection user={user} />
      </LazySection>
      <LazySection id={ANCHORS.compatibility} title={es.home.compatibilityTitle}>
        <CompatibilitySection user={user} />
      </LazySection>
      <LazySection id={ANCHORS.premium} title={es.nav.premium}>
        <PremiumSection />
      </LazySection>
      <LazySection id={ANCHORS.library} title={es.library.title}>
        <LibrarySection />
      </LazySection>
    </main>
  );
}
