// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { TarotSection } from '../components/tarot-section';
import { tarotApi } from '../api/tarot-api';
import { todayLocal } from '../api/reading-row';
import type { DrawOutcome } from '../api/draw-reading';
import { setOnline } from '../../../testing/network';
import { db, type StoredTarotReading } from '../../../offline/db';

const user = { id: 'user-1' };

const reading = (overrides: Partial<StoredTarotReading> = {}): StoredTarotReading => ({
  id: 'r-today', userId: user.id, readingDate: todayLocal(), cardName: 'La Estrella', cardId: 'la-estrella', reversed: true,
  interpretation: 'Hoy la esperanza pide pasos pequeños.', practicalAction: 'Escribe una intención para esta noche.',
  source: 'builtin', storedAt: 0, ...overrides,
});

const noReadingYet = async () => null;

/** The section on the feature's seam: no card on the server yet, unless the test brings its own calls. */
function renderSection({ user: who = user, ...api }: { user?: { id: string } | null } & Partial<ReturnType<typeof tarotApi.useApi>> = {}) {
  return render(
    <tarotApi.Provider api={{ fetchToday: noReadingYet, ...api }}>
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

  it('lets the user reopen an earlier day', async () => {
    await db.tarotReadings.put(reading({ id: 'r-old', readingDate: '2026-01-05', cardName: 'El Carro', cardId: 'el-carro', reversed: false }));
    renderSection();
    await userEvent.click(await screen.findByText('Lecturas anteriores'));
    await userEvent.click(await screen.findByRole('button', { name: /El Carro/ }));
    expect(await screen.findByRole('heading', { name: 'El Carro' })).toBeInTheDocument();
    expect(screen.getByText(/Lectura del lunes, 5 de enero/)).toBeInTheDocument();
  });

  it('moves the focus to the card just drawn, and says when the next one opens on the user\'s clock', async () => {
    const draw = async (): Promise<DrawOutcome> => ({ kind: 'drawn', alreadyRead: false, reading: reading() });
    renderSection({ draw });
    await userEvent.click(await screen.findByRole('button', { name: 'Sacar mi carta del día' }));
    const card = await screen.findByRole('article', { name: 'Tu carta de hoy: La Estrella' });
    await vi.waitFor(() => expect(card).toHaveFocus());
    expect(screen.getByText(/^Tu próxima carta se abre el \S+, \d+ de \S+ a las? \d+:\d\d \(.+\)\.$/)).toBeInTheDocument();
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
});
