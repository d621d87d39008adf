import type { ReactNode } from 'react';
import type { NatalChart, SignId } from '@core/contract/chart';
import { signOf } from '@core/contract/zodiac';
import { esReading } from '../../../../i18n/es-chart';
import { SIGN_GLYPHS, SIGN_NAME } from '../../../../lib/astro/astro-names';

// The card a phone shows first: the three placements people ask about, then the three factors that weigh most
// in this chart (the composer's own ranking), each a way into its paragraph.

export interface SummaryTheme {
  title: string;
  onOpen: (() => void) | null;
}

function Sign({ sign }: { sign: SignId }) {
  return (
    <>
      <span aria-hidden="true">{SIGN_GLYPHS[sign]} </span>
      {SIGN_NAME[sign]}
    </>
  );
}

/** `children` follow the three placements: what can be done with them (the image to share). */
export function ReadingSummary({ chart, themes, headingId, children }: { chart: NatalChart; themes: SummaryTheme[]; headingId: string; children?: ReactNode }) {
  const t = esReading;
  const moonSigns = !chart.timeKnown && chart.moonSignRange && chart.moonSignRange.length > 1 ? chart.moonSignRange : null;
  return (
    <section className="reading-summary" aria-labelledby={headingId}>
      <h4 id={headingId}>{t.summaryTitle}</h4>
      <dl className="reading-summary__big-three" aria-label={t.bigThree}>
        <div>
          <dt>{t.sun}</dt>
          <dd><Sign sign={chart.bodies.sun.sign} /></dd>
        </div>
        <div>
          <dt>{t.moon}</dt>
          <dd>
            {moonSigns ? (
              <>
                <Sign sign={moonSigns[0]} /> {t.or} <Sign sign={moonSigns[moonSigns.length - 1]} />
              </>
            ) : (
              <Sign sign={chart.bodies.moon.sign} />
            )}
          </dd>
        </div>
        <div>
          <dt>{t.ascendant}</dt>
          <dd>{chart.angles ? <Sign sign={signOf(chart.angles.ascendant)} /> : <span className="reading-summary__missing">{t.ascendantNeedsTime}</span>}</dd>
        </div>
      </dl>
      {children}
      {themes.length > 0 ? (
        <>
          <h5>{t.themesTitle}</h5>
          <ol className="reading-summary__themes">
            {themes.map((theme) => (
              <li key={theme.title}>
                {theme.onOpen ? (
                  <button type="button" className="reading-summary__theme" onClick={theme.onOpen} aria-label={t.themeButton(theme.title)}>
                    {theme.title}
                  </button>
                ) : (
                  theme.title
                )}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
