import Markdown from 'react-markdown';
import { esPremium } from '../../../i18n/es-premium';
import { SIGN_NAME, formatDegrees } from '../../../lib/astro/astro-names';
import type { MonthlyReportReading, ReportEvent } from '../api/types';
import { eventKey, eventTitle, reportCalendar } from '../event-labels';
import { dayKey, formatDate, formatDateTime, formatDayHeading, formatTime, monthLabel } from '../format';
import { downloadCalendar } from '../ics';
import { MonthGrid } from './month-grid';
import { timeZoneName } from '../../../lib/time-zone-name';

// A monthly report: the overview, the lunar return and progressed Moon, a day-by-day timeline of the month's
// events (each with its natal house and text; the Moon's sign changes and voids too), the .ics export and a print
// view.

export default function MonthlyReportResult({ reading, fromDevice }: { reading: MonthlyReportReading; fromDevice: boolean }) {
  const t = esPremium.monthly;
  const { params } = reading;
  const zone = params.timeZone;
  const label = monthLabel(params.month);
  const days = new Map<string, ReportEvent[]>();
  for (const event of reading.events) {
    const key = dayKey(event.utc, zone);
    days.set(key, [...(days.get(key) ?? []), event]);
  }
  const progressed = reading.progressedMoon;
  const dayAnchor = (day: string) => `dia-${reading.id}-${day}`;

  function exportCalendar() {
    downloadCalendar(reportCalendar(reading.events, t.calendarName(label)), `sendero-astral-${params.month}.ics`);
  }

  return (
    <article className="premium-result premium-report" aria-labelledby={`report-${reading.id}`}>
      <header className="premium-result__header">
        <h2 id={`report-${reading.id}`}>{t.resultTitle(label)}</h2>
        <p className="premium-report__whose">{whoseReport(params)}</p>
        <p className="field__hint">{t.zone(timeZoneName(zone))}</p>
        {fromDevice ? <p className="field__hint">{esPremium.offlineCopy}</p> : null}
        <div className="premium-result__actions no-print">
          <button type="button" className="button" onClick={exportCalendar}>
            {t.exportIcs}
          </button>
          <button type="button" className="button" onClick={() => window.print()}>
            {t.print}
          </button>
        </div>
      </header>

      <div className="premium-report__cycles">
        {reading.lunarReturns.length ? (
          <section aria-labelledby={`lunar-${reading.id}`}>
            <h3 id={`lunar-${reading.id}`}>{t.lunarReturn}</h3>
            {reading.lunarReturns.map((lunar) => (
              <p key={lunar.utc}>
                {t.lunarReturnAt(formatDateTime(lunar.utc, zone), lunar.natalHouse ?? null)}
              </p>
            ))}
          </section>
        ) : null}
        {progressed ? (
          <section aria-labelledby={`progressed-${reading.id}`}>
            <h3 id={`progressed-${reading.id}`}>{t.progressedMoon}</h3>
            <p>
              {t.progressedMoonIn(SIGN_NAME[progressed.sign], formatDegrees(progressed.degreeInSign), progressed.natalHouse ? `, ${t.house(progressed.natalHouse)}` : '')}{' '}
              {t.progressedNext(SIGN_NAME[progressed.nextSign.sign], formatDate(progressed.nextSign.utc, zone))}
            </p>
          </section>
        ) : null}
      </div>

      <section className="premium-report__timeline" aria-labelledby={`timeline-${reading.id}`}>
        <h3 id={`timeline-${reading.id}`}>{t.timeline}</h3>
        {days.size ? (
          <MonthGrid month={params.month} label={label} counts={new Map([...days].map(([day, events]) => [day, events.length]))} anchor={dayAnchor} />
        ) : null}
        {days.size ? (
          <ol className="premium-timeline">
            {[...days.entries()].map(([day, events]) => (
              <li key={day} id={dayAnchor(day)} tabIndex={-1} className="premium-timeline__day">
                <h4>{formatDayHeading(day)}</h4>
                <ul>
                  {events.map((event) => (
                    <li key={eventKey(event)} className={`premium-event premium-event--${event.type}${isMoonRhythm(event) ? ' premium-event--moon' : ''}`}>
                      <p className="premium-event__title">
                        <time dateTime={event.utc}>{formatTime(event.utc, zone)}</time> <strong>{eventTitle(event)}</strong>
                        {'natalHouse' in event && event.natalHouse ? <span className="premium-event__house"> · {t.house(event.natalHouse)}</span> : null}
                      </p>
                      {event.type === 'aspect' && event.enterUtc && event.leaveUtc ? (
                        <p className="premium-event__window">{t.window(formatDate(event.enterUtc, zone), formatDate(event.leaveUtc, zone))}</p>
                      ) : null}
                      {event.type === 'void-of-course' ? <p className="premium-event__window">{t.voidUntil(formatDateTime(event.endUtc, zone), SIGN_NAME[event.nextSign])}</p> : null}
                      <p>{event.text}</p>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        ) : (
          <p>{t.empty}</p>
        )}
      </section>

      <section className="premium-result__reading" aria-labelledby={`overview-${reading.id}`}>
        <h3 id={`overview-${reading.id}`}>{t.overview}</h3>
        <Markdown skipHtml components={{ h1: ({ children }) => <h4>{children}</h4>, h2: ({ children }) => <h4>{children}</h4>, h3: ({ children }) => <h5>{children}</h5> }}>
          {reading.interpretation}
        </Markdown>
        <p className="field__hint">{reading.source === 'ai' ? esPremium.sourceAi : esPremium.sourceBuiltin}</p>
      </section>
    </article>
  );
}

/** Whose report this is, printed under its title: the person's name, else the chart's title, else the birth. */
function whoseReport(params: MonthlyReportReading['params']): string {
  const t = esPremium.monthly;
  if (params.personName) return t.forPerson(params.personName);
  if (params.chartName) return t.forChart(params.chartName);
  const birth = params.birthDate ? `${formatDate(`${params.birthDate}T12:00:00Z`, 'UTC')}, ${params.birthLocation}` : params.birthLocation;
  return t.forBirth(birth);
}

/** The Moon's sign changes and voids: the month's background rhythm, shown quieter than the events proper. */
function isMoonRhythm(event: ReportEvent): boolean {
  return event.type === 'void-of-course' || (event.type === 'ingress' && event.body === 'moon');
}
