import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Factor } from '@supabase/supabase-js';
import { supabase } from '../lib/supabase';
import { toast } from '../lib/toast';
import { es } from '../i18n/es';
import { esMfa, esPasskeys } from '../i18n/es-mfa';
import { paths } from '../lib/paths';
import { factorName, factorTypeLabel, passkeysSupported, verifyWithPasskey } from './passkeys';
import { useSession } from './session';
import './auth.css';
import './mfa-challenge.css';

// Shown instead of the protected pages when the account has a verified factor and this session is aal1. With
// several factors the person picks one: when a device is lost, another factor is the way back in.

/** Passkeys first where the browser can use them (one touch), then the app codes; each group oldest first. */
function byPreference(factors: Factor[]): Factor[] {
  const rank = (factor: Factor) => (factor.factor_type === 'webauthn' && passkeysSupported() ? 0 : 1);
  return [...factors].sort((a, b) => rank(a) - rank(b) || a.created_at.localeCompare(b.created_at));
}

/** `welcome`: the step ends a sign-in, so passing it says the welcome the password step held back. */
export default function MfaChallenge({ welcome = false }: { welcome?: boolean }) {
  const { refreshAssurance, signOut } = useSession();
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeId = useId();
  const otherId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let active = true;
    void supabase.auth.mfa.listFactors().then(({ data, error: listError }) => {
      if (!active) return;
      setLoadFailed(Boolean(listError));
      setFactors(listError ? [] : byPreference(data.all.filter((factor) => factor.status === 'verified')));
    });
    return () => {
      active = false;
    };
  }, []);

  const chosen = factors?.find((factor) => factor.id === chosenId) ?? factors?.[0] ?? null;
  const others = factors?.filter((factor) => factor.id !== chosen?.id) ?? [];

  function choose(factor: Factor) {
    setChosenId(factor.id);
    setError(null);
    setCode('');
    // The step changes under the person's feet: the title is where reading starts again.
    heading.current?.focus();
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    setError(null);
    const clean = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(clean)) {
      setError(esMfa.codeFormat);
      return;
    }
    setVerifying(true);
    try {
      const { error: verifyError } = await supabase.auth.mfa.challengeAndVerify({ factorId: chosen.id, code: clean });
      if (verifyError) {
        setError(verifyError.code === 'over_request_rate_limit' ? esPasskeys.tooManyAttempts : esMfa.invalidCode);
        setCode('');
        return;
      }
      await refreshAssurance();
      if (welcome) toast.success(es.auth.signInSuccess);
    } catch {
      setError(es.app.unexpected);
    } finally {
      setVerifying(false);
    }
  }

  async function answerWithPasskey() {
    if (!chosen) return;
    setError(null);
    setVerifying(true);
    try {
      const outcome = await verifyWithPasskey(chosen.id);
      if (!outcome.ok) {
        setError(outcome.message);
        return;
      }
      await refreshAssurance();
      if (welcome) toast.success(es.auth.signInSuccess);
    } catch {
      setError(es.app.unexpected);
    } finally {
      setVerifying(false);
    }
  }

  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title" ref={heading} tabIndex={-1}>
          {esMfa.title}
        </h1>
        {factors === null ? (
          <p role="status">{es.app.loading}</p>
        ) : loadFailed || !chosen ? (
          <p role="alert">{esPasskeys.loadFailed}</p>
        ) : chosen.factor_type === 'webauthn' ? (
          <div className="auth-form">
            <p className="auth-card__subtitle">{esPasskeys.challengePrompt(factorName(chosen))}</p>
            {error ? (
              <p className="mfa-challenge__error" role="alert">
                {error}
              </p>
            ) : null}
            <button type="button" className="button button--primary button--block" onClick={() => void answerWithPasskey()} disabled={verifying}>
              {verifying ? esPasskeys.waiting : esPasskeys.usePasskey}
            </button>
          </div>
        ) : (
          <form className="auth-form" onSubmit={(event) => void submitCode(event)} noValidate>
            <p className="auth-card__subtitle">{esMfa.prompt}</p>
            {error ? (
              <p className="mfa-challenge__error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="field">
              <label htmlFor={codeId}>{esMfa.codeLabel}</label>
              {/* The step's only task is typing the code, right after the password: the focus belongs there. */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
              <input id={codeId} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={7} value={code} onChange={(e) => setCode(e.target.value)} autoFocus />
            </div>
            <button type="submit" className="button button--primary button--block" disabled={verifying}>
              {verifying ? esMfa.verifying : esMfa.verify}
            </button>
          </form>
        )}
        {others.length ? (
          <section className="mfa-challenge__others" aria-labelledby={otherId}>
            <h2 id={otherId}>{esPasskeys.otherMethods}</h2>
            <ul>
              {others.map((factor) => (
                <li key={factor.id}>
                  <button type="button" className="button button--ghost button--block" onClick={() => choose(factor)} disabled={verifying}>
                    {esPasskeys.useMethod(factorTypeLabel(factor), factorName(factor))}
                  </button>
                </li>
              ))}
            </ul>
            <p>{esPasskeys.lostDevice}</p>
          </section>
        ) : null}
        {factors?.length ? (
          <p className="mfa-challenge__support">
            {esPasskeys.noMethodLeft} <Link to={paths.support}>{esPasskeys.contactSupport}</Link>
          </p>
        ) : null}
        <button type="button" className="auth-card__toggle" onClick={() => void signOut()}>
          {esMfa.useOtherAccount}
        </button>
      </div>
    </main>
  );
}
