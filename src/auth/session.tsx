import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import { useNavigate } from 'react-router-dom';
import { loadedSupabase, loadSupabase, whenSupabaseLoaded } from '../lib/supabase-loader';
import { paths } from '../lib/paths';
import { afterContentPainted, holdUntilContentPainted } from '../lib/first-content';
import { toast } from '../lib/toast';
import { owesSecondFactor, tokenAal } from '@core/contract/second-factor';
import { es } from '../i18n/es';

// The session for the whole app (spec §4): loading, then signed in or out. Auto refresh runs only while the
// page is visible; coming back to the tab recovers the session. A user with a verified second factor and
// an aal1 session must pass the TOTP step before the protected pages show.

interface SessionState {
  loading: boolean;
  session: Session | null;
  user: User | null;
  /** True when the account has a verified factor and this session has not used it yet. */
  needsMfa: boolean;
  /**
   * True while the session is the one read from this device's storage, before supabase-js has loaded and taken it
   * over (refreshed it, or found it ended): enough to paint from what the device keeps, not to call the backend.
   */
  fromDevice: boolean;
  refreshAssurance: () => Promise<void>;
  /**
   * Clears this device's data and ends its session; with 'global', every session of the account on every device.
   * False when the server did not confirm it (offline, say): the sessions may then still be open.
   */
  signOut: (scope?: 'local' | 'global') => Promise<boolean>;
}

const SessionContext = createContext<SessionState | null>(null);

/** Where supabase-js keeps the session in localStorage. */
const STORED_SESSION_KEY = /^sb-.+-auth-token$/;
/** A sign-in coming back in the address: OAuth, an email link. */
const AUTH_IN_ADDRESS = /[?#&](access_token|refresh_token|code|token_hash|error_description)=/;

/** Whether this session has passed its password but still owes the second factor (aal1 where aal2 is due). */
export async function assuranceNeedsMfa(): Promise<boolean> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error || !data) return false;
  return data.currentLevel === 'aal1' && data.nextLevel === 'aal2';
}

/** The localStorage key under which supabase-js stored a session on this device, if any. */
function storedSessionKey(storage: Pick<Storage, 'length' | 'key'>): string | null {
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i) ?? '';
    if (STORED_SESSION_KEY.test(key)) return key;
  }
  return null;
}

/**
 * Whether supabase-js may find a session as it starts: one stored on this device, or a sign-in coming back in
 * the address (OAuth, an email link). Without either the visitor is signed out from the first render, with no
 * 'Cargando...' in between, so /auth shows its form at once, as its page prerendered at build time does.
 * public/session-gate.js asks the same before the shell of / paints.
 */
export function sessionMayExist(location: Pick<Location, 'href'> = window.location, storage: Pick<Storage, 'length' | 'key'> = window.localStorage): boolean {
  try {
    if (storedSessionKey(storage)) return true;
  } catch {
    return true;
  }
  return AUTH_IN_ADDRESS.test(location.href);
}

/**
 * The session supabase-js stored on this device, read without loading supabase-js: a signed-in page paints from it
 * and from Dexie while the client loads. Null when there is none or it cannot be read, when a sign-in is coming back
 * in the address (the client must read that one), and when the session still owes its second factor (the client
 * decides that step). Read by hand rather than with zod, which the first paint does not carry; what it reads is
 * only the shape supabase-js writes, and the client replaces it moments later.
 */
export function storedSession(location: Pick<Location, 'href'> = window.location, storage: Pick<Storage, 'length' | 'key' | 'getItem'> = window.localStorage): Session | null {
  try {
    const key = AUTH_IN_ADDRESS.test(location.href) ? null : storedSessionKey(storage);
    if (!key) return null;
    const session = JSON.parse(storage.getItem(key) ?? 'null') as Partial<Session> | null;
    if (typeof session?.access_token !== 'string' || typeof session.refresh_token !== 'string' || typeof session.user?.id !== 'string') return null;
    // A token that cannot be read is left to supabase-js, once loaded, to judge.
    const aal = tokenAal(session.access_token);
    return aal === null || owesSecondFactor(session.user.factors, aal) ? null : (session as Session);
  } catch {
    // Unreadable storage or a stored value that is not JSON: supabase-js, once loaded, says what it is.
    return null;
  }
}

