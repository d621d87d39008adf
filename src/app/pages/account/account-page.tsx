import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { es } from '../../../i18n/es';
import { esAccount } from '../../../i18n/es-account';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../auth/session';
import { SecuritySection } from '../../../auth/security-panel';
import CredentialsPanel from '../../../auth/credentials-panel';
import { SignOutEverywhere } from '../../../auth/sign-out-everywhere';
import { ProfileSection } from '../../../features/account/components/profile-section';
import { DataExportSection } from '../../../features/account/components/data-export-section';
import { DeleteAccountSection } from '../../../features/account/components/delete-account-section';
import { DailyReminderSection } from '../../../features/reminders/components/daily-reminder-section';
import '../../../features/account/components/account.css';
import './account-page.css';

// /cuenta: everything about the account, section by section. Each section belongs to its own feature or to
// src/auth; this page only puts them in order, from who you are to leaving.

export default function AccountPage() {
  const { user } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    document.title = `${esAccount.title} · ${es.app.name}`;
  }, []);

  // RequireSession renders this page only with a user.
  if (!user) return null;

  function onDeleted() {
    toast.success(es.account.deleted);
    navigate(paths.auth, { replace: true });
  }

  return (
    <main id="main" className="account-page">
      <header className="account-page__header">
        <h1>{esAccount.title}</h1>
        <p>{esAccount.intro}</p>
      </header>
      <ProfileSection user={user} />
      <CredentialsPanel />
      <SecuritySection />
      <section className="account-section" aria-labelledby="sesiones-title">
        <h2 id="sesiones-title">{esAccount.sessions.title}</h2>
        <p>{es.signOutEverywhere.hint}</p>
        <div>
          <SignOutEverywhere />
        </div>
      </section>
      <DailyReminderSection />
      <DataExportSection userId={user.id} />
      <DeleteAccountSection user={user} onDeleted={onDeleted} />
    </main>
  );
}
