import { useEffect, useId, useState } from 'react';
import { esPremium } from '../../../i18n/es-premium';
import { useOnlineStatus } from '../../../lib/online-status';
import { useDeviceCharts, type ChartOption } from '../api/birth-charts';
import { premiumApi } from '../api/premium-api';
import type { NatalRequest } from '../api/types';
import { PlaceField } from './place-field';
import { MIN_BIRTH_DATE } from '@core/contract/limits';
import { FieldErrorMessage, fieldErrorProps, type FieldError } from '../../../lib/field-errors';

// Which natal chart a reading is for: one of the user's charts (those on the device, plus the stored ones when
// online) or birth data typed in, validated before anything is sent.

export interface NatalChoice {
  mode: 'stored' | 'inline';
  chartId: string;
  birthDate: string;
  birthTime: string;
  birthLocation: string;
}

export const emptyNatalChoice: NatalChoice = { mode: 'stored', chartId: '', birthDate: '', birthTime: '', birthLocation: '' };

/** The picker's fields a refusal can point at. */
export type NatalField = 'chartId' | 'birthDate' | 'birthLocation';

export function natalRequest(
  choice: NatalChoice,
  hasCharts: boolean,
): { ok: true; request: NatalRequest } | ({ ok: false } & FieldError<NatalField>) {
  if (choice.mode === 'stored' && hasCharts) {
    return choice.chartId ? { ok: true, request: { chartId: choice.chartId } } : { ok: false, field: 'chartId', message: esPremium.chartRequired };
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(choice.birthDate)) return { ok: false, field: 'birthDate', message: esPremium.birthDateRequired };
  if (choice.birthLocation.trim().length < 2) return { ok: false, field: 'birthLocation', message: esPremium.birthPlaceRequired };
  return { ok: true, request: { birthDate: choice.birthDate, birthTime: choice.birthTime || null, birthLocation: choice.birthLocation.trim() } };
}

interface NatalPickerProps {
  userId: string;
  value: NatalChoice;
  onChange: (value: NatalChoice) => void;
  /** Reports whether any chart can be chosen, so the caller validates the right mode. */
  onChartsKnown: (hasCharts: boolean) => void;
  placeProblem: { message: string; suggestions: string[] } | null;
  /** A field of the picker the form refused, shown beside it. */
  error?: FieldError | null;
}

export function NatalPicker({ userId, value, onChange, onChartsKnown, placeProblem, error = null }: NatalPickerProps) {
  const listRemote = premiumApi.useApi().listBirthCharts;
  const online = useOnlineStatus();
  const device = useDeviceCharts(userId);
  const [remote, setRemote] = useState<ChartOption[]>([]);
  const ids = { select: useId(), date: useId(), time: useId() };

  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    void listRemote().then((charts) => !cancelled && setRemote(charts));
    return () => {
      cancelled = true;
    };
  }, [online, listRemote]);

  const charts = mergeCharts((device ?? []).map(({ id, name, createdAt }) => ({ id, name, createdAt })), remote);
  const hasCharts = charts.length > 0;
  const mode = hasCharts ? value.mode : 'inline';

  useEffect(() => {
    onChartsKnown(hasCharts);
    if (hasCharts && value.mode === 'stored' && !charts.some((chart) => chart.id === value.chartId)) onChange({ ...value, chartId: charts[0].id });
  });

  const set = (patch: Partial<NatalChoice>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="premium-form__natal">
      <legend>{esPremium.natalLegend}</legend>
      {hasCharts ? (
        <div className="premium-form__modes">
          <label>
            <input type="radio" name={`${ids.select}-mode`} checked={mode === 'stored'} onChange={() => set({ mode: 'stored' })} /> {esPremium.natalStored}
          </label>
          <label>
            <input type="radio" name={`${ids.select}-mode`} checked={mode === 'inline'} onChange={() => set({ mode: 'inline' })} /> {esPremium.natalInline}
          </label>
        </div>
      ) : (
        <p className="field__hint">{esPremium.natalNone}</p>
      )}
      {mode === 'stored' ? (
        <div className="field field--wide">
          <label htmlFor={ids.select}>{esPremium.natalSelect}</label>
          <select id={ids.select} value={value.chartId} onChange={(event) => set({ chartId: event.target.value })} {...fieldErrorProps(error, ids.select, 'chartId')}>
            {charts.map((chart) => (
              <option key={chart.id} value={chart.id}>
                {chart.name}
              </option>
            ))}
          </select>
          <FieldErrorMessage error={error} formId={ids.select} field="chartId" />
        </div>
      ) : (
        <div className="premium-form__inline">
          <div className="field">
            <label htmlFor={ids.date}>{esPremium.birthDate}</label>
            <input id={ids.date} type="date" min={MIN_BIRTH_DATE} value={value.birthDate} onChange={(event) => set({ birthDate: event.target.value })} {...fieldErrorProps(error, ids.date, 'birthDate')} />
            <FieldErrorMessage error={error} formId={ids.date} field="birthDate" />
          </div>
          <div className="field">
            <label htmlFor={ids.time}>{esPremium.birthTime}</label>
            <input id={ids.time} type="time" value={value.birthTime} onChange={(event) => set({ birthTime: event.target.value })} />
          </div>
          <PlaceField label={esPremium.birthPlace} value={value.birthLocation} onChange={(birthLocation) => set({ birthLocation })} problem={placeProblem ?? (error?.field === 'birthLocation' ? { message: error.message, suggestions: [] } : null)} />
        </div>
      )}
    </fieldset>
  );
}

function mergeCharts(local: ChartOption[], remote: ChartOption[]): ChartOption[] {
  const byId = new Map<string, ChartOption>();
  for (const chart of [...local, ...remote]) if (!byId.has(chart.id)) byId.set(chart.id, chart);
  return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
