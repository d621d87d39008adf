import { lazy, Suspense, type ReactNode } from 'react';
import { paths } from '../lib/paths';
import { Navigate } from 'react-router-dom';
import { es } from '../i18n/es';
import { useSession } from '../auth/session';

const MfaChallenge = lazy(() => import('../auth/mfa-challenge'));

/** Protected pages (spec §2): 'Cargando...' while the session loads, /auth without a user, TOTP when required. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { loading, user, needsMfa } = useSession();
  if (loading) return <p className="page-status" role="status">{es.app.loading}</p>;
  if (!user) return <Navigate to={paths.auth} replace />;
  if (needsMfa) {
    return (
      <Suspense fallback={<p className="page-status" role="status">{es.app.loading}</p>}>
        <MfaChallenge welcome />
      </Suspense>
    );
  }
  return <>{children}</>;
}
