import { useId, type FormEvent } from 'react';
import { esCompatibility } from '../../../i18n/es-compatibility';
import { CATEGORIES, type Person, type RelationCategory } from '../types';
import { categoryLabel } from '../labels';

// Two saved people and a category. Generation needs the network: offline the button is disabled with the reason.

const t = esCompatibility;

export interface Pick {
  a: string;
  b: string;
  category: RelationCategory;
}

interface PickFormProps {
  people: Person[];
  pick: Pick;
  online: boolean;
  generating: boolean;
  onChange: (pick: Pick) => void;
  onSubmit: () => void;
}

export function PickForm({ people, pick, online, generating, onChange, onSubmit }: PickFormProps) {
  const ids = { title: useId(), a: useId(), b: useId(), offline: useId(), legend: useId() };
  const choose = (side: 'a' | 'b', id: string) => {
    const next = { ...pick, [side]: id };
    // The second person's relation is the likeliest reading: Luis (pareja) opens on Pareja.
    const relation = side === 'b' ? people.find((person) => person.id === id)?.relation : null;
    onChange(relation ? { ...next, category: relation } : next);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="compat-pick" onSubmit={submit} aria-labelledby={ids.title} noValidate>
      <h3 id={ids.title}>{t.pickTitle}</h3>
      <div className="field">
        <label htmlFor={ids.a}>{t.personALabel}</label>
        <select id={ids.a} value={pick.a} onChange={(e) => choose('a', e.target.value)}>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.is_self ? `${person.name} (${t.selfBadge})` : person.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.b}>{t.personBLabel}</label>
        <select id={ids.b} value={pick.b} onChange={(e) => choose('b', e.target.value)}>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.is_self ? `${person.name} (${t.selfBadge})` : person.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="compat-pick__categories">
        <legend>{t.categoryLegend}</legend>
        {CATEGORIES.map((category) => (
          <label key={category} className="compat-pick__category">
            <input type="radio" name="compat-category" value={category} checked={pick.category === category} onChange={() => onChange({ ...pick, category })} />
            <span>{categoryLabel(category)}</span>
          </label>
        ))}
      </fieldset>
      <div className="compat-form__actions">
        <button type="submit" className="button button--primary" disabled={generating || !online} aria-describedby={!online ? ids.offline : undefined}>
          {generating ? t.submitting : t.submit}
        </button>
        {!online ? (
          <p id={ids.offline} className="compat__offline">
            {t.offlineReason}
          </p>
        ) : null}
      </div>
    </form>
  );
}
