// A time zone as a person reads it: «hora de Europa central», «hora estándar de Argentina», never the database id
// (Europe/Madrid, America/Argentina/Buenos_Aires). The name is the browser's own Spanish one, at a given instant
// (a zone's name can change with daylight saving).

const formats = new Map<string, Intl.DateTimeFormat>();

export function timeZoneName(timeZone: string, at: Date = new Date()): string {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('es', { timeZone, timeZoneName: 'longGeneric' });
    } catch {
      // A zone this browser does not know: its id is still better than nothing.
      return timeZone;
    }
    formats.set(timeZone, format);
  }
  // UTC has no «hora de…» name: the browser would answer «GMT+00:00».
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return UNIVERSAL_TIME;
  // A zone without a Spanish name is given as its offset («GMT-03:00»), still readable.
  return format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

const UNIVERSAL_TIME = 'tiempo universal (UTC)';
