import { useEffect, useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { esReminders } from '../../../i18n/es-reminders';
import { useOnlineStatus } from '../../../lib/online-status';
import { browserTimeZone } from '../api/reminders-api';
import { remindersApi } from '../api/reminders-section-api';
import './reminders.css';
import { timeZoneName } from '../../../lib/time-zone-name';

// The daily reminder's opt-in and opt-out, per browser (a push subscription belongs to one browser): an hour
// in the person's own time zone, saved with this browser's subscription; turning it off deletes the row and
// drops the subscription. Nothing is asked of the browser until the person presses the button.

const t = esReminders;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
export const DEFAULT_REMINDER_HOUR = 8;

type State = 'checking' | 'unsupported' | 'needs-install' | 'denied' | 'off' | 'on';
type Busy = null | 'enabling' | 'saving' | 'disabling';

export function DailyReminderSection({ timeZone = browserTimeZone() }: { timeZone?: string }) {
  const api = remindersApi.useApi();
  const online = useOnlineStatus();
  const [state, setState] = useState<State>('checking');
  const [savedHour, setSavedHour] = useState<number | null>(null);
  const [hour, setHour] = useState(DEFAULT_REMINDER_HOUR);
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { title: useId(), hour: useId(), hint: useId(), offline: useId(), status: useId() };

  useEffect(() => {
    let active = true;
    void (async () => {
      const support = api.support();
      if (support !== 'supported') return active && setState(support);
      if (api.permission() === 'denied') return active && setState('denied');
      try {
        const subscription = await api.currentSubscription();
        const setting = subscription ? await api.load(subscription.endpoint) : null;
        if (!active) return;
        if (setting) {
          setSavedHour(setting.hour);
          setHour(setting.hour);
          setState('on');
        } else setState('off');
      } catch {
        // Without the server's answer the switch shows off; turning it on again repairs whatever is stored.
        if (active) setState('off');
      }
    })();
    return () => {
      active = false;
    };
  }, [api]);

  async function enable() {
    setProblem(null);
    setBusy('enabling');
    try {
      const permission = await api.requestPermission();
      if (permission !== 'granted') {
        if (permission === 'denied') setState('denied');
        else setProblem(t.permissionRefused);
        return;
      }
      let publicKey: string;
      try {
        publicKey = await api.publicKey();
      } catch {
        setProblem(t.unavailable);
        return;
      }
      let subscription: PushSubscription;
      try {
        subscription = await api.subscribe(publicKey);
      } catch {
        // A subscription made with another server key (a reset data folder, say) must go before a new one.
        const stale = await api.currentSubscription();
        if (!stale) throw new Error('subscribe failed');
        await stale.unsubscribe();
        subscription = await api.subscribe(publicKey);
      }
      await api.save(subscription.toJSON(), { hour, timeZone });
      setSavedHour(hour);
      setState('on');
      toast.success(t.enabled(t.hour(hour)));
    } catch {
      setProblem(t.failed);
    } finally {
      setBusy(null);
    }
  }

  async function saveHour() {
    setProblem(null);
    setBusy('saving');
    try {
      const subscription = await api.currentSubscription();
      if (!subscription) {
        setState('off');
        return;
      }
      await api.save(subscription.toJSON(), { hour, timeZone });
      setSavedHour(hour);
      toast.success(t.hourSaved(t.hour(hour)));
    } catch {
      setProblem(t.failed);
    } finally {
      setBusy(null);
    }
  }

  async function disable() {
    setProblem(null);
    setBusy('disabling');
    try {
      const subscription = await api.currentSubscription();
      if (subscription) {
        await api.remove(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setSavedHour(null);
      setState('off');
      toast.success(t.disabled);
    } catch {
      setProblem(t.failed);
    } finally {
      setBusy(null);
    }
  }

  const canAct = online && busy === null;
  const offlineReason = !online ? ids.offline : undefined;
  const notice =
    state === 'checking' ? t.checking
    : state === 'unsupported' ? t.unsupported
    : state === 'needs-install' ? t.needsInstall
    : state === 'denied' ? t.denied
    : state === 'on' && savedHour !== null ? t.on(t.hour(savedHour), timeZoneName(timeZone))
    : t.off;

  return (
    <section className="account-section reminders" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t.title}</h2>
      <p>{t.intro}</p>
      <p id={ids.status} role="status" className="reminders__state">
        {notice}
      </p>
      {state === 'on' || state === 'off' ? (
        <div className="reminders__controls">
          <div className="field">
            <label htmlFor={ids.hour}>{t.hourLabel}</label>
            <select id={ids.hour} value={hour} onChange={(event) => setHour(Number(event.target.value))} aria-describedby={ids.hint} disabled={busy !== null}>
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {t.hour(h)}
                </option>
              ))}
            </select>
            <p id={ids.hint} className="field__hint">
              {t.hourHint(timeZoneName(timeZone))}
            </p>
          </div>
          <div className="reminders__actions">
            {state === 'off' ? (
              <button type="button" className="button button--primary" onClick={() => void enable()} disabled={!canAct} aria-describedby={offlineReason}>
                {busy === 'enabling' ? t.enabling : t.enable}
              </button>
            ) : (
              <>
                <button type="button" className="button button--primary" onClick={() => void saveHour()} disabled={!canAct || hour === savedHour} aria-describedby={offlineReason}>
                  {busy === 'saving' ? t.saving : t.saveHour}
                </button>
                <button type="button" className="button button--ghost" onClick={() => void disable()} disabled={!canAct} aria-describedby={offlineReason}>
                  {busy === 'disabling' ? t.disabling : t.disable}
                </button>
              </>
            )}
          </div>
          {!online ? (
            <p id={ids.offline} className="account-hint">
              {t.offline}
            </p>
          ) : null}
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="problem-box">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
