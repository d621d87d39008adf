// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { ChartSection, type ChartSectionUser } from '../components/chart-section';
import { chartApi } from '../api/chart-api';
import { validateChartForm } from '../api/chart-form';
import type { GenerateOutcome } from '../api/generate-chart';
import { storeChart } from '../api/stored-charts';
import { setOnline } from '../../../testing/network';
import { db } from '../../../offline/db';
import { fixtureResult } from './chart-fixture';
import { ChartHistory } from '../components/chart-history';

const user = { id: 'user-1' };
const noPlaces = async () => [] as string[];
const noRemote = async () => [];
const noWelcome = async () => undefined;

/** The section on the feature's seam: no places, no charts on the server and a welcome that stores nothing, unless the test brings its own. */
function renderSection({ user: who = user, ...api }: { user?: ChartSectionUser | null } & Partial<ReturnType<typeof chartApi.useApi>> = {}) {
  return render(
    <chartApi.Provider api={{ suggestPlaces: noPlaces, listRemote: noRemote, markWelcome: noWelcome, ...api }}>
      <Toaster />
      <ChartSection user={who} />
    </chartApi.Provider>,
  );
}

async function fill({ date = '1990-05-15', time = '', place = 'Madrid, España', name = '' } = {}) {
  await screen.findByLabelText('Fecha de nacimiento');
  if (date) await userEvent.type(screen.getByLabelText('Fecha de nacimiento'), date);
  if (time) await userEvent.type(screen.getByLabelText('Hora de nacimiento (opcional)'), time);
  if (place) await userEvent.type(screen.getByLabelText('Lugar de nacimiento'), place);
  if (name) await userEvent.type(screen.getByLabelText('Nombre de la carta (opcional)'), name);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Generar mi carta natal' }));


beforeEach(async () => {
  await db.charts.clear();
  setOnline(true);
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const formDefaults = { subject: 'self', personName: '', houseSystem: 'placidus' } as const;

describe('chart form validation', () => {
  it.each([
    [{ birthDate: '', birthTime: '', birthLocation: 'Madrid, España', chartName: '' }, 'Indica tu fecha de nacimiento.'],
    [{ birthDate: '1799-12-31', birthTime: '', birthLocation: 'Madrid, España', chartName: '' }, 'La fecha debe ser posterior al 1 de enero de 1800.'],
    [{ birthDate: '2999-01-01', birthTime: '', birthLocation: 'Madrid, España', chartName: '' }, 'La fecha de nacimiento no puede estar en el futuro.'],
    [{ birthDate: '1990-02-30', birthTime: '', birthLocation: 'Madrid, España', chartName: '' }, 'Esa fecha no es válida.'],
    [{ birthDate: '1990-05-15', birthTime: '25:00', birthLocation: 'Madrid, España', chartName: '' }, 'La hora debe tener el formato HH:MM.'],
    [{ birthDate: '1990-05-15', birthTime: '', birthLocation: ' ', chartName: '' }, 'Indica tu lugar de nacimiento como «Ciudad, País».'],
    [{ birthDate: '1990-05-15', birthTime: '', birthLocation: 'x'.repeat(121), chartName: '' }, 'El lugar de nacimiento es demasiado largo (máximo 120 caracteres).'],
  ])('refuses %o with its message', (values, message) => {
    expect(validateChartForm({ ...formDefaults, ...values })).toMatchObject({ ok: false, message });
  });

  it('reports every failing field, the first in form order', () => {
    const result = validateChartForm({ ...formDefaults, birthDate: '', birthTime: '99:99', birthLocation: '', chartName: '' });
    expect(result).toEqual({
      ok: false,
      field: 'birthDate',
      message: 'Indica tu fecha de nacimiento.',
      errors: { birthDate: 'Indica tu fecha de nacimiento.', birthTime: 'La hora debe tener el formato HH:MM.', birthLocation: 'Indica tu lugar de nacimiento como «Ciudad, País».' },
    });
  });

  it("titles someone else's chart after their name, and sends whose chart it is and the house system", () => {
    expect(validateChartForm({ ...formDefaults, subject: 'other', personName: ' Mateo ', birthDate: '1990-05-15', birthTime: '', birthLocation: 'Lima, Perú', chartName: '', houseSystem: 'whole-sign' })).toEqual({
      ok: true,
      request: { birthDate: '1990-05-15', birthTime: null, birthLocation: 'Lima, Perú', chartName: 'Carta de Mateo', houseSystem: 'whole-sign', subject: 'other', personName: 'Mateo' },
    });
  });

  it('titles your own chart with your first name, never name and surname', () => {
    expect(validateChartForm({ ...formDefaults, personName: 'Lucía Fernández Ruiz', birthDate: '1990-05-15', birthTime: '', birthLocation: 'Ciudad de México, México', chartName: '' })).toMatchObject({
      ok: true,
      request: { chartName: 'Carta natal de Lucía', personName: 'Lucía Fernández Ruiz' },
    });
  });

  it("names the chart after the place when no name is given, and sends null for an unknown time", () => {
    expect(validateChartForm({ ...formDefaults, birthDate: '1990-05-15', birthTime: '', birthLocation: ' Sevilla, España ', chartName: '' })).toEqual({
      ok: true,
      request: { birthDate: '1990-05-15', birthTime: null, birthLocation: 'Sevilla, España', chartName: 'Carta natal de Sevilla, España', houseSystem: 'placidus', subject: 'self', personName: null },
    });
  });
});

describe('ChartSection', () => {
  it('shows the first failing message as an error toast and does not submit', async () => {
    const generate = vi.fn();
    renderSection({ generate });
    await fill({ date: '' });
    await submit();
    // Once in the toast, once beside the field.
    expect(await screen.findAllByText('Indica tu fecha de nacimiento.')).toHaveLength(2);
    expect(generate).not.toHaveBeenCalled();
  });

  it('requires a session', async () => {
    renderSection({ user: null });
    await fill();
    await submit();
    expect(await screen.findByText('Debes iniciar sesión para generar tu carta natal')).toBeInTheDocument();
  });

  it('disables the button while generating, then shows the result and scrolls to it after 100 ms', async () => {
    let finish!: (outcome: GenerateOutcome) => void;
    const generate = vi.fn(() => new Promise<GenerateOutcome>((resolve) => (finish = resolve)));
    renderSection({ generate });
    await fill({ time: '14:30' });
    await submit();
    const busy = screen.getByRole('button', { name: 'Generando tu carta...' });
    expect(busy).toBeDisabled();
    expect(generate).toHaveBeenCalledWith({
      birthDate: '1990-05-15', birthTime: '14:30', birthLocation: 'Madrid, España', chartName: 'Carta natal de Madrid, España',
      houseSystem: 'placidus', subject: 'self', personName: null,
    });
    await act(async () => finish({ kind: 'generated', result: fixtureResult() }));
    expect(await screen.findByText('¡Carta natal generada con éxito!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Carta natal de Madrid, España' }, { timeout: 5000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    // Focus moves to the result, and the form gives way to "Mi carta" with its "Nueva carta" action.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Carta: Carta natal de Madrid, España' })));
    expect(screen.getByRole('button', { name: 'Nueva carta' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Fecha de nacimiento')).not.toBeInTheDocument();
    expect(await db.charts.get('chart-1')).toMatchObject({ userId: 'user-1', subject: 'self' });
  });

  it.each([
    'Demasiadas solicitudes. Intenta de nuevo en unos minutos.',
    'Créditos agotados. Contacta soporte.',
    'Error generando carta natal',
    'Error inesperado al generar carta',
  ])('shows "%s" when generation fails', async (message) => {
    renderSection({ generate: async () => ({ kind: 'failed', message, suggestions: [], detail: null }) });
    await fill();
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generar mi carta natal' })).toBeEnabled();
  });

  it('offers the closest places when the place is unknown, and keeps what was typed', async () => {
    renderSection({
      generate: async () => ({ kind: 'failed', message: 'Error generando carta natal', suggestions: ['Madrid, Comunidad de Madrid, España'], detail: 'No encontramos «Madird, España».' }),
    });
    await fill({ place: 'Madird, España' });
    await submit();
    const problem = await screen.findByRole('alert');
    expect(within(problem).getByText('No encontramos «Madird, España».')).toBeInTheDocument();
    await userEvent.click(within(problem).getByRole('button', { name: 'Madrid, Comunidad de Madrid, España' }));
    expect(screen.getByLabelText('Lugar de nacimiento')).toHaveValue('Madrid, Comunidad de Madrid, España');
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('1990-05-15');
  });

  it('shows the last stored chart at once, and keeps it readable offline with the submit disabled', async () => {
    await storeChart(user.id, fixtureResult({ chartName: 'Mi carta guardada' }));
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Mi carta guardada' })).toBeInTheDocument();
    act(() => setOnline(false));
    await userEvent.click(screen.getByRole('button', { name: 'Nueva carta' }));
    const submit = screen.getByRole('button', { name: 'Generar mi carta natal' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(/^Sin conexión: podrás generar una carta nueva/);
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });

  it('describes an unknown-time chart without houses', async () => {
    const result = fixtureResult({ chartName: 'Sin hora' });
    result.chart = { ...result.chart, timeKnown: false, angles: null, houses: null, chartRuler: null };
    await storeChart(user.id, result);
    renderSection();
    expect(await screen.findByText('Hora desconocida: calculada a las 12:00 del lugar, sin Ascendente ni casas.')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Casa' })).not.toBeInTheDocument();
  });

  it('lists earlier charts and reopens one', async () => {
    await storeChart(user.id, fixtureResult({ id: 'a', chartName: 'Primera', createdAt: '2026-01-01T00:00:00.000Z' }));
    await storeChart(user.id, fixtureResult({ id: 'b', chartName: 'Segunda', createdAt: '2026-02-01T00:00:00.000Z' }));
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Segunda' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Primera/ }));
    expect(await screen.findByRole('heading', { name: 'Primera' })).toBeInTheDocument();
  });

  it('marks every failing field inline and moves focus to the first, beside the toast', async () => {
    const generate = vi.fn();
    renderSection({ generate });
    await fill({ date: '', time: '', place: '' });
    await submit();
    const date = screen.getByLabelText('Fecha de nacimiento');
    const place = screen.getByLabelText('Lugar de nacimiento');
    await vi.waitFor(() => expect(date).toHaveFocus());
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('Indica tu fecha de nacimiento.');
    expect(place).toHaveAttribute('aria-invalid', 'true');
    expect(place).toHaveAccessibleDescription(expect.stringContaining('Indica tu lugar de nacimiento como «Ciudad, País».'));
    expect(screen.getByLabelText('Hora de nacimiento (opcional)')).not.toHaveAttribute('aria-invalid');
    expect(generate).not.toHaveBeenCalled();
    await userEvent.type(date, '1990-05-15');
    expect(date).not.toHaveAttribute('aria-invalid');
  });

  it('states the house system and sends the one chosen', async () => {
    const generate = vi.fn(async (): Promise<GenerateOutcome> => ({ kind: 'failed', message: 'Error generando carta natal', suggestions: [], detail: null }));
    renderSection({ generate });
    const select = await screen.findByLabelText('Sistema de casas');
    expect(select).toHaveValue('placidus');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Placidus', 'Koch', 'Signos enteros', 'Casas iguales', 'Porfirio']);
    await userEvent.selectOptions(select, 'Signos enteros');
    await fill();
    await submit();
    expect(generate).toHaveBeenCalledWith(expect.objectContaining({ houseSystem: 'whole-sign' }));
  });

  it("welcomes a new account once, with its name, and lets it skip", async () => {
    const markWelcome = vi.fn(async () => undefined);
    renderSection({ user: { id: 'user-1', user_metadata: { full_name: 'Lucía Prueba' } }, markWelcome });
    expect(await screen.findByRole('heading', { name: 'Te damos la bienvenida, Lucía' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tu nombre')).toHaveValue('Lucía Prueba');
    await userEvent.click(screen.getByLabelText('Es de otra persona'));
    expect(screen.getByLabelText('Nombre de la persona')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(markWelcome).toHaveBeenCalledOnce();
    expect(screen.queryByRole('heading', { name: /Te damos la bienvenida/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de nacimiento')).toBeInTheDocument();
  });

  it('does not welcome an account that already answered, nor one whose charts the server has', async () => {
    renderSection({ user: { id: 'user-1', user_metadata: { birth_data_asked: true } } });
    await screen.findByLabelText('Fecha de nacimiento');
    expect(screen.queryByRole('heading', { name: /Te damos la bienvenida/ })).not.toBeInTheDocument();
    cleanup();
    renderSection({ listRemote: async () => [{ id: 'x', chart_name: 'En otro dispositivo', created_at: '2026-01-01T00:00:00Z', birth_location: 'Lima' }] });
    expect(await screen.findByRole('button', { name: /En otro dispositivo/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Te damos la bienvenida/ })).not.toBeInTheDocument();
  });

  it("shows the user's own newest chart as Mi carta, not a newer chart of someone else", async () => {
    await storeChart(user.id, fixtureResult({ id: 'own', chartName: 'La mía', createdAt: '2026-01-01T00:00:00.000Z', subject: 'self' }));
    await storeChart(user.id, fixtureResult({ id: 'friend', chartName: 'Carta de Mateo', createdAt: '2026-02-01T00:00:00.000Z', subject: 'other', personName: 'Mateo' }));
    renderSection();
    expect(await screen.findByRole('heading', { name: 'La mía' })).toBeInTheDocument();
    expect(screen.getByText('Mi carta natal', { selector: '.my-chart__label' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Carta de Mateo/ }));
    expect(await screen.findByText('La carta natal de Mateo')).toBeInTheDocument();
  });
});

describe('ChartHistory', () => {
  const charts = [{ id: 'a', chart_name: 'Primera', created_at: '2026-01-01T00:00:00Z', birth_location: '' }];
  const props = { charts, shownId: null, mineId: null, opening: null, online: true, onOpen: vi.fn() };

  it('renames in place, refusing an empty name', async () => {
    const rename = vi.fn(async () => true);
    const onRenamed = vi.fn();
    render(<ChartHistory {...props} onRenamed={onRenamed} onDeleted={vi.fn()} rename={rename} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar nombre' }));
    const input = screen.getByLabelText('Nuevo nombre para «Primera»');
    expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(rename).not.toHaveBeenCalled();
    await userEvent.type(input, 'La de mamá');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(rename).toHaveBeenCalledWith('a', 'La de mamá');
    expect(onRenamed).toHaveBeenCalledWith('a', 'La de mamá');
  });

  it('deletes only after a yes, and keeps the chart on a no', async () => {
    const remove = vi.fn(async () => true);
    const onDeleted = vi.fn();
    render(<ChartHistory {...props} onRenamed={vi.fn()} onDeleted={onDeleted} remove={remove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('¿Eliminar «Primera»?');
    expect(screen.getByRole('button', { name: 'No, conservarla' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'No, conservarla' }));
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, eliminar' }));
    expect(remove).toHaveBeenCalledWith('a');
    expect(onDeleted).toHaveBeenCalledWith('a');
  });
});
