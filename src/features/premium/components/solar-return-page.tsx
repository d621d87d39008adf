import { lazy, useId, useState } from 'react';
import { esPremium } from '../../../i18n/es-premium';
import { useSession } from '../../../auth/session';
import { premiumApi } from '../api/premium-api';
import type { SolarReturnReading } from '../api/types';
import { NatalPicker, emptyNatalChoice, natalRequest, type NatalChoice } from './natal-picker';
import { PlaceField } from './place-field';
import { ReadingPage, useReadingForm, type Prepared } from './reading-form';
import { READING_YEARS } from '@core/contract/limits';
import { FieldErrorMessage, fieldErrorProps } from '../../../lib/field-errors';

// «Revolución solar»: year, chart, where the birthday is spent; the result with wheel, houses, aspects and text.

const SolarReturnResult = lazy(() => import('./solar-return-result'));

type PlaceMode = 'birth' | 'home' | 'other';

export default function SolarReturnPage() {
  const { user } = useSession();
  return <SolarReturnView userId={user?.id ?? ''} />;
}

export function SolarReturnView({ userId }: { userId: string }) {
  const generate = premiumApi.useApi().generateSolarReturn;
  const t = esPremium.solar;
  const state = useReadingForm<SolarReturnReading>(userId, 'solar_return', t.success);
  const { fieldError, setFieldError, problem } = state;
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [natal, setNatal] = useState<NatalChoice>(emptyNatalChoice);
  const [hasCharts, setHasCharts] = useState(false);
  const [placeMode, setPlaceMode] = useState<PlaceMode>('birth');
  const [home, setHome] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const ids = { year: useId(), mode: useId() };

  // «Where I live now» starts from the city of the last return cast away from the birthplace: kept in Dexie with
  // the readings, so signing out forgets it too.
  const lastCity = (state.stored ?? []).map((row) => (row.payload as SolarReturnReading).params.returnLocation).find(Boolean) ?? '';
  const homePlace = home ?? lastCity;

  function prepare(): Prepared<SolarReturnReading> {
    const yearNumber = Number(year);
    if (!/^\d{4}$/.test(year) || yearNumber < READING_YEARS.min || yearNumber > READING_YEARS.max) {
      return { field: 'year', message: t.yearInvalid };
    }
    const chosen = natalRequest(natal, hasCharts);
    if (!chosen.ok) return chosen;
    const place = placeMode === 'home' ? homePlace.trim() : placeMode === 'other' ? other.trim() : '';
    if (placeMode !== 'birth' && place.length < 2) return { field: 'returnLocation', message: t.placeRequired };
    return () => generate({ natal: chosen.request, year: yearNumber, returnLocation: place || null });
  }

  const returnProblem =
    problem?.field === 'returnLocation' ? problem : fieldError?.field === 'returnLocation' ? { message: fieldError.message, suggestions: [] } : null;
  return (
    <ReadingPage
      userId={userId}
      texts={t}
      state={state}
      prepare={prepare}
      Result={SolarReturnResult}
      describe={(params) => `${t.resultTitle(Number(params.year))} · ${(params.place as { name?: string } | undefined)?.name ?? ''}`}
    >
      <div className="field">
        <label htmlFor={ids.year}>{t.year}</label>
        <input id={ids.year} type="number" inputMode="numeric" min={READING_YEARS.min} max={READING_YEARS.max} value={year} onChange={(event) => { setYear(event.target.value); setFieldError(null); }} {...fieldErrorProps(fieldError, ids.year, 'year')} />
        <FieldErrorMessage error={fieldError} formId={ids.year} field="year" />
      </div>
      {userId ? (
        <NatalPicker userId={userId} value={natal} onChange={(choice) => { setNatal(choice); setFieldError(null); }} onChartsKnown={setHasCharts} placeProblem={problem?.field === 'birthLocation' ? problem : null} error={fieldError} />
      ) : null}
      <fieldset className="premium-form__place">
        <legend>{t.placeLegend}</legend>
        <div className="premium-form__modes">
          {(['birth', 'home', 'other'] as const).map((mode) => (
            <label key={mode}>
              <input type="radio" name={ids.mode} checked={placeMode === mode} onChange={() => setPlaceMode(mode)} />{' '}
              {mode === 'birth' ? t.placeBirth : mode === 'home' ? t.placeHome : t.placeOther}
            </label>
          ))}
        </div>
        {placeMode === 'home' ? <PlaceField label={t.placeLabel} value={homePlace} onChange={setHome} hint={t.placeHint} problem={returnProblem} /> : null}
        {placeMode === 'other' ? <PlaceField label={t.placeLabel} value={other} onChange={setOther} hint={t.placeHint} problem={returnProblem} /> : null}
      </fieldset>
    </ReadingPage>
  );
}
