import { esPremium } from '../../i18n/es-premium';
import { BODY_NAMES, SIGN_NAME } from '../../lib/astro/astro-names';
import type { AstroEvent } from '@core/astro/events-types';
import { buildCalendar, formatUtc, type CalendarEntry } from './ics';
import { signOf } from '@core/contract/zodiac';

// Spanish titles for the monthly report's events, used on screen and as the calendar entries' SUMMARY.

export function eventTitle(event: AstroEvent): string {
  const t = esPremium.events;
  switch (event.type) {
    case 'aspect':
      return t.aspect(BODY_NAMES[event.transiting], t.aspectWith[event.aspect], BODY_NAMES[event.natal]);
    case 'ingress':
      return t.ingress(BODY_NAMES[event.body], SIGN_NAME[event.sign]);
    case 'station':
      return event.direction === 'retrograde' ? t.stationRetrograde(BODY_NAMES[event.body]) : t.stationDirect(BODY_NAMES[event.body]);
    case 'lunation':
      return event.phase === 'new' ? t.newMoon(SIGN_NAME[signOf(event.longitude)]) : t.fullMoon(SIGN_NAME[signOf(event.longitude)]);
    case 'eclipse': {
      const subtype = event.subtype ? t.subtype[event.subtype] : '';
      const title = event.kind === 'solar' ? t.solarEclipse(subtype) : t.lunarEclipse(subtype);
      return event.longitude === undefined ? title : `${title} en ${SIGN_NAME[signOf(event.longitude)]}`;
    }
    case 'void-of-course':
      return t.voidOfCourse(SIGN_NAME[event.sign]);
  }
}

/** What distinguishes an event from any other at the same instant, for a UID that survives re-exports. */
function identity(event: AstroEvent): string {
  switch (event.type) {
    case 'aspect':
      return `${event.transiting}-${event.aspect}-${event.natal}`;
    case 'ingress':
      return `${event.body}-${event.sign}`;
    case 'station':
      return `${event.body}-${event.direction}`;
    case 'lunation':
      return event.phase;
    case 'eclipse':
      return event.kind;
    case 'void-of-course':
      return `void-${event.sign}`;
  }
}

export function eventKey(event: AstroEvent): string {
  return `${event.type}-${identity(event)}-${formatUtc(event.utc)}`;
}

export function reportCalendar(events: (AstroEvent & { text?: string })[], calendarName: string, now = new Date()): string {
  const entries: CalendarEntry[] = events.map((event) => ({
    uid: `${eventKey(event)}@senderoastral.app`,
    start: event.utc,
    // A void of course is a span: calendars show it as a block until the Moon changes sign.
    ...(event.type === 'void-of-course' ? { end: event.endUtc } : {}),
    summary: eventTitle(event),
    description: event.text,
  }));
  return buildCalendar(entries, { name: calendarName, now });
}
