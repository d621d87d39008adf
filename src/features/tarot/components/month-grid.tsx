import { useEffect, useRef, type KeyboardEvent } from 'react';
import { esTarot, esTarotCalendar } from '../../../i18n/es-tarot';
import type { StoredTarotReading } from '../../../offline/db';
import {
  addDays,
  dayOfMonth,
  endOfWeek,
  monthWeeks,
  sameDayInMonth,
  startOfWeek,
  weekdayOrder,
  type CalendarDate,
  type CalendarMonth,
} from '../journal/calendar';
import { formatDay } from '../journal/format';

// One month of the journal as a grid, after WAI-ARIA's date grid: one day holds the tab stop, the arrow keys move
// by day and by week, Home and End to the week's ends, Page Up and Page Down by month (with Shift, by year), and
// Enter or Space opens the day. Each day's name says what a screen reader needs: the date, the card, its
// orientation and whether it has a note; the art and the note's dot are only for the eye.

interface MonthGridProps {
  month: CalendarMonth;
  labelledBy: string;
  describedBy: string;
  firstDay: number;
  today: CalendarDate;
  /** The last day the grid may move to: nothing lies beyond the current month. */
  lastDay: CalendarDate;
  focusDate: CalendarDate;
  openedDate: CalendarDate | null;
  readings: ReadonlyMap<CalendarDate, StoredTarotReading>;
  busy: boolean;
  onMove: (date: CalendarDate) => void;
  onOpen: (date: CalendarDate) => void;
}

const weekdayNames = (style: 'long' | 'narrow') => {
  const format = new Intl.DateTimeFormat('es', { weekday: style, timeZone: 'UTC' });
  // 4 January 1970 was a Sunday: day n of the week is 4 + n.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(1970, 0, 4 + day))));
};
const LONG_WEEKDAYS = weekdayNames('long');
const SHORT_WEEKDAYS = weekdayNames('narrow');

export function MonthGrid({ month, labelledBy, describedBy, firstDay, today, lastDay, focusDate, openedDate, readings, busy, onMove, onOpen }: MonthGridProps) {
  const grid = useRef<HTMLTableElement>(null);
  // The focus follows a move made from the keyboard inside the grid, never one made elsewhere (the month buttons).
  const movedByKey = useRef(false);
  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, month]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>, date: CalendarDate) {
    const moves: Record<string, () => CalendarDate> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => startOfWeek(date, firstDay),
      End: () => endOfWeek(date, firstDay),
      PageUp: () => sameDayInMonth(date, event.shiftKey ? -12 : -1),
      PageDown: () => sameDayInMonth(date, event.shiftKey ? 12 : 1),
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(date);
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move();
    const target = next > lastDay ? lastDay : next;
    if (target === date) return;
    movedByKey.current = true;
    onMove(target);
  }

  const order = weekdayOrder(firstDay);
  return (
    <table ref={grid} role="grid" className="journal-grid" aria-labelledby={labelledBy} aria-describedby={describedBy} aria-busy={busy || undefined}>
      <thead>
        <tr>
          {order.map((weekday) => (
            <th key={weekday} scope="col" abbr={LONG_WEEKDAYS[weekday]}>
              {SHORT_WEEKDAYS[weekday]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month, firstDay).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, index) => {
              if (!date) return <td key={`empty-${index}`} className="journal-day journal-day--outside" />;
              const reading = readings.get(date);
              const isToday = date === today;
              const day = esTarotCalendar.day(formatDay(date, today), isToday);
              const label = reading ? esTarotCalendar.dayWithCard(day, reading.cardName, reading.reversed, Boolean(reading.note)) : esTarotCalendar.dayWithoutCard(day);
              const classes = ['journal-day', reading ? 'journal-day--drawn' : '', isToday ? 'journal-day--today' : '', date > today ? 'journal-day--later' : ''];
              return (
                <td
                  key={date}
                  role="gridcell"
                  data-date={date}
                  className={classes.filter(Boolean).join(' ')}
                  tabIndex={date === focusDate ? 0 : -1}
                  aria-label={label}
                  aria-selected={date === openedDate}
                  aria-current={isToday ? 'date' : undefined}
                  onClick={() => {
                    onMove(date);
                    onOpen(date);
                  }}
                  onKeyDown={(event) => onKeyDown(event, date)}
                >
                  <span className="journal-day__number" aria-hidden="true">
                    {dayOfMonth(date)}
                  </span>
                  {reading?.cardId ? (
                    <img
                      className={`journal-day__art${reading.reversed ? ' journal-day__art--reversed' : ''}`}
                      src={`/tarot/${reading.cardId}.svg`}
                      alt=""
                      width={28}
                      height={42}
                      loading="lazy"
                    />
                  ) : null}
                  {reading ? (
                    <span className="journal-day__name" aria-hidden="true">
                      {reading.cardName}
                      {reading.reversed ? <span className="journal-day__reversed"> · {esTarot.reversed}</span> : null}
                    </span>
                  ) : null}
                  {reading?.note ? <span className="journal-day__note" aria-hidden="true" /> : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
