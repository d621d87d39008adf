import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { esPremium } from '../../../i18n/es-premium';
import { useOnlineStatus } from '../../../lib/online-status';
import type { ReadingSummary } from '../api/saved-readings';
import { premiumApi } from '../api/premium-api';
import { storeReading, useStoredReadings } from '../api/stored-readings';
import type { PremiumReading } from '../api/types';

// The user's readings of one kind: those on this device (readable offline) and, online, every stored one.

const dateTimeFormat = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });

interface SavedReadingsProps<T extends PremiumReading> {
  userId: string;
  kind: T['kind'];
  describe: (params: Record<string, unknown>) => string;
  onOpen: (reading: T) => void;
  /** Bumped when a new reading was generated, so the list asks again. */
  refreshKey: string | null;
}

export function SavedReadings<T extends PremiumReading>({ userId, kind, describe, onOpen, refreshKey }: SavedReadingsProps<T>) {
  const { listReadings: listRemote, fetchReading: fetchRemote } = premiumApi.useApi();
  const online = useOnlineStatus();
  const stored = useStoredReadings(userId, kind);
  const [remote, setRemote] = useState<ReadingSummary[]>([]);
  const [opening, setOpening] = useState<string | null>(null);

  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    void listRemote(kind).then((rows) => !cancelled && setRemote(rows));
    return () => {
      cancelled = true;
    };
  }, [online, kind, refreshKey, listRemote]);

  const local = (stored ?? []).map((row) => {
    const payload = row.payload as PremiumReading;
    return { id: row.id, kind, createdAt: row.createdAt, params: payload.params as Record<string, unknown> };
  });
  const byId = new Map<string, ReadingSummary>();
  for (const row of [...local, ...(online ? remote : [])]) if (!byId.has(row.id)) byId.set(row.id, row);
  const rows = [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  async function open(id: string) {
    const onDevice = stored?.find((row) => row.id === id);
    if (onDevice) {
      onOpen(onDevice.payload as T);
      return;
    }
    setOpening(id);
    const reading = await fetchRemote(id);
    setOpening(null);
    if (!reading || reading.kind !== kind) {
      toast.error(esPremium.openError);
      return;
    }
    await storeReading(userId, reading);
    onOpen(reading as T);
  }

  return (
    <section className="premium-saved" aria-labelledby={`saved-${kind}`}>
      <h2 id={`saved-${kind}`}>{esPremium.saved}</h2>
      {!online ? <p className="field__hint">{esPremium.savedOffline}</p> : null}
      {rows.length ? (
        <ul>
          {rows.map((row) => (
            <li key={row.id}>
              <button type="button" className="history__item" onClick={() => void open(row.id)} disabled={opening === row.id}>
                <span>{describe(row.params)}</span>
                <span className="history__date">{opening === row.id ? esPremium.loadingPage : dateTimeFormat.format(new Date(row.createdAt))}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{esPremium.savedEmpty}</p>
      )}
    </section>
  );
}
