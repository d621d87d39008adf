import { useEffect, useState } from 'react';
import { useLoad } from '../../../lib/use-load';
import { RetryAlert } from '../../../lib/retry-alert';
import { useNow } from '../../../lib/use-now';
import { homeSection } from '../../../lib/paths';
import { Link } from 'react-router-dom';
import { esChart } from '../../../i18n/es-chart';
import { esPremium } from '../../../i18n/es-premium';
import { useSession } from '../../../auth/session';
import { BODY_NAMES, SIGN_NAME, formatDegrees, marksRetrograde } from '../../../lib/astro/astro-names';
import type { ActiveTransit, PlanetId, SkyNow } from '@core/astro/events-types';
import { loadEngine, loadTexts } from '../api/engine';
import { useDeviceCharts, type DeviceChart } from '../api/birth-charts';
import { deviceTimeZone } from '../api/generate-monthly-report';
import { dayKey, formatDate, formatDateTime, formatDayMonth, formatTime } from '../format';
import { PremiumLayout } from './premium-layout';

// «Tránsitos en tiempo real»: the sky of this minute and the transits to the user's latest chart on the device,
// both computed here with the engine loaded on demand, so they keep working offline.

type Engine = Awaited<ReturnType<typeof loadEngine>>;
type Texts = Awaited<ReturnType<typeof loadTexts>>;

