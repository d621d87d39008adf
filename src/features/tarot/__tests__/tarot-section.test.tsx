// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { TarotSection } from '../components/tarot-section';
import { tarotApi } from '../api/tarot-api';
import { todayLocal } from '../api/reading-row';
import { sameDayInMonth } from '../journal/calendar';
import { formatDay } from '../journal/format';
import type { DrawOutcome } from '../api/draw-reading';
import { setOnline } from '../../../testing/network';
import { db, type StoredTarotReading } from '../../../offline/db';

// The section holds a month's grid now: role queries over it take longer than the default second on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const user = { id: 'user-1' };

const reading = (overrides: Partial<StoredTarotReading> = {}): StoredTarotReading => ({
  id: 'r-today', userId: user.id, readingDate: todayLocal(), cardName: 'La Estrella', cardId: 'la-estrella', reversed: true,
  interpretation: 'Hoy la esperanza pide pasos pequeños.', practicalAction: 'Escribe una intención para esta noche.',
  source: 'builtin', storedAt: 0, ...overrides,
});

const noReadingYet = async () => null;

/** The section on the feature's seam: no card on the server yet, unless the test brings its own calls. */
function renderSection({ user: who = user, ...api }: { user?: { id: string; user_metadata?: Record<string, unknown> } | null } & Partial<ReturnType<typeof tarotApi.useApi>> = {}) {
  return render(
    <tarotApi.Provider api={{ fetchToday: noReadingYet, fetchMonth: async () => ({ ok: true, readings: [] }), ...api }}>
      <Toaster />
      <TarotSection user={who} />
    </tarotApi.Provider>,
  );
}


beforeEach(async () => {
  await db.tarotReadings.clear();
  setOnline(true);
});

afterEach(cleanup);

