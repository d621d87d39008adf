import { lazy, useId, useState } from 'react';
import { esPremium } from '../../../i18n/es-premium';
import { useSession } from '../../../auth/session';
import { deviceTimeZone } from '../api/generate-monthly-report';
import { premiumApi } from '../api/premium-api';
import type { MonthlyReportReading } from '../api/types';
import { defaultReportMonth, monthLabel } from '../format';
import { NatalPicker, emptyNatalChoice, natalRequest, type NatalChoice } from './natal-picker';
import { ReadingPage, useReadingForm, type Prepared } from './reading-form';
import { READING_YEARS } from '@core/contract/limits';
import { FieldErrorMessage, fieldErrorProps } from '../../../lib/field-errors';
import { timeZoneName } from '../../../lib/time-zone-name';

// «Informe mensual»: month and chart in, the month's events, texts, calendar export and print view out.

const MonthlyReportResult = lazy(() => import('./monthly-report-result'));

export default function MonthlyReportPage() {
  const { user } = useSession();
  return <MonthlyReportView userId={user?.id ?? ''} />;
}

export function MonthlyReportView({ userId }: { userId: string }) {
  const generate = premiumApi.useApi().generateMonthlyReport;
  const t = esPremium.monthly;
  const state = useReadingForm<MonthlyReportReading>(userId, 'monthly_report', t.success);
  const { fieldError, setFieldError } = state;
  const [month, setMonth] = useState(() => defaultReportMonth());
  const [natal, setNatal] = useState<NatalChoice>(emptyNatalChoice);
  const [hasCharts, setHasCharts] = useState(false);
  const ids = { month: useId(), zone: useId() };
  const timeZone = deviceTimeZone();

  function prepare(): Prepared<MonthlyReportReading> {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || month < `${READING_YEARS.min}-01` || month > `${READING_YEARS.max}-12`) {
      return { field: 'month', message: t.monthInvalid };
    }
    const chosen = natalRequest(natal, hasCharts);
    if (!chosen.ok) return chosen;
    return () => generate({ natal: chosen.request, month, timeZone });
  }

  return (
    <ReadingPage
      userId={userId}
      texts={t}
      state={state}
      prepare={prepare}
      Result={MonthlyReportResult}
      describe={(params) => t.resultTitle(monthLabel(String(params.month)))}
      printable
    >
      <div className="field">
        <label htmlFor={ids.month}>{t.month}</label>
        <input id={ids.month} type="month" min={`${READING_YEARS.min}-01`} max={`${READING_YEARS.max}-12`} value={month} onChange={(event) => { setMonth(event.target.value); setFieldError(null); }} {...fieldErrorProps(fieldError, ids.month, 'month', ids.zone)} />
        <FieldErrorMessage error={fieldError} formId={ids.month} field="month" />
        <p id={ids.zone} className="field__hint">
          {t.zone(timeZoneName(timeZone))}
        </p>
      </div>
      {userId ? <NatalPicker userId={userId} value={natal} onChange={(choice) => { setNatal(choice); setFieldError(null); }} onChartsKnown={setHasCharts} placeProblem={state.problem} error={fieldError} /> : null}
    </ReadingPage>
  );
}
