import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { esCompatibility } from '../../../i18n/es-compatibility';
import { CATEGORIES } from '../types';
import { validatePersonForm, type PersonField, type PersonFormValues, type PersonRow, type SaveOutcome } from '../api/save-person';
import { PlaceCombobox } from '../../../lib/place-combobox';
import { MAX_PERSON_NAME_LENGTH, MIN_BIRTH_DATE } from '@contract/limits';
import { FieldErrorMessage, fieldErrorProps, useFocusFirstInvalid, type FieldError } from '../../../lib/field-errors';

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
  const [placeProblem, setPlaceProblem] = useState(placeSuggestions.length || placeDetail ? { detail: placeDetail, suggestions: placeSuggestions } : null);
  const [fieldError, setFieldError] = useState<FieldError<PersonField> | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, fieldError);
  const ids = { title: useId(), name: useId(), relation: useId(), date: useId(), time: useId(), timeHint: useId(), self: useId(), offline: useId() };

  useEffect(() => headingRef.current?.focus(), []);

  function set<K extends keyof PersonFormValues>(field: K, value: PersonFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldError?.field === field) setFieldError(null);
    if (field === 'birthLocation') setPlaceProblem(null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const validation = validatePersonForm(values);
    if (!validation.ok) {
      // The toast of the spec, and the field itself marked, described and focused.
      toast.error(validation.message);
      setFieldError({ field: validation.field, message: validation.message });
      return;
    }
    setFieldError(null);
    setSaving(true);
    const outcome = await save(validation.row);
    setSaving(false);
    if (!outcome.ok) {
      toast.error(outcome.message);
      return;
    }
    onSaved(editing ? t.updated(outcome.person.name) : t.saved(outcome.person.name));
  }

  const invalid = (field: PersonField, describedBy?: string) => fieldErrorProps(fieldError, ids.title, field, describedBy);
  const errorOf = (field: PersonField) => <FieldErrorMessage error={fieldError} formId={ids.title} field={field} />;

  return (
    <form ref={form} className="compat-form" onSubmit={onSubmit} noValidate aria-labelledby={ids.title}>
      <h4 id={ids.title} ref={headingRef} tabIndex={-1}>
        {title}
      </h4>
      <div className="field">
        <label htmlFor={ids.name}>{t.nameLabel}</label>
        <input id={ids.name} type="text" required maxLength={MAX_PERSON_NAME_LENGTH} autoComplete="off" placeholder={t.namePlaceholder} value={values.name} onChange={(e) => set('name', e.target.value)} {...invalid('name')} />
        {errorOf('name')}
      </div>
      <div className="field field--check">
        <input id={ids.self} type="checkbox" checked={values.isSelf} onChange={(e) => set('isSelf', e.target.checked)} />
        <label htmlFor={ids.self}>{t.isSelfLabel}</label>
      </div>
      {!values.isSelf ? (
        <div className="field">
          <label htmlFor={ids.relation}>{t.relationLabel}</label>
          <select id={ids.relation} required value={values.relation} onChange={(e) => set('relation', e.target.value)} {...invalid('relation')}>
            <option value="">—</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t.relations[category]}
              </option>
            ))}
          </select>
          {errorOf('relation')}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={ids.date}>{t.dateLabel}</label>
        <input id={ids.date} type="date" required min={MIN_BIRTH_DATE} value={values.birthDate} onChange={(e) => set('birthDate', e.target.value)} {...invalid('birthDate')} />
        {errorOf('birthDate')}
      </div>
      <div className="field">
        <label htmlFor={ids.time}>{t.timeLabel}</label>
        <input id={ids.time} type="time" value={values.birthTime} onChange={(e) => set('birthTime', e.target.value)} {...invalid('birthTime', ids.timeHint)} />
        {errorOf('birthTime')}
        <p id={ids.timeHint} className="field__hint">
          {t.timeHint}
        </p>
      </div>
      <PlaceCombobox
        label={t.placeLabel}
        value={values.birthLocation}
        onChange={(value) => set('birthLocation', value)}
        placeholder={t.placePlaceholder}
        hint={t.placeHint}
        required
        searchable={online}
        suggest={suggestPlaces}
        problem={
          placeProblem
            ? { message: placeProblem.detail, suggestions: placeProblem.suggestions }
            : fieldError?.field === 'birthLocation'
              ? { message: fieldError.message, suggestions: [] }
              : null
        }
        suggestionsTitle={t.placeSuggestions}
      />
      <div className="compat-form__actions">
        <button type="submit" className="button button--primary" disabled={saving || !online} aria-describedby={!online ? ids.offline : undefined}>
          {saving ? t.saving : t.save}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t.cancel}
        </button>
        {!online ? (
          <p id={ids.offline} className="compat__offline">
            {t.peopleOffline}
          </p>
        ) : null}
      </div>
    </form>
  );
}
