// Local civil time at a birthplace → UTC, using the runtime's IANA database through Intl (Node and Deno ship
// full ICU, history included: daylight saving, war time, changes of zone).
//
// Rules:
// - Before the zone adopted standard time (the instant falls in the zone's initial LMT period), the birthplace's
//   own local mean time is used: offset = longitude / 15 h. The zone's LMT belongs to its reference city (Madrid's
//   is −0:14:44), which can be a quarter of an hour away from the birthplace's.
// - A local time that never existed (clocks jumped forward) is read with the offset in force just before the
//   jump, which lands on the same instant as that time shifted forward by the jump ('gap').
// - A local time that happened twice (clocks went back) is taken as its first occurrence, the one still on the
//   earlier (usually summer) offset ('overlap').
// Both are reported in TimeResolution.note, in Spanish.
import type { TimeResolution } from '../contract/chart.ts';

export class ChartInputError extends Error {
  readonly field: 'date' | 'time';
  constructor(field: 'date' | 'time', message: string) {
    super(message);
    this.field = field;
  }
}

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export const MIN_YEAR = 1800;
export const MAX_YEAR = 2100;

/** 'YYYY-MM-DD' and optional 'HH:mm' → fields; throws ChartInputError with a Spanish message. */
export function parseLocalDateTime(date: string, time: string | null): LocalDateTime {
  const d = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(date.trim());
  if (!d) throw new ChartInputError('date', `La fecha «${date}» no es válida: escríbela como AAAA-MM-DD, por ejemplo 1990-05-15.`);
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new ChartInputError('date', `La fecha «${date}» no existe en el calendario.`);
  }
  if (year < MIN_YEAR || year > MAX_YEAR) {
    throw new ChartInputError('date', `La fecha debe estar entre ${MIN_YEAR} y ${MAX_YEAR}: fuera de ese intervalo no garantizamos la precisión de la carta.`);
  }
  if (time === null) return { year, month, day, hour: 12, minute: 0 };
  const t = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!t || Number(t[1]) > 23 || Number(t[2]) > 59) {
    throw new ChartInputError('time', `La hora «${time}» no es válida: escríbela como HH:MM en formato de 24 horas, por ejemplo 14:30.`);
  }
  return { year, month, day, hour: Number(t[1]), minute: Number(t[2]) };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Offset from UTC in minutes (east positive, seconds as fractions) that `timeZone` had at `utcMs`. */
export function zoneOffsetMinutes(timeZone: string, utcMs: number): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(utcMs).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?/.exec(name);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0) + Number(m[4] ?? 0) / 60;
  return m[1] === '-' ? -minutes : minutes;
}

const firstTransitions = new Map<string, number | null>();
const EARLY_MS = Date.UTC(1600, 0, 1);
const LATE_MS = Date.UTC(2040, 0, 1);

/**
 * When the zone left its initial local mean time, or null if it never had one (UTC, Etc/GMT+5…).
 * LMT offsets are never whole quarter hours, which tells them from a fixed standard offset.
 */
function endOfLmt(timeZone: string): number | null {
  if (firstTransitions.has(timeZone)) return firstTransitions.get(timeZone)!;
  const lmt = zoneOffsetMinutes(timeZone, EARLY_MS);
  let end: number | null = null;
  if (Math.abs(Math.round(lmt * 60)) % 900 !== 0) {
    let lo = EARLY_MS;
    let hi = LATE_MS;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if (zoneOffsetMinutes(timeZone, mid) === lmt) lo = mid;
      else hi = mid;
    }
    end = hi;
  }
  firstTransitions.set(timeZone, end);
  return end;
}

export interface UtcResult {
  utc: Date;
  resolution: TimeResolution;
}

/** The instant of a local civil time at a place. */
export function localToUtc(local: LocalDateTime, place: { timezone: string; longitude: number }): UtcResult {
  const { year, month, day, hour, minute } = local;
  const wallMs = Date.UTC(year, month - 1, day, hour, minute);
  const label = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
  const zone = place.timezone;

  const lmtEnd = endOfLmt(zone);
  if (lmtEnd !== null && wallMs - zoneOffsetMinutes(zone, EARLY_MS) * 60_000 < lmtEnd) {
    // Local mean time of the birthplace itself, to the second.
    const offset = Math.round(place.longitude * 240) / 60;
    return { utc: new Date(wallMs - offset * 60_000), resolution: { local: label, utcOffsetMinutes: offset, basis: 'lmt' } };
  }

  const before = zoneOffsetMinutes(zone, wallMs - 86_400_000);
  const after = zoneOffsetMinutes(zone, wallMs + 86_400_000);
  const valid = [...new Set([before, after])].filter((o) => zoneOffsetMinutes(zone, wallMs - o * 60_000) === o);
  if (valid.length === 1) {
    return { utc: new Date(wallMs - valid[0] * 60_000), resolution: { local: label, utcOffsetMinutes: valid[0], basis: 'iana' } };
  }
  if (valid.length === 2) {
    const first = Math.max(...valid);
    const second = Math.min(...valid);
    return {
      utc: new Date(wallMs - first * 60_000),
      resolution: {
        local: label,
        utcOffsetMinutes: first,
        basis: 'iana',
        note: {
          kind: 'overlap',
          message: `Las ${pad(hour)}:${pad(minute)} de ese día ocurrieron dos veces (se atrasaron los relojes): tomamos la primera, con UTC${formatOffset(first)}; la segunda fue con UTC${formatOffset(second)}.`,
        },
      },
    };
  }
  const shifted = new Date(wallMs + (after - before) * 60_000);
  return {
    utc: new Date(wallMs - before * 60_000),
    resolution: {
      local: label,
      utcOffsetMinutes: before,
      basis: 'iana',
      note: {
        kind: 'gap',
        message: `Las ${pad(hour)}:${pad(minute)} no existieron ese día (se adelantaron los relojes): la leemos con el horario anterior, UTC${formatOffset(before)}, que es el mismo instante que las ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())} del horario nuevo.`,
      },
    },
  };
}

/** '+02:00', '-00:14:44'. */
export function formatOffset(minutes: number): string {
  const totalSeconds = Math.round(Math.abs(minutes) * 60);
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return `${minutes < 0 ? '-' : '+'}${pad(h)}:${pad(m)}${s ? `:${pad(s)}` : ''}`;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}
