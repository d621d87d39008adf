import { useId } from 'react';
import type { BodyId, NatalChart, SignId } from '@core/contract/chart';
import { SIGNS } from '@core/contract/chart';
import { BODY_GLYPHS, BODY_NAMES, RETROGRADE_MARK, SIGN_GLYPHS, SIGN_NAME, formatDegrees, marksRetrograde } from './astro-names';
import './chart-wheel.css';
import { esChart, esReading } from '../../i18n/es-chart';
import { signOf } from '@core/contract/zodiac';

// The chart wheel as SVG: the Ascendant at nine o'clock and longitudes running counter-clockwise, as
// astrologers draw it. With an unknown birth time there is no Ascendant, so 0° Aries sits there instead.
// With `outer`, a second chart's planets ride a ring just inside the zodiac (a bi-wheel, as for synastry) and
// the inner chart's planets move one ring in.

const SIZE = 400;
const CENTER = SIZE / 2;
const R_OUTER = 192;
const R_ZODIAC_INNER = 160;
const R_PLANET = 136;
const R_DEGREE = 113;
const R_HOUSE_INNER = 74;
const R_ASPECT = 70;

const ELEMENT_FILL = ['#3a1f2b', '#1f3326', '#1f2a3d', '#1b2440'];
const ASPECT_COLOURS: Record<string, string> = { opposition: '#e07a7a', square: '#e07a7a', trine: '#7ab8e0', sextile: '#8fd0a8' };

const WHEEL_BODIES: BodyId[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'trueNode'];

/** What the wheel draws: a natal chart, or chart-like points without houses or speeds (a composite chart). */
export interface WheelChart {
  bodies: Partial<Record<BodyId, { longitude: number; sign: SignId; degreeInSign: number; house?: number | null; retrograde?: boolean }>>;
  angles: NatalChart['angles'];
  houses: { cusps: number[] } | null;
  aspects: NatalChart['aspects'];
}

/** Radii of the planet rings: one chart, or the inner chart of a bi-wheel with the outer chart's ring. */
const SINGLE = { planet: R_PLANET, degree: R_DEGREE };
const BI = { outerPlanet: 146, outerDegree: 129, split: 121, planet: 110, degree: 95 };

function point(longitude: number, radius: number, origin: number): [number, number] {
  const angle = ((180 + longitude - origin) * Math.PI) / 180;
  return [CENTER + radius * Math.cos(angle), CENTER - radius * Math.sin(angle)];
}

/** The room between neighbouring planets: 8° on the natal wheel's degree ring, the tightest of its rings. */
const MIN_GAP = ((8 * Math.PI) / 180) * R_DEGREE;

/** The angle that keeps MIN_GAP between neighbours on a ring of this radius: a ring further in needs more. */
export function separationAt(radius: number): number {
  return ((MIN_GAP / radius) * 180) / Math.PI;
}

/**
 * Where each glyph is drawn so that none comes closer than `separation` degrees to its neighbours, each as near its
 * true longitude as the room allows: bodies that crowd together form a cluster, spaced evenly around the mean of
 * their true longitudes, and clusters that then touch merge, until none does. The circle is cut at its widest gap,
 * so a cluster across 0° Aries is one cluster.
 */
export function spread(longitudes: { id: BodyId; longitude: number }[], separation: number): Map<BodyId, number> {
  const sorted = [...longitudes].sort((a, b) => a.longitude - b.longitude);
  const count = sorted.length;
  if (count === 0) return new Map();
  let cut = 0;
  let widest = -1;
  for (let i = 0; i < count; i += 1) {
    const gap = count === 1 ? 360 : (sorted[(i + 1) % count].longitude - sorted[i].longitude + 360) % 360;
    if (gap > widest) {
      widest = gap;
      cut = (i + 1) % count;
    }
  }
  const ordered = [...sorted.slice(cut), ...sorted.slice(0, cut)];
  // Longitudes unrolled from the cut, so they only grow along the line.
  const line: number[] = [];
  for (const [index, entry] of ordered.entries()) {
    line.push(index === 0 ? entry.longitude : line[index - 1] + ((entry.longitude - ordered[index - 1].longitude + 360) % 360));
  }
  const clusters = line.map((longitude, index) => ({ first: index, size: 1, centre: longitude }));
  const start = (cluster: (typeof clusters)[number]) => cluster.centre - ((cluster.size - 1) * separation) / 2;
  const end = (cluster: (typeof clusters)[number]) => cluster.centre + ((cluster.size - 1) * separation) / 2;
  for (let i = 0; i < clusters.length - 1; ) {
    const [left, right] = [clusters[i], clusters[i + 1]];
    if (start(right) - end(left) >= separation - 1e-9) {
      i += 1;
      continue;
    }
    const size = left.size + right.size;
    const members = line.slice(left.first, left.first + size);
    clusters.splice(i, 2, { first: left.first, size, centre: members.reduce((sum, value) => sum + value, 0) / size });
    // The wider cluster may now reach the one before it.
    i = Math.max(0, i - 1);
  }
  const shown = new Map<BodyId, number>();
  for (const cluster of clusters) {
    for (let k = 0; k < cluster.size; k += 1) {
      shown.set(ordered[cluster.first + k].id, (((start(cluster) + k * separation) % 360) + 360) % 360);
    }
  }
  return shown;
}

