import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { esChart, esReading } from '../../../i18n/es-chart';
import type { GeneratedChart } from '../api/generate-chart';
import { ASPECT_NAMES, BODY_GLYPHS, BODY_NAMES, SIGN_GLYPHS, SIGN_NAME, formatDegrees, marksRetrograde } from '../../../lib/astro/astro-names';
import type { BodyId } from '@core/contract/chart';
import { HOUSE_SYSTEM_NAME, spanishDate } from '@core/contract/vocabulary';
import { ChartWheel } from '../../../lib/astro/chart-wheel';
import { AspectGlyph } from '../../../lib/astro/aspect-glyph';
import { signOf } from '@core/contract/zodiac';
import { rankChartFactors } from '@core/interpretation/chart-analysis';
import { findChapter, findLead, parseReading } from './reading/parse-reading';
import { ReadingSummary, type SummaryTheme } from './reading/reading-summary';
import { ChapterChips, Chapters, INTRO_CHAPTER, chapterSummaryId, paragraphId } from './reading/chapters';
import { wheelPng } from './reading/wheel-image';
import { ShareBigThreeButton } from './share-big-three-button';
import { canShareFiles, shareOrDownload } from '../../../lib/share-image/share-file';
import './reading/reading.css';

// The result card, built to be read on a phone: the summary first, then the wheel (its planets lead to their
// paragraphs), the reading in chapters, and the tables behind it.

const TABLE_BODIES: BodyId[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'trueNode', 'meanNode'];
/** Chapters open at first: the summary and whatever comes right after it; the reader opens the rest. */
const OPEN_AT_FIRST = 2;
const THEMES_IN_SUMMARY = 3;

type Target = { chapter: number; paragraph: number } | { chapter: number; paragraph?: undefined } | { row: string };

