// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeChart } from '@core/astro/chart';
import type { ResolvedPlace } from '@core/contract/chart';
import { MemoryRouter } from 'react-router-dom';
import { TodaySection, salute, shortDate } from '../components/today-section';
import { todayApi } from '../api/today-api';
import { createSkyClient } from '../api/sky-client';
import { brokenSkyPort, inProcessSkyPort } from './in-process-sky-port';
import { setOnline } from '../../../testing/network';
import { db } from '../../../offline/db';

const userId = 'user-hoy';
const madrid: ResolvedPlace = {
  name: 'Madrid', country: 'España', countryCode: 'ES', latitude: 40.4165, longitude: -3.70256, population: 3255944, timezone: 'Europe/Madrid',
};
const chart = computeChart({ date: '1990-05-15', time: '14:30', place: madrid, placeQuery: 'Madrid, España' });
const noTime = computeChart({ date: '1990-05-15', time: null, place: madrid, placeQuery: 'Madrid, España' });

async function storeChart(id: string, name: string, createdAt: string, natal = chart, subject: 'self' | 'other' = 'self') {
  await db.charts.put({ id, userId, chartName: name, createdAt, subject, payload: { chart: natal, interpretation: 'x' }, storedAt: 0 });
}

const card = <p>Carta de prueba</p>;

// jsdom has no Worker: Hoy's worker answers in-process, with the real handler, through the real client.
function renderToday(ui: ReactNode, computeSky = createSkyClient(inProcessSkyPort).computeSky) {
  return render(
    <MemoryRouter>
      <todayApi.Provider api={{ computeSky }}>{ui}</todayApi.Provider>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await db.charts.clear();
  setOnline(true);
});

afterEach(cleanup);

