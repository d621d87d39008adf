import * as z from 'zod/mini';
import { supabase } from '../../../lib/supabase';
import { markNoteSynced, pendingNotes, storeNoteLocally } from './stored-readings';

// The journal's one call (tarot_readings.note, which the owner alone may update: see the migration
// 20261123000300_tarot_journal.sql). The note is kept on the device before it is sent, so a note written
// offline, or during a failed save, is never lost: it stays marked pending and goes out when the app is back online.

export const NOTE_MAX_LENGTH = 2000;

export const NoteSchema = z.string().check(z.maxLength(NOTE_MAX_LENGTH));

export type NoteOutcome = 'saved' | 'pending' | 'failed';

/** Sends one note; supabase-js does not throw, and a request that never got an answer comes back with status 0. */
export type UpdateNote = (readingId: string, note: string | null) => Promise<{ status: number; error: unknown; rows: number }>;

const updateNote: UpdateNote = async (readingId, note) => {
  const { data, error, status } = await supabase.from('tarot_readings').update({ note }).eq('id', readingId).select('id');
  return { status, error, rows: data?.length ?? 0 };
};

/** An empty note (only spaces) clears it: the column is null rather than a blank string. */
export function normaliseNote(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

async function send(readingId: string, note: string | null, update: UpdateNote): Promise<NoteOutcome> {
  try {
    const { status, error, rows } = await update(readingId, note);
    if (!error && rows === 1) {
      await markNoteSynced(readingId, note);
      return 'saved';
    }
    return status === 0 ? 'pending' : 'failed';
  } catch {
    return 'pending';
  }
}

/** Keeps the note on the device, then sends it when online. Never throws; the text is never dropped. */
export async function saveNote(readingId: string, text: string, online: boolean, update: UpdateNote = updateNote): Promise<NoteOutcome> {
  const note = normaliseNote(text);
  if (note !== null && !NoteSchema.safeParse(note).success) return 'failed';
  await storeNoteLocally(readingId, note);
  if (!online) return 'pending';
  return send(readingId, note, update);
}

/** Sends every note of this user still waiting on the device; returns how many reached the server. */
export async function syncPendingNotes(userId: string, update: UpdateNote = updateNote): Promise<number> {
  let saved = 0;
  for (const row of await pendingNotes(userId)) {
    if ((await send(row.id, row.note ?? null, update)) === 'saved') saved += 1;
  }
  return saved;
}
