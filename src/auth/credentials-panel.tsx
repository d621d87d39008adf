import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../lib/toast';
import type { User } from '@supabase/supabase-js';
import { es } from '../i18n/es';
import { paths } from '../lib/paths';
import { supabase } from '../lib/supabase';
import { useSession } from './session';
import { useFieldErrors } from '../lib/field-errors';
import { emailInput, Field, passwordInput } from './field';
import { emailProblem } from './credentials-check';
import { esCredentials } from './es-credentials';
import { newPasswordProblems, passwordChangeProblem } from './password-change';
import './auth.css';

// Email and password on /cuenta. Both change with a code emailed first (supabase.auth.reauthenticate, then
// updateUser with it as nonce), so a session taken from someone is not enough. Supabase's secure password change
// asks for it once a session is a day old, and asking every time keeps one flow that works on any project;
// hosted GoTrue ignores it on an email change, where the local stack asks it of anyone with a password. The email
// then moves only when the links sent to both addresses are opened (double_confirm_changes). Saving a password
// signs out the other devices, as GoTrue does.

const t = esCredentials.panel;

export default function CredentialsPanel() {
  const { user } = useSession();
  const titleId = useId();
  if (!user) return null;
  return (
    <section className="credentials-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title}</h2>
      <EmailChange user={user} />
      <PasswordChange email={user.email ?? ''} />
    </section>
  );
}

/**
 * The code step both changes share: supabase.auth.reauthenticate emails a 6-digit code to the current address.
 * A second request within the minute is refused, and the first code is still valid: it can be typed.
 */
function useEmailedCode() {
  const [step, setStep] = useState<'idle' | 'sending' | 'code'>('idle');

  async function sendCode() {
    setStep('sending');
    try {
      const { error } = await supabase.auth.reauthenticate();
      if (!error) {
        setStep('code');
        return;
      }
      toast.error(error.status === 429 ? t.codeTooSoon : esCredentials.error);
      setStep(error.status === 429 ? 'code' : 'idle');
    } catch {
      toast.error(es.app.unexpected);
      setStep('idle');
    }
  }

  return { step, sendCode, close: () => setStep('idle') };
}

function EmailChange({ user }: { user: User }) {
  const { step, sendCode, close } = useEmailedCode();
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { errors, refuse, clearAll, edited } = useFieldErrors<'code' | 'email'>(form);
  const headingId = useId();
  const current = user.email ?? '';
  const pending = sentTo ?? user.new_email ?? null;

  function fail(message: string, field: 'code' | 'email' | null) {
    toast.error(message);
    if (field) refuse({ [field]: message });
  }

  function reset() {
    close();
    setCode('');
    setEmail('');
    clearAll();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const cleanCode = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(cleanCode)) return fail(t.codeFormat, 'code');
    const clean = email.trim();
    const problem = emailProblem(clean);
    if (problem) return fail(problem, 'email');
    if (clean.toLowerCase() === current.toLowerCase()) return fail(t.sameEmail, 'email');
    setSending(true);
    try {
      const { error: answer } = await supabase.auth.updateUser({ email: clean, nonce: cleanCode }, { emailRedirectTo: `${window.location.origin}${paths.account}` });
      if (!answer) {
        setSentTo(clean);
        reset();
        toast.success(t.emailSent(current, clean));
      } else if (answer.code === 'email_exists') fail(t.emailTaken, 'email');
      else if (answer.code === 'reauthentication_not_valid' || answer.code === 'reauthentication_needed') fail(t.codeInvalid, 'code');
      else if (answer.code === 'insufficient_aal') fail(esCredentials.needsAal2, null);
      else if (answer.status === 429) fail(t.emailTooSoon, null);
      else if (answer.code === 'validation_failed') fail(es.auth.invalidEmail, 'email');
      else fail(esCredentials.error, null);
    } catch {
      fail(es.app.unexpected, null);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="credentials-panel__part" aria-labelledby={headingId} role="group">
      <h3 id={headingId}>{t.emailTitle}</h3>
      <p>{t.currentEmail(current)}</p>
      {pending ? <p role="status">{sentTo ? t.emailSent(current, sentTo) : t.pendingEmail(pending)}</p> : null}
      {step === 'code' ? (
        <form ref={form} className="auth-form" onSubmit={onSubmit} noValidate>
          <p role="status">{t.codeSent(current)}</p>
          <Field label={t.codeLabel} error={errors.code} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={code} onChange={edited('code', setCode)} />
          <Field label={t.newEmailLabel} error={errors.email} {...emailInput} value={email} onChange={edited('email', setEmail)} />
          <div className="credentials-panel__actions">
            <button type="submit" className="button button--primary" disabled={sending}>
              {sending ? es.auth.processing : t.sendEmailLinks}
            </button>
            <button type="button" className="button button--ghost" onClick={reset} disabled={sending}>
              {t.cancel}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p>{t.emailIntro}</p>
          <button type="button" className="button button--ghost" onClick={sendCode} disabled={step === 'sending'}>
            {step === 'sending' ? t.sendingCode : t.changeEmail}
          </button>
        </>
      )}
    </div>
  );
}

function PasswordChange({ email }: { email: string }) {
  const { step, sendCode, close } = useEmailedCode();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { errors, refuse, clearAll, edited } = useFieldErrors<'code' | 'password' | 'repeated'>(form);
  const headingId = useId();

  function showErrors(next: typeof errors) {
    const first = next.code ?? next.password ?? next.repeated;
    if (first) toast.error(first);
    refuse(next);
  }

  function reset() {
    close();
    setCode('');
    setPassword('');
    setRepeated('');
    clearAll();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const cleanCode = code.replace(/\s/g, '');
    const problems: typeof errors = { ...(/^\d{6}$/.test(cleanCode) ? {} : { code: t.codeFormat }), ...newPasswordProblems(password, repeated) };
    if (problems.code || problems.password || problems.repeated) return showErrors(problems);
    setSaving(true);
    try {
      const { error } = await supabase.auth.updateUser({ password, nonce: cleanCode });
      if (error) {
        const problem = passwordChangeProblem(error);
        if (problem.field) showErrors({ [problem.field]: problem.message });
        else toast.error(problem.message);
        return;
      }
      toast.success(t.passwordSaved);
      reset();
    } catch {
      toast.error(es.app.unexpected);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="credentials-panel__part" aria-labelledby={headingId} role="group">
      <h3 id={headingId}>{t.passwordTitle}</h3>
      {step === 'code' ? (
        <form ref={form} className="auth-form" onSubmit={onSubmit} noValidate>
          <p role="status">{t.codeSent(email)}</p>
          <Field label={t.codeLabel} error={errors.code} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={code} onChange={edited('code', setCode)} />
          <Field label={esCredentials.newPassword.label} error={errors.password} {...passwordInput} autoComplete="new-password" placeholder={es.auth.passwordPlaceholder} value={password} onChange={edited('password', setPassword)} />
          <Field label={esCredentials.newPassword.repeatLabel} error={errors.repeated} {...passwordInput} autoComplete="new-password" value={repeated} onChange={edited('repeated', setRepeated)} />
          <div className="credentials-panel__actions">
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving ? esCredentials.newPassword.saving : t.savePassword}
            </button>
            <button type="button" className="button button--ghost" onClick={reset} disabled={saving}>
              {t.cancel}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p>{t.passwordIntro}</p>
          <button type="button" className="button button--ghost" onClick={sendCode} disabled={step === 'sending'}>
            {step === 'sending' ? t.sendingCode : t.sendCode}
          </button>
        </>
      )}
    </div>
  );
}
