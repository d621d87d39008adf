import { useRef, useState, type FormEvent } from 'react';
import type { User } from '@supabase/supabase-js';
import { hasPasswordIdentity } from '@core/contract/account';
import { supabase } from '../../../lib/supabase';
import { useOnlineStatus } from '../../../lib/online-status';
import { esAccount } from '../../../i18n/es-account';
import { InputField, useFieldErrors } from '../../../lib/field-errors';
import type { DeleteAccountResult } from '../api/delete-account';
import { accountApi } from '../api/account-api';
import { DATA_SECTION_ID } from './data-export-section';

// "Eliminar cuenta": first what goes and that it cannot be undone, with the export one step away; then a
// confirmation that asks for the password (checked again on the server) or, for a Google account, a typed word.

type Failure = Exclude<DeleteAccountResult, { ok: true }>['reason'] | 'offline';

export function DeleteAccountSection({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const { deleteAccount, clearDevice } = accountApi.useApi();
  const t = esAccount.remove;
  const online = useOnlineStatus();
  const withPassword = hasPasswordIdentity(user.identities);
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [clearFailed, setClearFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const { errors, refuse, clearAll, edited } = useFieldErrors<'secret'>(form);

  function open() {
    setConfirming(true);
    setFailure(null);
    // The field appears with this render; focus moves to it once it exists.
    setTimeout(() => input.current?.focus(), 0);
  }

  async function reauthenticate() {
    await supabase.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: window.location.href } });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (withPassword ? !secret : secret.trim() !== t.word) {
      refuse({ secret: withPassword ? t.passwordMissing : t.wordMismatch(t.word) });
      return;
    }
    clearAll();
    if (!online) {
      setFailure('offline');
      return;
    }
    setSubmitting(true);
    const result = await deleteAccount(supabase, withPassword ? secret : null).catch((): DeleteAccountResult => ({ ok: false, reason: 'failed', message: null }));
    if (!result.ok) {
      setSubmitting(false);
      if (result.reason === 'wrong_password' || result.reason === 'password_required') {
        refuse({ secret: t.errors[result.reason] });
      } else {
        setFailure(result.reason);
      }
      return;
    }
    try {
      await clearDevice(supabase, user.id);
    } catch {
      setClearFailed(true);
      setSubmitting(false);
      return;
    }
    onDeleted();
  }

  return (
    <section className="account-section account-section--danger" aria-labelledby="eliminar-cuenta-title">
      <h2 id="eliminar-cuenta-title">{t.title}</h2>
      <p>{t.intro}</p>
      <ul className="account-list">
        {t.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{t.device}</p>
      <p className="account-warning">
        <strong>{t.irreversible}</strong> <a href={`#${DATA_SECTION_ID}`}>{t.exportFirst}</a>.
      </p>
      {clearFailed ? <p role="alert" className="account-error">{t.clearFailed}</p> : null}
      {!confirming ? (
        <button type="button" className="button button--danger" onClick={open}>
          {t.start}
        </button>
      ) : (
        <form ref={form} className="account-confirm" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="confirmar-eliminacion">
          <h3 id="confirmar-eliminacion">{t.confirmTitle}</h3>
          <InputField
            ref={input}
            label={withPassword ? t.passwordLabel : t.wordLabel(t.word)}
            hint={withPassword ? t.passwordHint : t.wordHint}
            hintClassName="account-hint"
            error={errors.secret}
            errorClassName="account-error"
            hintFirst
            type={withPassword ? 'password' : 'text'}
            autoComplete={withPassword ? 'current-password' : 'off'}
            value={secret}
            onChange={edited('secret', setSecret)}
            disabled={submitting}
          />
          {failure ? (
            <div role="alert" className="account-error">
              <p>{t.errors[failure]}</p>
              {failure === 'reauthentication_required' ? (
                <button type="button" className="button button--ghost button--small" onClick={() => void reauthenticate()}>
                  {t.reauthenticate}
                </button>
              ) : null}
            </div>
          ) : null}
          <div className="account-actions">
            <button type="submit" className="button button--danger" disabled={submitting} aria-busy={submitting}>
              {submitting ? t.submitting : t.submit}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={submitting}
              onClick={() => {
                setConfirming(false);
                setSecret('');
                clearAll();
                setFailure(null);
              }}
            >
              {t.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
