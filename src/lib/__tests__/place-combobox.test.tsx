// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlaceCombobox } from '../place-combobox';
import { homeCountry, type PlaceProblem } from '../places';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// The place field as a keyboard and a screen reader meet it: roles, aria state, the announced count.

const CANDIDATES: Record<string, string[]> = {
  'bs as': ['Buenos Aires, Argentina'],
  cor: ['Córdoba, Argentina', 'Córdoba, España', 'Corrientes, Argentina'],
};

function Harness({ problem = null, onSubmit = () => {} }: { problem?: PlaceProblem | null; onSubmit?: (place: string) => void }) {
  const [value, setValue] = useState('');
  const suggest = async (query: string) => CANDIDATES[query.toLowerCase()] ?? [];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <PlaceCombobox label="Lugar de nacimiento" value={value} onChange={setValue} suggest={suggest} problem={problem} hint="Ciudad y país" />
      <button type="submit">Enviar</button>
    </form>
  );
}

afterEach(cleanup);

const combobox = () => screen.getByRole('combobox', { name: 'Lugar de nacimiento' });

describe('PlaceCombobox', () => {
  it('is a collapsed combobox that controls a listbox', () => {
    render(<Harness />);
    const input = combobox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const listId = input.getAttribute('aria-controls');
    expect(listId).toBeTruthy();
    expect(document.getElementById(listId!)).toHaveAttribute('role', 'listbox');
    expect(input).toHaveAccessibleDescription('Ciudad y país');
    expect(document.querySelector('datalist')).toBeNull();
  });

  it('opens with the ranked suggestions, announces their count, and chooses one with the arrows and Enter', async () => {
    const submitted = vi.fn();
    render(<Harness onSubmit={submitted} />);
    await userEvent.type(combobox(), 'cor');
    const list = await screen.findByRole('listbox', { name: 'Lugares que coinciden: Lugar de nacimiento' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Córdoba, Argentina', 'Córdoba, España', 'Corrientes, Argentina']);
    expect(screen.getByRole('status')).toHaveTextContent('3 lugares coinciden');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    const first = within(list).getByRole('option', { name: 'Córdoba, Argentina' });
    expect(combobox()).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const second = within(list).getByRole('option', { name: 'Córdoba, España' });
    expect(combobox()).toHaveAttribute('aria-activedescendant', second.id);
    expect(first).toHaveAttribute('aria-selected', 'false');
    // Up from the first wraps to the last, as the arrows cycle.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: 'Corrientes, Argentina' }).id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');

    await userEvent.keyboard('{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    expect(combobox()).toHaveValue('Córdoba, España');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(combobox()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Elegiste Córdoba, España.');

    // With the list closed, Enter submits the form with what was chosen.
    await userEvent.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledWith('Córdoba, España');
  });

  it('closes on Escape and keeps what was typed; the arrow opens it again', async () => {
    render(<Harness />);
    await userEvent.type(combobox(), 'Bs As');
    await screen.findByRole('option', { name: 'Buenos Aires, Argentina' });
    expect(screen.getByRole('status')).toHaveTextContent('Un lugar coincide');
    await userEvent.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox()).toHaveValue('Bs As');
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Buenos Aires, Argentina' }).id);
  });

  it('chooses with the mouse without losing focus, and closes when focus leaves', async () => {
    render(<Harness />);
    await userEvent.type(combobox(), 'cor');
    await userEvent.click(await screen.findByRole('option', { name: 'Córdoba, Argentina' }));
    expect(combobox()).toHaveValue('Córdoba, Argentina');
    expect(combobox()).toHaveFocus();

    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'cor');
    await screen.findByRole('listbox');
    await userEvent.tab();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches', async () => {
    render(<Harness />);
    await userEvent.type(combobox(), 'Xyzzy');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Ningún lugar coincide todavía'));
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows a place's own problem beside the field, marks it invalid, and offers its suggestions", async () => {
    const problem = { message: 'Hay varios lugares llamados «Córdoba». Añade el país o elige uno.', suggestions: ['Córdoba, Argentina', 'Córdoba, España'] };
    render(<Harness problem={problem} />);
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect(combobox()).toHaveAccessibleDescription(/Hay varios lugares llamados «Córdoba»/);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('¿Quisiste decir…?')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Córdoba, España' }));
    expect(combobox()).toHaveValue('Córdoba, España');
  });
});

describe('homeCountry', () => {
  it("reads the person's country from the first language tag that names one", () => {
    expect(homeCountry(['es-AR', 'es'])).toBe('AR');
    expect(homeCountry(['es', 'es-419', 'pt-BR'])).toBe('BR');
    expect(homeCountry(['es'])).toBeUndefined();
  });
});

describe('the forms', () => {
  it('ask for places with this combobox only: no <datalist> anywhere in the app', () => {
    const root = join(__dirname, '..', '..');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx') && !file.includes('__tests__'));
    const withDatalist = sources.filter((file) => readFileSync(join(root, file), 'utf8').includes('<datalist'));
    expect(withDatalist).toEqual([]);
    const users = sources.filter((file) => readFileSync(join(root, file), 'utf8').includes('<PlaceCombobox'));
    expect(users.sort()).toEqual([join('features', 'premium', 'components', 'place-field.tsx'), join('lib', 'birth-data-fields.tsx')]);
    // The chart form, the person form and an invitation's form take their place field from the birth data fields.
    const birthDataUsers = sources.filter((file) => readFileSync(join(root, file), 'utf8').includes('<BirthDataFields'));
    expect(birthDataUsers.sort()).toEqual([
      join('features', 'chart', 'components', 'chart-section.tsx'),
      join('features', 'compatibility', 'components', 'invitation-page.tsx'),
      join('features', 'compatibility', 'components', 'person-form.tsx'),
    ]);
  });
});
