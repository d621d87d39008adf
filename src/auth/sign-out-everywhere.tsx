import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../lib/toast';
import { es } from '../i18n/es';
import { paths } from '../lib/paths';
import { useSession } from './session';

// "Cerrar sesión en todos los dispositivos": GoTrue's global sign-out, for a lost phone or a shared computer.
// This device is cleared as on a normal sign-out; the header menu and the account page both offer it.

export function SignOutEverywhere({ onStart }: { onStart?: () => void }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function signOutEverywhere() {
    onStart?.();
    setPending(true);
    const done = await signOut('global');
    setPending(false);
    if (!done) {
      toast.error(es.signOutEverywhere.failed);
      return;
    }
    toast.success(es.signOutEverywhere.done);
    navigate(paths.auth, { replace: true });
  }

  return (
    <button
      type="button"
      className="button button--ghost button--small"
      title={es.signOutEverywhere.hint}
      aria-busy={pending}
      disabled={pending}
      onClick={() => void signOutEverywhere()}
    >
      {pending ? es.signOutEverywhere.pending : es.signOutEverywhere.button}
    </button>
  );
}
