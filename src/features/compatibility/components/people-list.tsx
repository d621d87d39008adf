import { esCompatibility } from '../../../i18n/es-compatibility';
import type { Person } from '../types';

// The saved people, "Mi carta" first, each with its actions. Changing anything needs the network.

const t = esCompatibility;
const dateFormat = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' });

interface PeopleListProps {
  people: Person[];
  online: boolean;
  onEdit: (person: Person) => void;
  onDelete: (person: Person) => void;
  onMarkSelf: (person: Person) => void;
}

export function PeopleList({ people, online, onEdit, onDelete, onMarkSelf }: PeopleListProps) {
  return (
    <ul className="compat-people">
      {people.map((person) => (
        <li key={person.id} className="compat-person">
          <div className="compat-person__text">
            <span className="compat-person__name">
              {person.name}
              {person.is_self ? <span className="badge compat-person__self">{t.selfBadge}</span> : null}
            </span>
            <span className="compat-person__data">
              {[person.relation ? t.relations[person.relation] : null, dateFormat.format(new Date(`${person.birth_date}T00:00:00Z`)), person.birth_time?.slice(0, 5), person.birth_location]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </div>
          <div className="compat-person__actions">
            {!person.is_self ? (
              <button type="button" className="button button--small button--ghost" disabled={!online} aria-label={t.markSelf(person.name)} onClick={() => onMarkSelf(person)}>
                {t.selfBadge}
              </button>
            ) : null}
            <button type="button" className="button button--small" disabled={!online} aria-label={t.editPerson(person.name)} onClick={() => onEdit(person)}>
              {t.edit}
            </button>
            <button type="button" className="button button--small button--ghost" disabled={!online} aria-label={t.deletePerson(person.name)} onClick={() => onDelete(person)}>
              {t.delete}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
