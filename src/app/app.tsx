import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { paths, routePatterns } from '../lib/paths';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { es } from '../i18n/es';
import { SessionProvider } from '../auth/session';
import { NetworkIndicator } from '../offline/network-indicator';
import { UpdatePrompt } from '../offline/update-prompt';
import { RequireSession } from './require-session';
import { Header } from './header';
import { Footer } from './footer';
import { SyncOnSignIn } from './sync-on-sign-in';

// Every page is its own chunk: a visitor on /auth never downloads the home page, its features or Dexie.
const loadHomePage = () => import('./pages/home/home-page');
const loadArticlePage = () => import('../features/library/components/article-page');
const HomePage = lazy(loadHomePage);
const ArticlePage = lazy(loadArticlePage);
const AuthPage = lazy(() => import('../auth/auth-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));
// Premium readings: each its own chunk; only the transits page loads the astro engine, on demand.
const loadSolarReturnPage = () => import('../features/premium/components/solar-return-page');
const loadTransitsPage = () => import('../features/premium/components/transits-page');
const loadMonthlyReportPage = () => import('../features/premium/components/monthly-report-page');
const SolarReturnPage = lazy(loadSolarReturnPage);
const TransitsPage = lazy(loadTransitsPage);
const MonthlyReportPage = lazy(loadMonthlyReportPage);

const loading = <p className="page-status" role="status">{es.app.loading}</p>;

function SignedInLayout({ load, children }: { load: () => Promise<unknown>; children: ReactNode }) {
  // Fetch the page's chunk while the session is still being read, not after it.
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <RequireSession>
      <SyncOnSignIn />
      <Header />
      <Suspense fallback={loading}>{children}</Suspense>
      <Footer />
    </RequireSession>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
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
        <UpdatePrompt />
        <Suspense fallback={loading}>
          <Routes>
            <Route path={paths.home} element={<SignedInLayout load={loadHomePage}><HomePage /></SignedInLayout>} />
            <Route path={paths.auth} element={<AuthPage />} />
            <Route path={routePatterns.article} element={<SignedInLayout load={loadArticlePage}><ArticlePage /></SignedInLayout>} />
            <Route path={paths.solarReturn} element={<SignedInLayout load={loadSolarReturnPage}><SolarReturnPage /></SignedInLayout>} />
            <Route path={paths.transits} element={<SignedInLayout load={loadTransitsPage}><TransitsPage /></SignedInLayout>} />
            <Route path={paths.monthlyReport} element={<SignedInLayout load={loadMonthlyReportPage}><MonthlyReportPage /></SignedInLayout>} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </SessionProvider>
    </BrowserRouter>
  );
}
