import { useState } from 'react';
import { supabase } from '../../../lib/supabase';
import { useOnlineStatus } from '../../../lib/online-status';
import { esAccount } from '../../../i18n/es-account';
import { exportFileName } from '../api/export-data';
import { accountApi } from '../api/account-api';
import { chartsToCsv } from '../api/charts-csv';

// "Tus datos": one click, one file. The files are made on the device from what the API returns for this user.

type Kind = 'json' | 'csv';

export const DATA_SECTION_ID = 'tus-datos';

export function DataExportSection({ userId }: { userId: string }) {
  const { collectUserData, collectCharts, downloadFile } = accountApi.useApi();
  const t = esAccount.data;
  const online = useOnlineStatus();
  const [busy, setBusy] = useState<Kind | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function download(kind: Kind) {
    setBusy(kind);
    setOutcome(null);
    try {
      const name = exportFileName(kind === 'json' ? 'datos' : 'cartas', kind);
      if (kind === 'json') {
        const data = await collectUserData(supabase);
        downloadFile(name, JSON.stringify(data, null, 2), 'application/json;charset=utf-8');
      } else {
        downloadFile(name, chartsToCsv(await collectCharts(supabase, userId)), 'text/csv;charset=utf-8');
      }
      setOutcome({ ok: true, text: t.ready(name) });
    } catch {
      setOutcome({ ok: false, text: t.error });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="account-section" aria-labelledby={`${DATA_SECTION_ID}-title`} id={DATA_SECTION_ID}>
      <h2 id={`${DATA_SECTION_ID}-title`}>{t.title}</h2>
      <p>{t.intro}</p>
      <div className="account-downloads">
        <div>
          <button type="button" className="button button--primary" disabled={busy !== null || !online} aria-busy={busy === 'json'} onClick={() => void download('json')}>
            {busy === 'json' ? t.preparing : t.json}
          </button>
          <p className="account-hint">{t.jsonHint}</p>
        </div>
        <div>
          <button type="button" className="button button--ghost" disabled={busy !== null || !online} aria-busy={busy === 'csv'} onClick={() => void download('csv')}>
            {busy === 'csv' ? t.preparing : t.csv}
          </button>
          <p className="account-hint">{t.csvHint}</p>
        </div>
      </div>
      {!online ? <p className="account-hint">{t.offline}</p> : null}
      <p role="status" className="account-ok">{outcome?.ok ? outcome.text : ''}</p>
      {outcome && !outcome.ok ? <p role="alert" className="account-error">{outcome.text}</p> : null}
    </section>
  );
}
