import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Factor } from '@supabase/supabase-js';
import { supabase } from '../lib/supabase';
import { es } from '../i18n/es';
import { esMfa, esPasskeys } from '../i18n/es-mfa';
import { factorName, factorTypeLabel, passkeysSupported, registerPasskey, serverMessage } from './passkeys';
import { useSession } from './session';
import { InputField } from '../lib/field-errors';
import './security-panel.css';

// The account's second factors: every verified one (app codes and passkeys) with its name and date, adding a TOTP
// app (QR code and secret, confirmed with a code) or a passkey, and removing one after a confirmation (the
// server asks for aal2, as GoTrue does). It renders as the header's 'Seguridad' dialog and as a section of
// /cuenta; its messages show inside it, since a modal dialog sits in the top layer, above any toast.

interface TotpEnrollment { factorId: string; qrCode: string; secret: string }
type Mode = { kind: 'list' } | { kind: 'totp'; enrollment: TotpEnrollment } | { kind: 'passkey' };
interface Notice { error: boolean; text: string }

const SVG_PREFIX = 'data:image/svg+xml;utf-8,';
const dateFormat = new Intl.DateTimeFormat('es', { dateStyle: 'long' });

/** supabase-js prefixes the server's SVG markup without encoding it, so a '#' colour would cut the data URI short. */
function qrImageSource(qrCode: string): string {
  return qrCode.startsWith(SVG_PREFIX) ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode.slice(SVG_PREFIX.length))}` : qrCode;
}

/** The first "Llave de acceso N" no factor is called yet: friendly names are unique per account. */
function suggestedPasskeyName(factors: Factor[]): string {
  const taken = new Set(factors.map((factor) => factor.friendly_name));
  let n = factors.filter((factor) => factor.factor_type === 'webauthn').length + 1;
  while (taken.has(esPasskeys.defaultName(n))) n += 1;
  return esPasskeys.defaultName(n);
}

/** The header's dialog. */
export default function SecurityPanel({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  return (
    <dialog ref={dialog} className="security-panel" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{esMfa.securityTitle}</h2>
      <SecuritySettings />
      <form method="dialog" className="security-panel__close">
        <button type="submit" className="button button--ghost">
          {esMfa.close}
        </button>
      </form>
    </dialog>
  );
}

/** The same settings as a section of a page (the account page /cuenta). */
export function SecuritySection() {
  const titleId = useId();
  return (
    <section className="security-panel security-panel--section" aria-labelledby={titleId}>
      <h2 id={titleId}>{esMfa.securityTitle}</h2>
      <SecuritySettings />
    </section>
  );
}

function SecuritySettings() {
  const { refreshAssurance } = useSession();
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [passkeyName, setPasskeyName] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const listTitleId = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);
  // Where the focus goes once the element holding it has been replaced (a form closed, a row's buttons swapped).
  const focusNext = useRef<string | null>(null);

  const loadFactors = useCallback(async () => {
    const { data, error } = await supabase.auth.mfa.listFactors();
    setLoadFailed(Boolean(error));
    setFactors(error ? [] : data.all);
  }, []);

  useEffect(() => {
    void loadFactors();
  }, [loadFactors]);

  // A form that opens takes the focus, so keyboard and screen-reader users land where the next step is.
  useEffect(() => {
    if (mode.kind !== 'list') firstField.current?.focus();
  }, [mode.kind]);

  useEffect(() => {
    const target = focusNext.current;
    if (!target || busy) return;
    focusNext.current = null;
    container.current?.querySelector<HTMLElement>(`[data-focus="${target}"]`)?.focus();
  });

  const verified = (factors ?? []).filter((factor) => factor.status === 'verified');
  const hasTotp = verified.some((factor) => factor.factor_type === 'totp');

  /** An abandoned enrollment would block a new one with the same name: its leftovers go first. */
  async function dropUnverified() {
    for (const factor of factors ?? []) if (factor.status !== 'verified') await supabase.auth.mfa.unenroll({ factorId: factor.id });
  }

  async function startTotp() {
    setNotice(null);
    setBusy(true);
    await dropUnverified();
    const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: esMfa.factorName, issuer: es.app.name });
    setBusy(false);
    if (error || !data || data.type !== 'totp') {
      setNotice({ error: true, text: serverMessage(error) });
      return;
    }
    setCode('');
    setMode({ kind: 'totp', enrollment: { factorId: data.id, qrCode: qrImageSource(data.totp.qr_code), secret: data.totp.secret } });
  }

  async function confirmTotp(event: FormEvent, enrollment: TotpEnrollment) {
    event.preventDefault();
    setNotice(null);
    const clean = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(clean)) {
      setNotice({ error: true, text: esMfa.codeFormat });
      return;
    }
    setBusy(true);
    const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: enrollment.factorId, code: clean });
    setBusy(false);
    if (error) {
      setNotice({ error: true, text: esMfa.invalidCode });
      return;
    }
    setNotice({ error: false, text: esMfa.enabled });
    focusNext.current = 'notice';
    setMode({ kind: 'list' });
    await refreshAssurance();
    await loadFactors();
  }

  async function startPasskey() {
    if (!passkeysSupported()) {
      setNotice({ error: true, text: esPasskeys.unsupported });
      return;
    }
    setNotice(null);
    setBusy(true);
    await dropUnverified();
    setBusy(false);
    setPasskeyName(suggestedPasskeyName(verified));
    setMode({ kind: 'passkey' });
  }

  async function createPasskey(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    setBusy(true);
    const outcome = await registerPasskey(passkeyName.trim() || suggestedPasskeyName(verified));
    setBusy(false);
    if (!outcome.ok) {
      // The form stays open with the name typed, ready for another try.
      setNotice({ error: true, text: outcome.message });
      await loadFactors();
      return;
    }
    setNotice({ error: false, text: esPasskeys.added });
    focusNext.current = 'notice';
    setMode({ kind: 'list' });
    await refreshAssurance();
    await loadFactors();
  }

  async function remove(factor: Factor) {
    setNotice(null);
    setBusy(true);
    const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    setBusy(false);
    setConfirming(null);
    if (error) {
      focusNext.current = 'notice';
      setNotice({ error: true, text: error.code === 'insufficient_aal' ? esMfa.removeNeedsAal2 : esMfa.error });
      return;
    }
    const remaining = verified.length - 1;
    await refreshAssurance();
    await loadFactors();
    focusNext.current = 'notice';
    setNotice({ error: false, text: remaining > 0 ? esPasskeys.removedOne(factorName(factor)) : esMfa.removed });
  }

  const cancel = () => {
    setNotice(null);
    focusNext.current = 'add';
    setMode({ kind: 'list' });
  };

  return (
    <div className="security-settings" ref={container}>
      <p>{esPasskeys.intro}</p>
      <p>{esPasskeys.recoveryTip}</p>
      <p className={`security-panel__notice${notice?.error ? ' security-panel__notice--error' : ''}`} role={notice?.error ? 'alert' : 'status'} hidden={!notice} tabIndex={-1} data-focus="notice">
        {notice?.text}
      </p>
      {factors === null ? (
        <p role="status">{es.app.loading}</p>
      ) : mode.kind === 'totp' ? (
        <form onSubmit={(event) => void confirmTotp(event, mode.enrollment)} className="security-panel__enroll">
          <p>{esMfa.scan}</p>
          <img src={mode.enrollment.qrCode} alt={esMfa.qrAlt} width={180} height={180} className="security-panel__qr" />
          <p>
            {esMfa.secretLabel}: <code className="security-panel__secret">{mode.enrollment.secret.match(/.{1,4}/g)?.join(' ')}</code>
          </p>
          <InputField ref={firstField} label={esMfa.codeLabel} inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={code} onChange={(e) => setCode(e.target.value)} />
          <EnrollActions busy={busy} submit={busy ? esMfa.verifying : esMfa.confirm} onCancel={cancel} />
        </form>
      ) : mode.kind === 'passkey' ? (
        <form onSubmit={(event) => void createPasskey(event)} className="security-panel__enroll">
          <InputField
            ref={firstField}
            label={esPasskeys.nameLabel}
            hint={esPasskeys.nameHint}
            hintClassName="security-panel__hint"
            maxLength={100}
            autoComplete="off"
            value={passkeyName}
            onChange={(e) => setPasskeyName(e.target.value)}
          />
          <EnrollActions busy={busy} submit={busy ? esPasskeys.creating : esPasskeys.create} onCancel={cancel} />
        </form>
      ) : (
        <>
          {loadFailed ? (
            <p role="alert">{esPasskeys.loadFailed}</p>
          ) : verified.length ? (
            <>
              <h3 id={listTitleId} className="security-panel__subtitle">
                {esPasskeys.listTitle}
              </h3>
              <ul className="security-panel__factors" aria-labelledby={listTitleId}>
                {verified.map((factor) => (
                  <li key={factor.id}>
                    <span className="security-panel__factor">
                      <strong>{factorName(factor)}</strong>
                      <span>
                        {factorTypeLabel(factor)} · {esPasskeys.since(dateFormat.format(new Date(factor.created_at)))}
                      </span>
                    </span>
                    {confirming === factor.id ? (
                      <span className="security-panel__confirm" role="group" aria-label={esPasskeys.removeLabel(factorName(factor))}>
                        <span>
                          {esPasskeys.removeConfirm(factorName(factor))}
                          {verified.length === 1 ? ` ${esPasskeys.removeLastWarning}` : ''}
                        </span>
                        <button type="button" className="button button--primary button--small" onClick={() => void remove(factor)} disabled={busy}>
                          {esPasskeys.removeYes}
                        </button>
                        <button
                          type="button"
                          className="button button--ghost button--small"
                          data-focus="keep"
                          onClick={() => {
                            focusNext.current = `remove-${factor.id}`;
                            setConfirming(null);
                          }}
                          disabled={busy}
                        >
                          {esPasskeys.removeNo}
                        </button>
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-label={esPasskeys.removeLabel(factorName(factor))}
                        data-focus={`remove-${factor.id}`}
                        onClick={() => {
                          focusNext.current = 'keep';
                          setConfirming(factor.id);
                        }}
                        disabled={busy}
                      >
                        {esMfa.remove}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{esMfa.noFactors}</p>
          )}
          <div className="security-panel__actions">
            {hasTotp ? null : (
              <button type="button" className="button button--primary" onClick={() => void startTotp()} disabled={busy}>
                {busy ? esMfa.enrolling : esPasskeys.addTotp}
              </button>
            )}
            <button
              type="button"
              className={`button ${hasTotp ? 'button--primary' : 'button--ghost'}`}
              data-focus="add"
              onClick={() => void startPasskey()}
              disabled={busy}
            >
              {esPasskeys.addPasskey}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/** Confirming or leaving an enrolment (an app code or a passkey). */
function EnrollActions({ busy, submit, onCancel }: { busy: boolean; submit: string; onCancel: () => void }) {
  return (
    <div className="security-panel__actions">
      <button type="submit" className="button button--primary" disabled={busy}>
        {submit}
      </button>
      <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
        {esPasskeys.cancel}
      </button>
    </div>
  );
}
