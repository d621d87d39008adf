import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Factor } from '@supabase/supabase-js';
import { supabase } from '../lib/supabase';
import { es } from '../i18n/es';
import { useSession } from './session';

// The 'Seguridad' dialog: enroll a TOTP factor (QR code and secret), confirm it with a code, or remove it.
// Its messages show inside the dialog: a modal dialog sits in the top layer, above any toast.

interface Enrollment { factorId: string; qrCode: string; secret: string }

const SVG_PREFIX = 'data:image/svg+xml;utf-8,';

/** supabase-js prefixes the server's SVG markup without encoding it, so a '#' colour would cut the data URI short. */
function qrImageSource(qrCode: string): string {
  return qrCode.startsWith(SVG_PREFIX) ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode.slice(SVG_PREFIX.length))}` : qrCode;
}

export default function SecurityPanel({ onClose }: { onClose: () => void }) {
  const { refreshAssurance } = useSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);
  const codeId = useId();
  const titleId = useId();

  const loadFactors = useCallback(async () => {
    const { data, error } = await supabase.auth.mfa.listFactors();
    setFactors(error ? [] : data.all.filter((factor) => factor.factor_type === 'totp'));
  }, []);

  useEffect(() => {
    dialog.current?.showModal();
    void loadFactors();
  }, [loadFactors]);

  async function enroll() {
    setNotice(null);
    setBusy(true);
    // An abandoned enrollment would block a new one with the same name: clear unverified leftovers first.
    for (const factor of factors ?? []) if (factor.status !== 'verified') await supabase.auth.mfa.unenroll({ factorId: factor.id });
    const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: es.mfa.factorName, issuer: es.app.name });
    setBusy(false);
    if (error || !data || data.type !== 'totp') {
      setNotice({ error: true, text: es.mfa.error });
      return;
    }
    setEnrollment({ factorId: data.id, qrCode: qrImageSource(data.totp.qr_code), secret: data.totp.secret });
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!enrollment) return;
    setNotice(null);
    const clean = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(clean)) {
      setNotice({ error: true, text: es.mfa.codeFormat });
      return;
    }
    setBusy(true);
    const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: enrollment.factorId, code: clean });
    setBusy(false);
    if (error) {
      setNotice({ error: true, text: es.mfa.invalidCode });
      return;
    }
    setNotice({ error: false, text: es.mfa.enabled });
    setEnrollment(null);
    setCode('');
    await refreshAssurance();
    await loadFactors();
  }

  async function remove(factorId: string) {
    setNotice(null);
    setBusy(true);
    const { error } = await supabase.auth.mfa.unenroll({ factorId });
    setBusy(false);
    if (error) {
      setNotice({ error: true, text: error.code === 'insufficient_aal' ? es.mfa.removeNeedsAal2 : es.mfa.error });
      return;
    }
    setNotice({ error: false, text: es.mfa.removed });
    await loadFactors();
  }

  const verified = factors?.filter((factor) => factor.status === 'verified') ?? [];

  return (
    <dialog ref={dialog} className="security-panel" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{es.mfa.securityTitle}</h2>
      <p>{es.mfa.securityIntro}</p>
      <p className={`security-panel__notice${notice?.error ? ' security-panel__notice--error' : ''}`} role="status" hidden={!notice}>
        {notice?.text}
      </p>
      {factors === null ? (
        <p role="status">{es.app.loading}</p>
      ) : enrollment ? (
        <form onSubmit={confirm} className="security-panel__enroll">
          <p>{es.mfa.scan}</p>
          <img src={enrollment.qrCode} alt={es.mfa.qrAlt} width={180} height={180} className="security-panel__qr" />
          <p>
            {es.mfa.secretLabel}: <code className="security-panel__secret">{enrollment.secret.match(/.{1,4}/g)?.join(' ')}</code>
          </p>
          <div className="field">
            <label htmlFor={codeId}>{es.mfa.codeLabel}</label>
            <input id={codeId} inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={code} onChange={(e) => setCode(e.target.value)} />
          </div>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? es.mfa.verifying : es.mfa.confirm}
          </button>
        </form>
      ) : verified.length ? (
        <ul className="security-panel__factors">
          {verified.map((factor) => (
            <li key={factor.id}>
              <span>
                {factor.friendly_name || es.mfa.factorName} · <strong>{es.mfa.active}</strong>
              </span>
              <button type="button" className="button button--ghost" onClick={() => void remove(factor.id)} disabled={busy}>
                {es.mfa.remove}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p>{es.mfa.noFactors}</p>
          <button type="button" className="button button--primary" onClick={() => void enroll()} disabled={busy}>
            {busy ? es.mfa.enrolling : es.mfa.enroll}
          </button>
        </>
      )}
      <form method="dialog" className="security-panel__close">
        <button type="submit" className="button button--ghost">
          {es.mfa.close}
        </button>
      </form>
    </dialog>
  );
}
