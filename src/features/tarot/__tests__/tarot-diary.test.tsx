// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { TarotDiary } from '../components/tarot-diary';
import { tarotApi } from '../api/tarot-api';
import { todayLocal } from '../api/reading-row';
import type { MonthOutcome } from '../api/fetch-month';
import { addDays, addMonths, monthOf, type CalendarMonth } from '../journal/calendar';
import { formatMonthInSentence, formatMonthTitle } from '../journal/format';
import { setOnline } from '../../../testing/network';
import { db, type StoredTarotReading } from '../../../offline/db';

// The section holds a month's grid now: role queries over it take longer than the default second on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// The journal's calendar on the feature's seam: the device's readings in Dexie, and the server's months from the
// fetchMonth the test gives.

const user = { id: 'user-1' };
const today = todayLocal();

const reading = (readingDate: string, overrides: Partial<StoredTarotReading> = {}): StoredTarotReading => ({
  id: `r-${readingDate}`, userId: user.id, readingDate, cardName: 'El Sol', cardId: 'el-sol', reversed: false,
  interpretation: 'Un día de claridad.', practicalAction: null, source: 'builtin', storedAt: 0, note: null, notePending: false, ...overrides,
});

function renderDiary(api: Partial<ReturnType<typeof tarotApi.useApi>> = {}) {
  return render(
    <tarotApi.Provider api={{ fetchMonth: async () => ({ ok: true, readings: [] }), syncNotes: async () => 0, ...api }}>
      <Toaster />
      <TarotDiary user={user} />
    </tarotApi.Provider>,
  );
}

/** Pages the calendar back to `month` with its «Mes anterior» button. */
async function pageBackTo(month: CalendarMonth) {
  for (let shown = monthOf(today); shown > month; shown = addMonths(shown, -1)) {
    await userEvent.click(screen.getByRole('button', { name: `Mes anterior: ${formatMonthTitle(addMonths(shown, -1))}` }));
  }
}

beforeEach(async () => {
  await db.tarotReadings.clear();
  setOnline(true);
});

afterEach(cleanup);

describe('the tarot journal', () => {
  it('shows the month with its drawn days, their notes and a gentle streak', async () => {
    const yesterday = addDays(today, -1);
    await db.tarotReadings.bulkPut([reading(today, { cardName: 'La Luna', cardId: 'la-luna', reversed: true }), reading(yesterday, { note: 'Dormí mejor.' })]);
    renderDiary();
    const grid = await screen.findByRole('grid', { name: formatMonthTitle(monthOf(today)) });
    expect(await within(grid).findByRole('gridcell', { name: /\(hoy\): La Luna, invertida$/ })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByText(/Llevas 2 días seguidos con tu carta\./)).toBeInTheDocument();
    if (monthOf(yesterday) === monthOf(today)) {
      expect(within(grid).getByRole('gridcell', { name: /El Sol, con nota$/ })).toBeInTheDocument();
      expect(screen.getByText(/^Este mes, 2 días con carta, uno con nota\./)).toBeInTheDocument();
    }
  });

  it('never scolds a missed day: a gap ends the streak quietly, and an empty month is only empty', async () => {
    await db.tarotReadings.bulkPut([reading(today), reading(addDays(today, -2))]);
    renderDiary();
    await screen.findByRole('gridcell', { name: /\(hoy\): El Sol$/ });
    expect(screen.queryByText(/seguidos/)).not.toBeInTheDocument();
    const empty = addMonths(monthOf(today), -2);
    await pageBackTo(empty);
    expect(await screen.findByText(`En ${formatMonthInSentence(empty, today)} no hay cartas en tu diario.`)).toBeInTheDocument();
  });

  it('moves through the days with the keyboard and opens one with Enter', async () => {
    const day = monthOf(addDays(today, -1)) === monthOf(today) ? addDays(today, -1) : today;
    await db.tarotReadings.put(reading(day, { cardName: 'El Carro', cardId: 'el-carro', note: 'Avancé sin riendas.' }));
    renderDiary();
    const todayCell = await screen.findByRole('gridcell', { name: new RegExp(`\\(hoy\\)`) });
    expect(todayCell).toHaveAttribute('tabindex', '0');
    act(() => todayCell.focus());
    if (day !== today) await userEvent.keyboard('{ArrowLeft}');
    const cell = screen.getByRole('gridcell', { name: /El Carro, con nota$/ });
    expect(cell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'El Carro' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tu nota sobre esta carta')).toHaveValue('Avancé sin riendas.');
    // Page Up goes to the same day a month back; nothing lies after the current month.
    act(() => cell.focus());
    await userEvent.keyboard('{PageUp}');
    expect(screen.getByRole('grid', { name: formatMonthTitle(addMonths(monthOf(today), -1)) })).toBeInTheDocument();
    await userEvent.keyboard('{PageDown}{PageDown}');
    expect(screen.getByRole('grid', { name: formatMonthTitle(monthOf(today)) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Mes siguiente/ })).toBeDisabled();
  });

  it('brings an older month from the account, and offers to try again when that fails', async () => {
    const older = addMonths(monthOf(today), -5);
    const asked: string[] = [];
    let fail = true;
    const fetchMonth = async (_userId: string, month: string): Promise<MonthOutcome> => {
      asked.push(month);
      return fail ? { ok: false } : { ok: true, readings: [reading(`${month}-10`, { cardName: 'La Emperatriz', cardId: 'la-emperatriz' })] };
    };
    renderDiary({ fetchMonth });
    await screen.findByRole('grid');
    await pageBackTo(older);
    expect(await screen.findByText(/^No pudimos traer \S+( de \d{4})? de tu cuenta\. Ves lo que guarda este dispositivo\./)).toBeInTheDocument();
    // Months the sign-in pull already brought are read from the device, never asked for.
    expect(asked).toEqual([older]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('gridcell', { name: /La Emperatriz$/ })).toBeInTheDocument();
    expect(asked).toEqual([older, older]);
  });

  it('reads offline from the device, and says that an older month waits for the connection', async () => {
    await db.tarotReadings.put(reading(today, { cardName: 'La Estrella', cardId: 'la-estrella' }));
    setOnline(false);
    const asked: string[] = [];
    renderDiary({
      fetchMonth: async (_userId, month) => {
        asked.push(month);
        return { ok: false };
      },
    });
    expect(await screen.findByRole('gridcell', { name: /La Estrella$/ })).toBeInTheDocument();
    await pageBackTo(addMonths(monthOf(today), -4));
    expect(await screen.findByText(/^Sin conexión: ves lo que guarda este dispositivo\./)).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
