import { useEffect, useState } from 'react';
import { deviceTimeZone, localDate, nextLocalDayStart } from '@core/contract/local-date';
import { timeZoneName } from '../../../lib/time-zone-name';

// "Today" for the daily card, on the device's clock, and when the next card opens there.

export interface LocalToday {
  /** 'YYYY-MM-DD' on the device's clock. */
  date: string;
  /** The instant the next local day starts (midnight, or the end of a daylight-saving gap). */
  nextStart: Date;
  timeZone: string;
}

export function localToday(now = new Date(), timeZone = deviceTimeZone()): LocalToday {
  return { date: localDate(now, timeZone), nextStart: nextLocalDayStart(now, timeZone), timeZone };
}

/** Today on the device's clock, renewed at local midnight so an app left open turns the page by itself. */
export function useLocalToday(): LocalToday {
  const [today, setToday] = useState(() => localToday());
  useEffect(() => {
    const wait = Math.max(1000, today.nextStart.getTime() - Date.now() + 1000);
    const timer = setTimeout(() => setToday(localToday()), wait);
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}

/** When the next card opens, in the user's own time: weekday, date, time and the zone's Spanish name. */
export function nextCardParts(today: LocalToday): { day: string; time: string; hour: number; zoneName: string } {
  const { nextStart, timeZone } = today;
  const day = new Intl.DateTimeFormat('es', { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(nextStart);
  const clock = new Intl.DateTimeFormat('es', { timeZone, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' });
  const hour = Number(clock.formatToParts(nextStart).find((part) => part.type === 'hour')?.value ?? 0);
  return {
    day,
    time: clock.format(nextStart),
    hour,
    zoneName: timeZoneName(timeZone, nextStart),
  };
}
