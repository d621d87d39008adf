import { useEffect, useId, useMemo, useState } from 'react';
import { esTarot, esTarotCalendar, esTarotJournal } from '../../../i18n/es-tarot';
import { useOnlineStatus } from '../../../lib/online-status';
import { toast } from '../../../lib/toast';
import type { StoredTarotReading } from '../../../offline/db';
import { tarotApi } from '../api/tarot-api';
import { recentWindowStart } from '../api/pull-recent-readings';
import { useStoredReadings } from '../api/stored-readings';
import { useLocalToday } from '../day/local-today';
import {
  addMonths,
  currentStreak,
  dayOfMonth,
  daysDrawnIn,
  firstDayOfWeek,
  lastOfMonth,
  monthOf,
  sameDayInMonth,
  type CalendarDate,
  type CalendarMonth,
} from '../journal/calendar';
import { formatDay, formatMonthInSentence, formatMonthTitle } from '../journal/format';
import { MonthGrid } from './month-grid';
import { TarotReadingView } from './tarot-reading-view';
import './tarot.css';

// The tarot journal: the month at a glance (the days with a card, their art and whether they hold a note), how
// many days of the month had a card and, from two days on, the current streak; a day opens to its reading and
// its note. It keeps the streak gently: a day without a card is only a day without a card, never a loss.
//
// Everything reads from the device (Dexie), so the journal works offline. Sign-in pulls the current and previous
// months; an older month comes from the server when the calendar opens it online (and stays on the device), as does
// the month before a streak that reaches back to the first of a month, so the streak is counted whole.

type MonthStatus = 'loading' | 'loaded' | 'failed';

/** How long the calendar rests on a month before asking the server for it: paging fast asks only for the last. */
const FETCH_DELAY_MS = 300;

interface TarotDiaryProps {
  user: { id: string };
  /**
   * Where today's card already shows above the journal (the Tarot section), opening today goes to it instead of
   * showing it a second time; elsewhere (its own page) the journal opens today like any other day.
   */
  onOpenToday?: () => void;
}

