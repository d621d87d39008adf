import { Suspense, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { OnlineOnlyButton } from '../../../lib/online-only-button';
import { useFocusFirstInvalid, type FieldError } from '../../../lib/field-errors';
import { esPremium } from '../../../i18n/es-premium';
import { useOnlineStatus } from '../../../lib/online-status';
import type { PlaceFieldName, ReadingOutcome } from '../api/invoke-reading';
import { storeReading, useStoredReadings } from '../api/stored-readings';
import type { PremiumReading } from '../api/types';
import { PremiumLayout } from './premium-layout';
import { SavedReadings } from './saved-readings';

// What the solar return and the monthly report pages share: a form that refuses on its field or generates,
// stores and shows the reading; below it the reading shown (the one just made or opened, else the newest on the
// device) and the saved ones. Each page brings its own fields, request and result view.

/** A place the function could not pin down, with its «¿Quisiste decir…?» suggestions. */
export interface PlaceProblem {
  field: PlaceFieldName;
  message: string;
  suggestions: string[];
}

/** A form's check before sending: the refusal, or the call to make. */
export type Prepared<R extends PremiumReading> = FieldError | (() => Promise<ReadingOutcome<R>>);

export function useReadingForm<R extends PremiumReading>(userId: string, kind: R['kind'], success: string) {
  const stored = useStoredReadings(userId || null, kind);
  const [selected, setSelected] = useState<R | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<PlaceProblem | null>(null);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, fieldError);

  async function submit(event: FormEvent, prepare: () => Prepared<R>) {
    event.preventDefault();
    const generate = prepare();
    if (typeof generate !== 'function') {
      toast.error(generate.message);
      setFieldError(generate);
      return;
    }
    setFieldError(null);
    setSubmitting(true);
    setProblem(null);
    const outcome = await generate();
    setSubmitting(false);
    if (outcome.kind === 'failed') {
      toast.error(outcome.message);
      if (outcome.field) setProblem({ field: outcome.field, message: outcome.message, suggestions: outcome.suggestions });
      return;
    }
    toast.success(success);
    await storeReading(userId, outcome.reading);
    setSelected(outcome.reading);
  }

  const latest = (stored?.[0]?.payload as R | undefined) ?? null;
  return { kind, stored, selected, setSelected, shown: selected ?? latest, submitting, problem, fieldError, setFieldError, form, submit };
}

interface ReadingPageProps<R extends PremiumReading> {
  userId: string;
  texts: { title: string; intro: string; submit: string; submitting: string };
  state: ReturnType<typeof useReadingForm<R>>;
  prepare: () => Prepared<R>;
  Result: ComponentType<{ reading: R; fromDevice: boolean }>;
  describe: (params: Record<string, unknown>) => string;
  /** Only the monthly report has a print view: its form and saved list stay off the paper. */
  printable?: boolean;
  /** The form's own fields. */
  children: ReactNode;
}

export function ReadingPage<R extends PremiumReading>({ userId, texts, state, prepare, Result, describe, printable = false, children }: ReadingPageProps<R>) {
  const online = useOnlineStatus();
  const { shown, selected } = state;
  const saved = userId ? (
    <SavedReadings<R> userId={userId} kind={state.kind} refreshKey={selected?.id ?? null} describe={describe} onOpen={state.setSelected} />
  ) : null;
  return (
    <PremiumLayout title={texts.title} intro={texts.intro}>
      <form ref={state.form} className={printable ? 'premium-form no-print' : 'premium-form'} onSubmit={(event) => void state.submit(event, prepare)} noValidate aria-label={texts.title}>
        {children}
        <div className="premium-form__actions">
          <OnlineOnlyButton online={online} busy={state.submitting} label={texts.submit} busyLabel={texts.submitting} offlineReason={esPremium.offlineReason} reasonClassName="premium-form__offline" />
        </div>
      </form>

      {state.submitting ? <p role="status">{texts.submitting}</p> : null}
      {shown ? (
        <Suspense fallback={<p role="status">{esPremium.loadingPage}</p>}>
          <Result reading={shown} fromDevice={!selected} />
        </Suspense>
      ) : null}

      {printable && saved ? <div className="no-print">{saved}</div> : saved}
    </PremiumLayout>
  );
}
