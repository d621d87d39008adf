import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../../auth/session';
import { es } from '../../../i18n/es';
import { esInvite } from '../../../i18n/es-invite';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useOnlineStatus } from '../../../lib/online-status';
import { BirthDataFields } from '../../../lib/birth-data-fields';
import { InputField, LabelledField, useFieldErrors } from '../../../lib/field-errors';
import { OnlineOnlyButton } from '../../../lib/online-only-button';
import type { PlaceProblem } from '../../../lib/places';
import { MAX_PERSON_NAME_LENGTH } from '@core/contract/limits';
import { invitationApi } from '../api/invitation-api';
import { validateInvitationForm, type InvitationField, type InvitationFormValues, type InvitationOutcome } from '../api/invitation';
import './invitation.css';

// The page a compatibility invitation's link opens, with or without an account: who invites, what would be shared,
// with whom and for what, before a single field; then the invitee's own birth data and a consent box that starts
// unticked. Nothing is kept on this device, and nothing typed is lost on a refusal.

const t = esInvite;
const expiryFormat = new Intl.DateTimeFormat('es', { dateStyle: 'long' });
const EMPTY: InvitationFormValues = { name: '', birthDate: '', birthTime: '', birthLocation: '', consent: false };

export default function InvitationPage() {
  const { token = '' } = useParams();
  const { user } = useSession();
  return <InvitationView token={token} signedIn={Boolean(user)} />;
}

type PageState = { kind: 'loading' } | InvitationOutcome | { kind: 'accepted'; inviterName: string };

export function InvitationView({ token, signedIn }: { token: string; signedIn: boolean }) {
  const api = invitationApi.useApi();
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    void api.readInvitation(token).then(setState);
  }, [api, token]);

  useEffect(() => {
    document.title = `${t.documentTitle} · ${es.app.name}`;
  }, []);
  useEffect(load, [load]);
  // A new state is a new page: it shows from its top (the form it replaces was longer), and its heading takes the
  // focus for a screen reader; a refusal's toast no longer applies.
  useEffect(() => {
    if (state.kind === 'loading' || state.kind === 'open') return;
    window.scrollTo?.({ top: 0, behavior: 'instant' });
    headingRef.current?.focus({ preventScroll: true });
    if (state.kind === 'accepted') toast.dismiss();
  }, [state.kind]);

  return (
    <main id="main" className="invitation">
      {state.kind === 'loading' ? <p role="status">{t.loading}</p> : null}
      {state.kind === 'failed' ? (
        <div role="alert" className="invitation__card">
          <p>{state.message}</p>
          <button type="button" className="button" onClick={load}>
            {t.retry}
          </button>
        </div>
      ) : null}
      {state.kind === 'unavailable' ? (
        <div className="invitation__card">
          <h1 ref={headingRef} tabIndex={-1}>
            {t.unavailableTitle}
          </h1>
          <p>{t.unavailableText}</p>
          <Link className="button" to={paths.library}>
            {t.unavailableLibrary}
          </Link>
        </div>
      ) : null}
      {state.kind === 'open' ? (
        <InvitationForm
          token={token}
          inviterName={state.inviterName}
          expiresAt={state.expiresAt}
          onAccepted={(inviterName) => setState({ kind: 'accepted', inviterName })}
          onUnavailable={() => setState({ kind: 'unavailable' })}
        />
      ) : null}
      {state.kind === 'accepted' ? (
        <div className="invitation__card" role="status">
          <h1 ref={headingRef} tabIndex={-1}>
            {t.successTitle}
          </h1>
          <p>{t.successText(state.inviterName)}</p>
          <Link className="button button--primary" to={signedIn ? paths.home : paths.auth}>
            {signedIn ? t.toHome : t.ownChart}
          </Link>
        </div>
      ) : null}
    </main>
  );
}

interface InvitationFormProps {
  token: string;
  inviterName: string;
  expiresAt: string;
  onAccepted: (inviterName: string) => void;
  onUnavailable: () => void;
}

function InvitationForm({ token, inviterName, expiresAt, onAccepted, onUnavailable }: InvitationFormProps) {
  const api = invitationApi.useApi();
  const online = useOnlineStatus();
  const [values, setValues] = useState<InvitationFormValues>(EMPTY);
  const [sending, setSending] = useState(false);
  const [placeProblem, setPlaceProblem] = useState<PlaceProblem | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { errors, refuse, clear, clearAll } = useFieldErrors<InvitationField>(form);
  const ids = { heading: useId(), consent: useId(), form: useId() };

  function set<K extends keyof InvitationFormValues>(field: K, value: InvitationFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
    if (field === 'birthLocation') setPlaceProblem(null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const validation = validateInvitationForm(values);
    if (!validation.ok) {
      toast.error(validation.message);
      refuse({ [validation.field]: validation.message });
      return;
    }
    clearAll();
    setSending(true);
    const outcome = await api.acceptInvitation(token, validation.answer);
    setSending(false);
    if (outcome.kind === 'accepted') return onAccepted(outcome.inviterName);
    if (outcome.kind === 'unavailable') return onUnavailable();
    toast.error(outcome.message);
    if (outcome.kind === 'refused' && outcome.field === 'birthLocation') setPlaceProblem({ message: outcome.message, suggestions: outcome.suggestions });
    else if (outcome.kind === 'refused' && outcome.field) refuse({ [outcome.field]: outcome.message });
  }

  return (
    <>
      <header className="invitation__header">
        <h1 id={ids.heading}>{t.heading(inviterName)}</h1>
        <p>{t.intro(inviterName)}</p>
      </header>
      <section className="invitation__card" aria-labelledby={`${ids.heading}-consent`}>
        <h2 id={`${ids.heading}-consent`}>{t.consentTitle}</h2>
        <ul className="invitation__terms">
          <li>{t.consentWhat}</li>
          <li>{t.consentWho(inviterName)}</li>
          <li>{t.consentWhy(inviterName)}</li>
          <li>{t.consentWhere(inviterName)}</li>
          <li>{t.consentDelete(inviterName)}</li>
        </ul>
        <p>
          <Link to={paths.privacy}>{t.privacyLink}</Link>
        </p>
        <p className="invitation__expiry">{t.expires(expiryFormat.format(new Date(expiresAt)))}</p>
      </section>
      <form ref={form} className="invitation__card invitation__form" onSubmit={onSubmit} noValidate aria-labelledby={ids.form}>
        <h2 id={ids.form}>{t.formTitle}</h2>
        <InputField
          label={t.nameLabel}
          hint={t.nameHint(inviterName)}
          error={errors.name}
          type="text"
          required
          maxLength={MAX_PERSON_NAME_LENGTH}
          autoComplete="given-name"
          placeholder={t.namePlaceholder}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <BirthDataFields texts={t} values={values} errors={errors} onChange={set} placeProblem={placeProblem} online={online} suggestPlaces={api.suggestPlaces} />
        <LabelledField label={t.consentLabel(inviterName)} error={errors.consent} className="field invitation__consent">
          {(control) => <input {...control} type="checkbox" required checked={values.consent} onChange={(event) => set('consent', event.target.checked)} />}
        </LabelledField>
        <div className="invitation__actions">
          <OnlineOnlyButton online={online} busy={sending} label={t.submit(inviterName)} busyLabel={t.submitting} offlineReason={t.offline} reasonClassName="invitation__offline" />
        </div>
      </form>
    </>
  );
}
