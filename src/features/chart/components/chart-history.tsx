import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { esChart, esMyChart } from '../../../i18n/es-chart';
import { MAX_CHART_NAME_LENGTH } from '@core/contract/limits';
import type { ChartSummary } from '../api/list-charts';
import { renameChart } from '../api/rename-chart';
import { deleteChart } from '../api/delete-chart';

// The user's charts: open one, rename it in place, or delete it after saying yes. Renaming and deleting need
// the server (they change every device), so they wait for a connection.

const dateTimeFormat = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short' });

interface ChartHistoryProps {
  charts: ChartSummary[];
  shownId: string | null;
  mineId: string | null;
  opening: string | null;
  online: boolean;
  onOpen: (id: string) => void;
  onRenamed: (id: string, name: string) => void;
  onDeleted: (id: string) => void;
  rename?: typeof renameChart;
  remove?: typeof deleteChart;
}

type Editing = { id: string; mode: 'rename' | 'delete' } | null;

export function ChartHistory({ charts, shownId, mineId, opening, online, onOpen, onRenamed, onDeleted, rename = renameChart, remove = deleteChart }: ChartHistoryProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusTarget = useRef<HTMLInputElement | HTMLButtonElement | null>(null);
  const returnTo = useRef<string | null>(null);
  const ids = { input: useId(), problem: useId() };

  useEffect(() => {
    if (editing) focusTarget.current?.focus();
  }, [editing]);

  function close() {
    const id = editing?.id;
    setEditing(null);
    setProblem(null);
    if (id) returnTo.current = id;
  }

  useEffect(() => {
    if (editing || !returnTo.current) return;
    document.getElementById(`chart-actions-${returnTo.current}`)?.querySelector('button')?.focus();
    returnTo.current = null;
  }, [editing]);

  async function submitRename(event: FormEvent, chart: ChartSummary) {
    event.preventDefault();
    const name = draft.trim();
    if (!name) {
      setProblem(esMyChart.renameEmpty);
      focusTarget.current?.focus();
      return;
    }
    setBusy(true);
    const ok = await rename(chart.id, name);
    setBusy(false);
    if (!ok) {
      toast.error(esMyChart.renameError);
      return;
    }
    toast.success(esMyChart.renamed);
    onRenamed(chart.id, name);
    close();
  }

  async function confirmDelete(chart: ChartSummary) {
    setBusy(true);
    const ok = await remove(chart.id);
    setBusy(false);
    if (!ok) {
      toast.error(esMyChart.removeError);
      return;
    }
    toast.success(esMyChart.removed);
    setEditing(null);
    onDeleted(chart.id);
    document.getElementById('chart-title')?.focus();
  }

  return (
    <details className="history" open={charts.length > 1 ? true : undefined}>
      <summary>{esChart.history}</summary>
      <ul>
        {charts.map((chart) => {
          const current = editing?.id === chart.id ? editing.mode : null;
          return (
            <li key={chart.id} className="history__row" aria-current={chart.id === shownId ? 'true' : undefined}>
              <button type="button" className="history__item" onClick={() => onOpen(chart.id)} disabled={opening === chart.id}>
                <span>
                  {chart.chart_name}
                  {chart.id === mineId ? <span className="history__badge"> · {esMyChart.mine}</span> : null}
                </span>
                <span className="history__date">{opening === chart.id ? esChart.loadingChart : dateTimeFormat.format(new Date(chart.created_at))}</span>
              </button>
              {current === 'rename' ? (
                <form className="history__edit" onSubmit={(event) => void submitRename(event, chart)} noValidate>
                  <label htmlFor={ids.input}>{esMyChart.renameLabel(chart.chart_name)}</label>
                  <input
                    id={ids.input}
                    ref={(element) => {
                      focusTarget.current = element;
                    }}
                    type="text"
                    maxLength={MAX_CHART_NAME_LENGTH}
                    value={draft}
                    onChange={(event) => {
                      setDraft(event.target.value);
                      setProblem(null);
                    }}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? ids.problem : undefined}
                  />
                  {problem ? (
                    <p id={ids.problem} className="field__error">
                      {problem}
                    </p>
                  ) : null}
                  <div className="history__buttons">
                    <button type="submit" className="button button--primary" disabled={busy || !online}>
                      {esMyChart.renameSave}
                    </button>
                    <button type="button" className="button button--ghost" onClick={close}>
                      {esMyChart.renameCancel}
                    </button>
                  </div>
                </form>
              ) : current === 'delete' ? (
                <div className="history__edit" role="alertdialog" aria-labelledby={ids.problem}>
                  <p id={ids.problem}>{esMyChart.removeConfirm(chart.chart_name)}</p>
                  <div className="history__buttons">
                    <button type="button" className="button button--primary" disabled={busy || !online} onClick={() => void confirmDelete(chart)}>
                      {esMyChart.removeYes}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      ref={(element) => {
                        focusTarget.current = element;
                      }}
                      onClick={close}
                    >
                      {esMyChart.removeNo}
                    </button>
                  </div>
                </div>
              ) : (
                <div id={`chart-actions-${chart.id}`} className="history__buttons" role="group" aria-label={esMyChart.actionsOf(chart.chart_name)}>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={!online}
                    onClick={() => {
                      setDraft(chart.chart_name);
                      setProblem(null);
                      setEditing({ id: chart.id, mode: 'rename' });
                    }}
                  >
                    {esMyChart.rename}
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={!online}
                    onClick={() => setEditing({ id: chart.id, mode: 'delete' })}
                  >
                    {esMyChart.remove}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
