// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { TodaysCard } from '../components/todays-card';
import { todayLocal } from '../api/reading-row';
import type { DrawOutcome } from '../api/draw-reading';
import { tarotApi } from '../api/tarot-api';
import { setOnline } from '../../../testing/network';
import { db, type StoredTarotReading } from '../../../offline/db';

const user = { id: 'user-hoy' };

const reading = (overrides: Partial<StoredTarotReading> = {}): StoredTarotReading => ({
  id: 'r-hoy', userId: user.id, readingDate: todayLocal(), cardName: 'El Ermitaño', cardId: 'el-ermitano', reversed: false,
  interpretation: 'Hoy la luz es tuya.', practicalAction: 'Camina solo veinte minutos.', source: 'builtin', storedAt: 0, ...overrides,
});

beforeEach(async () => {
  await db.tarotReadings.clear();
  setOnline(true);
});

afterEach(cleanup);

describe("TodaysCard (today's card at the top of Hoy)", () => {
  it('draws from Hoy and moves the focus to the card', async () => {
    const draw = vi.fn(async (): Promise<DrawOutcome> => ({ kind: 'drawn', alreadyRead: false, reading: reading() }));
    render(
      <tarotApi.Provider api={{ draw }}>
        <Toaster />
        <TodaysCard user={user} />
      </tarotApi.Provider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sacar mi carta del día' }));
    const card = await screen.findByRole('group', { name: 'Tu carta del tarot de hoy: El Ermitaño' });
    await vi.waitFor(() => expect(card).toHaveFocus());
    expect(screen.getByText('Camina solo veinte minutos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leer la lectura completa' })).toHaveAttribute('href', '#tarot');
    expect(screen.getByRole('link', { name: 'El Ermitaño en la biblioteca' })).toHaveAttribute('href', '/biblioteca/tarot/el-ermitano');
    expect(screen.getByText('Vuelve mañana para tu nueva lectura')).toBeInTheDocument();
    expect(await screen.findByText('¡Lectura generada con éxito!')).toBeInTheDocument();
  });

  it("shows the card already on the device, offline too, and not yesterday's", async () => {
    await db.tarotReadings.put(reading({ id: 'r-ayer', readingDate: '2020-01-01', cardName: 'La Torre', cardId: 'la-torre' }));
    setOnline(false);
    render(<TodaysCard user={user} />);
    const button = await screen.findByRole('button', { name: 'Sacar mi carta del día' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/^Sin conexión: podrás sacar tu carta/);
    expect(screen.queryByText(/La Torre/)).not.toBeInTheDocument();
    await act(() => db.tarotReadings.put(reading({ reversed: true })));
    expect(await screen.findByRole('group', { name: 'Tu carta del tarot de hoy: El Ermitaño, invertida' })).not.toHaveFocus();
    expect(screen.getByRole('img', { name: 'Ilustración de El Ermitaño, invertida' })).toBeInTheDocument();
  });
});
