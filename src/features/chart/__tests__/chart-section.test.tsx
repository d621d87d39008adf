// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { ChartSection } from '../components/chart-section';
import { validateChartForm } from '../api/chart-form';
import type { GenerateOutcome } from '../api/generate-chart';
import { storeChart } from '../api/stored-charts';
import { setOnline } from '../../../testing/network';
import { db } from '../../../offline/db';
import { fixtureResult } from './chart-fixture';

const user = { id: 'user-1' };
const noPlaces = async () => [] as string[];
const noRemote = async () => [];

function renderSection(props: Partial<Parameters<typeof ChartSection>[0]> = {}) {
  return render(
    <>
      <Toaster />
      <ChartSection user={user} suggestPlaces={noPlaces} listRemote={noRemote} {...props} />
    </>,
  );
}

async function fill({ date = '1990-05-15', time = '', place = 'Madrid, España', name = '' } = {}) {
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
    expect(validateChartForm(values)).toEqual({ ok: false, message });
  });

  it("names the chart after the place when no name is given, and sends null for an unknown time", () => {
    expect(validateChartForm({ birthDate: '1990-05-15', birthTime: '', birthLocation: ' Sevilla, España ', chartName: '' })).toEqual({
      ok: true,
      request: { birthDate: '1990-05-15', birthTime: null, birthLocation: 'Sevilla, España', chartName: 'Carta natal de Sevilla, España' },
    });
  });
});

describe('ChartSection', () => {
  it('shows the first failing message as an error toast and does not submit', async () => {
    const generate = vi.fn();
    renderSection({ generate });
    await fill({ date: '' });
    await submit();
    expect(await screen.findByText('Indica tu fecha de nacimiento.')).toBeInTheDocument();
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
    expect(generate).toHaveBeenCalledWith({ birthDate: '1990-05-15', birthTime: '14:30', birthLocation: 'Madrid, España', chartName: 'Carta natal de Madrid, España' });
    await act(async () => finish({ kind: 'generated', result: fixtureResult() }));
    expect(await screen.findByText('¡Carta natal generada con éxito!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Carta natal de Madrid, España' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Rueda de la carta natal de Madrid/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Posiciones' })).toBeInTheDocument();
    await vi.waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    expect(await db.charts.get('chart-1')).toMatchObject({ userId: 'user-1' });
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
    expect(screen.getByRole('button', { name: 'Generar mi carta natal' })).toBeDisabled();
    expect(screen.getByText(/Sin conexión: podrás generar una carta nueva/)).toBeInTheDocument();
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
    await userEvent.click(screen.getByText('Tus cartas anteriores'));
    await userEvent.click(screen.getByRole('button', { name: /Primera/ }));
    expect(await screen.findByRole('heading', { name: 'Primera' })).toBeInTheDocument();
  });
});
