// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MonthlyReportView } from '../components/monthly-report-page';
import type { PremiumApi } from '../api/premium-api';
import { storeReading } from '../api/stored-readings';
import { setOnline } from '../../../testing/network';
import { db } from '../../../offline/db';
import { renderReadingPage } from './render-reading-page';
import { monthlyReading } from './fixtures';

const userId = 'user-1';

function renderView(api: Partial<PremiumApi> = {}) {
  return renderReadingPage(<MonthlyReportView userId={userId} />, api);
}

async function generateMarch(generate: PremiumApi['generateMonthlyReport']) {
  renderView({ generateMonthlyReport: generate });
  const month = screen.getByLabelText('Mes');
  await userEvent.clear(month);
  await userEvent.type(month, '2026-03');
  await userEvent.type(screen.getByLabelText('Fecha de nacimiento'), '1990-05-15');
  await userEvent.type(screen.getByLabelText('Lugar de nacimiento'), 'Madrid, España');
  await userEvent.click(screen.getByRole('button', { name: 'Preparar mi informe' }));
  const heading = await screen.findByRole('heading', { name: 'Tu informe de marzo de 2026' }, { timeout: 5000 });
  // Typed-in birth data has no name: the birth itself says whose report it is.
  expect(screen.getByText('Nacimiento: 15 de mayo de 1990, Madrid, España')).toBeInTheDocument();
  return heading;
}

