import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { esChart, esMyChart } from '../../../i18n/es-chart';
import { useOnlineStatus } from '../../../lib/online-status';
import { myChartOf } from '../../../offline/my-chart';
import { HOUSE_SYSTEMS } from '@core/contract/chart';
import { HOUSE_SYSTEM_NAME } from '@core/contract/vocabulary';
import { MAX_CHART_NAME_LENGTH, MAX_PERSON_NAME_LENGTH } from '@core/contract/limits';
import { DEFAULT_HOUSE_SYSTEM, isHouseSystem, validateChartForm, type ChartFormField, type ChartFormValues } from '../api/chart-form';
import type { GeneratedChart } from '../api/generate-chart';
import type { ChartSummary } from '../api/list-charts';
import { chartApi } from '../api/chart-api';
import { fetchChart } from '../api/fetch-chart';
import { storeChart, useStoredCharts } from '../api/stored-charts';
import { welcomeDone } from '../api/welcome';
import { BirthDataFields } from '../../../lib/birth-data-fields';
import { InputField, LabelledField, useFieldErrors } from '../../../lib/field-errors';
import { OnlineOnlyButton } from '../../../lib/online-only-button';
import { ChartHistory } from './chart-history';
import { accountName, firstName } from '@core/contract/person-name';
import './chart.css';

// "Mi carta": the section shows the user's own newest chart, not an empty form; "Nueva carta" opens
// the form; earlier charts are opened, renamed and deleted below. A user with no chart yet who has not been
// asked before is welcomed with the form (skippable). Errors show as the spec's toasts and beside each field.

// The result card carries the wheel and the Markdown renderer: loaded only once there is a chart to show.
const ChartResult = lazy(() => import('./chart-result'));

export const RESULT_SCROLL_DELAY_MS = 100;

export interface ChartSectionUser {
  id: string;
  user_metadata?: Record<string, unknown>;
}

interface ChartSectionProps {
  user: ChartSectionUser | null;
}

function emptyForm(user: ChartSectionUser | null): ChartFormValues {
  return { subject: 'self', personName: accountName(user), birthDate: '', birthTime: '', birthLocation: '', chartName: '', houseSystem: DEFAULT_HOUSE_SYSTEM };
}

