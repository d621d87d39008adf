import { useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../lib/toast';
import { es } from '../i18n/es';
import { paths } from '../lib/paths';
import { useSession } from './session';
import { AuthForm, type AuthMode } from './auth-form';
import { RecoverForm } from './recover-form';
import { supabaseAuthApi, type AuthApi } from './auth-api';
import './auth.css';

// /auth: sign in, create an account (?modo=registro, where calls to action lead) or recover the password
// (?modo=recuperar). The mode lives in the address, so back and forward move between them.

type SignUpState = 'none' | 'pending' | { confirmEmailSentTo: string };

const MODES: Record<string, AuthMode | 'recover'> = { registro: 'signUp', recuperar: 'recover' };
const MODE_PARAMS: Record<AuthMode | 'recover', string | null> = { signIn: null, signUp: 'registro', recover: 'recuperar' };

export default function AuthPage({ api = supabaseAuthApi }: { api?: AuthApi }) {
  const { loading, user } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode = MODES[params.get('modo') ?? ''] ?? 'signIn';
  const [signUp, setSignUp] = useState<SignUpState>('none');
  const [recoverEmail, setRecoverEmail] = useState('');

  // Sign-up signs the user in at once when confirmations are off: the redirect for signed-in users waits while a
  // sign-up is under way, and the page then leads into the app itself, after the toast that confirms the account.
  // With confirmations on there is no session yet: the page says where the link went.
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

  async function resend(email: string) {
    try {
      const { error } = await api.resendConfirmation(email);
      if (!error) toast.success(es.auth.confirmationResent(email));
      else toast.error(error.status === 429 ? es.auth.recoverTooSoon : es.auth.recoverError);
    } catch {
      toast.error(es.auth.recoverError);
    }
  }

  function changeMode(next: AuthMode | 'recover') {
    const value = MODE_PARAMS[next];
    setParams(value ? { modo: value } : {}, { replace: false });
  }

  if (loading && signUp === 'none') return <p className="page-status" role="status">{es.app.loading}</p>;
  if (user && signUp === 'none') return <Navigate to={paths.home} replace />;

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
          <button type="button" className="button button--ghost button--block" onClick={() => void resend(signUp.confirmEmailSentTo)}>
            {es.auth.resendConfirmation}
          </button>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => {
              setSignUp('none');
              changeMode('signIn');
            }}
          >
            {es.auth.confirmEmailBack}
          </button>
        </div>
      ) : mode === 'recover' ? (
        <RecoverForm api={api} initialEmail={recoverEmail} onBack={() => changeMode('signIn')} />
      ) : (
        <AuthForm
          api={pageApi}
          mode={mode}
          onModeChange={changeMode}
          onSignedIn={() => navigate(paths.home, { replace: true })}
          onSignedUp={({ needsConfirmation, email }) => (needsConfirmation ? setSignUp({ confirmEmailSentTo: email }) : navigate(paths.home, { replace: true }))}
          onForgotPassword={(email) => {
            setRecoverEmail(email);
            changeMode('recover');
          }}
        />
      )}
      <nav className="auth-page__links" aria-label={es.auth.exploreTitle}>
        <h2>{es.auth.exploreTitle}</h2>
        <ul>
          <li><Link to={paths.library}>{es.auth.exploreLibrary}</Link></li>
          <li><Link to={paths.support}>{es.auth.exploreSupport}</Link></li>
        </ul>
        <h2>{es.auth.legalTitle}</h2>
        <ul>
          <li><Link to={paths.privacy}>{es.home.privacy}</Link></li>
          <li><Link to={paths.terms}>{es.home.terms}</Link></li>
          <li><Link to={paths.cookies}>{es.home.cookies}</Link></li>
        </ul>
      </nav>
    </main>
  );
}
