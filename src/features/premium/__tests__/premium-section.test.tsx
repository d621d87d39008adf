// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PremiumSection } from '../components/premium-section';

// The #premium section of the home page (the entry to the readings): prices, trial, honest plan buttons, links.

// The currency comes from the device; these tests run as a browser in Spain set to Spanish.
beforeEach(() => {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...new Intl.DateTimeFormat('es').resolvedOptions(), timeZone: 'Europe/Madrid' });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSection() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<><PremiumSection /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Premium section', () => {
  it('shows both plans with the regular and the 50% launch price, the trial and cancel any time', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Premium' });
    expect(within(section).getByText('Lanzamiento: 50% de descuento por tiempo limitado')).toBeInTheDocument();
    const monthly = within(section).getByRole('article', { name: 'Mensual' });
    expect(within(monthly).getByText('9,99 €').tagName).toBe('DEL');
    expect(within(monthly).getByText('4,99 €')).toBeInTheDocument();
    const annual = within(section).getByRole('article', { name: 'Anual' });
    expect(within(annual).getByText('79,99 €').tagName).toBe('DEL');
    expect(within(annual).getByText('39,99 €')).toBeInTheDocument();
    expect(within(section).getAllByText('Prueba gratis 14 días.')).toHaveLength(2);
    expect(within(section).getByText('Cancela cuando quieras, sin permanencia.')).toBeInTheDocument();
    expect(within(section).getByText(/Precios fijos en Euros \(EUR\)/)).toBeInTheDocument();
    for (const item of ['Compatibilidad avanzada', 'La biblioteca completa']) expect(within(section).getByText(item)).toBeInTheDocument();
  });

  it('says when the trial would start, right where it sits above the disabled button', () => {
    renderSection();
    for (const plan of screen.getAllByRole('article')) {
      const trial = within(plan).getByText('Prueba gratis 14 días.').closest('p');
      expect(trial).toHaveTextContent(/empiezan a contar el día en que elijas un plan/);
      expect(trial?.nextElementSibling).toHaveAccessibleName('Disponible pronto');
    }
  });

  it('shows fixed prices in the currency the visitor picks, with the note naming it', async () => {
    renderSection();
    await userEvent.selectOptions(screen.getByLabelText('Moneda'), 'MXN');
    const monthly = screen.getByRole('article', { name: 'Mensual' });
    expect(within(monthly).getByText('$179 MXN').tagName).toBe('DEL');
    expect(within(monthly).getByText('$89 MXN')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Anual' })).getByText('Equivale a $58 MXN al mes.')).toBeInTheDocument();
    expect(screen.getByText(/Precios fijos en Pesos mexicanos \(MXN\)/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Moneda'), 'ARS');
    expect(within(screen.getByRole('article', { name: 'Anual' })).getByText('$ 39.000 ARS')).toBeInTheDocument();
  });

  it('says honestly that nothing is sold yet: the plan buttons do nothing and everything is open', async () => {
    renderSection();
    const buttons = screen.getAllByRole('button', { name: 'Disponible pronto' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('Todavía no vendemos suscripciones: este botón no hace ningún cargo.');
      await userEvent.click(button);
    }
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(screen.getByText('Premium · abierto durante el lanzamiento')).toBeInTheDocument();
    expect(screen.getByText(/todo lo Premium y Pro está abierto/)).toBeInTheDocument();
  });

  it('links into each reading', async () => {
    renderSection();
    const links = within(screen.getByRole('navigation', { name: 'Abre tus lecturas' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/premium/revolucion-solar', '/premium/transitos', '/premium/informe-mensual']);
    await userEvent.click(screen.getByRole('link', { name: /Informe mensual/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/premium/informe-mensual');
  });
});
