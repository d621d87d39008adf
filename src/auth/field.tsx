import { useId, type InputHTMLAttributes, type Ref } from 'react';

// One labelled input of the account forms, with its error beside it: aria-invalid and aria-describedby point
// screen readers at the message, which sits right under the field (issue 16: the failing field is marked inline,
// besides the spec's toast).

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Field({ label, error, ref, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error ? (
        <p id={errorId} className="field__error auth-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