export function TarotDiary({ user, onOpenToday }: TarotDiaryProps) {
  const { fetchMonth, syncNotes } = tarotApi.useApi();
  const online = useOnlineStatus();
  const today = useLocalToday().date;
  const stored = useStoredReadings(user.id);
  const headingId = useId();
  const monthTitleId = useId();
  const hintId = useId();
  const firstDay = useMemo(() => firstDayOfWeek(typeof navigator === 'undefined' ? undefined : navigator.language), []);
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(today));
  const [focusDate, setFocusDate] = useState<CalendarDate>(today);
  const [openedDate, setOpenedDate] = useState<CalendarDate | null>(null);
  const [statuses, setStatuses] = useState<Record<CalendarMonth, MonthStatus>>({});
  // What the server sent for the months opened here: the device keeps only its newest readings, so a month from
  // long ago may not stay in Dexie, and it still shows while the journal is open.
  const [fetched, setFetched] = useState<Record<CalendarMonth, StoredTarotReading[]>>({});

  const currentMonth = monthOf(today);
  const lastDay = lastOfMonth(currentMonth);

  const byDate = useMemo(() => {
    const map = new Map<CalendarDate, StoredTarotReading>();
    for (const readings of Object.values(fetched)) for (const reading of readings) map.set(reading.readingDate, reading);
    for (const reading of stored ?? []) map.set(reading.readingDate, reading);
    return map;
  }, [stored, fetched]);
  const drawn = useMemo(() => new Set(byDate.keys()), [byDate]);
  const streak = currentStreak(drawn, today);

  // Months before the sign-in pull's window come from the server: the one on screen, and the month before a streak
  // that reaches back to the first of a month (its count would stop at what the device holds).
  const windowStartMonth = monthOf(recentWindowStart(today));
  const streakReachesBack = streak.start !== null && dayOfMonth(streak.start) === 1 ? addMonths(monthOf(streak.start), -1) : null;
  const wanted = [month, streakReachesBack].filter((candidate): candidate is CalendarMonth => candidate !== null && candidate < windowStartMonth);
  const fetchKey = wanted.filter((candidate) => statuses[candidate] === undefined).join(',');

  useEffect(() => {
    if (!online || !fetchKey) return;
    const months = fetchKey.split(',');
    const timer = setTimeout(() => {
      for (const wantedMonth of months) {
        setStatuses((current) => ({ ...current, [wantedMonth]: 'loading' }));
        void fetchMonth(user.id, wantedMonth).then((outcome) => {
          setStatuses((current) => ({ ...current, [wantedMonth]: outcome.ok ? 'loaded' : 'failed' }));
          if (outcome.ok) setFetched((current) => ({ ...current, [wantedMonth]: outcome.readings }));
        });
      }
    }, FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [online, fetchKey, fetchMonth, user.id]);

  // Notes written offline wait on the device; they go out when the journal opens online or the connection returns.
  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    void syncNotes(user.id).then((sent) => {
      if (sent > 0 && !cancelled) toast.success(esTarotJournal.synced(sent));
    });
    return () => {
      cancelled = true;
    };
  }, [user.id, online, syncNotes]);

  function showMonth(next: CalendarMonth, focus: CalendarDate) {
    setMonth(next);
    setFocusDate(focus > lastDay ? lastDay : focus);
  }

  function move(date: CalendarDate) {
    if (monthOf(date) !== month) setMonth(monthOf(date));
    setFocusDate(date);
  }

  function open(date: CalendarDate) {
    if (date === today && byDate.has(date) && onOpenToday) {
      setOpenedDate(null);
      onOpenToday();
      return;
    }
    setOpenedDate(date);
  }

  function close() {
    const date = openedDate;
    setOpenedDate(null);
    if (date) document.querySelector<HTMLElement>(`.journal-grid [data-date="${date}"]`)?.focus();
  }

  const status = statuses[month];
  const monthName = formatMonthTitle(month);
  const isCurrent = month === currentMonth;
  const summary = esTarotCalendar.summary(
    isCurrent ? null : formatMonthInSentence(month, today),
    daysDrawnIn(month, drawn),
    [...byDate.values()].filter((reading) => monthOf(reading.readingDate) === month && reading.note).length,
  );
  const opened = openedDate ? byDate.get(openedDate) ?? null : null;
  const olderThanPull = month < windowStartMonth;

  return (
    <section className="journal" aria-labelledby={headingId}>
      <h3 id={headingId}>{esTarotCalendar.title}</h3>
      <p className="journal__intro">{esTarotCalendar.intro}</p>
      <p className="journal__summary">
        {summary}
        {streak.days >= 2 ? <> {esTarotCalendar.streak(streak.days)}</> : null}
      </p>

      <div className="journal__nav">
        <button
          type="button"
          className="journal__month-button"
          onClick={() => showMonth(addMonths(month, -1), sameDayInMonth(focusDate, -1))}
          aria-label={esTarotCalendar.previousMonth(formatMonthTitle(addMonths(month, -1)))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h4 id={monthTitleId} className="journal__month" aria-live="polite">
          {monthName}
        </h4>
        <button
          type="button"
          className="journal__month-button"
          onClick={() => showMonth(addMonths(month, 1), sameDayInMonth(focusDate, 1))}
          disabled={isCurrent}
          aria-label={esTarotCalendar.nextMonth(formatMonthTitle(addMonths(month, 1)))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {!isCurrent ? (
        <button type="button" className="button button--ghost journal__back" onClick={() => showMonth(currentMonth, today)}>
          {esTarotCalendar.backToToday}
        </button>
      ) : null}

      <p id={hintId} className="journal__hint">
        {esTarotCalendar.keyboardHint}
      </p>
      <div className="journal__grid-wrap">
        <MonthGrid
          month={month}
          labelledBy={monthTitleId}
          describedBy={hintId}
          firstDay={firstDay}
          today={today}
          lastDay={lastDay}
          focusDate={monthOf(focusDate) === month ? focusDate : `${month}-01`}
          openedDate={openedDate}
          readings={byDate}
          busy={status === 'loading'}
          onMove={move}
          onOpen={open}
        />
        <p className="journal__legend" aria-hidden="true">
          <span className="journal-day__note" />
          {esTarotCalendar.noteLegend}
        </p>
      </div>

      <div role="status" className="journal__status">
        {status === 'loading' ? esTarotCalendar.loadingMonth(formatMonthInSentence(month, today)) : null}
        {!online && olderThanPull && status !== 'loaded' ? esTarotCalendar.offlineMonth : null}
      </div>
      {status === 'failed' && online ? (
        <p className="journal__failed">
          {esTarotCalendar.monthFailed(formatMonthInSentence(month, today))}{' '}
          <button type="button" className="button button--ghost" onClick={() => setStatuses(({ [month]: _failed, ...others }) => others)}>
            {esTarotCalendar.retry}
          </button>
        </p>
      ) : null}

      {openedDate ? (
        opened ? (
          <div className="journal__opened">
            <TarotReadingView reading={opened} heading={esTarot.readingOf(formatDay(opened.readingDate, today))} online={online} takeFocus />
            <button type="button" className="button button--ghost" onClick={close}>
              {esTarotCalendar.close}
            </button>
          </div>
        ) : (
          <p className="journal__empty-day" role="status">
            {openedDate > today
              ? esTarotCalendar.notYet(formatDay(openedDate, today))
              : openedDate === today
                ? esTarotCalendar.todayNotYet
                : esTarotCalendar.noCard(formatDay(openedDate, today))}
          </p>
        )
      ) : null}
    </section>
  );
}
