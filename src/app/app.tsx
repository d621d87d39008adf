import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
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
import { lazyComponent, lazyModule, useModuleSettled } from '../lib/lazy-module';

// Every page is its own chunk: a visitor on /auth never downloads the home page, its features or Dexie.
const loadArticlePage = () => import('../features/library/components/article-page');
const ArticlePage = lazy(loadArticlePage);
const AuthPage = lazy(() => import('../auth/auth-page'));
const NewPasswordPage = lazy(() => import('../auth/new-password-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));
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
// The page a compatibility invitation's link opens: public (the invitee may have no account), never prerendered.
const InvitationPage = lazy(() => import('../features/compatibility/components/invitation-page'));

/** A page behind the session: its chunk, and the component that renders it once the chunk is here. */
function signedInPage(importPage: () => Promise<{ default: ComponentType }>) {
  const module = lazyModule(importPage);
  return { module, Page: lazyComponent(module, (page) => page.default) };
}
type SignedInPage = ReturnType<typeof signedInPage>;
// The home arrives with its first screen (./pages/home/first-screen.ts), so all of it paints in one commit.
const homePage = signedInPage(async () => (await Promise.all([import('./pages/home/home-page'), loadFirstScreen()]))[0]);
const accountPage = signedInPage(() => import('./pages/account/account-page'));
// Premium readings: each its own chunk; only the transits page loads the astro engine, on demand.
const solarReturnPage = signedInPage(() => import('../features/premium/components/solar-return-page'));
const transitsPage = signedInPage(() => import('../features/premium/components/transits-page'));
const monthlyReportPage = signedInPage(() => import('../features/premium/components/monthly-report-page'));
// The focused pages: one section of the home each, on its own page (the tab bar's Mi carta and Tarot lead there).
const myChartPage = signedInPage(() => import('./pages/focused/my-chart-page'));
const journalPage = signedInPage(() => import('./pages/focused/journal-page'));
const compatibilityPage = signedInPage(() => import('./pages/focused/compatibility-page'));

const loading = <p className="page-status" role="status">{es.app.loading}</p>;
// Mounted once the first content has painted (below), so it is a chunk of its own rather than part of every first paint.
const UpdatePrompt = lazy(() => import('../offline/update-prompt').then((m) => ({ default: m.UpdatePrompt })));

function SignedInLayout({ page }: { page: SignedInPage }) {
  const { loading: sessionLoading, user } = useSession();
  // Fetch the page's chunk while the session is still being read, not after it (a visitor without one is on their
  // way to /auth and never needs it), and render the first page once it is here, without a fallback in between that
  // React would hold on screen; a navigation's next page keeps the current one on screen until it arrives
  // (src/lib/lazy-module.ts).
  const ready = useModuleSettled(page.module, sessionLoading || Boolean(user));
  return (
    <RequireSession>
      <SyncOnSignIn />
      <Header />
      {ready ? (
        <Suspense fallback={loading}>
          <page.Page />
        </Suspense>
      ) : (
        loading
      )}
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
          <Route path={paths.home} element={<SignedInLayout page={homePage} />} />
          <Route path={paths.auth} element={<AuthPage />} />
          <Route path={paths.newPassword} element={<NewPasswordPage />} />
          <Route path={paths.account} element={<SignedInLayout page={accountPage} />} />
          <Route path={paths.privacy} element={<PublicLayout><PrivacyPage /></PublicLayout>} />
          <Route path={paths.terms} element={<PublicLayout><TermsPage /></PublicLayout>} />
          <Route path={paths.cookies} element={<PublicLayout><CookiesPage /></PublicLayout>} />
          <Route path={paths.support} element={<PublicLayout><SupportPage /></PublicLayout>} />
          <Route path={paths.library} element={<PublicLayout><LibraryIndexPage /></PublicLayout>} />
          <Route path={routePatterns.article} element={<PublicLayout><ArticlePage /></PublicLayout>} />
          <Route path={paths.tarot} element={<PublicLayout><TarotIndexPage /></PublicLayout>} />
          <Route path={routePatterns.tarotCard} element={<PublicLayout><TarotCardPage /></PublicLayout>} />
          <Route path={routePatterns.invitation} element={<PublicLayout><InvitationPage /></PublicLayout>} />
          <Route path={paths.solarReturn} element={<SignedInLayout page={solarReturnPage} />} />
          <Route path={paths.transits} element={<SignedInLayout page={transitsPage} />} />
          <Route path={paths.monthlyReport} element={<SignedInLayout page={monthlyReportPage} />} />
          <Route path={paths.myChart} element={<SignedInLayout page={myChartPage} />} />
          <Route path={paths.journal} element={<SignedInLayout page={journalPage} />} />
          <Route path={paths.compatibility} element={<SignedInLayout page={compatibilityPage} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </SessionProvider>
  );
}
