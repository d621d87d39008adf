import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { esTarot, esTarotJournal } from '../../../i18n/es-tarot';
import { useOnlineStatus } from '../../../lib/online-status';
import { tarotApi } from '../api/tarot-api';
import { storeReading, useStoredReadings } from '../api/stored-readings';
import { showCardWaiting } from '../day/app-badge';
import { useLocalToday } from '../day/local-today';
import { DrawTodayButton } from './draw-today-button';
import { NextCard } from './next-card';
import { TarotReadingView } from './tarot-reading-view';
import { useDrawToday } from './use-draw-today';
import './tarot.css';

interface TarotSectionProps {
  user: { id: string } | null;
}

const dateFormat = new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const formatDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

export function TarotSection({ user }: TarotSectionProps) {
  const { fetchToday, syncNotes } = tarotApi.useApi();
  const online = useOnlineStatus();
  const stored = useStoredReadings(user?.id ?? null);
  const { drawing, drawToday } = useDrawToday(user);
  const [checking, setChecking] = useState(false);
  const [openedDate, setOpenedDate] = useState<string | null>(null);
  // The reading just drawn takes the focus, so keyboard and screen-reader users land on their card.
  const [focusId, setFocusId] = useState<string | null>(null);
  const localToday = useLocalToday();
  const today = localToday.date;
  const todays = stored?.find((reading) => reading.readingDate === today) ?? null;
  const history = stored?.filter((reading) => reading.readingDate !== today) ?? [];
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

  // Notes written offline wait on the device; they go out when the section opens online or the connection returns.
  useEffect(() => {
    if (!user || !online) return;
    let cancelled = false;
    void syncNotes(user.id).then((sent) => {
      if (sent > 0 && !cancelled) toast.success(esTarotJournal.synced(sent));
    });
    return () => {
      cancelled = true;
    };
  }, [user, online, syncNotes]);

  async function onDraw() {
    const reading = await drawToday();
    if (!reading) return;
    // A card dated after today (drawn earlier on a clock ahead of this one) is shown from the history.
    setOpenedDate(reading.readingDate > today ? reading.readingDate : null);
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
        <div className="tarot__stage">
          <TarotReadingView reading={todays} heading={esTarot.todaysCard} online={online} takeFocus={focusId === todays.id} />
          <NextCard today={localToday} />
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

      <details className="history">
        <summary>{esTarot.history}</summary>
        {history.length ? (
          <ul>
            {history.map((reading) => (
              <li key={reading.id}>
                <button type="button" className="history__item" onClick={() => setOpenedDate(reading.readingDate)}>
                  <span className="history__date">{formatDate(reading.readingDate)}</span>
                  <span>
                    {reading.cardName}
                    {reading.reversed ? ` · ${esTarot.reversed}` : ''}
                  </span>
                </button>
                {reading.note ? (
                  <p className="history__note">
                    <span className="history__note-label">{esTarotJournal.historyNote}: </span>
                    {reading.note}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{esTarot.historyEmpty}</p>
        )}
      </details>
    </section>
  );
}