/** `mayHaveSession` decides the first render's loading state; the build's prerender sets it, the browser reads the device. */
export function SessionProvider({ children, mayHaveSession }: { children: ReactNode; mayHaveSession?: boolean }) {
  const [mayExist] = useState(() => mayHaveSession ?? (typeof window === 'undefined' || sessionMayExist()));
  const [onDevice] = useState(() => {
    const stored = mayHaveSession === undefined && typeof window !== 'undefined' ? storedSession() : null;
    // Held from the first render, so that whatever renders under the provider waits for the first content too. Only
    // the home says when its first content (today's card) has painted; another page would wait out the hold's limit.
    if (stored && window.location.pathname === paths.home) holdUntilContentPainted();
    return stored;
  });
  const [loading, setLoading] = useState(mayExist && !onDevice);
  const [session, setSession] = useState<Session | null>(onDevice);
  const [fromDevice, setFromDevice] = useState(Boolean(onDevice));
  const [needsMfa, setNeedsMfa] = useState(false);
  const navigate = useNavigate();
  // An email link that was used or had expired comes back with the error in the address, which a redirect to
  // /auth would drop: read it before any child navigates. The new-password page explains it itself.
  const [failedLink] = useState(() => typeof window !== 'undefined' && window.location.pathname !== paths.newPassword && new URLSearchParams(window.location.hash.slice(1)).has('error_code'));
  useEffect(() => {
    if (failedLink) toast.error(es.auth.linkExpired);
  }, [failedLink]);
  // The router's navigate changes with the location; the auth subscription below lives as long as the app.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const refreshAssurance = useCallback(async () => {
    setNeedsMfa(await assuranceNeedsMfa());
  }, []);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    // Without a stored session the visitor is signed out until they sign in, which loads the client (auth-api):
    // the subscription starts then, and /auth never downloads supabase-js only to learn that nobody is there.
    const cancelWait = whenSupabaseLoaded((supabase) => {
      if (!active) return;
      const { data: subscription } = supabase.auth.onAuthStateChange((event, next) => {
        if (!active) return;
        setSession(next);
        setFromDevice(false);
        // A recovery link signs the person in to choose a new password: wherever it landed, that page comes first.
        if (event === 'PASSWORD_RECOVERY' && window.location.pathname !== paths.newPassword) navigateRef.current(paths.newPassword, { replace: true });
        // Reading the assurance level calls back into auth-js: defer it out of the callback, as supabase-js asks.
        setTimeout(() => {
          if (!active) return;
          void (next ? assuranceNeedsMfa() : Promise.resolve(false)).then((value) => {
            if (!active) return;
            setNeedsMfa(value);
            setLoading(false);
          });
        }, 0);
      });
      unsubscribe = () => subscription.subscription.unsubscribe();
    });
    // With a session on the device the page paints from it first, and the client (supabase-js, half the JavaScript
    // of a signed-in home's first screen) arrives right after; without one, a session may still come (OAuth).
    const cancelLoad = onDevice ? afterContentPainted(() => void loadSupabase()) : undefined;
    if (mayExist && !onDevice) void loadSupabase();
    return () => {
      active = false;
      cancelLoad?.();
      cancelWait();
      unsubscribe?.();
    };
  }, [mayExist, onDevice]);

  useEffect(() => {
    function onVisibilityChange() {
      // Before the client has loaded there is no session to refresh.
      const supabase = loadedSupabase();
      if (!supabase) return;
      if (document.visibilityState === 'visible') {
        void supabase.auth.startAutoRefresh();
        void supabase.auth.getSession().then(({ data }) => setSession(data.session));
      } else {
        void supabase.auth.stopAutoRefresh();
      }
    }
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, []);

  const signOut = useCallback(async (scope: 'local' | 'global' = 'local') => {
    const userId = session?.user.id;
    // Local data goes first: even if the network call fails, nothing of this user stays on the device.
    // Dexie loads here rather than with the shell, so the sign-in screen never downloads it.
    if (userId) {
      await (await import('../offline/sign-out-steps')).runSignOutSteps(userId);
      await (await import('../offline/db')).db.clearUser(userId);
    }
    const supabase = await loadSupabase();
    const { error } = await supabase.auth.signOut({ scope });
    if (!error) return true;
    await supabase.auth.signOut({ scope: 'local' });
    return false;
  }, [session]);

  const value = useMemo<SessionState>(
    () => ({ loading, session, user: session?.user ?? null, needsMfa, fromDevice, refreshAssurance, signOut }),
    [loading, session, needsMfa, fromDevice, refreshAssurance, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
