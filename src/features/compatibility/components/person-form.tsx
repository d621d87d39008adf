import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { esCompatibility } from '../../../i18n/es-compatibility';
import { validatePersonForm, type PersonField, type PersonFormValues, type PersonRow, type SaveOutcome } from '../api/save-person';
import { BirthDataFields } from '../../../lib/birth-data-fields';
import type { PlaceProblem } from '../../../lib/places';
import { MAX_PERSON_NAME_LENGTH } from '@core/contract/limits';
import { InputField, useFieldErrors } from '../../../lib/field-errors';
import { OnlineOnlyButton } from '../../../lib/online-only-button';
import { RelationSelect } from './relation-select';

// Adding or editing one person: name, relation, birth date, optional time and birthplace with the same place
// suggestions the natal chart form offers. Nothing typed is lost on a refusal.

const t = esCompatibility;

export const EMPTY_PERSON: PersonFormValues = { name: '', relation: '', birthDate: '', birthTime: '', birthLocation: '', isSelf: false };

interface PersonFormProps {
  title: string;
  /** Editing a saved person (else adding one). */
  editing: boolean;
  initial: PersonFormValues;
  /** Suggestions to show at once (a place the function could not resolve). */
  placeSuggestions?: string[];
  placeDetail?: string | null;
  online: boolean;
  save: (row: PersonRow) => Promise<SaveOutcome>;
  suggestPlaces: (query: string) => Promise<string[]>;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

export function PersonForm({ title, editing, initial, placeSuggestions = [], placeDetail = null, online, save, suggestPlaces, onSaved, onCancel }: PersonFormProps) {
  const [values, setValues] = useState<PersonFormValues>(initial);
  const [saving, setSaving] = useState(false);
  const [placeProblem, setPlaceProblem] = useState<PlaceProblem | null>(placeSuggestions.length || placeDetail ? { message: placeDetail, suggestions: placeSuggestions } : null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const { errors, refuse, clear, clearAll } = useFieldErrors<PersonField>(form);
  const ids = { title: useId(), self: useId() };

  useEffect(() => headingRef.current?.focus(), []);

  function set<K extends keyof PersonFormValues>(field: K, value: PersonFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
    if (field === 'birthLocation') setPlaceProblem(null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const validation = validatePersonForm(values);
    if (!validation.ok) {
      // The toast of the spec, and the field itself marked, described and focused.
      toast.error(validation.message);
      refuse({ [validation.field]: validation.message });
      return;
    }
    clearAll();
    setSaving(true);
    const outcome = await save(validation.row);
    setSaving(false);
    if (!outcome.ok) {
      toast.error(outcome.message);
      return;
    }
    onSaved(editing ? t.updated(outcome.person.name) : t.saved(outcome.person.name));
  }

  return (
    <form ref={form} className="compat-form" onSubmit={onSubmit} noValidate aria-labelledby={ids.title}>
      <h4 id={ids.title} ref={headingRef} tabIndex={-1}>
        {title}
      </h4>
      <InputField label={t.nameLabel} error={errors.name} type="text" required maxLength={MAX_PERSON_NAME_LENGTH} autoComplete="off" placeholder={t.namePlaceholder} value={values.name} onChange={(e) => set('name', e.target.value)} />
      <div className="field field--check">
        <input id={ids.self} type="checkbox" checked={values.isSelf} onChange={(e) => set('isSelf', e.target.checked)} />
        <label htmlFor={ids.self}>{t.isSelfLabel}</label>
      </div>
      {!values.isSelf ? (
        <RelationSelect error={errors.relation} value={values.relation} onChange={(relation) => set('relation', relation)} />
      ) : null}
      <BirthDataFields texts={t} values={values} errors={errors} onChange={set} placeProblem={placeProblem} online={online} suggestPlaces={suggestPlaces} />
      <div className="compat-form__actions">
        <OnlineOnlyButton online={online} busy={saving} label={t.save} busyLabel={t.saving} offlineReason={t.peopleOffline} reasonClassName="compat__offline">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t.cancel}
          </button>
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
