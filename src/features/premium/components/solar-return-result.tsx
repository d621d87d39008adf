import Markdown from 'react-markdown';
import { esChart } from '../../../i18n/es-chart';
import { esPremium } from '../../../i18n/es-premium';
import { ChartWheel } from '../../../lib/astro/chart-wheel';
import { ASPECT_NAMES, BODY_NAMES, SIGN_NAME, formatDegrees, marksRetrograde } from '../../../lib/astro/astro-names';
import type { BodyId } from '@core/contract/chart';
import type { SolarReturnReading } from '../api/types';
import { signOf } from '@core/contract/zodiac';

// A solar return: its moment where the birthday is spent, the wheel, houses, positions, aspects and the reading.

const TABLE_BODIES: BodyId[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'trueNode'];


export default function SolarReturnResult({ reading, fromDevice }: { reading: SolarReturnReading; fromDevice: boolean }) {
  const t = esPremium.solar;
  const { chart, params } = reading;
  const aspects = chart.aspects.filter((aspect) => aspect.major).sort((a, b) => a.orb - b.orb);
  return (
    <article className="premium-result" aria-labelledby={`solar-${reading.id}`}>
      <header className="premium-result__header">
        <h2 id={`solar-${reading.id}`}>{t.resultTitle(params.year)}</h2>
        <p className="premium-result__moment">
          <strong>{t.moment}:</strong> {params.localTime}
        </p>
        <p className="field__hint">
          {t.momentUtc(reading.utc.replace('T', ' ').replace(/\.\d+Z$|Z$/, ''))} · {t.at(`${params.place.name}, ${params.place.country}`)}
        </p>
        {fromDevice ? <p className="field__hint">{esPremium.offlineCopy}</p> : null}
      </header>

      <div className="premium-result__wheel">
        <ChartWheel chart={chart} name={t.wheelName(params.year)} />
      </div>

      <div className="premium-result__tables">
        {chart.houses ? (
          <table>
            <caption>{t.houses}</caption>
            <thead>
              <tr>
                <th scope="col">{esChart.house}</th>
                <th scope="col">{t.cusp}</th>
              </tr>
            </thead>
            <tbody>
              {chart.houses.cusps.map((cusp, index) => (
                <tr key={index}>
                  <th scope="row">{index + 1}</th>
                  <td>
                    {SIGN_NAME[signOf(cusp)]} {formatDegrees(cusp % 30)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <table>
          <caption>{t.positions}</caption>
          <thead>
            <tr>
              <th scope="col">{esChart.body}</th>
              <th scope="col">{esChart.sign}</th>
              <th scope="col">{esChart.degree}</th>
              <th scope="col">{esChart.house}</th>
            </tr>
          </thead>
          <tbody>
            {TABLE_BODIES.map((id) => {
              const body = chart.bodies[id];
              return (
                <tr key={id}>
                  <th scope="row">
                    {BODY_NAMES[id]}
                    {marksRetrograde(id, body.retrograde) ? ` (${esChart.retrograde})` : ''}
                  </th>
                  <td>{SIGN_NAME[body.sign]}</td>
                  <td>{formatDegrees(body.degreeInSign)}</td>
                  <td>{body.house ?? '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <table>
          <caption>{t.aspects}</caption>
          <tbody>
            {aspects.map((aspect) => (
              <tr key={`${aspect.a}-${aspect.b}-${aspect.type}`}>
                <th scope="row">
                  {BODY_NAMES[aspect.a]} – {BODY_NAMES[aspect.b]}
                </th>
                <td>{ASPECT_NAMES[aspect.type]}</td>
                <td>
                  {esChart.orb} {formatDegrees(aspect.orb)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section className="premium-result__reading" aria-label={t.reading}>
        <Markdown skipHtml components={{ h1: ({ children }) => <h3>{children}</h3>, h2: ({ children }) => <h3>{children}</h3>, h3: ({ children }) => <h4>{children}</h4> }}>
          {reading.interpretation}
        </Markdown>
        <p className="field__hint">{reading.source === 'ai' ? esPremium.sourceAi : esPremium.sourceBuiltin}</p>
      </section>
    </article>
  );
}
