// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BELL_CHOICE_KEY, PRACTICE_MS, PracticeTimer, clock } from '../components/practice-timer';
import { todayApi } from '../api/today-api';

function renderTimer() {
  const bell = { prepare: vi.fn(), ring: vi.fn() };
  render(
    <todayApi.Provider api={{ bell }}>
      <PracticeTimer />
    </todayApi.Provider>,
  );
  return bell;
}

async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  // The timer's ticks and clock only: Testing Library's own zero-delay timeouts must stay real, or each event waits forever.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// No delays between a user's events: the fake clock moves only when a test says so.
const user = () => userEvent.setup({ delay: null });

describe('PracticeTimer', () => {
  it('counts two minutes from the keyboard, announces only the start and the end, and rings the bell once', async () => {
    const bell = renderTimer();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('2:00');
    expect(screen.getByRole('button', { name: 'Reiniciar' })).toBeDisabled();

    await user().tab();
    expect(screen.getByRole('button', { name: 'Empezar' })).toHaveFocus();
    await user().keyboard('{Enter}');
    expect(bell.prepare).toHaveBeenCalledTimes(1);
    // The same button turns into the pause, so the keyboard's focus stays on it.
    expect(screen.getByRole('button', { name: 'Pausar' })).toHaveFocus();
    expect(screen.getByText('Empiezan tus dos minutos. Te avisaremos al terminar.')).toBeInTheDocument();

    await pass(65_000);
    expect(timer).toHaveTextContent('0:55');
    expect(bell.ring).not.toHaveBeenCalled();

    await pass(55_000);
    expect(timer).toHaveTextContent('0:00 · Hecho');
    expect(bell.ring).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Han pasado los dos minutos. Quédate un momento con lo que notas antes de seguir.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Otra vez' })).toHaveFocus();

    await pass(10_000);
    expect(bell.ring).toHaveBeenCalledTimes(1);
  });

  it('pauses and resumes where it stopped, and starts from the top after a reset', async () => {
    renderTimer();
    await user().click(screen.getByRole('button', { name: 'Empezar' }));
    await pass(30_000);
    await user().click(screen.getByRole('button', { name: 'Pausar' }));
    await pass(60_000);
    expect(screen.getByRole('timer')).toHaveTextContent('1:30');

    await user().click(screen.getByRole('button', { name: 'Seguir' }));
    await pass(10_000);
    expect(screen.getByRole('timer')).toHaveTextContent('1:20');

    await user().click(screen.getByRole('button', { name: 'Reiniciar' }));
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    expect(screen.getByRole('button', { name: 'Empezar' })).toHaveFocus();
  });

  it('stays silent once the bell is switched off, and remembers that on this device', async () => {
    const bell = renderTimer();
    await user().click(screen.getByRole('checkbox', { name: 'Campana al terminar' }));
    expect(localStorage.getItem(BELL_CHOICE_KEY)).toBe('no');
    await user().click(screen.getByRole('button', { name: 'Empezar' }));
    await pass(PRACTICE_MS);
    expect(screen.getByRole('timer')).toHaveTextContent('0:00 · Hecho');
    expect(bell.prepare).not.toHaveBeenCalled();
    expect(bell.ring).not.toHaveBeenCalled();

    cleanup();
    renderTimer();
    expect(screen.getByRole('checkbox', { name: 'Campana al terminar' })).not.toBeChecked();
  });

  it('ends on time from the clock, not from counting ticks, as a throttled background tab would', async () => {
    const bell = renderTimer();
    await user().click(screen.getByRole('button', { name: 'Empezar' }));
    // The clock moves two minutes while no interval fires, then one tick arrives.
    vi.setSystemTime(Date.now() + PRACTICE_MS);
    await pass(250);
    expect(screen.getByRole('timer')).toHaveTextContent('0:00 · Hecho');
    expect(bell.ring).toHaveBeenCalledTimes(1);
  });
});

describe('clock', () => {
  it('shows a second just begun, so the count ends at 0:01 before 0:00', () => {
    expect(clock(PRACTICE_MS)).toBe('2:00');
    expect(clock(65_000)).toBe('1:05');
    expect(clock(400)).toBe('0:01');
    expect(clock(0)).toBe('0:00');
  });
});
