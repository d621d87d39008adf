// Whom to remind now: a subscription is due when it is its chosen hour in its own time zone and it has not had
// a reminder on that local date. The clock is read per time zone with Intl (the runtime's IANA database), so
// daylight-saving changes move the UTC instant, never the local hour the person chose.

import type { Tables } from '../_shared/contract/database.ts';

export type ReminderRow = Pick<Tables<'push_subscriptions'>, 'id' | 'hour' | 'time_zone' | 'last_sent_on'>;

export interface LocalClock {
  /** YYYY-MM-DD in the zone. */
  date: string;
  hour: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The local date, hour and weekday at `now` in `timeZone`; null for a zone the runtime does not know. */
export function localClock(now: Date, timeZone: string): LocalClock | null {
  let format = formatters.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23', weekday: 'short',
      });
    } catch {
      return null;
    }
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday };
}

/** The rows to remind at `now`, each with its local date (what last_sent_on becomes). */
export function dueReminders<Row extends ReminderRow>(rows: readonly Row[], now: Date): { row: Row; clock: LocalClock }[] {
  const due: { row: Row; clock: LocalClock }[] = [];
  for (const row of rows) {
    const clock = localClock(now, row.time_zone);
    if (clock && clock.hour === row.hour && row.last_sent_on < clock.date) due.push({ row, clock });
  }
  return due;
}

/** The notification: one line per weekday, so the reminder does not read the same every morning. */
export function reminderMessage(clock: LocalClock): { title: string; body: string; url: string; tag: string } {
  const bodies = [
    'Domingo sin prisa: tu carta del día está boca abajo, esperando a que le des la vuelta.',
    'Empieza la semana escuchando lo que tu carta tiene que decirte hoy.',
    'Un martes cualquiera también tiene su arcano: ven a descubrir el tuyo.',
    'A mitad de semana, un respiro: tu carta de hoy ya está barajada.',
    'La Luna sigue su camino y tu carta del jueves aguarda en Sendero Astral.',
    'Antes de cerrar la semana, dedica un minuto a la carta que el día te reserva.',
    'Sábado para ti: abre tu carta y mira qué pregunta trae.',
  ];
  return { title: 'Tu carta de hoy te espera', body: bodies[clock.weekday] ?? bodies[0], url: '/', tag: `sendero-daily-${clock.date}` };
}
