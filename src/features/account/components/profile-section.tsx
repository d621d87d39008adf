import { useEffect, useState } from 'react';
import type { User } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase';
import { esAccount } from '../../../i18n/es-account';

// Who the account is: the name given at sign-up (the profile row, which the server keeps), the email and how
// the person signs in. Until the profile answers, and without a connection, the session's own copy shows.

function sessionName(user: User): string {
  const name = user.user_metadata?.full_name;
  return typeof name === 'string' ? name.trim() : '';
}

export function ProfileSection({ user }: { user: User }) {
  const t = esAccount.profile;
  const [name, setName] = useState(() => sessionName(user));
  const [loadFailed, setLoadFailed] = useState(false);

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

  const methods = [...new Set((user.identities ?? []).map((identity) => identity.provider))].map((provider) => t.methods[provider] ?? provider);
  const since = new Intl.DateTimeFormat('es', { dateStyle: 'long' }).format(new Date(user.created_at));

  return (
    <section className="account-section" aria-labelledby="perfil-title">
      <h2 id="perfil-title">{t.title}</h2>
      <dl className="account-facts">
        <div>
          <dt>{t.name}</dt>
          <dd>{name || <span className="account-hint">{t.noName}</span>}</dd>
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
      {loadFailed ? <p className="account-hint">{t.loadError}</p> : null}
    </section>
  );
}
