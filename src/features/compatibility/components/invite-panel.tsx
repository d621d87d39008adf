import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { esCompatibility } from '../../../i18n/es-compatibility';
import { paths } from '../../../lib/paths';
import { InputField, useFieldErrors } from '../../../lib/field-errors';
import { OnlineOnlyButton } from '../../../lib/online-only-button';
import { MAX_INVITE_LABEL_LENGTH, MAX_INVITER_NAME_LENGTH } from '@core/contract/limits';
import { compatibilityApi } from '../api/compatibility-api';
import type { CreatedInvite, Invite } from '../api/invites';
import { RelationSelect } from './relation-select';
import type { RelationCategory } from '../types';

// Inviting someone to type their own birth data: a short form (the name they will read, a note only the inviter
// sees, the relation), the link shown once with copy and share, and the invitations still waiting, each cancellable.

const t = esCompatibility;
const dateFormat = new Intl.DateTimeFormat('es', { dateStyle: 'long' });

type Field = 'inviterName' | 'label' | 'relation';
interface Draft {
  inviterName: string;
  label: string;
  relation: RelationCategory | '';
}

function checkDraft(draft: Draft): { ok: true; request: { inviterName: string; label: string | null; relation: RelationCategory } } | { ok: false; field: Field; message: string } {
  const inviterName = draft.inviterName.trim();
  const label = draft.label.trim();
  if (!inviterName) return { ok: false, field: 'inviterName', message: t.inviterNameRequired };
  if (inviterName.length > MAX_INVITER_NAME_LENGTH) return { ok: false, field: 'inviterName', message: t.inviterNameTooLong };
  if (label.length > MAX_INVITE_LABEL_LENGTH) return { ok: false, field: 'label', message: t.inviteLabelTooLong };
  if (!draft.relation) return { ok: false, field: 'relation', message: t.relationRequired };
  return { ok: true, request: { inviterName, label: label || null, relation: draft.relation } };
}