/** `personName`: whose chart it is, when the stored chart does not say (the account's name for one's own). */
export default function ChartResult({ result, personName = null }: { result: GeneratedChart; personName?: string | null }) {
  const { chart } = result;
  const base = `reading-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const reading = useMemo(() => parseReading(result.interpretation), [result.interpretation]);
  const factors = useMemo(() => rankChartFactors(chart), [chart]);
  const firstOpen = useCallback(() => new Set(Array.from(reading.chapters.keys()).filter((index) => index < OPEN_AT_FIRST)), [reading]);
  const [open, setOpen] = useState<ReadonlySet<number>>(firstOpen);
  const [openFor, setOpenFor] = useState(reading);
  // Another chart shown in the same card starts again from its first chapters.
  if (openFor !== reading) {
    setOpenFor(reading);
    setOpen(firstOpen());
  }
  const [target, setTarget] = useState<{ id: string } | null>(null);
  const wheelBox = useRef<HTMLDivElement>(null);
  const [imageBusy, setImageBusy] = useState(false);

  // Focus follows a jump once the chapter holding the target has rendered open.
  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(target.id);
    if (!element) return;
    // 'auto' follows the page's CSS scroll-behavior, which honours prefers-reduced-motion.
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [target]);

  const goTo = useCallback(
    (where: Target) => {
      if ('row' in where) return setTarget({ id: `${base}-row-${where.row}` });
      if (where.chapter !== INTRO_CHAPTER) setOpen((current) => new Set(current).add(where.chapter));
      const id = where.paragraph === undefined ? chapterSummaryId(base, where.chapter) : paragraphId(base, where.chapter, where.paragraph);
      setTarget({ id });
    },
    [base],
  );

  const targetOfFactor = useCallback((title: string): Target | null => findLead(reading, title), [reading]);

  const onSelectBody = useCallback(
    (body: BodyId) => {
      const factor = factors.find((candidate) => candidate.id === `placement:${body}`);
      const lead = factor ? targetOfFactor(factor.title) : null;
      if (lead) return goTo(lead);
      const nodeChapter = body === 'trueNode' || body === 'meanNode' ? findChapter(reading, 'nodo') : -1;
      goTo(nodeChapter >= 0 ? { chapter: nodeChapter } : { row: body });
    },
    [factors, goTo, reading, targetOfFactor],
  );

  const themes: SummaryTheme[] = factors.slice(0, THEMES_IN_SUMMARY).map((factor) => {
    const lead = targetOfFactor(factor.title);
    return { title: factor.title, onOpen: lead ? () => goTo(lead) : null };
  });

  async function shareWheel() {
    const svg = wheelBox.current?.querySelector('svg');
    if (!svg) return;
    setImageBusy(true);
    try {
      const file = await wheelPng(svg, esReading.imageFileName(result.chartName));
      await shareOrDownload(file, result.chartName);
    } catch {
      toast.error(esReading.imageFailed);
    } finally {
      setImageBusy(false);
    }
  }

  const place = [chart.location.name, chart.location.region, chart.location.country].filter(Boolean).join(', ');
  const houses = chart.houses;
  const angles = chart.angles;
  const headingId = `${base}-title`;
  return (
    <article className="chart-result" aria-labelledby={headingId}>
      <header className="chart-result__header">
        <p className="chart-result__eyebrow">{esChart.resultTitle}</p>
        <h3 id={headingId}>{result.chartName}</h3>
        <p className="chart-result__place">
          {esReading.born(spanishDate(chart.input.date), chart.timeKnown ? chart.input.time : null)}
          {' · '}
          {esChart.placeUsed(place, chart.location.utcOffset)}
        </p>
        {houses ? (
          <p className="chart-result__place">
            {houses.fallback
              ? esReading.houseFallback(HOUSE_SYSTEM_NAME[houses.requested], HOUSE_SYSTEM_NAME[houses.system])
              : esReading.houseSystem(HOUSE_SYSTEM_NAME[houses.system])}
          </p>
        ) : null}
        {!chart.timeKnown ? <p className="chart-result__note">{esChart.timeUnknownNote}</p> : null}
        {chart.time.note ? <p className="chart-result__note">{chart.time.note.message}</p> : null}
      </header>

      <ReadingSummary chart={chart} themes={themes} headingId={`${base}-summary`}>
        <ShareBigThreeButton chart={chart} personName={result.personName || personName} />
      </ReadingSummary>

      <figure className="chart-result__wheel">
        <div ref={wheelBox}>
          <ChartWheel chart={chart} name={result.chartName} onSelectBody={onSelectBody} />
        </div>
        <figcaption>
          <span>{esReading.wheelHint}</span>
          <button type="button" className="chart-result__image-button" onClick={() => void shareWheel()} disabled={imageBusy} aria-busy={imageBusy}>
            {canShareFiles() ? esReading.shareImage : esReading.saveImage}
          </button>
        </figcaption>
      </figure>

      <div className="chart-result__interpretation">
        {reading.chapters.length > 1 ? <ChapterChips base={base} reading={reading} onJump={(chapter) => goTo({ chapter })} /> : null}
        <Chapters
          base={base}
          reading={reading}
          open={open}
          onToggle={(chapter, isOpen) =>
            setOpen((current) => {
              const next = new Set(current);
              if (isOpen) next.add(chapter);
              else next.delete(chapter);
              return next;
            })
          }
        />
        <p className="chart-result__source">{result.source === 'ai' ? esChart.sourceAi : esChart.sourceBuiltin}</p>
      </div>

      <div className="chart-result__tables">
        <table>
          <caption>{esChart.positions}</caption>
          <thead>
            <tr>
              <th scope="col">{esChart.body}</th>
              <th scope="col">{esChart.sign}</th>
              <th scope="col">{esChart.degree}</th>
              {chart.timeKnown ? <th scope="col">{esChart.house}</th> : null}
            </tr>
          </thead>
          <tbody>
            {TABLE_BODIES.filter((id) => chart.bodies[id]).map((id) => {
              const body = chart.bodies[id];
              return (
                <tr key={id} id={`${base}-row-${id}`} tabIndex={-1}>
                  <th scope="row">
                    <span aria-hidden="true">{BODY_GLYPHS[id]} </span>
                    {BODY_NAMES[id]}
                    {marksRetrograde(id, body.retrograde) ? <span className="chart-result__retro"> ({esChart.retrograde})</span> : null}
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
          <caption>{esChart.aspects}</caption>
          <tbody>
            {chart.aspects
              .filter((aspect) => aspect.major)
              .sort((a, b) => a.orb - b.orb)
              .map((aspect) => (
                <tr key={`${aspect.a}-${aspect.b}-${aspect.type}`}>
                  <th scope="row">
                    {BODY_NAMES[aspect.a]} <AspectGlyph type={aspect.type} /> {BODY_NAMES[aspect.b]}
                  </th>
                  <td>{ASPECT_NAMES[aspect.type]}</td>
                  <td>
                    {esChart.orb} {formatDegrees(aspect.orb)}
                    {aspect.applying === null ? '' : ` · ${aspect.applying ? esChart.applying : esChart.separating}`}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
