import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../lib/toast';
import { es } from '../i18n/es';
import { useFieldErrors } from '../lib/field-errors';
import { emailInput, Field } from './field';
import type { AuthApi } from './auth-api';
import { loadCredentialsCheck, prepareToSend } from './prepare-send';

// '¿Olvidaste tu contraseña?': one email field, then the same neutral answer whether or not the address has an
// account (the server answers alike too), so the page never tells anyone who is registered.

interface RecoverFormProps {
  api: AuthApi;
  initialEmail: string;
  onBack: () => void;
}

export function RecoverForm({ api, initialEmail, onBack }: RecoverFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { errors, refuse, edited } = useFieldErrors<'email'>(form);
  const titleId = useId();

  function fail(message: string) {
    toast.error(message);
    refuse({ email: message });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { emailProblem } = await loadCredentialsCheck();
    const problem = emailProblem(email);
    if (problem) return fail(problem);
    setSending(true);
    try {
      const { error: answer } = await api.resetPassword(email.trim());
      if (answer?.status === 429) fail(es.auth.recoverTooSoon);
      else if (answer) fail(es.auth.recoverError);
      else setSentTo(email.trim());
    } catch {
      fail(es.auth.recoverError);
    } finally {
      setSending(false);
    }
  }

  if (sentTo) {
    return (
      <div className="auth-card" role="status">
        <h1 className="auth-card__title">{es.auth.recoverSentTitle}</h1>
        <p className="auth-card__subtitle">{es.auth.recoverSent(sentTo)}</p>
        <button type="button" className="button button--primary button--block" onClick={onBack}>
          {es.auth.backToSignIn}
        </button>
      </div>
    );
  }

  return (
    <div className="auth-card">
      <h1 id={titleId} className="auth-card__title">{es.auth.recoverTitle}</h1>
      <p className="auth-card__subtitle">{es.auth.recoverSubtitle}</p>
      <form ref={form} className="auth-form" onSubmit={onSubmit} onFocus={() => prepareToSend(api)} noValidate aria-labelledby={titleId}>
        <Field label={es.auth.emailLabel} error={errors.email} {...emailInput} value={email} onChange={edited('email', setEmail)} required />
        <button type="submit" className="button button--primary button--block" disabled={sending}>
          {sending ? es.auth.processing : es.auth.recoverButton}
        </button>
      </form>
      <button type="button" className="auth-card__toggle" onClick={onBack}>
        {es.auth.backToSignIn}
      </button>
    </div>
  );
}
