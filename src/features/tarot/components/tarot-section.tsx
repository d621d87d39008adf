import { useEffect, useRef, useState } from 'react';
import { esTarot } from '../../../i18n/es-tarot';
import { useOnlineStatus } from '../../../lib/online-status';
import { tarotApi } from '../api/tarot-api';
import { storeReading, useStoredReadings } from '../api/stored-readings';
import { showCardWaiting } from '../day/app-badge';
import { useLocalToday } from '../day/local-today';
import { DrawTodayButton } from './draw-today-button';
import { NextCard } from './next-card';
import { ShareCardButton } from './share-card-button';
import { TarotDiary } from './tarot-diary';
import { TarotReadingView } from './tarot-reading-view';
import { ThreeCardSpread } from './three-card-spread';
import { useDrawToday } from './use-draw-today';
import './tarot.css';

interface TarotSectionProps {
  /** The session's user; the sign-up `full_name` in its metadata gives the first name on the shared image. */
  user: { id: string; user_metadata?: Record<string, unknown> } | null;
}

const dateFormat = new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const formatDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

export function TarotSection({ user }: TarotSectionProps) {
  const { fetchToday } = tarotApi.useApi();
  const online = useOnlineStatus();
  const stored = useStoredReadings(user?.id ?? null);
  const { drawing, drawToday } = useDrawToday(user);
  const [checking, setChecking] = useState(false);
  const [openedDate, setOpenedDate] = useState<string | null>(null);
  // The reading just drawn takes the focus, so keyboard and screen-reader users land on their card.
  const [focusId, setFocusId] = useState<string | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const localToday = useLocalToday();
  const metadataName = user?.user_metadata?.full_name;
  const fullName = typeof metadataName === 'string' ? metadataName : null;
  const today = localToday.date;
  // A card dated after today on this clock was drawn where the day had already turned (the device was in a zone
  // ahead): it is the newest card, not a past one, so it stands as the current card under its own date.
  const todays = stored?.find((reading) => reading.readingDate === today) ?? stored?.find((reading) => reading.readingDate > today) ?? null;
  const history = stored?.filter((reading) => reading.readingDate < today) ?? [];
  const opened = openedDate ? history.find((reading) => reading.readingDate === openedDate) ?? null : null;

  useEffect(() => {
    if (!user) return;
    let cancelled = false;
    setChecking(true);
    void fetchToday(user.id)
      .then((reading) => (reading && !cancelled ? storeReading(reading) : undefined))
      .finally(() => !cancelled && setChecking(false));
    return () => {
      cancelled = true;
    };
  }, [user, fetchToday, today]);

  // The app icon's badge says a card is waiting today, once the device and the server have both been asked.
  const hasToday = Boolean(todays);
  useEffect(() => {
    if (!user || stored === undefined || checking) return;
    showCardWaiting(!hasToday);
  }, [user, stored, checking, hasToday]);

  /** Today's card is already on screen at the top: the journal's today leads there rather than showing it twice. */
  function focusTodaysCard() {
    setOpenedDate(null);
    stage.current?.querySelector<HTMLElement>('.tarot-reading')?.focus();
  }

  async function onDraw() {
    const reading = await drawToday();
    if (!reading) return;
    setOpenedDate(null);
    setFocusId(reading.id);
  }

  return (
    <section id="tarot" className="tarot section" aria-labelledby="tarot-title">
      <div className="section__header">
        <h2 id="tarot-title">{esTarot.title}</h2>
        <p>{esTarot.intro}</p>
      </div>

      {opened ? (
        <div className="tarot__stage">
          <TarotReadingView reading={opened} heading={esTarot.readingOf(formatDate(opened.readingDate))} online={online} takeFocus={focusId === opened.id} />
          <button type="button" className="button button--ghost" onClick={() => setOpenedDate(null)}>
            {esTarot.historyHide}
          </button>
        </div>
      ) : todays ? (
        <div ref={stage} className="tarot__stage">
          {todays.readingDate === today ? (
            <>
              <TarotReadingView reading={todays} heading={esTarot.todaysCard} online={online} takeFocus={focusId === todays.id} />
              <NextCard today={localToday} />
            </>
          ) : (
            <TarotReadingView reading={todays} heading={esTarot.readingOf(formatDate(todays.readingDate))} online={online} takeFocus={focusId === todays.id} />
          )}
          {todays.cardId ? <ShareCardButton reading={{ ...todays, cardId: todays.cardId }} fullName={fullName} /> : null}
        </div>
      ) : (
        <div className="tarot__stage tarot__stage--empty">
          <div className="tarot__deck" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
          {checking && stored === undefined ? <p role="status">{esTarot.loading}</p> : null}
          <DrawTodayButton online={online} drawing={drawing} onDraw={() => void onDraw()}/>
        </div>
      )}

      {user ? <TarotDiary user={user} onOpenToday={focusTodaysCard} /> : null}
      {user ? <ThreeCardSpread user={user} today={today} hasTodaysCard={Boolean(todays)} /> : null}
    </section>
  );
}
