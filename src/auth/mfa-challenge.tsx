import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { supabase } from '../lib/supabase';
import { es } from '../i18n/es';
import { useSession } from './session';
import './auth.css';

// Shown instead of the protected pages when the account has a verified factor and this session is aal1.

export default function MfaChallenge() {
  const { refreshAssurance, signOut } = useSession();
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const codeId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const clean = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(clean)) {
      toast.error(es.mfa.codeFormat);
      return;
    }
    setVerifying(true);
    try {
      const { data: factors, error: listError } = await supabase.auth.mfa.listFactors();
      const factor = factors?.totp[0];
      if (listError || !factor) throw listError ?? new Error('no verified factor');
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: clean });
      if (error) {
        toast.error(es.mfa.invalidCode);
        setCode('');
        return;
      }
      await refreshAssurance();
    } catch {
      toast.error(es.app.unexpected);
    } finally {
      setVerifying(false);
    }
  }

  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">{es.mfa.title}</h1>
        <p className="auth-card__subtitle">{es.mfa.prompt}</p>
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor={codeId}>{es.mfa.codeLabel}</label>
            {/* The step's only task is typing the code, right after the password: the focus belongs there. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <input id={codeId} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={7} value={code} onChange={(e) => setCode(e.target.value)} autoFocus />
          </div>
          <button type="submit" className="button button--primary button--block" disabled={verifying}>
            {verifying ? es.mfa.verifying : es.mfa.verify}
          </button>
        </form>
        <button type="button" className="auth-card__toggle" onClick={() => void signOut()}>
          {es.mfa.useOtherAccount}
        </button>
      </div>
    </main>
  );
}
