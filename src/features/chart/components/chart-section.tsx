import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { es } from '../../../i18n/es';
import { useOnlineStatus } from '../../../offline/online-status';
import { searchPlaces } from '../../../lib/places';
import { validateChartForm, type ChartFormValues } from '../api/chart-form';
import { generateChart, type GeneratedChart } from '../api/generate-chart';
import { listCharts, type ChartSummary } from '../api/list-charts';
import { fetchChart } from '../api/fetch-chart';
import { storeChart, useStoredCharts } from '../api/stored-charts';
import './chart.css';
import { MAX_CHART_NAME_LENGTH, MAX_PLACE_LENGTH, MIN_BIRTH_DATE } from '@contract/limits';

// The result card carries the wheel and the Markdown renderer: loaded only once there is a chart to show.
const ChartResult = lazy(() => import('./chart-result'));

export const RESULT_SCROLL_DELAY_MS = 100;

interface ChartSectionProps {
  user: { id: string } | null;
  generate?: typeof generateChart;
  suggestPlaces?: typeof searchPlaces;
  listRemote?: typeof listCharts;
}

const emptyForm: ChartFormValues = { birthDate: '', birthTime: '', birthLocation: '', chartName: '' };

const dateTimeFormat = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });

export function ChartSection({ user, generate = generateChart, suggestPlaces = searchPlaces, listRemote = listCharts }: ChartSectionProps) {
  const online = useOnlineStatus();
  const stored = useStoredCharts(user?.id ?? null);
  const [values, setValues] = useState<ChartFormValues>(emptyForm);
  const [submitting, setSubmitting] = useState(false);
  const [placeOptions, setPlaceOptions] = useState<string[]>([]);
  const [placeProblem, setPlaceProblem] = useState<{ detail: string | null; suggestions: string[] } | null>(null);
  const [selected, setSelected] = useState<GeneratedChart | null>(null);
  const [remote, setRemote] = useState<ChartSummary[]>([]);
  const [opening, setOpening] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const ids = { date: useId(), time: useId(), timeHint: useId(), place: useId(), placeHint: useId(), places: useId(), name: useId(), offline: useId() };

  const shown = selected ?? ((stored?.[0]?.payload as GeneratedChart | undefined) ?? null);

  useEffect(() => {
    if (!user || !online) return;
    let cancelled = false;
    void listRemote().then((charts) => !cancelled && setRemote(charts));
    return () => {
      cancelled = true;
    };
  }, [user, online, listRemote]);

  useEffect(() => {
    const query = values.birthLocation;
    if (!online || query.trim().length < 2) return;
    const timer = setTimeout(() => {
      void suggestPlaces(query).then(setPlaceOptions);
    }, 250);
    return () => clearTimeout(timer);
  }, [values.birthLocation, online, suggestPlaces]);

  const update = (field: keyof ChartFormValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field === 'birthLocation') setPlaceProblem(null);
  };

  function showResult(chart: GeneratedChart) {
    setSelected(chart);
    setTimeout(() => resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), RESULT_SCROLL_DELAY_MS);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const validation = validateChartForm(values);
    if (!validation.ok) {
      toast.error(validation.message);
      return;
    }
    if (!user) {
      toast.error(es.chart.requiresSession);
      return;
    }
    setSubmitting(true);
    const outcome = await generate(validation.request);
    setSubmitting(false);
    if (outcome.kind === 'failed') {
      toast.error(outcome.message);
      if (outcome.detail || outcome.suggestions.length) setPlaceProblem({ detail: outcome.detail, suggestions: outcome.suggestions });
      return;
    }
    toast.success(es.chart.success);
    await storeChart(user.id, outcome.result);
    setRemote((current) => [
      { id: outcome.result.id, chart_name: outcome.result.chartName, created_at: outcome.result.createdAt, birth_location: validation.request.birthLocation },
      ...current.filter((chart) => chart.id !== outcome.result.id),
    ]);
    showResult(outcome.result);
  }

  async function openChart(id: string) {
    const local = stored?.find((chart) => chart.id === id);
    if (local) {
      showResult(local.payload as GeneratedChart);
      return;
    }
    setOpening(id);
    const chart = await fetchChart(id);
    setOpening(null);
    if (!chart || !user) {
      toast.error(es.chart.openError);
      return;
    }
    await storeChart(user.id, chart);
    showResult(chart);
  }

  const history = mergeHistory(stored?.map((c) => ({ id: c.id, chart_name: c.chartName, created_at: c.createdAt, birth_location: '' })) ?? [], remote);

  return (
    <section id="chart-form" className="chart section" aria-labelledby="chart-title">
      <div className="section__header">
        <h2 id="chart-title">{es.chart.title}</h2>
        <p>{es.chart.intro}</p>
      </div>

      <form className="chart-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={ids.date}>{es.chart.dateLabel}</label>
          <input id={ids.date} type="date" required min={MIN_BIRTH_DATE} value={values.birthDate} onChange={update('birthDate')} />
        </div>
        <div className="field">
          <label htmlFor={ids.time}>{es.chart.timeLabel}</label>
          <input id={ids.time} type="time" value={values.birthTime} onChange={update('birthTime')} aria-describedby={ids.timeHint} />
          <p id={ids.timeHint} className="field__hint">
            {es.chart.timeHint}
          </p>
        </div>
        <div className="field field--wide">
          <label htmlFor={ids.place}>{es.chart.placeLabel}</label>
          <input
            id={ids.place}
            type="text"
            required
            maxLength={MAX_PLACE_LENGTH}
            autoComplete="off"
            list={ids.places}
            placeholder={es.chart.placePlaceholder}
            value={values.birthLocation}
            onChange={update('birthLocation')}
            aria-describedby={ids.placeHint}
            aria-invalid={placeProblem ? true : undefined}
          />
          <datalist id={ids.places}>
            {placeOptions.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
          <p id={ids.placeHint} className="field__hint">
            {es.chart.placeHint}
          </p>
          {placeProblem ? (
            <div className="chart-form__place-problem" role="alert">
              {placeProblem.detail ? <p>{placeProblem.detail}</p> : null}
              {placeProblem.suggestions.length ? (
                <>
                  <p>{es.chart.placeSuggestions}</p>
                  <ul>
                    {placeProblem.suggestions.map((suggestion) => (
                      <li key={suggestion}>
                        <button type="button" className="chip" onClick={() => update('birthLocation')({ target: { value: suggestion } })}>
                          {suggestion}
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="field field--wide">
          <label htmlFor={ids.name}>{es.chart.nameLabel}</label>
          <input id={ids.name} type="text" maxLength={MAX_CHART_NAME_LENGTH} placeholder={es.chart.namePlaceholder} value={values.chartName} onChange={update('chartName')} />
        </div>
        <div className="chart-form__actions">
          <button type="submit" className="button button--primary" disabled={submitting || !online} aria-describedby={!online ? ids.offline : undefined}>
            {submitting ? es.chart.submitting : es.chart.submit}
          </button>
          {!online ? (
            <p id={ids.offline} className="chart-form__offline">
              {es.chart.offlineReason}
            </p>
          ) : null}
        </div>
      </form>

      <div ref={resultRef} className="chart-section__result" tabIndex={-1}>
        {shown ? (
          <Suspense fallback={<p role="status">{es.chart.loadingChart}</p>}>
            <ChartResult result={shown} />
          </Suspense>
        ) : null}
      </div>

      <details className="history">
        <summary>{es.chart.history}</summary>
        {history.length ? (
          <ul>
            {history.map((chart) => (
              <li key={chart.id}>
                <button type="button" className="history__item" onClick={() => void openChart(chart.id)} disabled={opening === chart.id}>
                  <span>{chart.chart_name}</span>
                  <span className="history__date">{opening === chart.id ? es.chart.loadingChart : dateTimeFormat.format(new Date(chart.created_at))}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>{es.chart.historyEmpty}</p>
        )}
      </details>
    </section>
  );
}

function mergeHistory(local: ChartSummary[], remote: ChartSummary[]): ChartSummary[] {
  const byId = new Map<string, ChartSummary>();
  for (const chart of [...remote, ...local]) if (!byId.has(chart.id)) byId.set(chart.id, chart);
  return [...byId.values()].sort((a, b) => b.created_at.localeCompare(a.created_at));
}
