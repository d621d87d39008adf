// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { FieldErrorMessage, fieldErrorProps, InputField, LabelledField, useFieldErrors, type FieldErrors } from '../field-errors';

// The one way every form marks a refused field: label, control, message and hint wired for a screen reader, the
// focus on the first refused field after a refusal and only then, a message gone as its field is edited.

afterEach(cleanup);

type Field = 'name' | 'city' | 'year';

function Harness({ refusal }: { refusal: FieldErrors<Field> }) {
  const form = useRef<HTMLFormElement>(null);
  const { errors, refuse, edited, clearAll } = useFieldErrors<Field>(form);
  const [name, setName] = useState('');
  const [city, setCity] = useState('');
  const [year, setYear] = useState('1990');
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        refuse(refusal);
      }}
    >
      <InputField label="Nombre" error={errors.name} value={name} onChange={edited('name', setName)} />
      <InputField label="Ciudad" hint="Ciudad y país" error={errors.city} value={city} onChange={edited('city', setCity)} />
      <LabelledField label="Año" error={errors.year}>
        {(control) => (
          <select {...control} value={year} onChange={edited('year', setYear)}>
            <option value="1990">1990</option>
            <option value="2000">2000</option>
          </select>
        )}
      </LabelledField>
      <button type="submit">Enviar</button>
      <button type="button" onClick={clearAll}>
        Limpiar
      </button>
    </form>
  );
}

describe('useFieldErrors with LabelledField', () => {
  it('marks every refused field, describes it by its message and then its hint, and focuses the first in the form', async () => {
    const user = userEvent.setup();
    render(<Harness refusal={{ year: 'Elige otro año.', city: 'Indica la ciudad.' }} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const city = screen.getByLabelText('Ciudad');
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('Indica la ciudad. Ciudad y país');
    expect(city).toHaveFocus();
    const year = screen.getByLabelText('Año');
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year).toHaveAccessibleDescription('Elige otro año.');
    expect(screen.getByText('Elige otro año.')).toHaveClass('field__error');
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-describedby');
  });

  it('forgets only the edited field’s message, without pulling the focus back', async () => {
    const user = userEvent.setup();
    render(<Harness refusal={{ name: 'Escribe tu nombre.', city: 'Indica la ciudad.' }} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByLabelText('Nombre')).toHaveFocus();

    await user.click(screen.getByLabelText('Ciudad'));
    await user.type(screen.getByLabelText('Ciudad'), 'Lima');
    expect(screen.getByLabelText('Ciudad')).toHaveFocus();
    expect(screen.getByLabelText('Ciudad')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Ciudad')).toHaveAccessibleDescription('Ciudad y país');
    expect(screen.queryByText('Indica la ciudad.')).toBeNull();
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Escribe tu nombre.');

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.queryByText('Escribe tu nombre.')).toBeNull();
  });

  it('focuses again when the same refusal comes back', async () => {
    const user = userEvent.setup();
    render(<Harness refusal={{ city: 'Indica la ciudad.' }} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.click(screen.getByLabelText('Nombre'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByLabelText('Ciudad')).toHaveFocus();
  });
});

describe('InputField', () => {
  it('can show its hint before the message, with the form’s own classes, and passes the rest to the input', () => {
    render(<InputField label="Nombre" hint="Como quieras" hintClassName="account-hint" error="Es muy largo." errorClassName="account-error" hintFirst maxLength={5} defaultValue="Ana" />);
    const input = screen.getByLabelText('Nombre');
    expect(input).toHaveAttribute('maxlength', '5');
    expect(input).toHaveAccessibleDescription('Es muy largo. Como quieras');
    const [hint, message] = [screen.getByText('Como quieras'), screen.getByText('Es muy largo.')];
    expect(hint.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(hint).toHaveClass('account-hint');
    expect(message).toHaveAttribute('class', 'account-error');
  });
});

describe('fieldErrorProps and FieldErrorMessage (one refusal at a time)', () => {
  it('mark only the refused field, its message first among what describes it', () => {
    const error = { field: 'month', message: 'Elige un mes.' };
    render(
      <div>
        <label htmlFor="month">Mes</label>
        <input id="month" {...fieldErrorProps(error, 'form', 'month', 'zone')} />
        <FieldErrorMessage error={error} formId="form" field="month" />
        <p id="zone">Hora de Madrid</p>
        <label htmlFor="year">Año</label>
        <input id="year" {...fieldErrorProps(error, 'form', 'year')} />
        <FieldErrorMessage error={error} formId="form" field="year" />
      </div>,
    );
    expect(screen.getByLabelText('Mes')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mes')).toHaveAccessibleDescription('Elige un mes. Hora de Madrid');
    expect(screen.getByLabelText('Año')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('Elige un mes.')).toHaveLength(1);
  });
});
