import { useEffect, useRef, useState } from 'react';
import { TODAY } from '../labels';
import { todayApi } from '../api/today-api';

// Two minutes for the day's practice: start, pause, start again from the top. The countdown is on screen for whoever
// glances at it; a screen reader hears only the start and the end (a live region that changes twice), never each
// second. At the end a soft bell, unless the person switched it off: that choice stays on this device.

export const PRACTICE_MS = 2 * 60_000;
const TICK_MS = 250;
/** This device's choice about the bell: 'no' when it was switched off. A preference, nothing personal. */
export const BELL_CHOICE_KEY = 'sendero:campana-practica';

type Phase = 'idle' | 'running' | 'paused' | 'done';

function bellWanted(): boolean {
  try {
    return localStorage.getItem(BELL_CHOICE_KEY) !== 'no';
  } catch {
    return true;
  }
}

function rememberBell(on: boolean): void {
  try {
    if (on) localStorage.removeItem(BELL_CHOICE_KEY);
    else localStorage.setItem(BELL_CHOICE_KEY, 'no');
  } catch {
    // Storage refused (a private window's quota, say): the switch still holds for this visit.
  }
}

/** «1:05» for 65 s; a second just begun still shows, so the count reads 2:00 … 0:01 and then 0:00. */
export function clock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function PracticeTimer() {
  const { bell } = todayApi.useApi();
  const t = TODAY.timer;
  const [phase, setPhase] = useState<Phase>('idle');
  const [remaining, setRemaining] = useState(PRACTICE_MS);
  const [announcement, setAnnouncement] = useState('');
  const [bellOn, setBellOn] = useState(bellWanted);
  // The end as an instant, not a count of ticks: a throttled background tab still ends on time.
  const endsAt = useRef(0);
  const mainButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (phase !== 'running') return;
    const timer = setInterval(() => {
      const left = Math.max(0, endsAt.current - Date.now());
      setRemaining(left);
      if (left > 0) return;
      setPhase('done');
      setAnnouncement(t.finished);
      if (bellOn) bell.ring();
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [phase, bellOn, bell, t]);

  function start() {
    if (bellOn) bell.prepare();
    const from = phase === 'paused' ? remaining : PRACTICE_MS;
    endsAt.current = Date.now() + from;
    setRemaining(from);
    setPhase('running');
    // Resuming after a pause is not a new start: only a start from the top is announced.
    if (phase !== 'paused') setAnnouncement(t.started);
  }

  function pause() {
    setRemaining(Math.max(0, endsAt.current - Date.now()));
    setPhase('paused');
  }

  function reset() {
    setPhase('idle');
    setRemaining(PRACTICE_MS);
    // Emptied, so that the next start changes the live region and is heard again.
    setAnnouncement('');
    // The reset button disables itself: the keyboard's focus goes to the start, where the next step is.
    mainButton.current?.focus();
  }

  function switchBell(on: boolean) {
    setBellOn(on);
    rememberBell(on);
    if (on) bell.prepare();
  }

  const elapsed = 1 - remaining / PRACTICE_MS;
  return (
    <div className={`practice-timer practice-timer--${phase}`} role="group" aria-label={t.label}>
      <p className="practice-timer__clock" role="timer">
        {phase === 'done' ? `${clock(0)} · ${t.done}` : clock(remaining)}
      </p>
      <div className="practice-timer__track" aria-hidden="true">
        <span style={{ transform: `scaleX(${elapsed})` }} />
      </div>
      <div className="practice-timer__actions">
        {phase === 'running' ? (
          <button ref={mainButton} type="button" className="button button--primary button--small" onClick={pause}>
            {t.pause}
          </button>
        ) : (
          <button ref={mainButton} type="button" className="button button--primary button--small" onClick={start}>
            {phase === 'paused' ? t.resume : phase === 'done' ? t.again : t.start}
          </button>
        )}
        <button type="button" className="button button--ghost button--small" onClick={reset} disabled={phase === 'idle'}>
          {t.reset}
        </button>
        <label className="practice-timer__bell">
          <input type="checkbox" checked={bellOn} onChange={(event) => switchBell(event.target.checked)} /> {t.bell}
        </label>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
