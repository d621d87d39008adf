import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { paths, routePatterns } from '../lib/paths';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '../lib/toast';
import { es } from '../i18n/es';
import { SessionProvider, useSession } from '../auth/session';
import { NetworkIndicator } from '../offline/network-indicator';
import { startConnectivityWatch } from '../lib/online-status';
import { useContentPainted } from '../lib/first-content';
import { RequireSession } from './require-session';
import { Header } from './header';
import { Footer } from './footer';
import { TabBar } from './tab-bar';
import { LibraryHeader } from '../features/library/components/library-header';
import { SyncOnSignIn } from './sync-on-sign-in';
import { loadFirstScreen } from './pages/home/first-screen';

// Every page is its own chunk: a visitor on /auth never downloads the home page, its features or Dexie.
const loadHomePage = () => {
  loadFirstScreen();
  return import('./pages/home/home-page');
};
const loadArticlePage = () => import('../features/library/components/article-page');
const HomePage = lazy(loadHomePage);
const ArticlePage = lazy(loadArticlePage);
const AuthPage = lazy(() => import('../auth/auth-page'));
const NewPasswordPage = lazy(() => import('../auth/new-password-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));
const loadAccountPage = () => import('./pages/account/account-page');
const AccountPage = lazy(loadAccountPage);
// The legal and help pages share one small chunk of static text; the service worker precaches it with the rest.
const loadLegalPages = () => import('./pages/legal/legal-page');
const PrivacyPage = lazy(() => loadLegalPages().then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => loadLegalPages().then((m) => ({ default: m.TermsPage })));
const CookiesPage = lazy(() => loadLegalPages().then((m) => ({ default: m.CookiesPage })));
const SupportPage = lazy(() => loadLegalPages().then((m) => ({ default: m.SupportPage })));
// The public library (articles, its index, the tarot): readable without an account, prerendered at build time.
const loadTarotPages = () => import('../features/library/components/tarot-pages');
const LibraryIndexPage = lazy(() => import('../features/library/components/library-index-page'));
const TarotIndexPage = lazy(() => loadTarotPages().then((m) => ({ default: m.TarotIndexPage })));
const TarotCardPage = lazy(() => loadTarotPages().then((m) => ({ default: m.TarotCardPage })));
// Premium readings: each its own chunk; only the transits page loads the astro engine, on demand.
const loadSolarReturnPage = () => import('../features/premium/components/solar-return-page');
const loadTransitsPage = () => import('../features/premium/components/transits-page');
const loadMonthlyReportPage = () => import('../features/premium/components/monthly-report-page');
// The page a compatibility invitation's link opens: public (the invitee may have no account), never prerendered.
const InvitationPage = lazy(() => import('../features/compatibility/components/invitation-page'));
const SolarReturnPage = lazy(loadSolarReturnPage);
const TransitsPage = lazy(loadTransitsPage);
const MonthlyReportPage = lazy(loadMonthlyReportPage);
// The focused pages: one section of the home each, on its own page (the tab bar's Mi carta and Tarot lead there).
const loadMyChartPage = () => import('./pages/focused/my-chart-page');
const loadJournalPage = () => import('./pages/focused/journal-page');
const loadCompatibilityPage = () => import('./pages/focused/compatibility-page');
const MyChartPage = lazy(loadMyChartPage);
const JournalPage = lazy(loadJournalPage);
const CompatibilityPage = lazy(loadCompatibilityPage);

const loading = <p className="page-status" role="status">{es.app.loading}</p>;
// Mounted once the first content has painted (below), so it is a chunk of its own rather than part of every first paint.
const UpdatePrompt = lazy(() => import('../offline/update-prompt').then((m) => ({ default: m.UpdatePrompt })));

function SignedInLayout({ load, children }: { load: () => Promise<unknown>; children: ReactNode }) {
  const { loading: sessionLoading, user } = useSession();
  const mayShow = sessionLoading || Boolean(user);
  // Fetch the page's chunk while the session is still being read, not after it; a visitor without one is on
  // their way to /auth and never needs it.
  useEffect(() => {
    if (mayShow) void load();
  }, [load, mayShow]);
  return (
    <RequireSession>
      <SyncOnSignIn />
      <Header />
      <Suspense fallback={loading}>{children}</Suspense>
      <Footer />
      <TabBar />
    </RequireSession>
  );
}

/** Pages anyone may read: the visitor's view first (also what the prerender shows), the session's when known. */
function PublicLayout({ children }: { children: ReactNode }) {
  const { loading: sessionLoading, user } = useSession();
  return (
    <>
      <LibraryHeader signedIn={sessionLoading ? null : Boolean(user)} />
      <Suspense fallback={loading}>{children}</Suspense>
      <Footer />
      <TabBar />
    </>
  );
}

/**
 * What the first screen does not need waits until it has painted: the service worker's registration (its script, then
 * the precache's downloads) and the backend's first probe would otherwise share a slow network with it.
 */
function AfterFirstContent() {
  const painted = useContentPainted();
  useEffect(() => {
    if (painted) startConnectivityWatch();
  }, [painted]);
  return painted ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * Everything inside the router: the browser wraps it in BrowserRouter, the build's prerender in a StaticRouter
 * (and renders each page as a visitor without a session first sees it).
 */
export function AppRoutes({ mayHaveSession }: { mayHaveSession?: boolean }) {
  return (
    <SessionProvider mayHaveSession={mayHaveSession}>
      {/* At the bottom, above the tab bar when installed: a toast never covers the header or its menu button. */}
      <Toaster
        position="bottom-center"
        offset={{ bottom: 'calc(var(--tab-bar-height, 0px) + 24px)' }}
        mobileOffset={{ bottom: 'calc(var(--tab-bar-height, 0px) + 12px)' }}
        richColors
        closeButton
        theme="dark"
      />
      <NetworkIndicator />
      <AfterFirstContent />
      <Suspense fallback={loading}>
        <Routes>
          <Route path={paths.home} element={<SignedInLayout load={loadHomePage}><HomePage /></SignedInLayout>} />
          <Route path={paths.auth} element={<AuthPage />} />
          <Route path={paths.newPassword} element={<NewPasswordPage />} />
          <Route path={paths.account} element={<SignedInLayout load={loadAccountPage}><AccountPage /></SignedInLayout>} />
          <Route path={paths.privacy} element={<PublicLayout><PrivacyPage /></PublicLayout>} />
          <Route path={paths.terms} element={<PublicLayout><TermsPage /></PublicLayout>} />
          <Route path={paths.cookies} element={<PublicLayout><CookiesPage /></PublicLayout>} />
          <Route path={paths.support} element={<PublicLayout><SupportPage /></PublicLayout>} />
          <Route path={paths.library} element={<PublicLayout><LibraryIndexPage /></PublicLayout>} />
          <Route path={routePatterns.article} element={<PublicLayout><ArticlePage /></PublicLayout>} />
          <Route path={paths.tarot} element={<PublicLayout><TarotIndexPage /></PublicLayout>} />
          <Route path={routePatterns.tarotCard} element={<PublicLayout><TarotCardPage /></PublicLayout>} />
          <Route path={routePatterns.invitation} element={<PublicLayout><InvitationPage /></PublicLayout>} />
          <Route path={paths.solarReturn} element={<SignedInLayout load={loadSolarReturnPage}><SolarReturnPage /></SignedInLayout>} />
          <Route path={paths.transits} element={<SignedInLayout load={loadTransitsPage}><TransitsPage /></SignedInLayout>} />
          <Route path={paths.monthlyReport} element={<SignedInLayout load={loadMonthlyReportPage}><MonthlyReportPage /></SignedInLayout>} />
          <Route path={paths.myChart} element={<SignedInLayout load={loadMyChartPage}><MyChartPage /></SignedInLayout>} />
          <Route path={paths.journal} element={<SignedInLayout load={loadJournalPage}><JournalPage /></SignedInLayout>} />
          <Route path={paths.compatibility} element={<SignedInLayout load={loadCompatibilityPage}><CompatibilityPage /></SignedInLayout>} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </SessionProvider>
  );
}
