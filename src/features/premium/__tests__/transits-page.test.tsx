// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TransitsView } from '../components/transits-page';
import { loadEngine, loadTexts } from '../api/engine';
import { setOnline } from '../../../testing/network';
import { db } from '../../../offline/db';
import { natalChart } from './fixtures';

// The transits page with the real engine and texts, as the browser loads them: the sky of this minute, renewed
// every minute, and the transits to the latest chart on the device, offline included.

const userId = 'user-1';

function renderView(load?: Parameters<typeof TransitsView>[0]['load']) {
  return render(
    <MemoryRouter>
      <TransitsView userId={userId} load={load} />
    </MemoryRouter>,
  );
}

async function storeChart(name: string, createdAt: string) {
  await db.charts.put({ id: `chart-${createdAt}`, userId, chartName: name, createdAt, payload: { chart: natalChart }, storedAt: Date.now() });
}

beforeEach(async () => {
  await db.charts.clear();
  setOnline(true);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TransitsView', () => {
  it('shows the sky now (planets, Moon phase, illumination, void of course) and renews it every minute, offline too', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-03-03T11:33:00Z'));
    setOnline(false);
    renderView();
    const sky = await screen.findByRole('region', { name: 'El cielo ahora' }, { timeout: 10_000 });
    const planets = within(sky).getByRole('table');
    expect(within(planets).getAllByRole('row')).toHaveLength(11);
    expect(within(planets).getByRole('rowheader', { name: 'Sol' }).closest('tr')).toHaveTextContent('Piscis');
    expect(within(planets).getByRole('rowheader', { name: 'Luna' }).closest('tr')).toHaveTextContent('Virgo');
    // Total lunar eclipse of 3 March 2026: the Moon is full.
    expect(within(sky).getByText('Luna llena')).toBeInTheDocument();
    expect(within(sky).getByText(/(99|100)% iluminada/)).toBeInTheDocument();
    const voidText = within(sky).getByText(/vac[ií][ao] de curso/).textContent;
    expect(voidText).toMatch(
      /^(Luna vacía de curso hasta el \d+ de \p{L}+ a las \d\d:\d\d\.|Sin vacío de curso ahora\. El próximo será (el \d+ de \p{L}+, de \d\d:\d\d a \d\d:\d\d|del \d+ de \p{L}+ a las \d\d:\d\d al \d+ de \p{L}+ a las \d\d:\d\d)\.)$/u,
    );
    expect(within(sky).getByText(/^Entra en \p{L}+ el \d+ de \p{L}+ a las \d\d:\d\d\.$/u)).toBeInTheDocument();
    const stamp = within(sky).getByText(/^Actualizado a las/).textContent;
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(sky).getByText(/^Actualizado a las/).textContent).not.toBe(stamp);
  });

  it('lists the transits to the latest chart on the device, heaviest first, with orb, phase, dates and text', async () => {
    await storeChart('Carta antigua', '2026-01-01T00:00:00.000Z');
    await storeChart('Carta natal de Madrid, España', '2026-11-20T00:00:00.000Z');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    renderView();
    const yours = await screen.findByRole('region', { name: 'Tus tránsitos' }, { timeout: 10_000 });
    expect(await within(yours).findByText('Sobre «Carta natal de Madrid, España», tu última carta guardada en este dispositivo.')).toBeInTheDocument();
    const items = await within(yours).findAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(within(items[0]).getByRole('heading', { level: 3 }).textContent).toBe('Urano en cuadratura con tu Ascendente');
    expect(items[0]).toHaveTextContent(/orbe 0°\d\d′ de 1°30′ · se acerca · retrógrado/);
    // The dates are the current pass's: its own window and its own perfection, and where it sits in the loop.
    expect(items[0]).toHaveTextContent(/Entra en orbe17 de octubre de 2026Exacto26 de noviembre de 2026Sale de orbe6 de enero de 2027Paso2 de 3 de este ciclo/);
    for (const item of items) expect(item.querySelector('p:last-child')!.textContent!.length).toBeGreaterThan(40);
  });

  it('says how close a pass comes when it does not perfect, and dates it with its year', async () => {
    // Saturn conjoins 6°22′ Aries in spring 2026 and comes back in the autumn, turning direct 1°34′ short of it.
    await db.charts.put({
      id: 'chart-saturn', userId, chartName: 'Sol a 6°22′ de Aries', createdAt: '2026-11-21T00:00:00.000Z', storedAt: Date.now(),
      payload: { chart: { ...natalChart, bodies: { ...natalChart.bodies, sun: { ...natalChart.bodies.sun, longitude: 6 + 22 / 60 } } } },
    });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-12-10T00:00:00Z'));
    renderView();
    const yours = await screen.findByRole('region', { name: 'Tus tránsitos' }, { timeout: 10_000 });
    const heading = await within(yours).findByRole('heading', { name: 'Saturno en conjunción con tu Sol' });
    const item = heading.closest('li')!;
    expect(item).toHaveTextContent(/Lo más cerca1°3\d′ el 1\d de diciembre de 2026, sin llegar a exactoSale de orbe\d+ de enero de 2027Paso2 de 2 de este ciclo/);
    expect(item).not.toHaveTextContent(/Exacto\d/);
    expect(item.querySelector('p:last-child')).toHaveTextContent(/se acerca hasta 1°3\d′ y se aleja/);
  });

  it('asks for a chart when the device has none', async () => {
    renderView();
    expect(await screen.findByText(/Para ver tus tránsitos, genera tu carta natal/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear mi carta natal' })).toHaveAttribute('href', '/#chart-form');
  });

  it('says what happened when the engine cannot load, and retries', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('sin red')).mockImplementation(() => Promise.all([loadEngine(), loadTexts()]));
    renderView(load);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar el cálculo del cielo.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'El cielo ahora' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
