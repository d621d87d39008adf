import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { esReminders } from '../../../i18n/es-reminders';
import { paths } from '../../../lib/paths';
import { useOnlineStatus } from '../../../lib/online-status';
import { firstName } from '@core/contract/person-name';
import { REMINDER_TITLE, reminderBody } from '@core/contract/reminder-message';
import { localDate } from '@core/contract/local-date';
import { browserTimeZone } from '../api/reminders-api';
import { remindersApi } from '../api/reminders-section-api';
import { DEFAULT_REMINDER_HOUR, REMINDER_HOURS, enableReminder } from '../api/enable-reminder';
import './reminders.css';

// The daily reminder, offered once, at the moment it makes sense: right after the person's first card, never on
// arrival. One sentence, the notification exactly as it will arrive tomorrow, and the way to turn it off, as plain
// as the way to turn it on. Offered only where it can work (a browser with push, permission not blocked, no
// reminder already on here), and never again on this device once answered.

const t = esReminders;

/** This device's answer to the offer: once answered, yes or no, it is not offered again here. */
export const OFFER_ANSWERED_KEY = 'sendero:oferta-recordatorio';

type State = 'checking' | 'hidden' | 'offered' | 'accepted' | 'declined';

function answered(): boolean {
  try {
    return localStorage.getItem(OFFER_ANSWERED_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberAnswer(answer: 'si' | 'no'): void {
  try {
    localStorage.setItem(OFFER_ANSWERED_KEY, answer);
  } catch {
    // Storage refused: the offer may come back on the next visit, which is all that is lost.
  }
}

/** The weekday (0 = Sunday) of tomorrow on the person's clock: the day the first notification arrives. */
export function tomorrowWeekday(now: Date, timeZone: string): number {
  // From the calendar date, not now + 24 h, which a daylight-saving change can carry two dates ahead.
  return (new Date(`${localDate(now, timeZone)}T12:00:00Z`).getUTCDay() + 1) % 7;
}

interface ReminderOfferProps {
  /** The sign-up `full_name`, for the one sentence's personal hook. */
  fullName: string | null;
  timeZone?: string;
}

export function ReminderOffer({ fullName, timeZone = browserTimeZone() }: ReminderOfferProps) {
  const api = remindersApi.useApi();
  const online = useOnlineStatus();
  const [state, setState] = useState<State>(() => (answered() ? 'hidden' : 'checking'));
  const [hour, setHour] = useState(DEFAULT_REMINDER_HOUR);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const answerRef = useRef<HTMLParagraphElement>(null);
  const ids = { title: useId(), preview: useId(), hour: useId(), offline: useId() };

  useEffect(() => {
    if (state !== 'checking') return;
    let active = true;
    void (async () => {
      let offer = api.support() === 'supported' && api.permission() !== 'denied';
      if (offer) {
        try {
          const subscription = await api.currentSubscription();
          offer = !(subscription && (await api.load(subscription.endpoint)));
        } catch {
          // Without the server's answer, offering again is harmless: turning it on repairs whatever is stored.
        }
      }
      if (active) setState(offer ? 'offered' : 'hidden');
    })();
    return () => {
      active = false;
    };
  }, [api, state]);

  useEffect(() => {
    if (state === 'accepted' || state === 'declined') answerRef.current?.focus();
  }, [state]);

  async function accept() {
    setProblem(null);
    setBusy(true);
    try {
      const outcome = await enableReminder(api, { hour, timeZone });
      if (outcome === 'enabled') {
        rememberAnswer('si');
        setState('accepted');
      } else if (outcome === 'denied') {
        // Blocked for this site: nothing here can change that, and the account page explains where to allow it.
        rememberAnswer('no');
        setProblem(t.denied);
      } else setProblem(outcome === 'refused' ? t.permissionRefused : t.unavailable);
    } catch {
      setProblem(t.failed);
    } finally {
      setBusy(false);
    }
  }

  function decline() {
    rememberAnswer('no');
    setState('declined');
  }

  if (state === 'checking' || state === 'hidden') return null;

  const time = t.hour(hour);
  if (state === 'accepted' || state === 'declined') {
    return (
      <p ref={answerRef} tabIndex={-1} role="status" className="reminder-offer reminder-offer--answered">
        {state === 'accepted' ? t.offer.accepted(time) : t.offer.declined}
      </p>
    );
  }

  return (
    <aside className="reminder-offer" aria-labelledby={ids.title}>
      <h4 id={ids.title} className="visually-hidden">
        {t.offer.title}
      </h4>
      <p className="reminder-offer__pitch">{t.offer.pitch(firstName(fullName), time)}</p>
      <figure className="reminder-offer__preview" aria-labelledby={ids.preview}>
        <figcaption id={ids.preview}>{t.offer.preview}</figcaption>
        <div className="notification-preview">
          <img src="/icons/icon-192.png" alt="" width={32} height={32} />
          <div>
            <p className="notification-preview__meta">
              {t.offer.app} · {t.offer.when(time)}
            </p>
            <p className="notification-preview__title">{REMINDER_TITLE}</p>
            <p>{reminderBody(tomorrowWeekday(new Date(), timeZone))}</p>
          </div>
        </div>
      </figure>
      <div className="reminder-offer__controls">
        <label htmlFor={ids.hour}>{t.hourLabel}</label>
        <select id={ids.hour} value={hour} onChange={(event) => setHour(Number(event.target.value))} disabled={busy}>
          {REMINDER_HOURS.map((h) => (
            <option key={h} value={h}>
              {t.hour(h)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => void accept()}
          disabled={busy || !online}
          aria-describedby={online ? undefined : ids.offline}
        >
          {busy ? t.enabling : t.offer.accept}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={decline} disabled={busy}>
          {t.offer.decline}
        </button>
      </div>
      {!online ? (
        <p id={ids.offline} className="reminder-offer__hint">
          {t.offline}
        </p>
      ) : null}
      <p className="reminder-offer__hint">
        {t.offer.optOut} <Link to={paths.account}>{t.offer.account}</Link>
      </p>
      {problem ? (
        <p role="alert" className="problem-box">
          {problem}
        </p>
      ) : null}
    </aside>
  );
}
