// The journal's calendar, on the user's own calendar days. A card's reading_date is already the user's local date
// (docs/tarot.md, «El día de la carta»), so every day here is a plain 'YYYY-MM-DD' and every month a 'YYYY-MM':
// the arithmetic runs on UTC dates, where no day is 23 or 25 hours long and no zone can shift a date.

/** 'YYYY-MM-DD', a day of the user's calendar. */
export type CalendarDate = string;
/** 'YYYY-MM'. */
export type CalendarMonth = string;

const DAY_MS = 86_400_000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function toUtc(date: CalendarDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

function fromUtc(day: Date): CalendarDate {
  return `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

export function monthOf(date: CalendarDate): CalendarMonth {
  return date.slice(0, 7);
}

export function dayOfMonth(date: CalendarDate): number {
  return Number(date.slice(8, 10));
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

export function daysInMonth(month: CalendarMonth): number {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index, 0)).getUTCDate();
}

export function addMonths(month: CalendarMonth, months: number): CalendarMonth {
  const [year, index] = month.split('-').map(Number);
  return fromUtc(new Date(Date.UTC(year, index - 1 + months, 1))).slice(0, 7);
}

/** The same day of the month `months` away, or that month's last day when it is shorter (31 January → 28 February). */
export function sameDayInMonth(date: CalendarDate, months: number): CalendarDate {
  const month = addMonths(monthOf(date), months);
  return `${month}-${pad(Math.min(dayOfMonth(date), daysInMonth(month)))}`;
}

export function firstOfMonth(month: CalendarMonth): CalendarDate {
  return `${month}-01`;
}

export function lastOfMonth(month: CalendarMonth): CalendarDate {
  return `${month}-${pad(daysInMonth(month))}`;
}

/** 0 for Sunday … 6 for Saturday, as Date.getDay counts. */
export function weekdayOf(date: CalendarDate): number {
  return toUtc(date).getUTCDay();
}

/** The first day of the week `date` falls in, for a calendar whose weeks start on `firstDay` (0 Sunday, 1 Monday). */
export function startOfWeek(date: CalendarDate, firstDay: number): CalendarDate {
  return addDays(date, -((weekdayOf(date) - firstDay + 7) % 7));
}

export function endOfWeek(date: CalendarDate, firstDay: number): CalendarDate {
  return addDays(startOfWeek(date, firstDay), 6);
}

/** The month as rows of seven, weeks starting on `firstDay`; null where a cell belongs to the month before or after. */
export function monthWeeks(month: CalendarMonth, firstDay: number): (CalendarDate | null)[][] {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const weeks: (CalendarDate | null)[][] = [];
  for (let start = startOfWeek(first, firstDay); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, offset) => {
      const day = addDays(start, offset);
      return monthOf(day) === month ? day : null;
    }));
  }
  return weeks;
}

/** The seven weekdays in the calendar's order, as Date.getDay numbers. */
export function weekdayOrder(firstDay: number): number[] {
  return Array.from({ length: 7 }, (_, index) => (firstDay + index) % 7);
}

/**
 * The day the user's weeks start on, from their language and region (Monday in Spain, Argentina or Chile; Sunday
 * in Mexico, Colombia or the United States), where the browser says; Monday otherwise.
 */
export function firstDayOfWeek(locale: string | undefined): number {
  try {
    const info = new Intl.Locale(locale ?? 'es') as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    // Intl counts 1 Monday … 7 Sunday.
    if (typeof firstDay === 'number' && firstDay >= 1 && firstDay <= 7) return firstDay % 7;
  } catch {
    // A language tag the runtime does not know: the default below.
  }
  return 1;
}

/** How many days of the month have a card. */
export function daysDrawnIn(month: CalendarMonth, drawn: ReadonlySet<CalendarDate>): number {
  let count = 0;
  for (const date of drawn) if (monthOf(date) === month) count += 1;
  return count;
}

export interface Streak {
  /** Days in a row with a card. */
  days: number;
  /** The first of them, or null when there is no streak. */
  start: CalendarDate | null;
}

/**
 * The days in a row with a card, up to today. A day not yet drawn does not break it: until it ends, the streak is
 * still the one that reached yesterday. A card already dated tomorrow (drawn in a zone ahead of this one, before
 * travelling west) counts as the newest day, so moving between zones never cuts a streak.
 */
export function currentStreak(drawn: ReadonlySet<CalendarDate>, today: CalendarDate): Streak {
  const tomorrow = addDays(today, 1);
  let day = drawn.has(tomorrow) ? tomorrow : drawn.has(today) ? today : addDays(today, -1);
  let days = 0;
  while (drawn.has(day)) {
    days += 1;
    day = addDays(day, -1);
  }
  return { days, start: days ? addDays(day, 1) : null };
}
