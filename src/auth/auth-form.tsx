import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../lib/toast';
import { es } from '../i18n/es';
import { Field } from './field';
import { signInErrorField, signInErrorMessage, signUpErrorField, signUpErrorMessage, type CredentialsField } from './auth-messages';
import type { AuthApi } from './auth-api';
import { loadCredentialsCheck, prepareToSend } from './prepare-send';

// The /auth form (spec §2, §4, §5, §8): sign in or create an account, or continue with Google. Each problem is
// a toast, as the spec says, and is also written beside its field, which gets the focus.

export type AuthMode = 'signIn' | 'signUp';

interface AuthFormProps {
  api: AuthApi;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onSignedIn: () => void;
  onSignedUp: (outcome: { needsConfirmation: boolean; email: string }) => void;
  /** Opens the recovery form, keeping what was typed as the email. */
  onForgotPassword: (email: string) => void;
}

type FieldErrors = Partial<Record<CredentialsField, string>>;

export function AuthForm({ api, mode, onModeChange, onSignedIn, onSignedUp, onForgotPassword }: AuthFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fullName, setFullName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const [googleEnabled, setGoogleEnabled] = useState<boolean | null>(null);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const titleId = useId();
  const signingUp = mode === 'signUp';

  useEffect(() => {
    let cancelled = false;
    void api.googleEnabled().then((enabled) => !cancelled && setGoogleEnabled(enabled));
    return () => {
      cancelled = true;
    };
  }, [api]);

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = (['email', 'password'] as const).find((field) => next[field]);
    if (first) inputs[first].current?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { credentialsProblems } = await loadCredentialsCheck();
    const problems = credentialsProblems(email, password);
    const firstProblem = problems.email ?? problems.password;
    if (firstProblem) {
      toast.error(firstProblem);
      showErrors(problems);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      if (signingUp) {
        const { error, needsConfirmation } = await api.signUp(email.trim(), password, fullName.trim());
        if (error) {
          toast.error(signUpErrorMessage(error));
          const marked = signUpErrorField(error);
          if (marked) showErrors({ [marked.field]: marked.message });
        } else {
          toast.success(needsConfirmation ? es.auth.confirmEmailToast : es.auth.signUpSuccess);
          onSignedUp({ needsConfirmation, email: email.trim() });
        }
      } else {
        const { error } = await api.signIn(email.trim(), password);
        if (error) {
          toast.error(signInErrorMessage(error));
          const marked = signInErrorField(error);
          if (marked) showErrors({ [marked.field]: marked.message });
        } else {
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

  function switchMode() {
    setErrors({});
    onModeChange(signingUp ? 'signIn' : 'signUp');
  }

  return (
    <div className="auth-card">
      <h1 id={titleId} className="auth-card__title">
        {signingUp ? es.auth.signUpTitle : es.auth.signInTitle}
      </h1>
      <p className="auth-card__subtitle">{signingUp ? es.auth.signUpSubtitle : es.auth.signInSubtitle}</p>

      <form className="auth-form" onSubmit={onSubmit} onFocus={() => prepareToSend(api)} noValidate aria-labelledby={titleId}>
        {signingUp ? (
          <Field label={es.auth.fullNameLabel} type="text" autoComplete="name" maxLength={100} placeholder={es.auth.fullNamePlaceholder} value={fullName} onChange={(e) => setFullName(e.target.value)} />
        ) : null}
        <Field
          ref={inputs.email}
          label={es.auth.emailLabel}
          error={errors.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={255}
          placeholder={es.auth.emailPlaceholder}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors(({ email: _cleared, ...rest }) => rest);
          }}
          required
        />
        <Field
          ref={inputs.password}
          label={es.auth.passwordLabel}
          error={errors.password}
          type="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          maxLength={72}
          placeholder={es.auth.passwordPlaceholder}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors(({ password: _cleared, ...rest }) => rest);
          }}
          required
        />
        {signingUp ? null : (
          <button type="button" className="auth-card__link" onClick={() => onForgotPassword(email.trim())}>
            {es.auth.forgotPassword}
          </button>
        )}
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

      <button type="button" className="auth-card__toggle" onClick={switchMode}>
        {signingUp ? es.auth.toSignIn : es.auth.toSignUp}
      </button>
    </div>
  );
}
