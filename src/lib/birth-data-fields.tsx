import type { Ref } from 'react';
import { MIN_BIRTH_DATE } from '@core/contract/limits';
import { InputField, type FieldErrors } from './field-errors';
import { PlaceCombobox } from './place-combobox';
import type { PlaceProblem } from './places';

// The birth date, optional time and place of the chart form and the compatibility person form: the same fields,
// as their rules are the same (birth-fields.ts); each form brings its own words. Kept apart from field-errors.tsx,
// which the auth screens load on their first paint and which must not bring the place combobox with it.

export type BirthField = 'birthDate' | 'birthTime' | 'birthLocation';

export interface BirthDataTexts {
  dateLabel: string;
  timeLabel: string;
  timeHint: string;
  placeLabel: string;
  placePlaceholder: string;
  placeHint: string;
  placeSuggestions: string;
}

interface BirthDataFieldsProps {
  texts: BirthDataTexts;
  values: Record<BirthField, string>;
  errors: FieldErrors<BirthField>;
  onChange: (field: BirthField, value: string) => void;
  /** What the function said of a place it could not pin down. */
  placeProblem: PlaceProblem | null;
  /** False while offline: the place asks for no suggestions. */
  online: boolean;
  suggestPlaces: (query: string) => Promise<string[]>;
  placeRef?: Ref<HTMLInputElement>;
}

export function BirthDataFields({ texts: t, values, errors, onChange, placeProblem, online, suggestPlaces, placeRef }: BirthDataFieldsProps) {
  return (
    <>
      <InputField label={t.dateLabel} error={errors.birthDate} type="date" required min={MIN_BIRTH_DATE} value={values.birthDate} onChange={(event) => onChange('birthDate', event.target.value)} />
      <InputField label={t.timeLabel} hint={t.timeHint} error={errors.birthTime} type="time" value={values.birthTime} onChange={(event) => onChange('birthTime', event.target.value)} />
      <PlaceCombobox
        label={t.placeLabel}
        placeholder={t.placePlaceholder}
        hint={t.placeHint}
        suggestionsTitle={t.placeSuggestions}
        value={values.birthLocation}
        onChange={(value) => onChange('birthLocation', value)}
        required
        searchable={online}
        suggest={suggestPlaces}
        // The form's refusal, else the function's word on the place: typing another place drops that word, so the two never meet.
        problem={errors.birthLocation ? { message: errors.birthLocation, suggestions: [] } : placeProblem}
        inputRef={placeRef}
      />
    </>
  );
}
