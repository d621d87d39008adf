import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { User } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase';
import { esAccount } from '../../../i18n/es-account';
import { MAX_NAME_LENGTH, updateName } from '../api/update-name';
import { characterCount, nameProblem, normalizeName } from '@core/contract/names';
import { InputField } from '../../../lib/field-errors';

// Who the account is: the name given at sign-up (the profile row, which the server keeps), the email and how
// the person signs in. Until the profile answers, and without a connection, the session's own copy shows.
// The name can be changed here: rectifying one's data should not need an email to us.

function sessionName(user: User): string {
  const name = user.user_metadata?.full_name;
  return typeof name === 'string' ? name.trim() : '';
}

export function ProfileSection({ user }: { user: User }) {
  const t = esAccount.profile;
  const [name, setName] = useState(() => sessionName(user));
  const [loadFailed, setLoadFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let active = true;
    void supabase
      .from('profiles')
      .select('full_name')
      .eq('id', user.id)
      .maybeSingle()
      .then(({ data, error }) => {
        if (!active) return;
        if (error) setLoadFailed(true);
        else if (data) setName(data.full_name.trim());
      });
    return () => {
      active = false;
    };
  }, [user.id]);

  function startEditing() {
    setDraft(name);
    setFieldError(null);
    setSaved(false);
    setEditing(true);
    setTimeout(() => input.current?.focus(), 0);
  }

  function stopEditing() {
    setEditing(false);
    setTimeout(() => editButton.current?.focus(), 0);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const clean = normalizeName(draft);
    const problem = characterCount(clean) > MAX_NAME_LENGTH ? t.nameTooLong : clean ? nameProblem(clean) : null;
    if (problem) {
      setFieldError(problem);
      input.current?.focus();
      return;
    }
    setSaving(true);
    const ok = await updateName(supabase, user.id, clean).catch(() => false);
    setSaving(false);
    if (!ok) {
      setFieldError(t.saveError);
      input.current?.focus();
      return;
    }
    setName(clean);
    setSaved(true);
    stopEditing();
  }

  const methods = [...new Set((user.identities ?? []).map((identity) => identity.provider))].map((provider) => t.methods[provider] ?? provider);
  const since = new Intl.DateTimeFormat('es', { dateStyle: 'long' }).format(new Date(user.created_at));

  return (
    <section className="account-section" aria-labelledby="perfil-title">
      <h2 id="perfil-title">{t.title}</h2>
      <dl className="account-facts">
        <div>
          <dt>{t.name}</dt>
          <dd>
            {editing ? (
              <form className="account-name-form" onSubmit={(event) => void save(event)} noValidate>
                <InputField
                  ref={input}
                  label={t.nameLabel}
                  hint={t.nameHint}
                  hintClassName="account-hint"
                  error={fieldError}
                  errorClassName="account-error"
                  hintFirst
                  value={draft}
                  autoComplete="name"
                  onChange={(event) => setDraft(event.target.value)}
                  disabled={saving}
                />
                <div className="account-actions">
                  <button type="submit" className="button button--primary button--small" disabled={saving} aria-busy={saving}>
                    {saving ? t.saving : t.save}
                  </button>
                  <button type="button" className="button button--ghost button--small" disabled={saving} onClick={stopEditing}>
                    {t.cancel}
                  </button>
                </div>
              </form>
            ) : (
              <div className="account-name">
                <span>{name || <span className="account-hint">{t.noName}</span>}</span>
                <button ref={editButton} type="button" className="button button--ghost button--small" onClick={startEditing}>
                  {t.editName}
                </button>
              </div>
            )}
          </dd>
        </div>
        <div>
          <dt>{t.email}</dt>
          <dd>{user.email}</dd>
        </div>
        {methods.length ? (
          <div>
            <dt>{t.signInWith}</dt>
            <dd>{methods.join(' · ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.since}</dt>
          <dd>{since}</dd>
        </div>
      </dl>
      <p role="status" className="account-ok">{saved ? t.saved : ''}</p>
      {loadFailed ? <p className="account-hint">{t.loadError}</p> : null}
    </section>
  );
}
