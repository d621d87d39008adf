// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import CompatibilityPanel from '../components/compatibility-panel';
import { compatibilityApi, type CompatibilityApi } from '../api/compatibility-api';
import { validatePersonForm, type PersonRow } from '../api/save-person';
import type { GenerateOutcome } from '../api/generate-compatibility';
import { storeReading } from '../api/stored';
import { setOnline } from '../../../testing/network';
import { db } from '../../../offline/db';
import type { Person } from '../types';
import type { Invite, InviteRequest } from '../api/invites';
import { ANA, LUIS, readingFixture } from './reading-fixture';

const user = { id: 'user-1' };
const INVITE: Invite = { id: 'invite-1', inviterName: 'Ana', label: 'para Luis', relation: 'amigos', createdAt: '2026-11-27T10:00:00Z', expiresAt: '2099-12-04T10:00:00Z' };
/** The reading and its Pro view load lazily (Markdown, wheels): the first render may take a moment on a busy machine. */
const LAZY = { timeout: 8000 };
// The panel reads Dexie and its fakes before it shows a button: on a machine shared by many test runs that can take
// longer than testing-library's one-second default, which failed tests that pass alone.
configure({ asyncUtilTimeout: LAZY.timeout });

/** An in-memory stand-in for the API: people live in an array, as the table would hold them. */
function fakeApi(initial: Person[], overrides: Partial<CompatibilityApi> = {}) {
  let people = [...initial];
  const api: CompatibilityApi = {
    listPeople: vi.fn(async () => [...people]),
    savePerson: vi.fn(async (id: string | null, row: PersonRow) => {
      const person: Person = { id: id ?? `person-${people.length + 1}`, created_at: '2026-11-22T10:00:00Z', ...row };
      people = id ? people.map((p) => (p.id === id ? person : p)) : [...people, person];
      return { ok: true as const, person };
    }),
    markSelf: vi.fn(async (id: string) => {
      people = people.map((p) => ({ ...p, is_self: p.id === id }));
      return true;
    }),
    deletePerson: vi.fn(async (id: string, options: { withReadings: boolean }) => {
      people = people.filter((p) => p.id !== id);
      return { ok: true as const, deletedReadings: options.withReadings ? ['reading-1'] : [] };
    }),
    countPersonReadings: vi.fn(async () => 1),
    latestChart: vi.fn(async () => null),
    generate: vi.fn(async (): Promise<GenerateOutcome> => ({ kind: 'generated', reading: readingFixture('trabajo') })),
    listReadings: vi.fn(async () => []),
    fetchReading: vi.fn(async () => null),
    deleteReading: vi.fn(async () => true),
    suggestPlaces: vi.fn(async () => []),
    createInvite: vi.fn(async (request: InviteRequest) => ({ ok: true as const, invite: { ...INVITE, ...request, token: 'T'.repeat(43) } })),
    listInvites: vi.fn(async () => []),
    cancelInvite: vi.fn(async () => true),
    inviterFirstName: vi.fn(async () => 'Ana'),
    ...overrides,
  };
  return api;
}

function renderPanel(api: CompatibilityApi) {
  return render(
    <compatibilityApi.Provider api={api}>
      <Toaster />
      <CompatibilityPanel user={user} />
    </compatibilityApi.Provider>,
  );
}