export function InvitePanel({ online }: { online: boolean }) {
  const api = compatibilityApi.useApi();
  const [invites, setInvites] = useState<Invite[] | null | 'loading'>('loading');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), list: useId() };

  const refresh = useCallback(async () => setInvites(await api.listInvites()), [api]);

  useEffect(() => {
    if (online) void refresh();
  }, [online, refresh]);

  async function start() {
    setCreated(null);
    setDraft({ inviterName: '', label: '', relation: '' });
    const name = await api.inviterFirstName();
    // Only if nothing was typed meanwhile.
    if (name) setDraft((current) => (current && !current.inviterName ? { ...current, inviterName: name } : current));
  }

  async function cancel(invite: Invite, expired: boolean) {
    if (!(await api.cancelInvite(invite.id))) {
      toast.error(t.inviteCancelError);
      return;
    }
    toast.success(expired ? t.inviteRemoved : t.inviteCancelled);
    setInvites((current) => (Array.isArray(current) ? current.filter((other) => other.id !== invite.id) : current));
  }

  const now = Date.now();
  return (
    <section className="compat__invite" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t.inviteTitle}</h3>
      <p>{t.inviteIntro}</p>
      {!online ? <p className="compat__offline">{t.inviteOffline}</p> : null}

      {created ? (
        <CreatedLink invite={created} onDone={() => setCreated(null)} />
      ) : draft ? (
        <InviteForm
          draft={draft}
          online={online}
          busy={busy}
          onChange={setDraft}
          onCancel={() => setDraft(null)}
          onSubmit={async (request) => {
            setBusy(true);
            const outcome = await api.createInvite(request);
            setBusy(false);
            if (!outcome.ok) {
              toast.error(outcome.message);
              return;
            }
            setDraft(null);
            setCreated(outcome.invite);
            void refresh();
          }}
        />
      ) : (
        <button type="button" className="button" disabled={!online} onClick={() => void start()}>
          {t.inviteOpen}
        </button>
      )}

      {invites === null ? (
        <p className="compat__offline">{t.invitesLoadError}</p>
      ) : Array.isArray(invites) && invites.length ? (
        <>
          <h4 id={ids.list}>{t.invitesTitle}</h4>
          <ul className="compat-invites" aria-labelledby={ids.list}>
            {invites.map((invite) => {
              const expired = new Date(invite.expiresAt).getTime() <= now;
              const label = invite.label ?? t.inviteUntitled;
              const when = dateFormat.format(new Date(invite.expiresAt));
              return (
                <li key={invite.id} className="compat-invites__item">
                  <span>
                    <strong>{label}</strong> · {t.relations[invite.relation]}
                    <br />
                    <span className="field__hint">{expired ? t.inviteExpired(when) : t.inviteExpires(when)}</span>
                  </span>
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    disabled={!online}
                    aria-label={expired ? t.inviteRemoveLabel(label) : t.inviteCancelLabel(label)}
                    onClick={() => void cancel(invite, expired)}
                  >
                    {expired ? t.inviteRemove : t.inviteCancel}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}

interface InviteFormProps {
  draft: Draft;
  online: boolean;
  busy: boolean;
  onChange: (draft: Draft) => void;
  onCancel: () => void;
  onSubmit: (request: { inviterName: string; label: string | null; relation: RelationCategory }) => Promise<void>;
}

function InviteForm({ draft, online, busy, onChange, onCancel, onSubmit }: InviteFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { errors, refuse, clear } = useFieldErrors<Field>(form);
  const titleId = useId();

  useEffect(() => headingRef.current?.focus(), []);

  function set(field: Field, value: string) {
    onChange({ ...draft, [field]: value });
    clear(field);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkDraft(draft);
    if (!checked.ok) {
      toast.error(checked.message);
      refuse({ [checked.field]: checked.message });
      return;
    }
    void onSubmit(checked.request);
  }

  return (
    <form ref={form} className="compat-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h4 id={titleId} ref={headingRef} tabIndex={-1}>
        {t.inviteFormTitle}
      </h4>
      <InputField label={t.inviterNameLabel} hint={t.inviterNameHint} error={errors.inviterName} type="text" required maxLength={MAX_INVITER_NAME_LENGTH} autoComplete="given-name" value={draft.inviterName} onChange={(e) => set('inviterName', e.target.value)} />
      <InputField label={t.inviteLabelLabel} hint={t.inviteLabelHint} error={errors.label} type="text" maxLength={MAX_INVITE_LABEL_LENGTH} autoComplete="off" placeholder={t.inviteLabelPlaceholder} value={draft.label} onChange={(e) => set('label', e.target.value)} />
      <RelationSelect hint={t.inviteRelationHint} error={errors.relation} value={draft.relation} onChange={(relation) => set('relation', relation)} />
      <div className="compat-form__actions">
        <OnlineOnlyButton online={online} busy={busy} label={t.inviteCreate} busyLabel={t.inviteCreating} offlineReason={t.inviteOffline} reasonClassName="compat__offline">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t.cancel}
          </button>
        </OnlineOnlyButton>
      </div>
    </form>
  );
}

function CreatedLink({ invite, onDone }: { invite: CreatedInvite; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const linkId = useId();
  const link = `${window.location.origin}${paths.invitation(invite.token)}`;
  const canShare = typeof navigator.share === 'function';

  useEffect(() => headingRef.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t.inviteCopied);
    } catch {
      toast.error(t.inviteCopyFailed);
    }
  }

  async function share() {
    // Closing the share sheet is a choice, not an error: nothing to say.
    await navigator.share({ title: t.inviteShareTitle, text: t.inviteShareText(invite.inviterName), url: link }).catch(() => undefined);
  }

  return (
    <div className="compat-form compat-invite__created" role="status">
      <h4 ref={headingRef} tabIndex={-1}>
        {t.inviteCreated}
      </h4>
      <p>{t.inviteCreatedHint}</p>
      <div className="field">
        <label htmlFor={linkId}>{t.inviteLinkLabel}</label>
        <input id={linkId} type="text" readOnly value={link} onFocus={(event) => event.target.select()} />
      </div>
      <div className="compat-form__actions">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          {t.inviteCopy}
        </button>
        {canShare ? (
          <button type="button" className="button" onClick={() => void share()}>
            {t.inviteShare}
          </button>
        ) : null}
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t.inviteDone}
        </button>
      </div>
    </div>
  );
}
