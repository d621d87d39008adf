// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { TarotSection } from '../components/tarot-section';
import { tarotApi } from '../api/tarot-api';
import { TarotJournal } from '../components/tarot-journal';
import { todayLocal } from '../api/reading-row';
import { sameDayInMonth } from '../journal/calendar';
import { saveNote, syncPendingNotes, type UpdateNote } from '../api/save-note';
import { setOnline } from '../../../testing/network';
import { db, type StoredTarotReading } from '../../../offline/db';

// The section holds a month's grid now: role queries over it take longer than the default second on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const user = { id: 'user-1' };

const reading = (overrides: Partial<StoredTarotReading> = {}): StoredTarotReading => ({
  id: 'r-today', userId: user.id, readingDate: todayLocal(), cardName: 'La Torre', cardId: 'la-torre', reversed: false,
  interpretation: 'Hoy algo cae para dejar sitio.', practicalAction: 'Escribe la verdad que evitas.',
  source: 'builtin', storedAt: 0, note: null, notePending: false, ...overrides,
});

/** A stand-in for the network call, recording what reached the "server". */
/** The section on the feature's seam: no card on the server for today, and the notes' sync the test gives. */
function renderSection(api: Partial<ReturnType<typeof tarotApi.useApi>> = {}) {
  return render(
    <tarotApi.Provider api={{ fetchToday: async () => null, fetchMonth: async () => ({ ok: true, readings: [] }), ...api }}>
      <Toaster />
      <TarotSection user={user} />
    </tarotApi.Provider>,
  );
}

function fakeServer(reply: { status: number; error: unknown; rows: number } = { status: 200, error: null, rows: 1 }) {
  const sent: [string, string | null][] = [];
  const update: UpdateNote = async (id, note) => {
    sent.push([id, note]);
    return reply;
  };
  return { sent, update };
}

beforeEach(async () => {
  await db.tarotReadings.clear();
  setOnline(true);
});

afterEach(cleanup);

describe('the card view', () => {
  it("shows the card's image text, question, keywords and correspondences with a link to the library", async () => {
    await db.tarotReadings.put(reading());
    renderSection();
    expect(await screen.findByRole('heading', { name: 'La Torre' })).toBeInTheDocument();
    expect(screen.getByText(/Un rayo golpea una torre alta/)).toBeInTheDocument();
    expect(screen.getByText('¿Qué estructura de tu vida estaba sostenida por algo falso y ya no puede mantenerse en pie?')).toBeInTheDocument();
    expect(screen.getByText(/sacudida · revelación · derrumbe/)).toBeInTheDocument();
    const correspondences = screen.getByRole('region', { name: 'Correspondencias' });
    expect(correspondences).toHaveTextContent('Marte.');
    expect(correspondences).toHaveTextContent('El fuego, que habla del impulso');
    expect(correspondences).toHaveTextContent('Arcano XVI.');
    expect(screen.getByRole('link', { name: 'La Torre en la biblioteca' })).toHaveAttribute('href', '/biblioteca/tarot/la-torre');
    expect(screen.getByRole('link', { name: 'Leer sobre los arcanos mayores como el viaje del Loco' })).toHaveAttribute('href', '/biblioteca/arcanos-mayores-viaje-del-loco');
    expect(screen.getByRole('link', { name: 'Leer sobre la cuerda que parecía serpiente' })).toHaveAttribute('href', '/biblioteca/maya-la-cuerda-y-la-serpiente');
  });
});

