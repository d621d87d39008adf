import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { esPremium } from '../../../i18n/es-premium';
import { useSession } from '../../../auth/session';
import { useOnlineStatus } from '../../../offline/online-status';
import { usePremiumApi } from '../api/premium-api';
import { useStoredReadings, storeReading } from '../api/stored-readings';
import type { SolarReturnReading } from '../api/types';
import { PremiumLayout } from './premium-layout';
import { NatalPicker, emptyNatalChoice, natalRequest, type NatalChoice } from './natal-picker';
import { PlaceField } from './place-field';
import { SavedReadings } from './saved-readings';
import { READING_YEARS } from '@contract/limits';
import { FieldErrorMessage, fieldErrorProps, useFocusFirstInvalid, type FieldError } from '../../../lib/field-errors';

// «Revolución solar»: year, chart, where the birthday is spent; the result with wheel, houses, aspects and text.

const SolarReturnResult = lazy(() => import('./solar-return-result'));

type PlaceMode = 'birth' | 'home' | 'other';

export default function SolarReturnPage() {
  const { user } = useSession();
  return <SolarReturnView userId={user?.id ?? ''} />;
}

export function SolarReturnView({ userId }: { userId: string }) {
  const generate = usePremiumApi().generateSolarReturn;
  const online = useOnlineStatus();
  const t = esPremium.solar;
  const stored = useStoredReadings(userId || null, 'solar_return');
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [natal, setNatal] = useState<NatalChoice>(emptyNatalChoice);
  const [hasCharts, setHasCharts] = useState(false);
  const [placeMode, setPlaceMode] = useState<PlaceMode>('birth');
  const [home, setHome] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const [problem, setProblem] = useState<{ field: 'birthLocation' | 'returnLocation'; message: string; suggestions: string[] } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [selected, setSelected] = useState<SolarReturnReading | null>(null);
  const ids = { year: useId(), offline: useId(), mode: useId() };
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, fieldError);

  const latest = (stored?.[0]?.payload as SolarReturnReading | undefined) ?? null;
  const shown = selected ?? latest;
  // «Where I live now» starts from the city of the last return cast away from the birthplace: kept in Dexie with
  // the readings, so signing out forgets it too.
  const lastCity = (stored ?? []).map((row) => (row.payload as SolarReturnReading).params.returnLocation).find(Boolean) ?? '';
  const homePlace = home ?? lastCity;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const refuse = (refusal: FieldError) => {
      toast.error(refusal.message);
      setFieldError(refusal);
    };
    const yearNumber = Number(year);
    if (!/^\d{4}$/.test(year) || yearNumber < READING_YEARS.min || yearNumber > READING_YEARS.max) {
      return refuse({ field: 'year', message: t.yearInvalid });
    }
    const chosen = natalRequest(natal, hasCharts);
    if (!chosen.ok) return refuse(chosen);
    const place = placeMode === 'home' ? homePlace.trim() : placeMode === 'other' ? other.trim() : '';
    if (placeMode !== 'birth' && place.length < 2) return refuse({ field: 'returnLocation', message: t.placeRequired });
    setFieldError(null);
    setSubmitting(true);
    setProblem(null);
    const outcome = await generate({ natal: chosen.request, year: yearNumber, returnLocation: place || null });
    setSubmitting(false);
    if (outcome.kind === 'failed') {
      toast.error(outcome.message);
      if (outcome.field) setProblem({ field: outcome.field, message: outcome.message, suggestions: outcome.suggestions });
      return;
    }
    toast.success(t.success);
    await storeReading(userId, outcome.reading);
    setSelected(outcome.reading);
  }

  const returnProblem =
    problem?.field === 'returnLocation' ? problem : fieldError?.field === 'returnLocation' ? { message: fieldError.message, suggestions: [] } : null;
  return (
    <PremiumLayout title={t.title} intro={t.intro}>
      <form ref={form} className="premium-form" onSubmit={onSubmit} noValidate aria-label={t.title}>
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
          <SolarReturnResult reading={shown} fromDevice={!selected} />
        </Suspense>
      ) : null}

      {userId ? (
        <SavedReadings<SolarReturnReading>
          userId={userId}
          kind="solar_return"
          refreshKey={selected?.id ?? null}
          describe={(params) => `${t.resultTitle(Number(params.year))} · ${(params.place as { name?: string } | undefined)?.name ?? ''}`}
          onOpen={setSelected}
        />
      ) : null}
    </PremiumLayout>
  );
}
