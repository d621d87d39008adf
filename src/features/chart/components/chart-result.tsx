import Markdown from 'react-markdown';
import { es } from '../../../i18n/es';
import type { GeneratedChart } from '../api/generate-chart';
import { ASPECT_GLYPHS, ASPECT_NAMES, BODY_GLYPHS, BODY_NAMES, SIGN_GLYPHS, SIGN_NAME, formatDegrees } from '../../../lib/astro/astro-names';
import type { BodyId } from '@contract/chart';
import { ChartWheel } from '../../../lib/astro/chart-wheel';
import { signOf } from '@contract/zodiac';

// The result card: name, place and offset used, the wheel, the interpretation and the tables behind it.

const TABLE_BODIES: BodyId[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'trueNode', 'meanNode'];

export default function ChartResult({ result }: { result: GeneratedChart }) {
  const { chart } = result;
  const place = [chart.location.name, chart.location.region, chart.location.country].filter(Boolean).join(', ');
  const angles = chart.angles;
  return (
    <article className="chart-result" aria-labelledby={`chart-result-${result.id}`}>
      <header className="chart-result__header">
        <p className="chart-result__eyebrow">{es.chart.resultTitle}</p>
        <h3 id={`chart-result-${result.id}`}>{result.chartName}</h3>
        <p className="chart-result__place">
          {es.chart.placeUsed(place, chart.location.utcOffset)} · {chart.input.date}
          {chart.input.time ? ` ${chart.input.time}` : ''}
        </p>
        {!chart.timeKnown ? <p className="chart-result__note">{es.chart.timeUnknownNote}</p> : null}
        {chart.time.note ? <p className="chart-result__note">{chart.time.note.message}</p> : null}
      </header>

      <div className="chart-result__wheel">
        <ChartWheel chart={chart} name={result.chartName} />
      </div>

      <div className="chart-result__interpretation">
        <Markdown skipHtml components={{ h1: ({ children }) => <h4>{children}</h4>, h2: ({ children }) => <h4>{children}</h4>, h3: ({ children }) => <h5>{children}</h5> }}>
          {result.interpretation}
        </Markdown>
        <p className="chart-result__source">{result.source === 'ai' ? es.chart.sourceAi : es.chart.sourceBuiltin}</p>
      </div>

      <div className="chart-result__tables">
        <table>
          <caption>{es.chart.positions}</caption>
          <thead>
            <tr>
              <th scope="col">{es.chart.body}</th>
              <th scope="col">{es.chart.sign}</th>
              <th scope="col">{es.chart.degree}</th>
              {chart.timeKnown ? <th scope="col">{es.chart.house}</th> : null}
            </tr>
          </thead>
          <tbody>
            {TABLE_BODIES.filter((id) => chart.bodies[id]).map((id) => {
              const body = chart.bodies[id];
              return (
                <tr key={id}>
                  <th scope="row">
                    <span aria-hidden="true">{BODY_GLYPHS[id]} </span>
                    {BODY_NAMES[id]}
                    {body.retrograde ? <span className="chart-result__retro"> ({es.chart.retrograde})</span> : null}
                  </th>
                  <td>
                    <span aria-hidden="true">{SIGN_GLYPHS[body.sign]} </span>
                    {SIGN_NAME[body.sign]}
                  </td>
                  <td>{formatDegrees(body.degreeInSign)}</td>
                  {chart.timeKnown ? <td>{body.house ?? '—'}</td> : null}
                </tr>
              );
            })}
            {angles
              ? (['ascendant', 'midheaven'] as const).map((angle) => {
                  const longitude = angles[angle];
                  const sign = signOf(longitude);
                  return (
                    <tr key={angle}>
                      <th scope="row">{BODY_NAMES[angle]}</th>
                      <td>
                        <span aria-hidden="true">{SIGN_GLYPHS[sign]} </span>
                        {SIGN_NAME[sign]}
                      </td>
                      <td>{formatDegrees(longitude % 30)}</td>
                      <td>—</td>
                    </tr>
                  );
                })
              : null}
          </tbody>
        </table>

        <table>
          <caption>{es.chart.aspects}</caption>
          <tbody>
            {chart.aspects
              .filter((aspect) => aspect.major)
              .sort((a, b) => a.orb - b.orb)
              .map((aspect) => (
                <tr key={`${aspect.a}-${aspect.b}-${aspect.type}`}>
                  <th scope="row">
                    {BODY_NAMES[aspect.a]} <span aria-hidden="true">{ASPECT_GLYPHS[aspect.type]}</span> {BODY_NAMES[aspect.b]}
                  </th>
                  <td>{ASPECT_NAMES[aspect.type]}</td>
                  <td>
                    {es.chart.orb} {formatDegrees(aspect.orb)}
                    {aspect.applying === null ? '' : ` · ${aspect.applying ? es.chart.applying : es.chart.separating}`}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