beforeEach(async () => {
  await db.compatibilityReadings.clear();
  await db.people.clear();
  setOnline(true);
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => cleanup());

describe('person form validation', () => {
  const valid = { name: 'Luis', relation: 'pareja', birthDate: '1988-11-02', birthTime: '', birthLocation: 'Buenos Aires, Argentina', isSelf: false };
  it.each([
    [{ ...valid, name: '  ' }, 'name', 'Escribe un nombre.'],
    [{ ...valid, name: '\u200b\u200d\u2060' }, 'name', 'Escribe el nombre con al menos una letra, un número o un signo visibles.'],
    [{ ...valid, name: `Luis${'\u0301'.repeat(79)}` }, 'name', 'El nombre tiene demasiados acentos o signos sobre una misma letra (máximo 3).'],
    [{ ...valid, birthDate: '' }, 'birthDate', 'Indica la fecha de nacimiento.'],
    [{ ...valid, birthDate: '1799-12-31' }, 'birthDate', 'La fecha debe ser posterior al 1 de enero de 1800.'],
    [{ ...valid, birthDate: '2999-01-01' }, 'birthDate', 'La fecha de nacimiento no puede estar en el futuro.'],
    [{ ...valid, birthTime: '25:00' }, 'birthTime', 'La hora debe tener el formato HH:MM.'],
    [{ ...valid, birthLocation: 'x' }, 'birthLocation', 'Indica el lugar de nacimiento como «Ciudad, País».'],
    [{ ...valid, relation: '' }, 'relation', 'Elige la relación: pareja, amistad, familia o trabajo.'],
  ])('refuses %o', (values, field, message) => {
    expect(validatePersonForm(values)).toEqual({ ok: false, field, message });
  });

  it('needs no relation for "Mi carta" and sends null for an unknown time', () => {
    expect(validatePersonForm({ ...valid, relation: '', isSelf: true })).toEqual({
      ok: true,
      row: { name: 'Luis', relation: null, birth_date: '1988-11-02', birth_time: null, birth_location: 'Buenos Aires, Argentina', is_self: true },
    });
  });
});

describe('CompatibilityPanel', () => {
  it('says what to do with nobody saved, and offers the latest natal chart as "Mi carta"', async () => {
    const api = fakeApi([], { latestChart: vi.fn(async () => ({ chartName: 'Carta natal de Madrid, España', birthDate: '1990-05-15', birthTime: '14:30', birthLocation: 'Madrid, España' })) });
    renderPanel(api);
    expect(await screen.findByText('Aún no has guardado a nadie. Empieza por ti y añade después a otra persona.')).toBeInTheDocument();
    expect(screen.getByText('Necesitas al menos dos personas guardadas: tú y alguien más.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Usar los datos de «Carta natal de Madrid, España» como mi carta' }));
    expect(screen.getByRole('heading', { name: 'Nueva persona' })).toHaveFocus();
    expect(screen.getByLabelText('Son mis propios datos («Mi carta»)')).toBeChecked();
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('1990-05-15');
    expect(screen.getByLabelText('Lugar de nacimiento')).toHaveValue('Madrid, España');
    expect(screen.queryByLabelText('Relación')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Guardamos a Ana en tus personas.')).toBeInTheDocument();
    expect(api.savePerson).toHaveBeenCalledWith(null, { name: 'Ana', relation: null, birth_date: '1990-05-15', birth_time: '14:30', birth_location: 'Madrid, España', is_self: true });
    expect(await screen.findByText('Ana')).toBeInTheDocument();
  });

  it('keeps what was typed when the form is refused, and suggests places as the user types', async () => {
    const api = fakeApi([ANA], { suggestPlaces: vi.fn(async () => ['Lima, Perú']) });
    renderPanel(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir persona' }));
    await userEvent.type(screen.getByLabelText('Nombre'), 'Luis');
    await userEvent.type(screen.getByLabelText('Lugar de nacimiento'), 'Lima');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    // The toast and the message beside the field, which is marked and takes the focus.
    expect(await screen.findAllByText('Elige la relación: pareja, amistad, familia o trabajo.')).toHaveLength(2);
    const relation = screen.getByLabelText('Relación');
    expect(relation).toHaveAttribute('aria-invalid', 'true');
    expect(relation).toHaveAccessibleDescription('Elige la relación: pareja, amistad, familia o trabajo.');
    expect(relation).toHaveFocus();
    expect(api.savePerson).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Luis');
    await vi.waitFor(() => expect(api.suggestPlaces).toHaveBeenCalledWith('Lima'));
  });

  it('keeps an open person form offline, its save disabled with the reason and its cancel at hand', async () => {
    renderPanel(fakeApi([ANA]));
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir persona' }));
    await userEvent.type(screen.getByLabelText('Nombre'), 'Luis');
    act(() => setOnline(false));
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(/^Sin conexión: ves las personas guardadas en este dispositivo/);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByLabelText('Nombre')).not.toBeInTheDocument();
  });

  it('computes a reading, moves focus to it and shows the four categories, the contacts and their reasons', async () => {
    let finish!: (outcome: GenerateOutcome) => void;
    const api = fakeApi([ANA, LUIS], { generate: vi.fn(() => new Promise<GenerateOutcome>((resolve) => (finish = resolve))) });
    renderPanel(api);
    const form = await screen.findByRole('form', { name: 'Calcula una compatibilidad' });
    expect(within(form).getByLabelText('Primera persona')).toHaveValue(ANA.id);
    expect(within(form).getByLabelText('Segunda persona')).toHaveValue(LUIS.id);
    // Luis is saved as a partner: Pareja is chosen until the user picks another category.
    expect(within(form).getByLabelText('Pareja')).toBeChecked();
    await userEvent.click(within(form).getByLabelText('Trabajo'));
    await userEvent.click(within(form).getByRole('button', { name: 'Calcular compatibilidad' }));
    expect(within(form).getByRole('button', { name: 'Calculando la compatibilidad...' })).toBeDisabled();
    expect(api.generate).toHaveBeenCalledWith({ personA: { personId: ANA.id }, personB: { personId: LUIS.id }, category: 'trabajo' });
    const reading = readingFixture('trabajo');
    await act(async () => finish({ kind: 'generated', reading }));

    const heading = await screen.findByRole('heading', { name: 'Ana y Luis', level: 3 }, LAZY);
    await vi.waitFor(() => expect(heading).toHaveFocus());
    const scores = screen.getByRole('region', { name: 'Trabajo' });
    expect(within(scores).getByText(String(reading.scores.trabajo.harmony))).toBeInTheDocument();
    expect(within(scores).getByText(String(reading.scores.trabajo.intensity))).toBeInTheDocument();
    for (const other of ['Pareja', 'Amigos', 'Familia']) expect(screen.getByRole('heading', { name: other, level: 5 })).toBeInTheDocument();
    const topForCouple = reading.contacts.pareja.find((contact) => contact.harmony > 0)!.label;
    const coupleCard = screen.getByRole('heading', { name: 'Pareja', level: 5 }).closest('li') as HTMLElement;
    expect(within(coupleCard).getByText(`Lo que más suma: ${topForCouple}`)).toBeInTheDocument();
    // Each category's plain sentence comes before its numbers: the reading's own above its meters (its text opens
    // with it too), each other category's in its card.
    const [ownSummary] = screen.getAllByText(reading.summaries!.trabajo);
    expect(ownSummary.compareDocumentPosition(scores) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(coupleCard).getByText(reading.summaries!.pareja)).toBeInTheDocument();
    expect(screen.getAllByText('Por qué este número').length).toBe(reading.contacts.trabajo.length);
    expect(screen.getByText(reading.contacts.trabajo[0].label)).toBeInTheDocument();
    expect(screen.getByText(/Sin la hora de nacimiento de Luis/)).toBeInTheDocument();
    expect(screen.getByText('Lectura escrita por Sendero Astral a partir de los contactos calculados.')).toBeInTheDocument();
    expect(await db.compatibilityReadings.get('reading-1')).toMatchObject({ userId: 'user-1' });

    await userEvent.click(screen.getByRole('button', { name: 'Leer en clave de amigos' }));
    expect(api.generate).toHaveBeenLastCalledWith({ personA: { personId: ANA.id }, personB: { personId: LUIS.id }, category: 'amigos' });
  });

  it('opens the Pro view: the inter-aspect grid, overlays both ways and three wheels', async () => {
    await storeReading(user.id, readingFixture('pareja'));
    renderPanel(fakeApi([ANA, LUIS]));
    await userEvent.click(await screen.findByRole('button', { name: /Ver el análisis avanzado/ }, LAZY));
    expect(await screen.findByText(/Ese plan aún no existe: hoy lo ves completo sin pagar/, {}, LAZY)).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Aspectos entre las dos cartas' });
    expect(within(grid).getAllByText(/(aplicativo|separativo)$/).length).toBeGreaterThan(0);
    // The aspect glyphs are drawn, not typed: no font on the device has to carry ⚹, ⚺ or ⚻.
    expect(grid.querySelectorAll('svg[data-aspect]').length).toBeGreaterThan(0);
    expect(grid.textContent).not.toMatch(/[☌☍□△⚹⚺⚻]/u);
    expect(screen.getByText('Sin la hora de nacimiento de Luis no hay casas donde situar los planetas de la otra persona.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Planetas de Luis en las casas de Ana' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Carta de Ana con los planetas de Luis alrededor/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Carta compuesta de Ana y Luis/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Carta Davison de Ana y Luis/ })).toBeInTheDocument();
    // The Davison chart's moment and place in words, not as raw coordinates.
    expect(screen.getByText(/Momento: \d{1,2} de [a-z]+ de \d{4}, a las \d\d:\d\d en tiempo universal \(UTC\)\. Lugar: Punto medio entre \S.* \(\d+(,\d)?° [NS], \d+(,\d)?° [EO]\)\.$/)).toBeInTheDocument();
  });

  it('reads the last reading from the device offline, with generation disabled and the reason given', async () => {
    await storeReading(user.id, readingFixture('familia'));
    await db.people.bulkPut([ANA, LUIS].map((person) => ({ id: person.id, userId: user.id, name: person.name, payload: person, storedAt: 1 })));
    setOnline(false);
    const api = fakeApi([]);
    renderPanel(api);
    expect(await screen.findByRole('heading', { name: 'Ana y Luis', level: 3 }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calcular compatibilidad' })).toBeDisabled();
    expect(screen.getByText(/Sin conexión: podrás calcular una compatibilidad nueva/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar a Luis' })).toBeDisabled();
    expect(api.listPeople).not.toHaveBeenCalled();
  });

  it('asks before deleting a person and deletes their readings only when told to', async () => {
    await storeReading(user.id, readingFixture('pareja'));
    const api = fakeApi([ANA, LUIS]);
    renderPanel(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Borrar a Luis' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Borrar a Luis?' });
    expect(await within(dialog).findByText('Tiene 1 lectura de compatibilidad guardada.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.deletePerson).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Borrar a Luis' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Borrar también sus lecturas' }));
    expect(api.deletePerson).toHaveBeenCalledWith(LUIS.id, { withReadings: true });
    expect(await screen.findByText('Luis ya no está en tus personas.')).toBeInTheDocument();
    await vi.waitFor(async () => expect(await db.compatibilityReadings.get('reading-1')).toBeUndefined());
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Borrar a Luis' })).not.toBeInTheDocument());
  });

  it('points at the person whose birthplace could not be found and offers the suggestions', async () => {
    const api = fakeApi([ANA, LUIS], {
      generate: vi.fn(async (): Promise<GenerateOutcome> => ({
        kind: 'failed',
        message: 'Error calculando la compatibilidad',
        detail: 'Lugar de nacimiento de la segunda persona: No encuentro «Buenos Airez».',
        suggestions: ['Buenos Aires, Argentina'],
        person: 'b',
      })),
    });
    renderPanel(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Calcular compatibilidad' }));
    expect(await screen.findByText('Error calculando la compatibilidad')).toBeInTheDocument();
    const alert = screen.getByText(/No encuentro «Buenos Airez»/).closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { name: 'Editar a Luis' }));
    expect(screen.getByRole('heading', { name: 'Datos de Luis' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Buenos Aires, Argentina' }));
    expect(screen.getByLabelText('Lugar de nacimiento')).toHaveValue('Buenos Aires, Argentina');
  });

  it('shows an error with a retry when the people cannot be loaded', async () => {
    const listPeople = vi.fn().mockResolvedValueOnce(null).mockResolvedValue([ANA]);
    renderPanel(fakeApi([], { listPeople }));
    expect(await screen.findByText('No pudimos cargar tus personas. Inténtalo de nuevo en un momento.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Ana')).toBeInTheDocument();
  });

  it('reopens a past reading from the history', async () => {
    const older = readingFixture('amigos', 'reading-0', '2026-11-10T10:00:00.000Z');
    const api = fakeApi([ANA, LUIS], {
      listReadings: vi.fn(async () => [{ id: 'reading-0', createdAt: older.createdAt, category: 'amigos' as const, names: older.names }]),
      fetchReading: vi.fn(async () => older),
    });
    renderPanel(api);
    await userEvent.click(await screen.findByText('Tus lecturas anteriores'));
    await userEvent.click(await screen.findByRole('button', { name: /^Ana y Luis · Amigos/ }));
    const heading = await screen.findByRole('heading', { name: 'Ana y Luis', level: 3 }, LAZY);
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('region', { name: 'Amigos' })).toBeInTheDocument();
    expect(api.fetchReading).toHaveBeenCalledWith('reading-0');
  });

  it('deletes a reading from the history after asking, here and on the device', async () => {
    await storeReading(user.id, readingFixture('pareja'));
    const api = fakeApi([ANA, LUIS]);
    renderPanel(api);
    await userEvent.click(await screen.findByText('Tus lecturas anteriores'));
    await userEvent.click(await screen.findByRole('button', { name: 'Borrar la lectura Ana y Luis · Pareja' }));
    const question = screen.getByRole('group', { name: '¿Borrar esta lectura? No se puede deshacer.' });
    await userEvent.click(within(question).getByRole('button', { name: 'Borrar' }));
    expect(api.deleteReading).toHaveBeenCalledWith('reading-1');
    expect(await screen.findByText('Lectura borrada.')).toBeInTheDocument();
    await vi.waitFor(async () => expect(await db.compatibilityReadings.get('reading-1')).toBeUndefined());
    expect(await screen.findByText('Cuando calcules una compatibilidad, podrás volver a abrirla aquí, también sin conexión.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ana y Luis', level: 3 })).not.toBeInTheDocument();
  });
});

describe('inviting someone to add their own data', () => {
  it('creates a link with the name the invitee will read, shows it once with copy, and lists it as waiting', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const listInvites = vi.fn<CompatibilityApi['listInvites']>().mockResolvedValueOnce([]).mockResolvedValue([{ ...INVITE, relation: 'pareja', label: null }]);
    const api = fakeApi([ANA, LUIS], { listInvites });
    renderPanel(api);
    const section = await screen.findByRole('region', { name: 'Invita a alguien' });
    await userEvent.click(within(section).getByRole('button', { name: 'Invitar a alguien' }));
    expect(within(section).getByRole('heading', { name: 'Nueva invitación' })).toHaveFocus();
    await vi.waitFor(() => expect(within(section).getByLabelText('Tu nombre, tal como lo leerá quien reciba el enlace')).toHaveValue('Ana'));

    // The relation is chosen on purpose; what was typed stays through the refusal.
    await userEvent.click(within(section).getByRole('button', { name: 'Crear el enlace' }));
    expect(within(section).getByLabelText('Relación')).toHaveAttribute('aria-invalid', 'true');
    expect(api.createInvite).not.toHaveBeenCalled();
    await userEvent.selectOptions(within(section).getByLabelText('Relación'), 'Pareja');
    await userEvent.click(within(section).getByRole('button', { name: 'Crear el enlace' }));
    expect(api.createInvite).toHaveBeenCalledWith({ inviterName: 'Ana', label: null, relation: 'pareja' });

    expect(await within(section).findByRole('heading', { name: 'Enlace listo' })).toHaveFocus();
    const link = within(section).getByLabelText('Enlace de la invitación');
    expect(link).toHaveValue(`${window.location.origin}/invitacion/${'T'.repeat(43)}`);
    await userEvent.click(within(section).getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/invitacion/${'T'.repeat(43)}`);
    expect(await screen.findByText('Enlace copiado.')).toBeInTheDocument();

    const waiting = await within(section).findByRole('list', { name: 'Invitaciones pendientes' });
    expect(within(waiting).getByText('Invitación sin nota')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Hecho' }));
    expect(within(section).queryByLabelText('Enlace de la invitación')).toBeNull();
  });

  it('cancels a waiting invitation and removes an expired one, saying which', async () => {
    const expired = { ...INVITE, id: 'invite-2', label: 'para Sara', expiresAt: '2026-01-01T10:00:00Z' };
    const api = fakeApi([ANA, LUIS], { listInvites: vi.fn(async () => [INVITE, expired]) });
    renderPanel(api);
    const section = await screen.findByRole('region', { name: 'Invita a alguien' });
    expect(await within(section).findByText('Caduca el 4 de diciembre de 2099')).toBeInTheDocument();
    expect(within(section).getByText('Caducó el 1 de enero de 2026, sin usarse')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Cancelar la invitación «para Luis»' }));
    expect(api.cancelInvite).toHaveBeenCalledWith('invite-1');
    expect(await screen.findByText('Invitación cancelada: su enlace ya no funciona.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Quitar la invitación caducada «para Sara»' }));
    expect(await screen.findByText('Invitación quitada de tu lista.')).toBeInTheDocument();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it("says the function's own reason when the invitation cannot be created", async () => {
    const refusal = 'Tienes 20 invitaciones esperando respuesta, el máximo. Cancela alguna o espera a que caduque para crear otra.';
    const api = fakeApi([ANA, LUIS], { createInvite: vi.fn(async () => ({ ok: false as const, message: refusal })) });
    renderPanel(api);
    const section = await screen.findByRole('region', { name: 'Invita a alguien' });
    await userEvent.click(within(section).getByRole('button', { name: 'Invitar a alguien' }));
    await userEvent.selectOptions(within(section).getByLabelText('Relación'), 'Familia');
    await userEvent.click(within(section).getByRole('button', { name: 'Crear el enlace' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Nueva invitación' })).toBeInTheDocument();
  });
});
