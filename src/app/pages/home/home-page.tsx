import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { es } from '../../../i18n/es';
import { esChart } from '../../../i18n/es-chart';
import { esTarot } from '../../../i18n/es-tarot';
import { useSession } from '../../../auth/session';
import { Hero } from './sections/hero';
import { HowItWorks } from './sections/how-it-works';
import { Why } from './sections/why';
import { CompatibilitySection } from '../../../features/compatibility/components/compatibility-section';
import { ANCHORS } from '../../../lib/paths';
import './home.css';

// The home page composes the features (spec §2's sections, in order). Everything below the hero loads after
// the first paint: the chart and tarot sections bring Dexie, the
// library its catalog. Each placeholder keeps the section's anchor and heading, so links and layout hold.
const ChartSection = lazy(() => import('../../../features/chart/components/chart-section').then((m) => ({ default: m.ChartSection })));
const TarotSection = lazy(() => import('../../../features/tarot/components/tarot-section').then((m) => ({ default: m.TarotSection })));
const PremiumSection = lazy(() => import('../../../features/premium/components/premium-section').then((m) => ({ default: m.PremiumSection })));
const LibrarySection = lazy(() => import('../../../features/library/components/library-section').then((m) => ({ default: m.LibrarySection })));
// Hoy, before the spec's sections: its own chunk, which loads the astro engine only once it is on screen.
const TodaySection = lazy(() => import('../../../features/today/components/today-section').then((m) => ({ default: m.TodaySection })));
const TodaysCard = lazy(() => import('../../../features/tarot/components/todays-card').then((m) => ({ default: m.TodaysCard })));
// Offered under the first card ever, so it loads only then.
const ReminderOffer = lazy(() => import('../../../features/reminders/components/reminder-offer').then((m) => ({ default: m.ReminderOffer })));

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

  const metadataName = user?.user_metadata?.full_name;
  const fullName = typeof metadataName === 'string' ? metadataName : null;
  return (
    <main id="main" className="home">
      {user ? (
        <Suspense fallback={<section id="hoy" className="today section" aria-busy="true" aria-label="Hoy" />}>
          <TodaySection
            userId={user.id}
            fullName={fullName}
            card={
              <Suspense fallback={<p role="status">{esTarot.loading}</p>}>
                <TodaysCard
                  user={user}
                  afterFirstCard={
                    <Suspense fallback={null}>
                      <ReminderOffer fullName={fullName} />
                    </Suspense>
                  }
                />
              </Suspense>
            }
          />
        </Suspense>
      ) : null}
      <Hero />
      <HowItWorks />
      <LaterSection id={ANCHORS.chart} title={esChart.title}>
        <ChartSection user={user} />
      </LaterSection>
      <Why />
      <LaterSection id={ANCHORS.tarot} title={esTarot.title}>
        <TarotSection user={user} />
      </LaterSection>
      <CompatibilitySection user={user} />
      <LaterSection id={ANCHORS.premium} title={es.nav.premium}>
        <PremiumSection />
      </LaterSection>
      <LaterSection id={ANCHORS.library} title={es.library.title}>
        <LibrarySection />
      </LaterSection>
    </main>
  );
}
