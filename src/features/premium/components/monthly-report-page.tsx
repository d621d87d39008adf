import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { esPremium } from '../../../i18n/es-premium';
import { useSession } from '../../../auth/session';
import { useOnlineStatus } from '../../../offline/online-status';
import { deviceTimeZone } from '../api/generate-monthly-report';
import { usePremiumApi } from '../api/premium-api';
import { storeReading, useStoredReadings } from '../api/stored-readings';
import type { MonthlyReportReading } from '../api/types';
import { currentMonth, monthLabel } from '../format';
import { PremiumLayout } from './premium-layout';
import { NatalPicker, emptyNatalChoice, natalRequest, type NatalChoice } from './natal-picker';
import { SavedReadings } from './saved-readings';
import { READING_YEARS } from '@contract/limits';
import { FieldErrorMessage, fieldErrorProps, useFocusFirstInvalid, type FieldError } from '../../../lib/field-errors';

// «Informe mensual»: month and chart in, the month's events, texts, calendar export and print view out.

const MonthlyReportResult = lazy(() => import('./monthly-report-result'));

export default function MonthlyReportPage() {
  const { user } = useSession();
  return <MonthlyReportView userId={user?.id ?? ''} />;
}

export function MonthlyReportView({ userId }: { userId: string }) {
  const generate = usePremiumApi().generateMonthlyReport;
  const online = useOnlineStatus();
  const t = esPremium.monthly;
  const stored = useStoredReadings(userId || null, 'monthly_report');
  const [month, setMonth] = useState(currentMonth());
  const [natal, setNatal] = useState<NatalChoice>(emptyNatalChoice);
  const [hasCharts, setHasCharts] = useState(false);
  const [problem, setProblem] = useState<{ message: string; suggestions: string[] } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [selected, setSelected] = useState<MonthlyReportReading | null>(null);
  const ids = { month: useId(), zone: useId(), offline: useId() };
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, fieldError);
  const timeZone = deviceTimeZone();

  const latest = (stored?.[0]?.payload as MonthlyReportReading | undefined) ?? null;
  const shown = selected ?? latest;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const refuse = (refusal: FieldError) => {
      toast.error(refusal.message);
      setFieldError(refusal);
    };
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || month < `${READING_YEARS.min}-01` || month > `${READING_YEARS.max}-12`) {
      return refuse({ field: 'month', message: t.monthInvalid });
    }
    const chosen = natalRequest(natal, hasCharts);
    if (!chosen.ok) return refuse(chosen);
    setFieldError(null);
    setSubmitting(true);
    setProblem(null);
    const outcome = await generate({ natal: chosen.request, month, timeZone });
    setSubmitting(false);
    if (outcome.kind === 'failed') {
      toast.error(outcome.message);
      if (outcome.field) setProblem({ message: outcome.message, suggestions: outcome.suggestions });
      return;
    }
    toast.success(t.success);
    await storeReading(userId, outcome.reading);
    setSelected(outcome.reading);
  }

  return (
    <PremiumLayout title={t.title} intro={t.intro}>
      <form ref={form} className="premium-form no-print" onSubmit={onSubmit} noValidate aria-label={t.title}>
        <div className="field">
          <label htmlFor={ids.month}>{t.month}</label>
          <input id={ids.month} type="month" min={`${READING_YEARS.min}-01`} max={`${READING_YEARS.max}-12`} value={month} onChange={(event) => { setMonth(event.target.value); setFieldError(null); }} {...fieldErrorProps(fieldError, ids.month, 'month', ids.zone)} />
          <FieldErrorMessage error={fieldError} formId={ids.month} field="month" />
          <p id={ids.zone} className="field__hint">
            {t.zone(timeZone)}
          </p>
        </div>
        {userId ? <NatalPicker userId={userId} value={natal} onChange={(choice) => { setNatal(choice); setFieldError(null); }} onChartsKnown={setHasCharts} placeProblem={problem} error={fieldError} /> : null}
        <div className="premium-form__actions">
          <button type="submit" className="button button--primary" disabled={submitting || !online} aria-describedby={!online ? ids.offline : undefined}>
            {submitting ? t.submitting : t.submit}
          </button>
          {!online ? (
            <p id={ids.offline} className="premium-form__offline">
              {esPremium.offlineReason}
            </p>
          ) : null}
        </div>
      </form>

      {submitting ? <p role="status">{t.submitting}</p> : null}
      {shown ? (
        <Suspense fallback={<p role="status">{esPremium.loadingPage}</p>}>
          <MonthlyReportResult reading={shown} fromDevice={!selected} />
        </Suspense>
      ) : null}

      {userId ? (
        <div className="no-print">
          <SavedReadings<MonthlyReportReading>
            userId={userId}
            kind="monthly_report"
            refreshKey={selected?.id ?? null}
            describe={(params) => t.resultTitle(monthLabel(String(params.month)))}
            onOpen={setSelected}
          />
        </div>
      ) : null}
    </PremiumLayout>
  );
}
