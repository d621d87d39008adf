import { useId, type FormEvent } from 'react';
import { esCompatibility } from '../../../i18n/es-compatibility';
import { CATEGORIES, type Person, type RelationCategory } from '../types';
import { categoryLabel } from '../labels';
import { OnlineOnlyButton } from '../../../lib/online-only-button';

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
  const ids = { title: useId(), a: useId(), b: useId() };
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
      {(['a', 'b'] as const).map((side) => (
        <div className="field" key={side}>
          <label htmlFor={ids[side]}>{side === 'a' ? t.personALabel : t.personBLabel}</label>
          <select id={ids[side]} value={pick[side]} onChange={(e) => choose(side, e.target.value)}>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.is_self ? `${person.name} (${t.selfBadge})` : person.name}
              </option>
            ))}
          </select>
        </div>
      ))}
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
        <OnlineOnlyButton online={online} busy={generating} label={t.submit} busyLabel={t.submitting} offlineReason={t.offlineReason} reasonClassName="compat__offline" />
      </div>
    </form>
  );
}
