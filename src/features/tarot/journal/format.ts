import type { CalendarDate, CalendarMonth } from './calendar';

// The journal's dates in Spanish. They are the user's calendar days already, so they are formatted as UTC dates
// (the device's zone must not shift them), and they carry the year only when it is not this year's.

const withoutYear = new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const withYear = new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthAlone = new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' });
const monthAndYear = new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const instant = (date: CalendarDate) => new Date(`${date}T00:00:00Z`);
const sameYear = (date: string, today: CalendarDate) => date.slice(0, 4) === today.slice(0, 4);

/** «martes, 5 de noviembre», or «martes, 5 de noviembre de 2025» in another year. */
export function formatDay(date: CalendarDate, today: CalendarDate): string {
  return (sameYear(date, today) ? withoutYear : withYear).format(instant(date));
}

/** «noviembre», or «noviembre de 2025» in another year. */
export function formatMonthInSentence(month: CalendarMonth, today: CalendarDate): string {
  return (sameYear(month, today) ? monthAlone : monthAndYear).format(instant(`${month}-01`));
}

/** «Noviembre de 2026», for the calendar's title. */
export function formatMonthTitle(month: CalendarMonth): string {
  const text = monthAndYear.format(instant(`${month}-01`));
  return text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
}
