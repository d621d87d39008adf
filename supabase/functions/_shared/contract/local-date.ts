// The daily card's calendar day: the date on the user's own clock, not UTC's. For someone in Ciudad de México the
// UTC date flips at 18:00; their card must change at their midnight. Shared by generate-tarot-reading (which
// decides the row's reading_date) and the app (which looks up "today" with the same rule). It is part of the
// contract and has no dependency, so the app's first paint (Hoy) imports it without the deck or the engine.

const DAY_MS = 86_400_000;
const MAX_ZONE_LENGTH = 64;
// IANA names (Area/Location, Etc/GMT+12, UTC): letters, digits and _+- in slash-separated parts. This also refuses
// the raw offsets ("+05:00") some runtimes accept, which are not zones and carry no daylight-saving rules.
const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD; the calendar is forced to Gregorian with Latin digits.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'gregory', numberingSystem: 'latn' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a time zone name the runtime's IANA database knows. */
export function isTimeZone(value: string): boolean {
  if (value.length > MAX_ZONE_LENGTH || !ZONE_SHAPE.test(value)) return false;
  try {
    dateFormatter(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar date ('YYYY-MM-DD') at `now` in `timeZone`. Real zones lie between UTC−12 and UTC+14, so this is
 * the UTC date, the day before or the day after: a test checks it for every zone the runtime knows.
 */
export function localDate(now: Date, timeZone: string): string {
  const parts = Object.fromEntries(dateFormatter(timeZone).formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The first instant after `now` whose local date in `timeZone` is no longer today's: local midnight, or the end
 * of a daylight-saving gap where a zone skips midnight (its clocks then read 01:00). Found by bisection to the
 * second within the next 48 hours, so it holds whatever the zone's rules.
 */
export function nextLocalDayStart(now: Date, timeZone: string): Date {
  const today = localDate(now, timeZone);
  let before = now.getTime();
  let after = before + 2 * DAY_MS;
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2);
    if (localDate(new Date(middle), timeZone) === today) before = middle;
    else after = middle;
  }
  // Zone transitions fall on whole seconds, and the one we want lies in (before, after], less than a second wide.
  return new Date(Math.floor(after / 1000) * 1000);
}

/** This runtime's own zone (the device's, in the app), or UTC when it reports none the database knows. */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}
