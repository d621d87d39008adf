import { useId } from 'react';
import Markdown from 'react-markdown';
import { es } from '../../../i18n/es';
import { esCompatibility } from '../../../i18n/es-compatibility';
import { ASPECT_NAMES, BODY_GLYPHS, BODY_NAMES, formatDegrees } from '../../../lib/astro/astro-names';
import { AspectGlyph } from '../../../lib/astro/aspect-glyph';
import { ChartWheel, type WheelChart } from '../../../lib/astro/chart-wheel';
import { BODIES, type NatalChart } from '@core/contract/chart';
import { spanishDate } from '@core/contract/vocabulary';
import type { ChartPoint, CompositeChart, InterAspect } from '@core/astro/compatibility-types';
import type { CompatibilityReadingData } from '../types';

// The advanced view (labelled Pro, open during the launch): the inter-aspect grid, house overlays both ways,
// the bi-wheel, and the composite and Davison charts with their wheels and short readings.

const t = esCompatibility;

function pointsOf(chart: NatalChart): ChartPoint[] {
  return chart.angles ? [...BODIES, 'ascendant', 'midheaven'] : [...BODIES];
}

function aspectText(aspect: InterAspect): string {
  const motion = aspect.applying === null ? '' : `, ${aspect.applying ? t.applying : t.separating}`;
  return `${ASPECT_NAMES[aspect.type]}, ${t.orb} ${formatDegrees(aspect.orb)}${motion}`;
}

function AspectGrid({ reading }: { reading: CompatibilityReadingData }) {
  const { names, advanced } = reading;
  const rows = pointsOf(advanced.charts.a);
  const columns = pointsOf(advanced.charts.b);
  const byPair = new Map(advanced.aspects.map((aspect) => [`${aspect.a}|${aspect.b}`, aspect]));
  const captionId = useId();
  return (
    <section aria-labelledby={captionId}>
      <h4 id={captionId}>{t.gridTitle}</h4>
      <p className="field__hint">{t.gridHint(names.a, names.b)}</p>
      {/* A scrollable region must take focus so a keyboard can scroll the wide grid on a phone (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="compat-grid" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{t.gridTitle}</caption>
          <thead>
            <tr>
              <td />
              {columns.map((point) => (
                <th key={point} scope="col" title={BODY_NAMES[point]}>
                  <span aria-hidden="true">{BODY_GLYPHS[point]}</span>
                  <span className="visually-hidden">{`${BODY_NAMES[point]} (${names.b})`}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                <th scope="row" title={BODY_NAMES[row]}>
                  <span aria-hidden="true">{BODY_GLYPHS[row]}</span>
                  <span className="visually-hidden">{`${BODY_NAMES[row]} (${names.a})`}</span>
                </th>
                {columns.map((column) => {
                  const aspect = byPair.get(`${row}|${column}`);
                  if (!aspect) return <td key={column} className="compat-grid__empty" aria-label={t.gridEmpty} />;
                  return (
                    <td key={column} className={aspect.major ? 'compat-grid__major' : 'compat-grid__minor'} title={aspectText(aspect)}>
                      <AspectGlyph type={aspect.type} className="compat-grid__glyph" />
                      <span aria-hidden="true" className="compat-grid__orb">
                        {formatDegrees(aspect.orb)}
                        {aspect.applying === null ? '' : aspect.applying ? ' a' : ' s'}
                      </span>
                      <span className="visually-hidden">{aspectText(aspect)}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function OverlayTable({ guest, host, houses, hostKnowsTime }: { guest: string; host: string; houses: Partial<Record<ChartPoint, number>>; hostKnowsTime: boolean }) {
  const title = t.overlaysOf(guest, host);
  const entries = (Object.entries(houses) as [ChartPoint, number][]).filter(([, house]) => typeof house === 'number');
  if (!hostKnowsTime || entries.length === 0) {
    return (
      <div className="compat-overlay">
        <h5>{title}</h5>
        <p>{t.overlaysNoTime(host)}</p>
      </div>
    );
  }
  return (
    <div className="compat-overlay">
      <table className="compat-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t.point}</th>
            <th scope="col">{t.house}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([point, house]) => (
            <tr key={point}>
              <th scope="row">
                <span aria-hidden="true">{BODY_GLYPHS[point]} </span>
                {BODY_NAMES[point]}
              </th>
              <td>{house}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The composite's midpoints drawn as chart points: no houses (a composite has no birth place of its own). */
function compositeWheel(composite: CompositeChart): WheelChart {
  return { bodies: composite.bodies, angles: composite.angles, houses: null, aspects: composite.aspects };
}

function Reading({ text }: { text: string }) {
  return (
    <Markdown skipHtml components={{ h1: ({ children }) => <h6>{children}</h6>, h2: ({ children }) => <h6>{children}</h6>, h3: ({ children }) => <h6>{children}</h6> }}>
      {text}
    </Markdown>
  );
}

export default function ProView({ reading }: { reading: CompatibilityReadingData }) {
  const { names, advanced } = reading;
  const { a, b } = advanced.charts;
  const davison = advanced.davison;
  return (
    <div className="compat-pro__body">
      <h4>
        {t.proTitle} <span className="badge badge--pro">{es.library.pro}</span>
      </h4>
      <p className="compat-pro__note">{t.proNote}</p>

      <AspectGrid reading={reading} />

      <section>
        <h4>{t.overlaysTitle}</h4>
        <div className="compat-overlays">
          <OverlayTable guest={names.a} host={names.b} houses={advanced.overlays.aInB} hostKnowsTime={b.timeKnown} />
          <OverlayTable guest={names.b} host={names.a} houses={advanced.overlays.bInA} hostKnowsTime={a.timeKnown} />
        </div>
      </section>

      <section className="compat-wheel">
        <h4>{t.biWheelTitle}</h4>
        <p className="field__hint">{t.biWheelHint(names.a, names.b)}</p>
        <ChartWheel chart={a} name={names.a} title={t.biWheelLabel(names.a, names.b)} outer={{ chart: b, name: names.b }} />
      </section>

      <section className="compat-wheel">
        <h4>{t.compositeTitle}</h4>
        <p className="field__hint">{t.compositeHint}</p>
        <ChartWheel chart={compositeWheel(advanced.composite)} name={t.compositeLabel(names.a, names.b)} title={t.compositeLabel(names.a, names.b)} />
        <Reading text={advanced.compositeText} />
      </section>

      <section className="compat-wheel">
        <h4>{t.davisonTitle}</h4>
        <p className="field__hint">
          {t.davisonHint}{' '}
          {t.davisonWhenWhere(
            spanishDate(davison.utc.slice(0, 10)),
            davison.utc.slice(11, 16),
            davison.location.name,
            t.coordinates(davison.location.latitude, davison.location.longitude),
          )}
        </p>
        <ChartWheel chart={davison} name={t.davisonLabel(names.a, names.b)} title={t.davisonLabel(names.a, names.b)} />
        <Reading text={advanced.davisonText} />
      </section>
    </div>
  );
}
