import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../lib/toast';
import { Link } from 'react-router-dom';
import { es } from '../i18n/es';
import { paths } from '../lib/paths';
import { useFieldErrors } from '../lib/field-errors';
import { emailInput, Field, passwordInput } from './field';
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

export function AuthForm({ api, mode, onModeChange, onSignedIn, onSignedUp, onForgotPassword }: AuthFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fullName, setFullName] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const [googleEnabled, setGoogleEnabled] = useState<boolean | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { errors, refuse, clearAll, edited } = useFieldErrors<CredentialsField | 'fullName'>(form);
  const titleId = useId();
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
    const { credentialsProblems, signUpName } = await loadCredentialsCheck();
    const name = signUpName(signingUp ? fullName : '');
    const problems = { ...(name.problem ? { fullName: name.problem } : {}), ...credentialsProblems(email, password) };
    const firstProblem = problems.fullName ?? problems.email ?? problems.password;
    if (firstProblem) {
      toast.error(firstProblem);
      refuse(problems);
      return;
    }
    clearAll();
    setSubmitting(true);
    try {
      if (signingUp) {
        const { error, needsConfirmation } = await api.signUp(email.trim(), password, name.name);
        if (error) {
          toast.error(signUpErrorMessage(error));
          const marked = signUpErrorField(error);
          if (marked) refuse({ [marked.field]: marked.message });
        } else {
          toast.success(needsConfirmation ? es.auth.confirmEmailToast : es.auth.signUpSuccess);
          onSignedUp({ needsConfirmation, email: email.trim() });
        }
      } else {
        const { error, needsSecondFactor } = await api.signIn(email.trim(), password);
        if (error) {
          toast.error(signInErrorMessage(error));
          const marked = signInErrorField(error);
          if (marked) refuse({ [marked.field]: marked.message });
        } else {
          // With a second factor due, the welcome waits for it (the challenge says it once the code is right).
          if (!needsSecondFactor) toast.success(es.auth.signInSuccess);
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
    clearAll();
    onModeChange(signingUp ? 'signIn' : 'signUp');
  }

  return (
    <div className="auth-card">
      <h1 id={titleId} className="auth-card__title">
        {signingUp ? es.auth.signUpTitle : es.auth.signInTitle}
      </h1>
      <p className="auth-card__subtitle">{signingUp ? es.auth.signUpSubtitle : es.auth.signInSubtitle}</p>

      <form ref={form} className="auth-form" onSubmit={onSubmit} onFocus={() => prepareToSend(api)} noValidate aria-labelledby={titleId}>
        {signingUp ? (
          <Field label={es.auth.fullNameLabel} error={errors.fullName} type="text" autoComplete="name" maxLength={100} placeholder={es.auth.fullNamePlaceholder} value={fullName} onChange={edited('fullName', setFullName)} />
        ) : null}
        <Field label={es.auth.emailLabel} error={errors.email} {...emailInput} value={email} onChange={edited('email', setEmail)} required />
        <Field
          label={es.auth.passwordLabel}
          error={errors.password}
          {...passwordInput}
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          placeholder={es.auth.passwordPlaceholder}
          value={password}
          onChange={edited('password', setPassword)}
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
      {signingUp ? (
        <p className="auth-card__privacy">
          {es.auth.privacyAtSignUp} <Link to={paths.privacy}>{es.auth.privacyLink}</Link>.
        </p>
      ) : null}

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
