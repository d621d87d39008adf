// Dates and times as the reader lives them: Spanish, in a given time zone.

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

export function formatDateTime(utc: string, timeZone: string): string {
  return new Intl.DateTimeFormat('es', { timeZone, day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(utc));
}

export function formatDate(utc: string, timeZone: string): string {
  return new Intl.DateTimeFormat('es', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(utc));
}

export function formatDayMonth(utc: string, timeZone: string): string {
  return new Intl.DateTimeFormat('es', { timeZone, day: 'numeric', month: 'long' }).format(new Date(utc));
}

export function formatTime(utc: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('es', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(utc));
}

/** 'YYYY-MM-DD' of an instant in a zone: groups the timeline by the reader's calendar day. */
export function dayKey(utc: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(utc)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function formatDayHeading(day: string): string {
  return new Intl.DateTimeFormat('es', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${day}T12:00:00Z`));
}

/** 'marzo de 2026' for '2026-03'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${MONTHS[number - 1]} de ${year}`;
}

/**
 * The month a new report offers, 'YYYY-MM' in the device's zone: this one until the 20th, then the next, since by
 * then most of this month has passed and people prepare the one ahead.
 */
export function defaultReportMonth(now = new Date()): string {
  const next = now.getDate() > 20 ? new Date(now.getFullYear(), now.getMonth() + 1, 1) : now;
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`;
}