function placedBodies(chart: WheelChart) {
  return WHEEL_BODIES.flatMap((id) => {
    const body = chart.bodies[id];
    return body ? [{ id, longitude: body.longitude, body }] : [];
  });
}

/** The whole degree beside a glyph, with «℞» for a planet moving backwards. */
function degreeLabel(id: BodyId, body: { degreeInSign: number; retrograde?: boolean }): string {
  return `${Math.floor(body.degreeInSign)}°${marksRetrograde(id, body.retrograde) ? RETROGRADE_MARK : ''}`;
}

function describe(chart: WheelChart): string {
  return placedBodies(chart)
    .map(({ id, body }) => `${BODY_NAMES[id]} en ${SIGN_NAME[body.sign]} ${formatDegrees(body.degreeInSign)}${body.house ? `, casa ${body.house}` : ''}${marksRetrograde(id, body.retrograde) ? ', retrógrado' : ''}`)
    .concat(chart.angles ? [`Ascendente ${formatDegrees(chart.angles.ascendant % 30)} de ${SIGN_NAME[signOf(chart.angles.ascendant)]}`] : [])
    .join('; ');
}

export interface ChartWheelProps {
  chart: WheelChart;
  name: string;
  title?: string;
  outer?: { chart: WheelChart; name: string };
  /** When given, the inner chart's planets are buttons (click, tap, Enter or Space) that ask for their text. */
  onSelectBody?: (id: BodyId) => void;
}

