import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { esCompatibility } from '../../../i18n/es-compatibility';
import { useOnlineStatus } from '../../../lib/online-status';
import { formValuesOf, type PersonFormValues } from '../api/save-person';
import type { LatestChart } from '../api/latest-chart';
import type { GenerateOutcome } from '../api/generate-compatibility';
import { compatibilityApi } from '../api/compatibility-api';
import { forgetReadings, storePeople, storeReading, useStoredPeople, useStoredReadings } from '../api/stored';
import type { CompatibilityReadingData, Person, ReadingSummary, RelationCategory } from '../types';
import { categoryLabel } from '../labels';
import { EMPTY_PERSON, PersonForm } from './person-form';
import { PeopleList } from './people-list';
import { DeletePersonDialog } from './delete-person-dialog';
import { PickForm, type Pick } from './pick-form';
import { InvitePanel } from './invite-panel';
import './compatibility.css';

// The compatibility feature inside the home's #compatibility section: saved people, inviting someone to add their
// own data, picking two of them and a category, the reading (with its Pro view), and the history, readable offline from the device.

const ReadingView = lazy(() => import('./reading-view').then((m) => ({ default: m.ReadingView })));

const t = esCompatibility;
const dateTimeFormat = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });

type Editing = { id: string | null; title: string; values: PersonFormValues; placeDetail?: string | null; placeSuggestions?: string[] };
type Deleting = { person: Person; readings: number | null | 'loading'; busy: boolean };
type Problem = { message: string; suggestions: string[]; person: Person | null };

/** The default pair: "Mi carta" (or the first person) and the first other one. */
function defaultPick(people: Person[], current: Pick): Pick {
  const ids = new Set(people.map((person) => person.id));
  const a = ids.has(current.a) ? current.a : (people.find((person) => person.is_self) ?? people[0])?.id ?? '';
  const b = ids.has(current.b) && current.b !== a ? current.b : people.find((person) => person.id !== a)?.id ?? '';
  const relation = current.b === b ? null : people.find((person) => person.id === b)?.relation;
  return { a, b, category: relation ?? current.category };
}

function mergeHistory(local: ReadingSummary[], remote: ReadingSummary[]): ReadingSummary[] {
  const byId = new Map<string, ReadingSummary>();
  for (const reading of [...local, ...remote]) if (!byId.has(reading.id)) byId.set(reading.id, reading);
  return [...byId.values()].sort((x, y) => y.createdAt.localeCompare(x.createdAt));
}