describe('TodaySection (Hoy)', () => {
  it('greets by first name and shows the Moon in a natal house, the retrogrades, three transits and a practice from the chart on the device', async () => {
    await storeChart('old', 'Una carta antigua', '2025-01-01T00:00:00Z', noTime);
    await storeChart('mine', 'Mi carta natal', '2026-11-01T00:00:00Z');
    // A newer chart of someone else is not "Mi carta".
    await storeChart('friend', 'La carta de Marta', '2026-11-20T00:00:00Z', noTime, 'other');
    renderToday(<TodaySection userId={userId} fullName="  Lucía Prueba " card={card} />);

    expect(screen.getByRole('heading', { level: 2, name: /^(Buenos días|Buenas tardes|Buenas noches), Lucía$/ })).toBeInTheDocument();
    expect(screen.getByText('Carta de prueba')).toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation', { name: 'Atajos' });
    expect(within(shortcuts).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mi carta natal', '/mi-carta'],
      ['Diario del tarot', '/diario'],
      ['Compatibilidad', '/compatibilidad'],
    ]);
    const moon = await screen.findByRole('article', { name: 'La Luna hoy' }, { timeout: 10_000 });
    // The fact line names the house; the text it opens to reads the Moon's sign through that house.
    // The fact line names the phase, the sign and the house; the illumination opens below it, with the text.
    const fact = within(moon).getByText(/ · casa \d+$/);
    expect(within(moon).getByText(/^Iluminada al \d+ %\.$/).closest('details')).not.toHaveAttribute('open');
    const house = Number(fact.textContent!.match(/casa (\d+)/)![1]);
    const moonText = within(moon).getByText(new RegExp(`tu casa ${house}(?!\\d)`));
    expect(moonText).not.toHaveClass('today__fact');
    expect(moonText.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(fact);
    expect(moonText.closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('article', { name: 'Retrógrados ahora' })).toBeInTheDocument();
    const transits = screen.getByRole('article', { name: 'Lo que más pesa hoy en tu carta natal' });
    expect(within(transits).getByText('Según «Mi carta natal», tu carta natal más reciente.')).toBeInTheDocument();
    const lines = within(transits).getAllByRole('listitem');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(3);
    for (const line of lines) {
      // One line each: the transit and its dated window, read aloud as «del … al …»; the text opens below it.
      const summary = line.querySelector('summary')!;
      expect(summary.textContent).toMatch(/(del \d{1,2} \p{L}+(?: \d{4})? al \d{1,2} \p{L}+(?: \d{4})?|desde el \d|hasta el \d)/u);
      expect(line.querySelectorAll('details > p:not(.today__focus)').length).toBe(2);
    }
    // The day's headline for the tightest transit opens with that transit's row, folded like its text.
    const focus = within(transits).getByText(/ (?:en (?:conjunción|sextil|cuadratura|trígono) con|en oposición a|exact[ao] (?:con|a)) tu /, { selector: 'p' });
    expect(focus).toHaveClass('today__focus');
    expect(focus.closest('details')).not.toHaveAttribute('open');
    expect(focus.closest('li')).not.toBeNull();
    const practice = screen.getByRole('article', { name: 'Una práctica para hoy' });
    expect(within(practice).getByRole('link', { name: /^Leer «.+»$/ }).getAttribute('href')).toMatch(/^\/biblioteca\/[a-z-]+$/);
    expect(within(practice).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    expect(within(practice).getByRole('timer')).toHaveTextContent('2:00');
    expect(within(practice).getByRole('button', { name: 'Empezar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crear mi carta natal' })).not.toBeInTheDocument();
  });

  it('without a chart invites to create one and still shows the sky', async () => {
    renderToday(<TodaySection userId={userId} fullName={null} card={card} />);
    expect(screen.getByRole('heading', { level: 2, name: /^(Buenos días|Buenas tardes|Buenas noches)$/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Crear mi carta natal' }, { timeout: 10_000 })).toHaveAttribute('href', '#chart-form');
    const moon = screen.getByRole('article', { name: 'La Luna hoy' });
    expect(within(moon).queryByText(/tu casa/)).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Retrógrados ahora' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Una práctica para hoy' })).getByRole('link')).toBeInTheDocument();
  });

  it('says a chart without a birth time has no houses', async () => {
    await storeChart('mine', 'Sin hora', '2026-11-01T00:00:00Z', noTime);
    renderToday(<TodaySection userId={userId} fullName="Lucía" card={card} />);
    expect(await screen.findByText(/Tu carta natal no tiene hora de nacimiento/, undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('works offline from what the device holds, and says so', async () => {
    await storeChart('mine', 'Mi carta natal', '2026-11-01T00:00:00Z');
    setOnline(false);
    renderToday(<TodaySection userId={userId} fullName="Lucía" card={card} />);
    expect(screen.getByText('Sin conexión: Hoy se calcula con lo que ya está en este dispositivo.')).toBeInTheDocument();
    expect(await screen.findByText('Según «Mi carta natal», tu carta natal más reciente.', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('offers to retry when the worker fails, and then shows the sky', async () => {
    const open = vi.fn().mockReturnValueOnce(brokenSkyPort()).mockImplementation(inProcessSkyPort);
    renderToday(<TodaySection userId={userId} fullName="Lucía" card={card} />, createSkyClient(open).computeSky);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos calcular el cielo de hoy en este dispositivo.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'La Luna hoy' }, { timeout: 10_000 })).toBeInTheDocument();
    await act(async () => undefined);
  });
});

describe('shortDate', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('leaves out the year of this year and gives it for any other, on the person\'s clock', () => {
    expect(shortDate('2026-11-18T10:00:00Z', now, 'Europe/Madrid')).toBe('18 nov');
    expect(shortDate('2027-01-02T10:00:00Z', now, 'Europe/Madrid')).toBe('2 ene 2027');
    expect(shortDate('2025-03-05T10:00:00Z', now, 'Europe/Madrid')).toBe('5 mar 2025');
    // New Year's Eve in Mexico City is already 2027 in UTC.
    expect(shortDate('2027-01-01T03:00:00Z', now, 'America/Mexico_City')).toBe('31 dic');
  });
});

describe('greeting', () => {
  it('calls the person by the first name the readings use, compound names included', () => {
    renderToday(<TodaySection userId={userId} fullName="María José Pérez" card={card} />);
    expect(screen.getByRole('heading', { level: 2, name: /^(Buenos días|Buenas tardes|Buenas noches), María José$/ })).toBeInTheDocument();
    expect(screen.getByText(/^Hoy · \p{L}+, \d{1,2} de \p{L}+$/u)).toHaveClass('today__eyebrow');
  });

  it('greets without a name when there is none, or only a blank one', () => {
    renderToday(<TodaySection userId={userId} fullName="   " card={card} />);
    expect(screen.getByRole('heading', { level: 2, name: /^(Buenos días|Buenas tardes|Buenas noches)$/ })).toBeInTheDocument();
  });

  it('follows the hour of the day', () => {
    expect(salute(7)).toBe('Buenos días');
    expect(salute(15)).toBe('Buenas tardes');
    expect(salute(22)).toBe('Buenas noches');
    expect(salute(3)).toBe('Buenas noches');
  });
});
