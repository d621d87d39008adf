import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TODAY } from '../labels';
import { esPremium } from '../../../i18n/es-premium';
import { paths, sectionHash } from '../../../lib/paths';
import { BODY_NAMES, SIGN_NAME, formatDegrees } from '../../../lib/astro/astro-names';
import { useOnlineStatus } from '../../../lib/online-status';
import { RetryAlert } from '../../../lib/retry-alert';
import { useNow } from '../../../lib/use-now';
import { deviceTimeZone } from '@core/contract/local-date';
import { firstName } from '@core/contract/person-name';
import { NO_RETROGRADES, RETROGRADE_NOTE } from '../content/sky-notes';
import { useMyChart, type MyChart } from '../my-chart';
import type { DaySky } from '../sky';
import type { ActiveTransit } from '@core/astro/events-types';
import { todayApi } from '../api/today-api';
import { useDaySky } from '../use-day-sky';
import { PracticeTimer } from './practice-timer';
import './today.css';

// «Hoy»: what a signed-in user's day holds, at the top of /. The sky is computed on the device, in a Web Worker that
// loads the engine, from the chart kept in Dexie, so all of it works offline.

/** The Moon moves about half a degree an hour: recomputing every half hour keeps Hoy true while it stays open. */
const REFRESH_MS = 30 * 60_000;

interface TodaySectionProps {
  userId: string;
  /** The sign-up `full_name`, when there is one. */
  fullName: string | null;
  /** Today's card, composed by the page from the tarot feature. */
  card: ReactNode;
  /** What the page shows after Hoy's panels once they are in, where something that arrives late moves none of them. */
  afterPanels?: ReactNode;
}

export function salute(hour: number): string {
  if (hour >= 6 && hour < 13) return TODAY.morning;
  if (hour >= 13 && hour < 20) return TODAY.afternoon;
  return TODAY.evening;
}

