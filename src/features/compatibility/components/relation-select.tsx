import { esCompatibility as t } from '../../../i18n/es-compatibility';
import { LabelledField } from '../../../lib/field-errors';
import { CATEGORIES } from '../types';

/** The relation with the other person (pairs, friendship, family, work), asked by the person and invite forms. */
export function RelationSelect({ value, onChange, error, hint }: { value: string; onChange: (value: string) => void; error?: string; hint?: string }) {
  return (
    <LabelledField label={t.relationLabel} hint={hint} error={error}>
      {(control) => (
        <select {...control} required value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">—</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t.relations[category]}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