describe('TarotSection', () => {
  it('asks for a session before drawing', async () => {
    renderSection({ user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Sacar mi carta del día' }));
    expect(await screen.findByText('Debes iniciar sesión para tu lectura diaria')).toBeInTheDocument();
  });

  it('draws, shows the card with its action, stores it and says to come back tomorrow', async () => {
    const draw = async (): Promise<DrawOutcome> => ({ kind: 'drawn', alreadyRead: false, reading: reading() });
    renderSection({ draw });
    await userEvent.click(await screen.findByRole('button', { name: 'Sacar mi carta del día' }));
    expect(await screen.findByText('¡Lectura generada con éxito!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'La Estrella' })).toBeInTheDocument();
    expect(screen.getByText('Invertida')).toBeInTheDocument();
    expect(screen.getByText('Escribe una intención para esta noche.')).toBeInTheDocument();
    expect(screen.getByText('Vuelve mañana para tu nueva lectura')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ilustración de La Estrella, invertida' })).toHaveAttribute('src', '/tarot/la-estrella.svg');
    expect(await db.tarotReadings.get('r-today')).toMatchObject({ cardName: 'La Estrella' });
  });

  it('shows the existing reading with the info message when the function says it was already read', async () => {
    const draw = async (): Promise<DrawOutcome> => ({ kind: 'drawn', alreadyRead: true, reading: reading({ cardName: 'El Ermitaño', cardId: 'el-ermitano', reversed: false }) });
    renderSection({ draw });
    await userEvent.click(await screen.findByRole('button', { name: 'Sacar mi carta del día' }));
    expect(await screen.findByText('Ya recibiste tu lectura de hoy')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'El Ermitaño' })).toBeInTheDocument();
  });

  it('shows the spec message when drawing fails and keeps the button', async () => {
    const draw = async (): Promise<DrawOutcome> => ({ kind: 'failed', message: 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.' });
    renderSection({ draw });
    await userEvent.click(await screen.findByRole('button', { name: 'Sacar mi carta del día' }));
    expect(await screen.findByText('Demasiadas solicitudes. Intenta de nuevo en unos minutos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sacar mi carta del día' })).toBeEnabled();
  });

  it("shows today's stored reading at once, with no network call needed", async () => {
    await db.tarotReadings.put(reading());
    renderSection();
    expect(await screen.findByRole('heading', { name: 'La Estrella' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sacar mi carta del día' })).not.toBeInTheDocument();
  });

  it('looks up today’s reading on load and shows it', async () => {
    renderSection({ fetchToday: async () => reading({ cardName: 'La Luna', cardId: 'la-luna' }) });
    expect(await screen.findByRole('heading', { name: 'La Luna' })).toBeInTheDocument();
  });

  it('disables drawing offline and says why', async () => {
    renderSection();
    const button = await screen.findByRole('button', { name: 'Sacar mi carta del día' });
    act(() => setOnline(false));
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/^Sin conexión: podrás sacar tu carta/);
  });

  it("lets the user reopen an earlier day from the journal's calendar", async () => {
    const lastMonth = sameDayInMonth(todayLocal(), -1);
    await db.tarotReadings.put(reading({ id: 'r-old', readingDate: lastMonth, cardName: 'El Carro', cardId: 'el-carro', reversed: false }));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: /^Mes anterior/ }));
    await userEvent.click(await screen.findByRole('gridcell', { name: /El Carro$/ }));
    expect(await screen.findByRole('heading', { name: 'El Carro' })).toBeInTheDocument();
    expect(screen.getByText(`Lectura del ${formatDay(lastMonth, todayLocal())}`)).toBeInTheDocument();
  });

  it('shows a card dated tomorrow (drawn in a zone already past midnight) as the current card, never as a past one', async () => {
    const readingDate = todayLocal(new Date(Date.now() + 86_400_000));
    await db.tarotReadings.put(reading({ id: 'r-ahead', readingDate, cardName: 'El Sol', cardId: 'el-sol', reversed: false }));
    renderSection();
    expect(await screen.findByRole('heading', { name: 'El Sol' })).toBeInTheDocument();
    expect(screen.getByText(/^Lectura del /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sacar mi carta del día' })).not.toBeInTheDocument();
  });

  it('moves the focus to the card just drawn, and says when the next one opens on the user\'s clock', async () => {
    const draw = async (): Promise<DrawOutcome> => ({ kind: 'drawn', alreadyRead: false, reading: reading() });
    renderSection({ draw });
    await userEvent.click(await screen.findByRole('button', { name: 'Sacar mi carta del día' }));
    const card = await screen.findByRole('article', { name: 'Tu carta del tarot de hoy: La Estrella' });
    await vi.waitFor(() => expect(card).toHaveFocus());
    expect(screen.getByText(/^Tu próxima carta del tarot se abre el \S+, \d+ de \S+ a las? \d+:\d\d \(.+\)\.$/)).toBeInTheDocument();
  });

  it("puts a badge on the app's icon while today's card waits, and clears it once drawn", async () => {
    const calls: string[] = [];
    Object.assign(navigator, {
      setAppBadge: async () => void calls.push('set'),
      clearAppBadge: async () => void calls.push('clear'),
    });
    try {
      const draw = async (): Promise<DrawOutcome> => ({ kind: 'drawn', alreadyRead: false, reading: reading() });
      renderSection({ draw });
      await vi.waitFor(() => expect(calls).toEqual(['set']));
      await userEvent.click(await screen.findByRole('button', { name: 'Sacar mi carta del día' }));
      await vi.waitFor(() => expect(calls.at(-1)).toBe('clear'));
    } finally {
      Reflect.deleteProperty(navigator, 'setAppBadge');
      Reflect.deleteProperty(navigator, 'clearAppBadge');
    }
  });

  it("offers today's card as an image to save where the browser cannot share files, with the person's first name", async () => {
    await db.tarotReadings.put(reading());
    const asked: [string, string | null][] = [];
    renderSection({
      user: { id: user.id, user_metadata: { full_name: 'Lucía Prueba' } },
      canShareFiles: () => false,
      shareCard: async (card, fullName) => {
        asked.push([card.cardId, fullName]);
        return 'downloaded';
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar tu carta como imagen' }));
    expect(await screen.findByText('Imagen guardada en tus descargas.')).toBeInTheDocument();
    expect(asked).toEqual([['la-estrella', 'Lucía Prueba']]);
  });

  it('says share where the browser can share files, and says so when the image cannot be made', async () => {
    await db.tarotReadings.put(reading());
    renderSection({
      canShareFiles: () => true,
      shareCard: async () => {
        throw new Error('no canvas');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Compartir tu carta como imagen' }));
    expect(await screen.findByText('No pudimos crear la imagen en este navegador.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compartir tu carta como imagen' })).toBeEnabled();
  });
});