const SKY_BODIES: PlanetId[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
const MINUTE_MS = 60_000;

const defaultLoad = () => Promise.all([loadEngine(), loadTexts()]);

export default function TransitsPage() {
  const { user } = useSession();
  return <TransitsView userId={user?.id ?? ''} />;
}

export function TransitsView({ userId, load = defaultLoad }: { userId: string; load?: () => Promise<[Engine, Texts]> }) {
  const t = esPremium.transits;
  const charts = useDeviceCharts(userId || null);
  const { state, retry } = useLoad(load);
  const now = useNow(MINUTE_MS);
  const zone = deviceTimeZone();
  const [engine, texts] = state.status === 'ready' ? state.value : [];

  return (
    <PremiumLayout title={t.title} intro={t.intro}>
      {state.status === 'loading' ? <p role="status">{t.loadingEngine}</p> : null}
      {state.status === 'failed' ? <RetryAlert message={t.engineError} retryLabel={t.retry} onRetry={retry} className="premium-error" /> : null}
      {engine && texts ? (
        <>
          <SkyNowView sky={engine.skyNow(now)} zone={zone} />
          <YourTransits chart={charts === undefined ? undefined : (charts[0] ?? null)} engine={engine} texts={texts} now={now} zone={zone} />
        </>
      ) : null}
    </PremiumLayout>
  );
}

function SkyNowView({ sky, zone }: { sky: SkyNow; zone: string }) {
  const t = esPremium.transits;
  const { moon } = sky;
  return (
    <section className="premium-sky" aria-labelledby="sky-title">
      <h2 id="sky-title">{t.skyTitle}</h2>
      <p className="field__hint" aria-live="polite">
        {t.updated(formatTime(sky.utc, zone))}
      </p>
      <div className="premium-sky__grid">
        <table>
          <caption className="visually-hidden">{t.skyTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{esChart.body}</th>
              <th scope="col">{esChart.sign}</th>
              <th scope="col">{esChart.degree}</th>
            </tr>
          </thead>
          <tbody>
            {SKY_BODIES.map((id) => {
              const body = sky.bodies[id];
              return (
                <tr key={id}>
                  <th scope="row">
                    {BODY_NAMES[id]}
                    {marksRetrograde(id, body.retrograde) ? ` (${t.retrograde})` : ''}
                  </th>
                  <td>{SIGN_NAME[body.sign]}</td>
                  <td>{formatDegrees(body.degreeInSign)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <section className="premium-moon" aria-labelledby="moon-title">
          <h3 id="moon-title">{t.moonTitle}</h3>
          <p className="premium-moon__phase">
            <strong>{moon.phase}</strong> · {t.illumination(Math.round(moon.illumination * 100))}
          </p>
          <p>
            {moon.voidOfCourse.active
              ? t.voidActive(formatDateTime(moon.voidOfCourse.endUtc, zone))
              : t.voidNext(
                  dayKey(moon.voidOfCourse.startUtc, zone) === dayKey(moon.voidOfCourse.endUtc, zone)
                    ? t.sameDaySpan(formatDayMonth(moon.voidOfCourse.startUtc, zone), formatTime(moon.voidOfCourse.startUtc, zone), formatTime(moon.voidOfCourse.endUtc, zone))
                    : t.span(formatDateTime(moon.voidOfCourse.startUtc, zone), formatDateTime(moon.voidOfCourse.endUtc, zone)),
                )}
          </p>
          <p>{t.nextSign(SIGN_NAME[moon.nextSign.sign], formatDateTime(moon.nextSign.utc, zone))}</p>
        </section>
      </div>
    </section>
  );
}

interface YourTransitsProps {
  chart: DeviceChart | null | undefined;
  engine: Engine;
  texts: Texts;
  now: Date;
  zone: string;
}

/** Transits change slowly: recomputed every ten minutes, not every minute. */
const TRANSIT_REFRESH_MS = 10 * MINUTE_MS;

function YourTransits({ chart, engine, texts, now, zone }: YourTransitsProps) {
  const t = esPremium.transits;
  const bucket = Math.floor(now.getTime() / TRANSIT_REFRESH_MS);
  const [transits, setTransits] = useState<ActiveTransit[] | null>(null);

  useEffect(() => {
    if (!chart) return;
    setTransits(engine.activeTransits(chart.chart, new Date(bucket * TRANSIT_REFRESH_MS)));
  }, [chart, engine, bucket]);

  return (
    <section className="premium-transits" aria-labelledby="yours-title">
      <h2 id="yours-title">{t.yoursTitle}</h2>
      {chart === undefined ? <p role="status">{t.loadingEngine}</p> : null}
      {chart === null ? (
        <p>
          {t.noChart} <Link to={homeSection('chart')}>{t.createChart}</Link>
        </p>
      ) : null}
      {chart ? <p className="field__hint">{t.yoursFor(chart.name)}</p> : null}
      {chart && transits && transits.length === 0 ? <p>{t.none}</p> : null}
      {chart && transits && transits.length ? (
        <ol className="premium-transits__list">
          {transits.map((transit) => (
            <li key={`${transit.transiting}-${transit.aspect}-${transit.natal}`} className="premium-transit">
              <h3>
                {esPremium.events.aspect(BODY_NAMES[transit.transiting], esPremium.events.aspectWith[transit.aspect], BODY_NAMES[transit.natal])}
              </h3>
              <p className="premium-transit__facts">
                {t.orb(formatDegrees(transit.orb), formatDegrees(transit.maxOrb))} · {transit.applying ? t.applying : t.separating}
                {marksRetrograde(transit.transiting, transit.transitingRetrograde) ? ` · ${t.retrograde}` : ''}
                {transit.natalHouse ? ` · ${esPremium.monthly.house(transit.natalHouse)}` : ''}
              </p>
              <PassDates transit={transit} zone={zone} />
              <p>{texts.describeTransit(transit, chart.chart, { timeZone: zone })}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** The current pass's own dates: its window, its perfections or how close it comes, and its place in the cycle. */
function PassDates({ transit, zone }: { transit: ActiveTransit; zone: string }) {
  const t = esPremium.transits;
  const pass = transit.passes[transit.currentPass];
  return (
    <dl className="premium-transit__dates">
      <dt>{t.enters}</dt>
      <dd>{pass.enterUtc ? formatDate(pass.enterUtc, zone) : t.unknown}</dd>
      {pass.exactUtc.length ? (
        <>
          <dt>{t.exact}</dt>
          <dd>{pass.exactUtc.map((utc) => formatDate(utc, zone)).join(' · ')}</dd>
        </>
      ) : (
        <>
          <dt>{t.closest}</dt>
          <dd>{t.closestAt(formatDegrees(pass.closestOrb), formatDate(pass.closestUtc, zone))}</dd>
        </>
      )}
      <dt>{t.leaves}</dt>
      <dd>{pass.leaveUtc ? formatDate(pass.leaveUtc, zone) : t.unknown}</dd>
      {transit.passes.length > 1 ? (
        <>
          <dt>{t.pass}</dt>
          <dd>{t.passOf(transit.currentPass + 1, transit.passes.length)}</dd>
        </>
      ) : null}
    </dl>
  );
}
