// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SolarReturnView } from '../components/solar-return-page';
import type { PremiumApi } from '../api/premium-api';
import { storeReading } from '../api/stored-readings';
import { setOnline } from '../../../testing/network';
import { db } from '../../../offline/db';
import { renderReadingPage } from './render-reading-page';
import { solarReading } from './fixtures';

const userId = 'user-1';

function renderView(api: Partial<PremiumApi> = {}) {
  return renderReadingPage(<SolarReturnView userId={userId} />, api);
}

async function fillBirth() {
  await userEvent.type(screen.getByLabelText('Fecha de nacimiento'), '1990-05-15');
  await userEvent.type(screen.getByLabelText('Hora de nacimiento (opcional)'), '14:30');
  await userEvent.type(screen.getByLabelText('Lugar de nacimiento'), 'Madrid, España');
}

beforeEach(async () => {
  await db.premiumReadings.clear();
  await db.charts.clear();
  setOnline(true);
});

afterEach(cleanup);

describe('SolarReturnView', () => {
  it('sends the year, the typed birth data and the chosen city, then shows wheel, houses, aspects and reading', async () => {
    const generate = vi.fn<PremiumApi['generateSolarReturn']>(async () => ({ kind: 'generated', reading: solarReading() }));
    renderView({ generateSolarReturn: generate });
    expect(await screen.findByText('Aún no tienes cartas guardadas: escribe los datos de nacimiento.')).toBeInTheDocument();
    const year = screen.getByLabelText('Año del cumpleaños');
    await userEvent.clear(year);
    await userEvent.type(year, '2026');
    await fillBirth();
    await userEvent.click(screen.getByLabelText('En otra ciudad'));
    await userEvent.type(screen.getByLabelText('Ciudad'), 'Lisboa, Portugal');
    await userEvent.click(screen.getByRole('button', { name: 'Calcular mi revolución solar' }));
    expect(generate).toHaveBeenCalledWith({
      natal: { birthDate: '1990-05-15', birthTime: '14:30', birthLocation: 'Madrid, España' },
      year: 2026,
      returnLocation: 'Lisboa, Portugal',
    });
    expect(await screen.findByRole('heading', { name: 'Tu revolución solar de 2026' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('15 de mayo de 2026, 09:02 (hora de Madrid)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Rueda de la revolución solar de 2026/ })).toBeInTheDocument();
    const houses = screen.getByRole('table', { name: 'Casas' });
    expect(within(houses).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByRole('table', { name: 'Aspectos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tu año', level: 3 })).toBeInTheDocument();
    expect(await db.premiumReadings.get('sr-1')).toMatchObject({ userId, kind: 'solar_return' });
  });

  it('offers the city of the last return away from home as where the user lives now', async () => {
    await storeReading(userId, solarReading({ id: 'sr-0', createdAt: '2025-05-01T00:00:00.000Z', params: { ...solarReading().params, returnLocation: 'Valencia, España' } }));
    const generate = vi.fn<PremiumApi['generateSolarReturn']>(async () => ({ kind: 'generated', reading: solarReading() }));
    renderView({ generateSolarReturn: generate });
    await fillBirth();
    await userEvent.click(screen.getByLabelText('Donde vivo ahora'));
    expect(await screen.findByLabelText('Ciudad')).toHaveValue('Valencia, España');
    await userEvent.click(screen.getByRole('button', { name: 'Calcular mi revolución solar' }));
    expect(generate.mock.calls[0][0].returnLocation).toBe('Valencia, España');
  });

  it('refuses a year out of range and a missing city before calling', async () => {
    const generate = vi.fn<PremiumApi['generateSolarReturn']>();
    renderView({ generateSolarReturn: generate });
    const year = screen.getByLabelText('Año del cumpleaños');
    await userEvent.clear(year);
    await userEvent.type(year, '1799');
    await userEvent.click(screen.getByRole('button', { name: 'Calcular mi revolución solar' }));
    // The toast, and the field marked with its message beside it and the focus on it.
    expect(await screen.findAllByText('El año debe estar entre 1800 y 2200.')).toHaveLength(2);
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year).toHaveAccessibleDescription('El año debe estar entre 1800 y 2200.');
    expect(year).toHaveFocus();
    await userEvent.clear(year);
    expect(year).not.toHaveAttribute('aria-invalid');
    await userEvent.type(year, '2030');
    await fillBirth();
    await userEvent.click(screen.getByLabelText('En otra ciudad'));
    await userEvent.click(screen.getByRole('button', { name: 'Calcular mi revolución solar' }));
    expect(await screen.findAllByText('Indica la ciudad como «Ciudad, País».')).toHaveLength(2);
    expect(screen.getByLabelText('Ciudad')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Ciudad')).toHaveFocus();
    expect(generate).not.toHaveBeenCalled();
  });

  it('shows the function’s place suggestions under the city field and fills it from one', async () => {
    const generate = vi.fn<PremiumApi['generateSolarReturn']>(async () => ({
      kind: 'failed', message: 'No encontramos «Santiago».', suggestions: ['Santiago, Chile', 'Santiago de Compostela, España'], field: 'returnLocation',
    }));
    renderView({ generateSolarReturn: generate });
    await fillBirth();
    await userEvent.click(screen.getByLabelText('En otra ciudad'));
    await userEvent.type(screen.getByLabelText('Ciudad'), 'Santiago');
    await userEvent.click(screen.getByRole('button', { name: 'Calcular mi revolución solar' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('¿Quisiste decir…?')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Santiago, Chile' }));
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Santiago, Chile');
  });

  it('offline: shows the last reading from the device and disables generation with the reason', async () => {
    await storeReading(userId, solarReading());
    setOnline(false);
    renderView();
    expect(await screen.findByRole('heading', { name: 'Tu revolución solar de 2026' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText('Leída desde este dispositivo.').length).toBeGreaterThan(0);
    const button = screen.getByRole('button', { name: 'Calcular mi revolución solar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Sin conexión: podrás generar una lectura nueva/);
  });

  it('picks one of the user’s charts by default when there are some', async () => {
    const generate = vi.fn<PremiumApi['generateSolarReturn']>(async () => ({ kind: 'generated', reading: solarReading() }));
    renderView({
      generateSolarReturn: generate,
      listBirthCharts: async () => [
        { id: '0b1f3c52-4b8e-4a51-9d7e-3f0b8a0c9d11', name: 'Mi carta', createdAt: '2026-11-20T10:00:00Z' },
        { id: '1c2f3c52-4b8e-4a51-9d7e-3f0b8a0c9d22', name: 'Carta de Ana', createdAt: '2026-11-10T10:00:00Z' },
      ],
    });
    expect(await screen.findByRole('option', { name: 'Mi carta' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Carta'), 'Carta de Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Calcular mi revolución solar' }));
    expect(generate.mock.calls[0][0]).toMatchObject({ natal: { chartId: '1c2f3c52-4b8e-4a51-9d7e-3f0b8a0c9d22' }, returnLocation: null });
  });
});