beforeEach(async () => {
  await db.premiumReadings.clear();
  await db.charts.clear();
  setOnline(true);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('MonthlyReportView', () => {
  it('asks for the month in the device’s time zone and lays the events out day by day with house and text', async () => {
    const generate = vi.fn<PremiumApi['generateMonthlyReport']>(async () => ({ kind: 'generated', reading: monthlyReading() }));
    await generateMarch(generate);
    const request = generate.mock.calls[0][0];
    expect(request).toMatchObject({ month: '2026-03', natal: { birthDate: '1990-05-15', birthTime: null, birthLocation: 'Madrid, España' } });
    expect(request.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);

    const timeline = screen.getByRole('region', { name: 'Calendario del mes' });
    const days = within(timeline).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(days).toEqual(['martes, 3 de marzo', 'martes, 10 de marzo', 'viernes, 20 de marzo', 'martes, 24 de marzo', 'miércoles, 25 de marzo']);
    const grid = within(timeline).getByRole('table', { name: 'Días con eventos en marzo de 2026' });
    // March 2026 starts on a Sunday: six blank cells lead the first Monday-first week.
    expect(within(grid).getAllByRole('cell').slice(0, 7).map((cell) => cell.textContent)).toEqual(['', '', '', '', '', '', '1']);
    const busy = within(grid).getAllByRole('link');
    expect(busy.map((link) => link.getAttribute('aria-label'))).toEqual(['3: 2 eventos', '10: un evento', '20: un evento', '24: 2 eventos', '25: un evento']);
    expect(document.querySelector(busy[0].getAttribute('href')!)).toHaveTextContent('martes, 3 de marzo');
    expect(within(timeline).getByText('Eclipse lunar total en Virgo')).toBeInTheDocument();
    expect(within(timeline).getByText('Luna llena en Virgo')).toBeInTheDocument();
    expect(within(timeline).getByText('Saturno en cuadratura con tu Sol')).toBeInTheDocument();
    expect(within(timeline).getByText('Mercurio se detiene y retoma la marcha directa')).toBeInTheDocument();
    expect(within(timeline).getByText('Venus entra en Aries')).toBeInTheDocument();
    expect(within(timeline).getByText('En orbe del 20 de febrero de 2026 al 2 de abril de 2026')).toBeInTheDocument();
    expect(within(timeline).getAllByText('· en tu casa 12')).toHaveLength(2);
    expect(within(timeline).getByText('Venus entra en Aries y el deseo se vuelve directo.')).toBeInTheDocument();
    // The Moon's rhythm: the void of course with its end in the reader's zone, then the ingress it ends with.
    expect(within(timeline).getByText('Luna vacía de curso en Géminis')).toBeInTheDocument();
    expect(within(timeline).getByText(/^Hasta el 25 de marzo,? (a las )?11:32, cuando la Luna entra en Cáncer$/)).toBeInTheDocument();
    expect(within(timeline).getByText('Luna entra en Cáncer')).toBeInTheDocument();
    expect(screen.getByText(/^La Luna vuelve a su posición natal el 12 de marzo a las \d\d:\d\d, en tu casa 5\.$/)).toBeInTheDocument();
    expect(screen.getByText(/En Cáncer 5°30′, en tu casa 9\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Panorama', level: 4 })).toBeInTheDocument();
    expect(await db.premiumReadings.get('mr-1')).toMatchObject({ kind: 'monthly_report' });
  });

  it('offers this month until the 20th and the next one after it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(2026, 10, 20, 23, 30));
      renderView();
      expect(screen.getByLabelText('Mes')).toHaveValue('2026-11');
      cleanup();
      vi.setSystemTime(new Date(2026, 11, 21, 8, 0));
      renderView();
      expect(screen.getByLabelText('Mes')).toHaveValue('2027-01');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says whose report it is under its title, so the printed page carries the name', async () => {
    const named = monthlyReading({ params: { ...monthlyReading().params, chartId: 'c-1', chartName: 'La carta de mi hermana', personName: 'Inés' } });
    await storeReading(userId, named);
    setOnline(false);
    renderView();
    const report = await screen.findByRole('article', { name: 'Tu informe de marzo de 2026' }, { timeout: 5000 });
    expect(within(report).getByText('Para Inés')).toBeInTheDocument();
  });

  it('exports the events as an .ics file and opens the print dialog', async () => {
    const generate = vi.fn<PremiumApi['generateMonthlyReport']>(async () => ({ kind: 'generated', reading: monthlyReading() }));
    let exported: Blob | null = null;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      exported = blob;
      return 'blob:informe';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('sendero-astral-2026-03.ics');
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await generateMarch(generate);
    await userEvent.click(screen.getByRole('button', { name: 'Descargar calendario (.ics)' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(exported!.type).toBe('text/calendar;charset=utf-8');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(exported!);
    });
    expect(text.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(7);
    expect(text).toContain('DTSTART:20260303T113340Z\r\n');
    expect(text).toContain('SUMMARY:Saturno en cuadratura con tu Sol\r\n');
    // The void of course is a span in the calendar; a moment (the Moon's ingress) has no end.
    expect(text).toContain('DTSTART:20260324T223718Z\r\nDTEND:20260325T103259Z\r\nSUMMARY:Luna vacía de curso en Géminis\r\n');
    expect(text).toContain('DTSTART:20260325T103259Z\r\nSUMMARY:Luna entra en Cáncer\r\n');
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir o guardar en PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when the month has no events', async () => {
    const generate = vi.fn<PremiumApi['generateMonthlyReport']>(async () => ({ kind: 'generated', reading: monthlyReading({ events: [] }) }));
    await generateMarch(generate);
    expect(screen.getByText(/Este mes no trae eventos exactos sobre tu carta/)).toBeInTheDocument();
  });

  it('shows the spec’s message when the function is rate limited', async () => {
    const generate = vi.fn<PremiumApi['generateMonthlyReport']>(async () => ({ kind: 'failed', message: 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.', suggestions: [], field: null }));
    renderView({ generateMonthlyReport: generate });
    await userEvent.type(screen.getByLabelText('Fecha de nacimiento'), '1990-05-15');
    await userEvent.type(screen.getByLabelText('Lugar de nacimiento'), 'Madrid, España');
    await userEvent.click(screen.getByRole('button', { name: 'Preparar mi informe' }));
    expect(await screen.findByText('Demasiadas solicitudes. Intenta de nuevo en unos minutos.')).toBeInTheDocument();
  });

  it('offline: the last report reads from the device and generation is disabled with the reason', async () => {
    await storeReading(userId, monthlyReading());
    setOnline(false);
    renderView();
    expect(await screen.findByRole('heading', { name: 'Tu informe de marzo de 2026' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preparar mi informe' })).toBeDisabled();
    expect(screen.getByText('Sin conexión solo ves la última lectura guardada en este dispositivo.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Tu informe de marzo de 2026/ }));
    expect(screen.getByRole('heading', { name: 'Tu informe de marzo de 2026' })).toBeInTheDocument();
  });
});
