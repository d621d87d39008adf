import { useMemo, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { es } from '../i18n/es';
import { useSession } from './session';
import { AuthForm } from './auth-form';
import { supabaseAuthApi, type AuthApi } from './auth-api';
import './auth.css';

type SignUpState = 'none' | 'pending' | 'done' | { confirmEmailSentTo: string };

export default function AuthPage({ api = supabaseAuthApi }: { api?: AuthApi }) {
  const { loading, user } = useSession();
  const navigate = useNavigate();
  const [signUp, setSignUp] = useState<SignUpState>('none');

  // Sign-up signs the user in at once when confirmations are off, but the spec keeps them here to read the
  // confirmation: the redirect for signed-in users waits while a sign-up is under way or just succeeded.
  // With confirmations on (a hosted setting) there is no session yet: the page says where the link went.
  const pageApi = useMemo<AuthApi>(
    () => ({
      ...api,
      async signUp(email, password, fullName) {
        setSignUp('pending');
        const result = await api.signUp(email, password, fullName);
        if (result.error) setSignUp('none');
        return result;
      },
    }),
    [api],
  );

  if (loading && signUp === 'none') return <p className="page-status" role="status">{es.app.loading}</p>;
  if (user && signUp === 'none') return <Navigate to="/" replace />;

  return (
    <main id="main" className="auth-page">
      <div className="auth-page__brand">
        <img src="/icons/icon-192.png" alt="" width={56} height={56} />
        <span className="brand-name">{es.app.name}</span>
        <p>{es.auth.tagline}</p>
      </div>
      <section className="auth-page__intro" aria-labelledby="auth-intro-title">
        <h2 id="auth-intro-title">{es.auth.introTitle}</h2>
        <ul>
          {es.auth.promises.map((promise) => (
            <li key={promise.title}>
              <span aria-hidden="true">{promise.glyph}</span>
              <div>
                <h3>{promise.title}</h3>
                <p>{promise.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {typeof signUp === 'object' ? (
        <div className="auth-card" role="status">
          <h1 className="auth-card__title">{es.auth.confirmEmailTitle}</h1>
          <p className="auth-card__subtitle">{es.auth.confirmEmailText(signUp.confirmEmailSentTo)}</p>
          <button type="button" className="button button--primary button--block" onClick={() => setSignUp('none')}>
            {es.auth.confirmEmailBack}
          </button>
        </div>
      ) : signUp === 'done' ? (
        <div className="auth-card" role="status">
          <h1 className="auth-card__title">{es.auth.signedUpTitle}</h1>
          <p className="auth-card__subtitle">{es.auth.signUpSuccess}</p>
          <Link className="button button--primary button--block" to="/">
            {es.auth.continue}
          </Link>
        </div>
      ) : (
        <AuthForm api={pageApi} onSignedIn={() => navigate('/', { replace: true })} onSignedUp={({ needsConfirmation, email }) => setSignUp(needsConfirmation ? { confirmEmailSentTo: email } : 'done')} />
      )}
    </main>
  );
}