export function ChartSection({ user }: ChartSectionProps) {
  const { generate, suggestPlaces, listRemote, markWelcome } = chartApi.useApi();
  const online = useOnlineStatus();
  const stored = useStoredCharts(user?.id ?? null);
  const [values, setValues] = useState<ChartFormValues>(() => emptyForm(user));
  const [submitting, setSubmitting] = useState(false);
  const [placeProblem, setPlaceProblem] = useState<{ message: string | null; suggestions: string[] } | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [fetched, setFetched] = useState<GeneratedChart | null>(null);
  const [remote, setRemote] = useState<ChartSummary[] | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [welcomeSkipped, setWelcomeSkipped] = useState(false);
  const [opening, setOpening] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const welcomeScrolled = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const { errors, refuse, clear, clearAll } = useFieldErrors<ChartFormField>(form);
  const personNameRef = useRef<HTMLInputElement>(null);
  const placeRef = useRef<HTMLInputElement>(null);
  const ids = { welcome: useId(), form: useId() };

  const storedCharts = stored ?? [];
  const mine = myChartOf(storedCharts);
  const selectedStored = selectedId ? storedCharts.find((chart) => chart.id === selectedId) : undefined;
  const shown: GeneratedChart | null =
    (selectedStored?.payload as GeneratedChart | undefined) ??
    (fetched && fetched.id === selectedId ? fetched : null) ??
    ((mine ?? storedCharts[0])?.payload as GeneratedChart | undefined) ??
    null;
  const hasCharts = storedCharts.length > 0 || (remote?.length ?? 0) > 0;
  // Asked once: only when the server confirms there is no chart (a new device may not have pulled yet).
  const welcoming = Boolean(user) && stored !== undefined && remote !== null && !hasCharts && !welcomeSkipped && !welcomeDone(user);
  const showForm = formOpen || (stored !== undefined && !hasCharts);

  useEffect(() => {
    if (!user || !online) return;
    let cancelled = false;
    void listRemote().then((charts) => !cancelled && setRemote(charts));
    return () => {
      cancelled = true;
    };
  }, [user, online, listRemote]);

  // Right after sign-up the welcome is where the page opens, unless a link asked for another section.
  useEffect(() => {
    if (!welcoming || welcomeScrolled.current || window.location.hash) return;
    welcomeScrolled.current = true;
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [welcoming]);

  function setField<K extends keyof ChartFormValues>(field: K, value: ChartFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
    if (field === 'birthLocation') setPlaceProblem(null);
  }

  function chooseSubject(subject: ChartFormValues['subject']) {
    setValues((current) => ({
      ...current,
      subject,
      // The account's name belongs to "Mi carta" only; someone else's chart starts with an empty name.
      personName: subject === 'self' ? current.personName || accountName(user) : current.personName === accountName(user) ? '' : current.personName,
    }));
  }

  function showResult(chart: GeneratedChart) {
    setSelectedId(chart.id);
    setFetched(chart);
    // Focus goes to the result, so a screen reader hears it and the page scrolls it into view.
    setTimeout(() => {
      resultRef.current?.focus({ preventScroll: true });
      resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }, RESULT_SCROLL_DELAY_MS);
  }

  function openForm() {
    setValues(emptyForm(user));
    clearAll();
    setPlaceProblem(null);
    setFormOpen(true);
    setTimeout(() => personNameRef.current?.focus(), 0);
  }

  async function skipWelcome() {
    setWelcomeSkipped(true);
    toast.info(esMyChart.welcomeSkipped);
    await markWelcome();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const validation = validateChartForm(values);
    if (!validation.ok) {
      toast.error(validation.message);
      refuse(validation.errors);
      return;
    }
    clearAll();
    if (!user) {
      toast.error(esChart.requiresSession);
      return;
    }
    setSubmitting(true);
    const outcome = await generate(validation.request);
    setSubmitting(false);
    if (outcome.kind === 'failed') {
      // A place the function could not pin down has its own message, not the generic chart error.
      toast.error(outcome.detail ?? outcome.message);
      if (outcome.detail || outcome.suggestions.length) {
        setPlaceProblem({ message: outcome.detail, suggestions: outcome.suggestions });
        placeRef.current?.focus();
      }
      return;
    }
    toast.success(esChart.success);
    await storeChart(user.id, outcome.result);
    setRemote((current) => [
      { id: outcome.result.id, chart_name: outcome.result.chartName, created_at: outcome.result.createdAt, birth_location: validation.request.birthLocation },
      ...(current ?? []).filter((chart) => chart.id !== outcome.result.id),
    ]);
    setFormOpen(false);
    if (welcoming) void markWelcome();
    showResult(outcome.result);
  }

  async function openChart(id: string) {
    if (storedCharts.some((chart) => chart.id === id)) {
      showResult(storedCharts.find((chart) => chart.id === id)?.payload as GeneratedChart);
      return;
    }
    setOpening(id);
    const chart = await fetchChart(id);
    setOpening(null);
    if (!chart || !user) {
      toast.error(esChart.openError);
      return;
    }
    await storeChart(user.id, chart);
    showResult(chart);
  }

  function forgetRemote(id: string) {
    setRemote((current) => current?.filter((chart) => chart.id !== id) ?? null);
    if (selectedId === id) setSelectedId(null);
  }

  function renamedRemote(id: string, name: string) {
    setRemote((current) => current?.map((chart) => (chart.id === id ? { ...chart, chart_name: name } : chart)) ?? null);
    if (fetched?.id === id) setFetched({ ...fetched, chartName: name });
  }

  const history = mergeHistory(
    storedCharts.map((c) => ({ id: c.id, chart_name: c.chartName, created_at: c.createdAt, birth_location: '' })),
    remote ?? [],
  );
  const isOther = values.subject === 'other';
  const shownIsMine = shown ? shown.id === mine?.id : false;

  return (
    <section ref={sectionRef} id="chart-form" className="chart section" aria-labelledby="chart-title">
      <div className="section__header">
        <h2 id="chart-title" tabIndex={-1}>
          {esChart.title}
        </h2>
        <p>{esChart.intro}</p>
      </div>

      {shown && !showForm ? (
        <div className="my-chart__bar">
          <p className="my-chart__label">{shownIsMine ? esMyChart.title : esMyChart.otherTitle(shown.personName || shown.chartName)}</p>
          <button type="button" className="button button--primary" onClick={openForm}>
            {esMyChart.newChart}
          </button>
        </div>
      ) : null}

      {showForm ? (
        <form ref={form} className="chart-form" onSubmit={onSubmit} noValidate aria-labelledby={welcoming ? ids.welcome : undefined}>
          {welcoming ? (
            <div className="chart-form__welcome field--wide">
              <h3 id={ids.welcome}>{esMyChart.welcomeTitle(firstName(accountName(user)) ?? '')}</h3>
              <p>{esMyChart.welcomeText}</p>
            </div>
          ) : formOpen ? (
            <h3 className="chart-form__title field--wide">{esMyChart.formTitle}</h3>
          ) : null}
          <fieldset className="field field--wide chart-form__subject">
            <legend>{esMyChart.subjectLegend}</legend>
            <label>
              <input type="radio" name={ids.form} value="self" checked={!isOther} onChange={() => chooseSubject('self')} /> {esMyChart.subjectSelf}
            </label>
            <label>
              <input type="radio" name={ids.form} value="other" checked={isOther} onChange={() => chooseSubject('other')} /> {esMyChart.subjectOther}
            </label>
          </fieldset>
          <InputField
            ref={personNameRef}
            className="field field--wide"
            label={isOther ? esMyChart.otherNameLabel : esMyChart.selfNameLabel}
            hint={isOther ? esMyChart.otherHint : esMyChart.nameHint}
            error={errors.personName}
            type="text"
            autoComplete={isOther ? 'off' : 'given-name'}
            maxLength={MAX_PERSON_NAME_LENGTH}
            value={values.personName}
            onChange={(event) => setField('personName', event.target.value)}
          />
          <BirthDataFields texts={esChart} values={values} errors={errors} onChange={setField} placeProblem={placeProblem} online={online} suggestPlaces={suggestPlaces} placeRef={placeRef} />
          <LabelledField label={esMyChart.houseSystemLabel} hint={esMyChart.houseSystemHint}>
            {(control) => (
              <select {...control} value={values.houseSystem} onChange={(event) => isHouseSystem(event.target.value) && setField('houseSystem', event.target.value)}>
                {HOUSE_SYSTEMS.map((system) => (
                  <option key={system} value={system}>
                    {HOUSE_SYSTEM_NAME[system]}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
          <InputField
            label={esChart.nameLabel}
            error={errors.chartName}
            type="text"
            maxLength={MAX_CHART_NAME_LENGTH}
            placeholder={esChart.namePlaceholder}
            value={values.chartName}
            onChange={(event) => setField('chartName', event.target.value)}
          />
          <div className="chart-form__actions">
            <OnlineOnlyButton online={online} busy={submitting} label={esChart.submit} busyLabel={esChart.submitting} offlineReason={esChart.offlineReason} reasonClassName="chart-form__offline">
              {welcoming ? (
                <button type="button" className="button button--ghost" onClick={() => void skipWelcome()}>
                  {esMyChart.welcomeSkip}
                </button>
              ) : formOpen ? (
                <button type="button" className="button button--ghost" onClick={() => setFormOpen(false)}>
                  {esMyChart.cancelNew}
                </button>
              ) : null}
            </OnlineOnlyButton>
          </div>
        </form>
      ) : null}

      <div
        ref={resultRef}
        className="chart-section__result"
        tabIndex={-1}
        role={shown ? 'region' : undefined}
        aria-label={shown ? esMyChart.resultLabel(shown.chartName) : undefined}
      >
        {shown ? (
          <Suspense fallback={<p role="status">{esChart.loadingChart}</p>}>
            <ChartResult result={shown} personName={shownIsMine ? accountName(user) : null} />
          </Suspense>
        ) : null}
      </div>

      {history.length ? (
        <ChartHistory
          charts={history}
          shownId={shown?.id ?? null}
          mineId={mine?.id ?? null}
          opening={opening}
          online={online}
          onOpen={(id) => void openChart(id)}
          onRenamed={renamedRemote}
          onDeleted={forgetRemote}
        />
      ) : null}
    </section>
  );
}

function mergeHistory(local: ChartSummary[], remote: ChartSummary[]): ChartSummary[] {
  const byId = new Map<string, ChartSummary>();
  for (const chart of [...local, ...remote]) if (!byId.has(chart.id)) byId.set(chart.id, chart);
  return [...byId.values()].sort((a, b) => b.created_at.localeCompare(a.created_at));
}