export function TodaySection({ userId, fullName, card, afterPanels }: TodaySectionProps) {
  const { computeSky } = todayApi.useApi();
  const t = TODAY;
  const online = useOnlineStatus();
  const myChart = useMyChart(userId);
  const now = useNow(REFRESH_MS);
  const zone = deviceTimeZone();
  const engine = useDaySky(computeSky, now, myChart, zone);
  const { sky, retry } = engine;

  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(now));
  const day = new Intl.DateTimeFormat('es', { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long' }).format(now);

  return (
    <section id="hoy" className="today section" aria-labelledby="today-title">
      <div className="today__header">
        <p className="today__eyebrow">{t.eyebrow(day)}</p>
        <h2 id="today-title">{t.greeting(salute(hour), firstName(fullName))}</h2>
        {!online ? <p className="today__offline">{t.offline}</p> : null}
        <nav className="today__shortcuts" aria-label={t.shortcuts}>
          <Link to={paths.myChart}>{t.shortcutMyChart}</Link>
          <Link to={paths.journal}>{t.shortcutJournal}</Link>
          <Link to={paths.compatibility}>{t.shortcutCompatibility}</Link>
        </nav>
      </div>
      <div className="today__grid">
        <article className="today__panel today__panel--card" aria-labelledby="today-card-title">
          <h3 id="today-card-title">{t.card}</h3>
          {card}
        </article>
        {engine.status === 'failed' ? (
          <RetryAlert message={t.engineError} retryLabel={t.retry} onRetry={retry} className="today__panel today__panel--pending" />
        ) : sky ? (
          <SkyPanels sky={sky} myChart={myChart ?? null} now={now} zone={zone} />
        ) : (
          <p role="status" className="today__panel today__panel--pending">
            {t.loading}
          </p>
        )}
      </div>
      {/* Only once the sky's panels are in: what comes after them would otherwise move when they arrive. */}
      {sky || engine.status === 'failed' ? afterPanels : null}
    </section>
  );
}

/** «18 nov», or «2 ene 2027» when the date is not in this year (on the person's clock). */
export function shortDate(utc: string, now: Date, timeZone: string): string {
  const year = (date: Date) => new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(date);
  const when = new Date(utc);
  const options: Intl.DateTimeFormatOptions = { timeZone, day: 'numeric', month: 'short' };
  if (year(when) !== year(now)) options.year = 'numeric';
  // «nov.» in some engines: the window reads cleaner without the abbreviation's dot.
  return new Intl.DateTimeFormat('es', options).format(when).replace(/\./g, '');
}

/** The current pass's window, shown with a dash and read aloud as «del … al …»; null when neither end is known. */
function TransitWindow({ transit, now, zone }: { transit: ActiveTransit; now: Date; zone: string }) {
  const t = TODAY;
  const from = transit.enterUtc ? shortDate(transit.enterUtc, now, zone) : null;
  const to = transit.leaveUtc ? shortDate(transit.leaveUtc, now, zone) : null;
  if (!from && !to) return null;
  const [shown, spoken] =
    from && to ? [t.window(from, to), t.windowSpoken(from, to)] : from ? [t.windowFrom(from), t.windowFrom(from)] : [t.windowUntil(to!), t.windowUntil(to!)];
  return (
    <span className="today__window">
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}

function SkyPanels({ sky, myChart, now, zone }: { sky: DaySky; myChart: MyChart | null; now: Date; zone: string }) {
  const t = TODAY;
  const practice = sky.practice;
  return (
    <>
      {/* The Moon and the retrogrades share one panel: two short facts, side by side on a wide screen. */}
      <div className="today__panel today__sky">
        <article className="today__sky-part" aria-labelledby="today-moon-title">
          <h3 id="today-moon-title">{t.moon}</h3>
          <details className="today__more">
            <summary>
              <span className="today__fact">
                <strong>{sky.moon.phase}</strong> · {SIGN_NAME[sky.moon.sign]}
                {sky.moon.house ? ` · ${t.house(sky.moon.house)}` : null}
              </span>
            </summary>
            <p>{sky.moon.text}</p>
            <p className="today__hint">{t.illumination(Math.round(sky.moon.illumination * 100))}</p>
            {!sky.moon.house && myChart ? <p className="today__hint">{t.noHouses}</p> : null}
          </details>
        </article>

        <article className="today__sky-part" aria-labelledby="today-retro-title">
          <h3 id="today-retro-title">{t.retrograde}</h3>
          {sky.retrograde.length ? (
            <details className="today__more">
              <summary>
                <span className="today__fact">{sky.retrograde.map((planet) => BODY_NAMES[planet]).join(', ')}</span>
              </summary>
              <ul className="today__list">
                {sky.retrograde.map((planet) => (
                  <li key={planet}>
                    <strong>{BODY_NAMES[planet]}</strong>: {RETROGRADE_NOTE[planet]}
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <p>{NO_RETROGRADES}</p>
          )}
        </article>
      </div>

      <article className="today__panel today__panel--transits" aria-labelledby="today-transits-title">
        <h3 id="today-transits-title">{t.transits}</h3>
        {myChart ? (
          <>
            {sky.transits.length ? (
              <ol className="today__transits">
                {sky.transits.map(({ transit, text }) => (
                  <li key={`${transit.transiting}-${transit.aspect}-${transit.natal}`}>
                    <details className="today__more">
                      <summary>
                        <span className="today__transit-name">
                          {esPremium.events.aspect(BODY_NAMES[transit.transiting], esPremium.events.aspectWith[transit.aspect], BODY_NAMES[transit.natal])}
                        </span>{' '}
                        <TransitWindow transit={transit} now={now} zone={zone} />
                      </summary>
                      {/* The day's headline for the transit nearest to exact opens with it, instead of a line of its own. */}
                      {sky.focus?.transit === transit ? <p className="today__focus">{sky.focus.line}</p> : null}
                      <p className="today__hint">
                        {t.orb(formatDegrees(transit.orb))} · {transit.applying ? t.applying : t.separating}
                      </p>
                      <p>{text}</p>
                    </details>
                  </li>
                ))}
              </ol>
            ) : (
              <p>{t.noTransits}</p>
            )}
            <p className="today__hint">{t.chartFor(myChart.name)}</p>
          </>
        ) : (
          <div className="today__invite">
            <p>{t.noChart}</p>
            <a className="button button--primary" href={sectionHash('chart')}>
              {t.createChart}
            </a>
          </div>
        )}
      </article>

      <article className="today__panel today__panel--practice" aria-labelledby="today-practice-title">
        <h3 id="today-practice-title">{t.practice}</h3>
        <details className="today__more">
          <summary>
            <span className="today__practice-title">{practice.title}</span>
          </summary>
          <ol className="today__steps">
            {practice.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            <a href={paths.article(practice.article.slug)}>{t.readArticle(practice.article.title)}</a>
          </p>
        </details>
        <PracticeTimer />
      </article>
    </>
  );
}
