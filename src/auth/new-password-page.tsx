import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../lib/toast';
import { es } from '../i18n/es';
import { paths } from '../lib/paths';
import { supabase } from '../lib/supabase';
import { useSession } from './session';
import { useFieldErrors } from '../lib/field-errors';
import { Field, passwordInput } from './field';
import { esCredentials } from './es-credentials';
import { newPasswordProblems, passwordChangeProblem } from './password-change';
import './auth.css';

// Where a recovery link lands (supabase-js reads the session in the address and fires PASSWORD_RECOVERY):
// choose the new password. A used or expired link arrives with an error instead, and says so. An account with a
// second factor passes it first: GoTrue changes the password of such an account only at aal2.

const MfaChallenge = lazy(() => import('./mfa-challenge'));
const t = esCredentials.newPassword;

function linkErrorInAddress(): boolean {
  return new URLSearchParams(window.location.hash.slice(1)).has('error_code');
}

export default function NewPasswordPage() {
  const { loading, user, needsMfa } = useSession();
  const navigate = useNavigate();
  const [linkFailed] = useState(linkErrorInAddress);
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { errors, refuse, clearAll, edited } = useFieldErrors<'password' | 'repeated'>(form);
  const titleId = useId();

  function showErrors(next: { password?: string; repeated?: string }) {
    const first = next.password ?? next.repeated;
    if (first) toast.error(first);
    refuse(next);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = newPasswordProblems(password, repeated);
    if (problems.password || problems.repeated) return showErrors(problems);
    setSaving(true);
    try {
      const { error } = await supabase.auth.updateUser({ password });
      if (error) {
        const problem = passwordChangeProblem(error);
        if (problem.field === 'password') showErrors({ password: problem.message });
        else toast.error(problem.message);
        return;
      }
      toast.success(t.saved);
      navigate(paths.home, { replace: true });
    } catch {
      toast.error(es.app.unexpected);
    } finally {
      setSaving(false);
    }
  }

  if (loading) return <p className="page-status" role="status">{es.app.loading}</p>;
  if (linkFailed || !user) {
    return (
      <main id="main" className="auth-page auth-page--single">
        <div className="auth-card" role="alert">
          <h1 className="auth-card__title">{t.invalidLinkTitle}</h1>
          <p className="auth-card__subtitle">{es.auth.linkExpired}</p>
          <Link className="button button--primary button--block" to={paths.recoverPassword}>
            {t.requestNew}
          </Link>
        </div>
      </main>
    );
  }
  if (needsMfa) {
    return (
      <Suspense fallback={<p className="page-status" role="status">{es.app.loading}</p>}>
        <MfaChallenge />
      </Suspense>
    );
  }
  return (
    <main id="main" className="auth-page auth-page--single">
      <div className="auth-card">
        <h1 id={titleId} className="auth-card__title">{t.title}</h1>
        <p className="auth-card__subtitle">{t.intro}</p>
        <form ref={form} className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
          {/* A new password makes the copy's mismatch stale too: both messages go. */}
          <Field
            label={t.label}
            error={errors.password}
            {...passwordInput}
            autoComplete="new-password"
            placeholder={es.auth.passwordPlaceholder}
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              clearAll();
            }}
            required
          />
          <Field label={t.repeatLabel} error={errors.repeated} {...passwordInput} autoComplete="new-password" value={repeated} onChange={edited('repeated', setRepeated)} required />
          <button type="submit" className="button button--primary button--block" disabled={saving}>
            {saving ? t.saving : t.save}
          </button>
        </form>
      </div>
    </main>
  );
}