export function ChartWheel({ chart, name, title, outer, onSelectBody }: ChartWheelProps) {
  const origin = chart.angles?.ascendant ?? 0;
  const bodies = placedBodies(chart);
  const rings = outer ? BI : SINGLE;
  // Each ring keeps the natal wheel's spacing, measured on its degree labels, the ring nearest the centre.
  const displayed = spread(bodies, separationAt(rings.degree));
  const outerBodies = outer ? placedBodies(outer.chart) : [];
  const outerDisplayed = spread(outerBodies, separationAt(BI.outerDegree));
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const description = outer ? `${name}: ${describe(chart)}. ${outer.name}: ${describe(outer.chart)}` : describe(chart);

  return (
    // With buttons inside, the wheel is a group (an img hides its children from assistive technology).
    <svg
      className="chart-wheel"
      viewBox={`-16 -16 ${SIZE + 32} ${SIZE + 32}`}
      role={onSelectBody ? 'group' : 'img'}
      aria-labelledby={onSelectBody ? titleId : `${titleId} ${descId}`}
      aria-describedby={onSelectBody ? descId : undefined}
    >
      <title id={titleId}>{title ?? esChart.wheelTitle(name)}</title>
      <desc id={descId}>{description}</desc>
      <circle cx={CENTER} cy={CENTER} r={R_OUTER} className="chart-wheel__ring" />
      {SIGNS.map((sign, index) => {
        const start = index * 30;
        const [x1, y1] = point(start, R_OUTER, origin);
        const [x2, y2] = point(start + 30, R_OUTER, origin);
        const [x3, y3] = point(start + 30, R_ZODIAC_INNER, origin);
        const [x4, y4] = point(start, R_ZODIAC_INNER, origin);
        const [gx, gy] = point(start + 15, (R_OUTER + R_ZODIAC_INNER) / 2, origin);
        return (
          <g key={sign}>
            <path
              d={`M${x1},${y1} A${R_OUTER},${R_OUTER} 0 0 0 ${x2},${y2} L${x3},${y3} A${R_ZODIAC_INNER},${R_ZODIAC_INNER} 0 0 1 ${x4},${y4} Z`}
              fill={ELEMENT_FILL[index % 4]}
              className="chart-wheel__sign"
            />
            <text x={gx} y={gy} className="chart-wheel__sign-glyph" textAnchor="middle" dominantBaseline="central">
              {SIGN_GLYPHS[sign]}
            </text>
          </g>
        );
      })}
      <circle cx={CENTER} cy={CENTER} r={R_ZODIAC_INNER} className="chart-wheel__ring" />
      <circle cx={CENTER} cy={CENTER} r={R_HOUSE_INNER} className="chart-wheel__ring" />
      {outer ? <circle cx={CENTER} cy={CENTER} r={BI.split} className="chart-wheel__ring chart-wheel__ring--split" /> : null}
      {chart.houses?.cusps.map((cusp, index) => {
        const [x1, y1] = point(cusp, R_ZODIAC_INNER, origin);
        const [x2, y2] = point(cusp, R_HOUSE_INNER, origin);
        const nextCusp = chart.houses!.cusps[(index + 1) % 12];
        const middle = cusp + (((nextCusp - cusp + 360) % 360) / 2);
        const [nx, ny] = point(middle, R_HOUSE_INNER + 10, origin);
        const angular = index % 3 === 0;
        return (
          <g key={index}>
            <line x1={x1} y1={y1} x2={x2} y2={y2} className={angular ? 'chart-wheel__cusp chart-wheel__cusp--angle' : 'chart-wheel__cusp'} />
            <text x={nx} y={ny} className="chart-wheel__house-number" textAnchor="middle" dominantBaseline="central">
              {index + 1}
            </text>
          </g>
        );
      })}
      {chart.aspects
        .filter((aspect) => aspect.major && ASPECT_COLOURS[aspect.type] && displayed.has(aspect.a as BodyId) && displayed.has(aspect.b as BodyId))
        .map((aspect) => {
          const [x1, y1] = point(chart.bodies[aspect.a as BodyId]!.longitude, R_ASPECT, origin);
          const [x2, y2] = point(chart.bodies[aspect.b as BodyId]!.longitude, R_ASPECT, origin);
          return <line key={`${aspect.a}-${aspect.b}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke={ASPECT_COLOURS[aspect.type]} className="chart-wheel__aspect" />;
        })}
      {outerBodies.map(({ id, longitude, body }) => {
        const shownAt = outerDisplayed.get(id)!;
        const [tx, ty] = point(longitude, R_ZODIAC_INNER, origin);
        const [tx2, ty2] = point(longitude, R_ZODIAC_INNER - 6, origin);
        const [px, py] = point(shownAt, BI.outerPlanet, origin);
        const [dx, dy] = point(shownAt, BI.outerDegree, origin);
        return (
          <g key={`outer-${id}`} className="chart-wheel__body chart-wheel__body--outer">
            <line x1={tx} y1={ty} x2={tx2} y2={ty2} className="chart-wheel__tick" />
            <text x={px} y={py} textAnchor="middle" dominantBaseline="central" className="chart-wheel__body-glyph">
              {BODY_GLYPHS[id]}
            </text>
            <text x={dx} y={dy} textAnchor="middle" dominantBaseline="central" className="chart-wheel__degree">
              {degreeLabel(id, body)}
            </text>
          </g>
        );
      })}
      {bodies.map(({ id, longitude, body }) => {
        const shownAt = displayed.get(id)!;
        const tickFrom = outer ? BI.split : R_ZODIAC_INNER;
        const [tx, ty] = point(longitude, tickFrom, origin);
        const [tx2, ty2] = point(longitude, tickFrom - 6, origin);
        const [px, py] = point(shownAt, rings.planet, origin);
        const [dx, dy] = point(shownAt, rings.degree, origin);
        const select = onSelectBody ? () => onSelectBody(id) : undefined;
        return (
          <g
            key={id}
            className={select ? 'chart-wheel__body chart-wheel__body--button' : 'chart-wheel__body'}
            role={select ? 'button' : undefined}
            tabIndex={select ? 0 : undefined}
            aria-label={select ? esReading.wheelBodyButton(BODY_NAMES[id], SIGN_NAME[body.sign], Math.floor(body.degreeInSign), marksRetrograde(id, body.retrograde)) : undefined}
            onClick={select}
            onKeyDown={
              select
                ? (event) => {
                    if (event.key !== 'Enter' && event.key !== ' ') return;
                    event.preventDefault();
                    select();
                  }
                : undefined
            }
          >
            {/* A larger, invisible target: a glyph alone is too small for a finger. */}
            {select ? <circle cx={px} cy={py} r={11} className="chart-wheel__hit" /> : null}
            <line x1={tx} y1={ty} x2={tx2} y2={ty2} className="chart-wheel__tick" />
            <text x={px} y={py} textAnchor="middle" dominantBaseline="central" className="chart-wheel__body-glyph">
              {BODY_GLYPHS[id]}
            </text>
            <text x={dx} y={dy} textAnchor="middle" dominantBaseline="central" className="chart-wheel__degree">
              {degreeLabel(id, body)}
            </text>
          </g>
        );
      })}
      {chart.angles ? (
        <>
          {(['ascendant', 'midheaven'] as const).map((angle) => {
            const [x, y] = point(chart.angles![angle], R_OUTER + 0.5, origin);
            return (
              <text key={angle} x={x} y={y} className="chart-wheel__angle" textAnchor={angle === 'ascendant' ? 'end' : 'middle'} dominantBaseline="central">
                {BODY_GLYPHS[angle]}
              </text>
            );
          })}
        </>
      ) : null}
    </svg>
  );
}