export default function CompatibilityPanel({ user }: { user: { id: string } | null }) {
  const api = compatibilityApi.useApi();
  const online = useOnlineStatus();
  const userId = user?.id ?? null;
  const storedPeople = useStoredPeople(userId);
  const storedReadings = useStoredReadings(userId);
  const [peopleStatus, setPeopleStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [offer, setOffer] = useState<LatestChart | null>(null);
  const [pickState, setPick] = useState<Pick>({ a: '', b: '', category: 'pareja' });
  const [generating, setGenerating] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [selected, setSelected] = useState<CompatibilityReadingData | null>(null);
  const [remote, setRemote] = useState<ReadingSummary[]>([]);
  const [opening, setOpening] = useState<string | null>(null);
  const [forgetting, setForgetting] = useState<string | null>(null);
  const [focusToken, setFocusToken] = useState(0);
  const ids = { people: useId(), history: useId() };

  const people = storedPeople ?? [];
  const pick = defaultPick(people, pickState);
  const shown = selected ?? storedReadings?.[0] ?? null;
  const hasSelf = people.some((person) => person.is_self);

  const refreshPeople = useCallback(async () => {
    if (!userId) return;
    const fresh = await api.listPeople();
    if (!fresh) {
      setPeopleStatus('error');
      return;
    }
    await storePeople(userId, fresh);
    setPeopleStatus('ready');
  }, [api, userId]);

  useEffect(() => {
    if (!online || !userId) return;
    void refreshPeople();
    let cancelled = false;
    void api.listReadings().then((readings) => !cancelled && readings && setRemote(readings));
    return () => {
      cancelled = true;
    };
  }, [online, userId, api, refreshPeople]);

  // Offer the latest natal chart as "Mi carta" while nobody is marked as the user.
  useEffect(() => {
    if (!online || !userId || peopleStatus !== 'ready' || hasSelf) return;
    let cancelled = false;
    void api.latestChart().then((chart) => !cancelled && setOffer(chart));
    return () => {
      cancelled = true;
    };
  }, [online, userId, peopleStatus, hasSelf, api]);

  function showReading(reading: CompatibilityReadingData) {
    setSelected(reading);
    setFocusToken((token) => token + 1);
  }

  async function generate(next: Pick) {
    if (!userId) {
      toast.error(t.requiresSession);
      return;
    }
    if (!next.a || !next.b || next.a === next.b) {
      toast.error(t.samePerson);
      return;
    }
    setProblem(null);
    setGenerating(true);
    const outcome: GenerateOutcome = await api.generate({ personA: { personId: next.a }, personB: { personId: next.b }, category: next.category });
    setGenerating(false);
    if (outcome.kind === 'failed') {
      toast.error(outcome.message);
      if (outcome.detail) {
        const side = outcome.person === 'b' ? next.b : outcome.person === 'a' ? next.a : null;
        setProblem({ message: outcome.detail, suggestions: outcome.suggestions, person: people.find((person) => person.id === side) ?? null });
      }
      return;
    }
    toast.success(t.success);
    await storeReading(userId, outcome.reading);
    setRemote((current) => [{ id: outcome.reading.id, createdAt: outcome.reading.createdAt, category: outcome.reading.category, names: outcome.reading.names }, ...current]);
    // A place resolved for the first time is now stored on the person: reread the list.
    void refreshPeople();
    showReading(outcome.reading);
  }

  function readCategory(category: RelationCategory) {
    if (!shown?.personAId || !shown.personBId) return;
    const next = { a: shown.personAId, b: shown.personBId, category };
    setPick(next);
    void generate(next);
  }

  async function openReading(id: string) {
    const local = storedReadings?.find((reading) => reading.id === id);
    if (local) {
      showReading(local);
      return;
    }
    setOpening(id);
    const reading = await api.fetchReading(id);
    setOpening(null);
    if (!reading || !userId) {
      toast.error(t.openError);
      return;
    }
    await storeReading(userId, reading);
    showReading(reading);
  }

  async function removeReading(id: string) {
    if (!(await api.deleteReading(id))) {
      toast.error(t.deleteReadingError);
      return;
    }
    await forgetReadings([id]);
    setRemote((current) => current.filter((reading) => reading.id !== id));
    if (selected?.id === id) setSelected(null);
    setForgetting(null);
    toast.success(t.readingDeleted);
  }

  async function onMarkSelf(person: Person) {
    if (!(await api.markSelf(person.id))) {
      toast.error(t.saveError);
      return;
    }
    await refreshPeople();
  }

  async function askDelete(person: Person) {
    setDeleting({ person, readings: 'loading', busy: false });
    const readings = await api.countPersonReadings(person.id);
    setDeleting((current) => (current?.person.id === person.id ? { ...current, readings } : current));
  }

  async function confirmDelete(withReadings: boolean) {
    if (!deleting || !userId) return;
    const { person } = deleting;
    setDeleting({ ...deleting, busy: true });
    const outcome = await api.deletePerson(person.id, { withReadings });
    if (!outcome.ok) {
      setDeleting({ ...deleting, busy: false });
      toast.error(t.deleteError);
      return;
    }
    await forgetReadings(outcome.deletedReadings);
    const gone = new Set(outcome.deletedReadings);
    setRemote((current) => current.filter((reading) => !gone.has(reading.id)));
    if (selected && gone.has(selected.id)) setSelected(null);
    setDeleting(null);
    toast.success(t.deleted(person.name));
    await refreshPeople();
  }

  function startAdd(values: PersonFormValues = EMPTY_PERSON) {
    setEditing({ id: null, title: t.formAddTitle, values });
  }

  function offerLatestChart(chart: LatestChart) {
    startAdd({ ...EMPTY_PERSON, isSelf: true, birthDate: chart.birthDate, birthTime: chart.birthTime ?? '', birthLocation: chart.birthLocation });
  }

  function fixPlace(problemNow: Problem) {
    if (!problemNow.person) return;
    setEditing({
      id: problemNow.person.id,
      title: t.formEditTitle(problemNow.person.name),
      values: formValuesOf(problemNow.person),
      placeDetail: problemNow.message,
      placeSuggestions: problemNow.suggestions,
    });
  }

  const history = mergeHistory(
    (storedReadings ?? []).map((reading) => ({ id: reading.id, createdAt: reading.createdAt, category: reading.category, names: reading.names })),
    remote,
  );
  const peopleLoading = storedPeople === undefined || (peopleStatus === 'loading' && online && people.length === 0);

  return (
    <div className="compat">
      <section className="compat__people" aria-labelledby={ids.people}>
        <h3 id={ids.people}>{t.peopleTitle}</h3>
        <p>{t.peopleIntro}</p>
        {!online ? <p className="compat__offline">{t.peopleOffline}</p> : null}
        {peopleLoading ? (
          <p role="status">{t.peopleLoading}</p>
        ) : peopleStatus === 'error' && people.length === 0 ? (
          <div role="alert" className="problem-box compat__error">
            <p>{t.peopleLoadError}</p>
            <button type="button" className="button button--small" onClick={() => void refreshPeople()}>
              {t.retry}
            </button>
          </div>
        ) : people.length === 0 ? (
          <p>{t.peopleEmpty}</p>
        ) : (
          <PeopleList
            people={people}
            online={online}
            onEdit={(person) => setEditing({ id: person.id, title: t.formEditTitle(person.name), values: formValuesOf(person) })}
            onDelete={(person) => void askDelete(person)}
            onMarkSelf={(person) => void onMarkSelf(person)}
          />
        )}

        {deleting ? (
          <DeletePersonDialog
            person={deleting.person}
            readings={deleting.readings}
            busy={deleting.busy}
            onConfirm={(withReadings) => void confirmDelete(withReadings)}
            onCancel={() => setDeleting(null)}
          />
        ) : null}

        {editing ? (
          <PersonForm
            key={`${editing.id ?? 'new'}-${editing.placeDetail ?? ''}`}
            title={editing.title}
            editing={editing.id !== null}
            initial={editing.values}
            placeDetail={editing.placeDetail}
            placeSuggestions={editing.placeSuggestions}
            online={online}
            save={(row) => api.savePerson(editing.id, row)}
            suggestPlaces={api.suggestPlaces}
            onSaved={(message) => {
              toast.success(message);
              setEditing(null);
              if (problem && editing.id === problem.person?.id) setProblem(null);
              void refreshPeople();
            }}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <div className="compat__people-actions">
            <button type="button" className="button" disabled={!online || !userId} onClick={() => startAdd()}>
              {t.addPerson}
            </button>
            {offer && !hasSelf && online ? (
              <div className="compat__offer">
                <button type="button" className="button button--ghost" onClick={() => offerLatestChart(offer)}>
                  {t.useMyChart(offer.chartName)}
                </button>
                <p className="field__hint">{t.useMyChartHint}</p>
              </div>
            ) : null}
          </div>
        )}
      </section>

      {userId ? <InvitePanel online={online} /> : null}

      {people.length >= 2 ? (
        <PickForm people={people} pick={pick} online={online} generating={generating} onChange={setPick} onSubmit={() => void generate(pick)} />
      ) : !peopleLoading ? (
        <p className="compat__needs-two">{t.pickNeedsTwo}</p>
      ) : null}

      {problem ? (
        <div className="problem-box compat__problem" role="alert">
          <p>{problem.message}</p>
          {problem.person ? (
            <button type="button" className="button button--small" onClick={() => fixPlace(problem)}>
              {t.editPerson(problem.person.name)}
            </button>
          ) : null}
        </div>
      ) : null}

      <div className="compat__result">
        {shown ? (
          <Suspense fallback={<p role="status">{t.opening}</p>}>
            <ReadingView
              reading={shown}
              focusToken={focusToken}
              busy={generating}
              onReadCategory={online && shown.personAId && shown.personBId && people.some((p) => p.id === shown.personAId) && people.some((p) => p.id === shown.personBId) ? readCategory : undefined}
            />
          </Suspense>
        ) : null}
      </div>

      <details className="history">
        <summary id={ids.history}>{t.historyTitle}</summary>
        {history.length ? (
          <ul aria-labelledby={ids.history}>
            {history.map((reading) => {
              const label = t.historyItem(reading.names.a, reading.names.b, categoryLabel(reading.category));
              return (
                <li key={reading.id} className="compat-history__item">
                  <button type="button" className="history__item" onClick={() => void openReading(reading.id)} disabled={opening === reading.id}>
                    <span>{label}</span>
                    <span className="history__date">{opening === reading.id ? t.opening : dateTimeFormat.format(new Date(reading.createdAt))}</span>
                  </button>
                  {forgetting === reading.id ? (
                    <div className="compat-history__confirm" role="group" aria-label={t.deleteReadingQuestion}>
                      <span>{t.deleteReadingQuestion}</span>
                      <button type="button" className="button button--small button--primary" onClick={() => void removeReading(reading.id)}>
                        {t.deleteConfirm}
                      </button>
                      <button type="button" className="button button--small button--ghost" onClick={() => setForgetting(null)}>
                        {t.cancel}
                      </button>
                    </div>
                  ) : (
                    <button type="button" className="button button--small button--ghost" disabled={!online} aria-label={t.deleteReading(label)} onClick={() => setForgetting(reading.id)}>
                      {t.delete}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p>{t.historyEmpty}</p>
        )}
      </details>
    </div>
  );
}
