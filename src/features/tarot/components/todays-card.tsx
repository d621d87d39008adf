import { useEffect, useRef, useState, type ReactNode } from 'react';
import { esTarot, esTarotDay } from '../../../i18n/es-tarot';
import { paths, sectionHash } from '../../../lib/paths';
import { useOnlineStatus } from '../../../lib/online-status';
import { contentRendered, FIRST_CONTENT_TIMING } from '../../../lib/first-content';
import { useStoredReadings } from '../api/stored-readings';
import { useLocalToday } from '../day/local-today';
import { DrawTodayButton } from './draw-today-button';
import { NextCard } from './next-card';
import { useDrawToday } from './use-draw-today';
import './tarot.css';

// Today's card in brief, for the top of Hoy: the card and what it asks of today, or the button to draw it. The
// whole reading (text, correspondences, journal) stays in the Tarot section, one tap away.

interface TodaysCardProps {
  user: { id: string } | null;
  /**
   * Shown under the card while it is the person's very first, on its day: where the page offers what comes next
   * (the daily reminder), at the moment it means something, wherever that card was drawn.
   */
  afterFirstCard?: ReactNode;
}

// The card's name: its paint, as the browser reports it, is what releases the work that waits on the first content.
// (React passes the attribute through; its types do not list it.)
const FIRST_CONTENT_MARK = { elementtiming: FIRST_CONTENT_TIMING };

export function TodaysCard({ user, afterFirstCard }: TodaysCardProps) {
  const online = useOnlineStatus();
  const stored = useStoredReadings(user?.id ?? null);
  const today = useLocalToday();
  const { drawing, drawToday } = useDrawToday(user);
  const [justDrawn, setJustDrawn] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const todays = stored?.find((reading) => reading.readingDate === today.date) ?? null;

  useEffect(() => {
    if (todays && justDrawn === todays.id) resultRef.current?.focus();
  }, [todays, justDrawn]);

  // The card (or the button to draw it) is the signed-in home's largest paint: what waits on it may start.
  const shown = stored !== undefined;
  useEffect(() => {
    if (shown) contentRendered();
  }, [shown]);

  async function onDraw() {
    const reading = await drawToday();
    if (reading) setJustDrawn(reading.id);
  }

  if (stored === undefined) return <p role="status">{esTarot.loading}</p>;

  if (!todays) {
    return (
      <div className="todays-card todays-card--empty">
        <DrawTodayButton online={online} drawing={drawing} onDraw={() => void onDraw()}/>
      </div>
    );
  }

  const firstCard = stored.length === 1;
  return (
    <>
      <div ref={resultRef} tabIndex={-1} role="group" className="todays-card" aria-label={esTarotDay.drawnFocus(todays.cardName, todays.reversed)}>
        {todays.cardId ? (
          <img
            className={`todays-card__art${todays.reversed ? ' todays-card__art--reversed' : ''}`}
            src={`/tarot/${todays.cardId}.svg`}
            alt={esTarot.cardArtAlt(todays.cardName, todays.reversed)}
            width={80}
            height={120}
          />
        ) : null}
        <div className="todays-card__text">
          <p className="todays-card__name" {...FIRST_CONTENT_MARK}>
            <strong>{todays.cardName}</strong> · {todays.reversed ? esTarot.reversed : esTarot.upright}
          </p>
          {todays.practicalAction ? (
            <p className="todays-card__action">
              <span className="todays-card__label">{esTarot.practicalAction}: </span>
              {todays.practicalAction}
            </p>
          ) : null}
          <p className="todays-card__links">
            <a href={sectionHash('tarot')}>{esTarotDay.readFull}</a>
            {todays.cardId ? <a href={paths.tarotCard(todays.cardId)}>{esTarotDay.cardPage(todays.cardName)}</a> : null}
          </p>
          <NextCard today={today} />
        </div>
      </div>
      {firstCard ? afterFirstCard : null}
    </>
  );
}