describe('the journal', () => {
  it('saves a note typed with the keyboard (Ctrl + Enter) on the device and in the account', async () => {
    await db.tarotReadings.put(reading());
    const server = fakeServer();
    render(<TarotJournal reading={reading()} online save={(id, text, online) => saveNote(id, text, online, server.update)} />);
    const field = screen.getByLabelText('Tu nota sobre esta carta');
    await userEvent.click(field);
    await userEvent.keyboard('  Hoy cayó una idea vieja.  {Control>}{Enter}{/Control}');
    expect(await screen.findByText('Nota guardada.')).toBeInTheDocument();
    expect(server.sent).toEqual([['r-today', 'Hoy cayó una idea vieja.']]);
    expect(await db.tarotReadings.get('r-today')).toMatchObject({ note: 'Hoy cayó una idea vieja.', notePending: false });
  });

  it('keeps the note on the device when the save fails, and says so', async () => {
    await db.tarotReadings.put(reading());
    const server = fakeServer({ status: 403, error: { code: '42501' }, rows: 0 });
    render(<TarotJournal reading={reading()} online save={(id, text, online) => saveNote(id, text, online, server.update)} />);
    await userEvent.type(screen.getByLabelText('Tu nota sobre esta carta'), 'Nota que no llega');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar nota' }));
    expect(await screen.findByText(/No se pudo guardar la nota en tu cuenta/)).toBeInTheDocument();
    expect(screen.getByLabelText('Tu nota sobre esta carta')).toHaveValue('Nota que no llega');
    expect(await db.tarotReadings.get('r-today')).toMatchObject({ note: 'Nota que no llega', notePending: true });
  });

  it('refuses a note over 2,000 characters without sending or losing it', async () => {
    await db.tarotReadings.put(reading());
    const server = fakeServer();
    render(<TarotJournal reading={reading()} online save={(id, text, online) => saveNote(id, text, online, server.update)} />);
    const field = screen.getByLabelText('Tu nota sobre esta carta');
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(2001));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar nota' }));
    expect(screen.getByText('La nota admite hasta 2000 caracteres. Acórtala un poco para guardarla.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('a'.repeat(2001));
    expect(server.sent).toEqual([]);
  });

  it('keeps a note written offline on the device and sends it when the connection returns', async () => {
    await db.tarotReadings.put(reading());
    const server = fakeServer();
    renderSection({ syncNotes: (userId) => syncPendingNotes(userId, server.update) });
    const field = await screen.findByLabelText('Tu nota sobre esta carta');
    act(() => setOnline(false));
    await userEvent.type(field, 'Escrita sin red');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar nota' }));
    expect(await screen.findByText(/Sin conexión: tu nota queda guardada en este dispositivo/)).toBeInTheDocument();
    expect(await db.tarotReadings.get('r-today')).toMatchObject({ note: 'Escrita sin red', notePending: true });
    expect(server.sent).toEqual([]);

    act(() => setOnline(true));
    expect(await screen.findByText('Se ha enviado la nota que escribiste sin conexión.')).toBeInTheDocument();
    expect(server.sent).toEqual([['r-today', 'Escrita sin red']]);
    await waitFor(async () => expect(await db.tarotReadings.get('r-today')).toMatchObject({ notePending: false }));
    expect(await screen.findByText('Nota guardada.')).toBeInTheDocument();
  });

  it("marks the days with a note in the calendar and shows the note in that day's card", async () => {
    const lastMonth = sameDayInMonth(todayLocal(), -1);
    await db.tarotReadings.put(reading({ id: 'r-old', readingDate: lastMonth, cardName: 'El Carro', cardId: 'el-carro', note: 'Aquel día avancé sin riendas.' }));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: /^Mes anterior/ }));
    const day = await screen.findByRole('gridcell', { name: /El Carro, con nota$/ });
    await userEvent.click(day);
    expect(await screen.findByLabelText('Tu nota sobre esta carta')).toHaveValue('Aquel día avancé sin riendas.');
  });

  it('does not let a refresh from the server overwrite a note still waiting on the device', async () => {
    await db.tarotReadings.put(reading({ note: 'local', notePending: true }));
    const { storeReading } = await import('../api/stored-readings');
    await storeReading(reading({ note: null, notePending: false, interpretation: 'Texto del servidor.' }));
    expect(await db.tarotReadings.get('r-today')).toMatchObject({ note: 'local', notePending: true, interpretation: 'Texto del servidor.' });
  });
});
