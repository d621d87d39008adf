import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { es } from '../i18n/es';
import { firstCredentialsProblem, signInErrorMessage, signUpErrorMessage } from './auth-messages';
import type { AuthApi } from './auth-api';

// The /auth form (spec §2, §4, §5, §8): sign in or create an account, or continue with Google.

interface AuthFormProps {
  api: AuthApi;
  onSignedIn: () => void;
  onSignedUp: (outcome: { needsConfirmation: boolean; email: string }) => void;
}

export function AuthForm({ api, onSignedIn, onSignedUp }: AuthFormProps) {
  const [mode, setMode] = useState<'signIn' | 'signUp'>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fullName, setFullName] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const [googleEnabled, setGoogleEnabled] = useState<boolean | null>(null);
  const ids = { email: useId(), password: useId(), fullName: useId(), title: useId() };
  const signingUp = mode === 'signUp';

  useEffect(() => {
    let cancelled = false;
    void api.googleEnabled().then((enabled) => !cancelled && setGoogleEnabled(enabled));
    return () => {
      cancelled = true;
    };
  }, [api]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = firstCredentialsProblem(email, password);
    if (problem) {
      toast.error(problem);
      return;
    }
    setSubmitting(true);
    try {
      if (signingUp) {
        const { error, needsConfirmation } = await api.signUp(email.trim(), password, fullName.trim());
        if (error) toast.error(signUpErrorMessage(error));
        else {
          toast.success(needsConfirmation ? es.auth.confirmEmailToast : es.auth.signUpSuccess);
          onSignedUp({ needsConfirmation, email: email.trim() });
        }
      } else {
        const { error } = await api.signIn(email.trim(), password);
        if (error) toast.error(signInErrorMessage(error));
        else {
          toast.success(es.auth.signInSuccess);
          onSignedIn();
        }
      }
    } catch {
      toast.error(es.app.unexpected);
    } finally {
      setSubmitting(false);
    }
  }

  async function onGoogle() {
    setConnecting(true);
    try {
      const { error } = await api.signInWithGoogle();
      if (error) {
        toast.error(es.auth.googleError);
        setConnecting(false);
      }
    } catch {
      toast.error(es.auth.googleUnexpected);
      setConnecting(false);
    }
  }

  return (
    <div className="auth-card">
      <h1 id={ids.title} className="auth-card__title">
        {signingUp ? es.auth.signUpTitle : es.auth.signInTitle}
      </h1>
      <p className="auth-card__subtitle">{signingUp ? es.auth.signUpSubtitle : es.auth.signInSubtitle}</p>

      <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby={ids.title}>
        {signingUp ? (
          <div className="field">
            <label htmlFor={ids.fullName}>{es.auth.fullNameLabel}</label>
            <input id={ids.fullName} type="text" autoComplete="name" maxLength={100} placeholder={es.auth.fullNamePlaceholder} value={fullName} onChange={(e) => setFullName(e.target.value)} />
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={ids.email}>{es.auth.emailLabel}</label>
          <input id={ids.email} type="email" autoComplete="email" inputMode="email" maxLength={255} placeholder={es.auth.emailPlaceholder} value={email} onChange={(e) => setEmail(e.target.value)} required />
        </div>
        <div className="field">
          <label htmlFor={ids.password}>{es.auth.passwordLabel}</label>
          <input
            id={ids.password}
            type="password"
            autoComplete={signingUp ? 'new-password' : 'current-password'}
            maxLength={72}
            placeholder={es.auth.passwordPlaceholder}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </div>
        <button type="submit" className="button button--primary button--block" disabled={submitting || connecting}>
          {submitting ? es.auth.processing : signingUp ? es.auth.signUpButton : es.auth.signInButton}
        </button>
      </form>

      <div className="auth-card__divider" aria-hidden="true">
        <span>{es.auth.or}</span>
      </div>

      <button type="button" className="button button--ghost button--block" onClick={onGoogle} disabled={connecting || submitting || googleEnabled !== true}>
        {connecting ? es.auth.connecting : googleEnabled === false ? es.auth.googleUnavailable : es.auth.google}
      </button>

      <button type="button" className="auth-card__toggle" onClick={() => setMode(signingUp ? 'signIn' : 'signUp')}>
        {signingUp ? es.auth.toSignIn : es.auth.toSignUp}
      </button>
    </div>
  );
}
