import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { esTarotJournal } from '../../../i18n/es-tarot';
import type { StoredTarotReading } from '../../../offline/db';
import { NOTE_MAX_LENGTH, normaliseNote, saveNote, type NoteOutcome } from '../api/save-note';

// The private note on one day's card. It is saved on the device first and then in the account; offline, the
// note waits on the device (marked pending) and the section sends it as soon as the connection is back.

type Status = 'idle' | 'saving' | 'unchanged' | 'tooLong' | NoteOutcome;

interface TarotJournalProps {
  reading: StoredTarotReading;
  online: boolean;
  /** Injected by tests; the app uses the real call. */
  save?: typeof saveNote;
}

export function TarotJournal({ reading, online, save = saveNote }: TarotJournalProps) {
  const fieldId = useId();
  const [text, setText] = useState(reading.note ?? '');
  const [status, setStatus] = useState<Status>('idle');

  // Another day's card opened in the same place starts from that day's note; the same card's note arriving
  // from the server (written on another device) replaces the text only if nothing has been typed over it.
  const shownNote = useRef({ id: reading.id, note: reading.note ?? '' });
  useEffect(() => {
    const previous = shownNote.current;
    const next = reading.note ?? '';
    shownNote.current = { id: reading.id, note: next };
    if (previous.id !== reading.id) {
      setText(next);
      setStatus('idle');
    } else if (previous.note !== next) {
      setText((typed) => (typed === previous.note ? next : typed));
    }
  }, [reading.id, reading.note]);

  const tooLong = text.trim().length > NOTE_MAX_LENGTH;

  async function submit() {
    if (status === 'saving') return;
    if (tooLong) {
      setStatus('tooLong');
      return;
    }
    if (normaliseNote(text) === (reading.note ?? null) && !reading.notePending) {
      setStatus('unchanged');
      return;
    }
    setStatus('saving');
    setStatus(await save(reading.id, text, online));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  }

  // A note that waited on the device is saved once the section has sent it: the row's pending mark, seen set after
  // this editor stored the note, clears.
  const sawPending = useRef(false);
  useEffect(() => {
    if (status !== 'pending') sawPending.current = false;
    else if (reading.notePending) sawPending.current = true;
    else if (sawPending.current) setStatus('saved');
  }, [status, reading.notePending]);
  const message =
    status === 'saving' ? esTarotJournal.saving
    : status === 'saved' ? esTarotJournal.saved
    : status === 'unchanged' ? esTarotJournal.unchanged
    : status === 'pending' ? esTarotJournal.pending
    : status === 'failed' ? esTarotJournal.failed
    : status === 'tooLong' ? esTarotJournal.tooLong(NOTE_MAX_LENGTH)
    : reading.notePending ? esTarotJournal.waiting
    : '';

  return (
    <form className="tarot-journal" onSubmit={onSubmit} aria-labelledby={`${fieldId}-title`}>
      <h4 id={`${fieldId}-title`}>{esTarotJournal.title}</h4>
      <label htmlFor={fieldId}>{esTarotJournal.label}</label>
      <p id={`${fieldId}-hint`} className="tarot-journal__hint">{esTarotJournal.hint}</p>
      <textarea
        id={fieldId}
        value={text}
        rows={4}
        placeholder={esTarotJournal.placeholder}
        aria-describedby={`${fieldId}-hint ${fieldId}-count`}
        aria-invalid={tooLong || undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (status !== 'saving') setStatus('idle');
        }}
        onKeyDown={onKeyDown}
      />
      <div className="tarot-journal__footer">
        <span id={`${fieldId}-count`} className={`tarot-journal__count${tooLong ? ' tarot-journal__count--over' : ''}`}>
          {esTarotJournal.count(text.trim().length, NOTE_MAX_LENGTH)}
        </span>
        <button type="submit" className="button button--primary" disabled={status === 'saving'}>
          {status === 'saving' ? esTarotJournal.saving : esTarotJournal.save}
        </button>
      </div>
      <p role="status" className={`tarot-journal__status${status === 'failed' || status === 'tooLong' ? ' tarot-journal__status--error' : ''}`}>
        {message}
      </p>
    </form>
  );
}
