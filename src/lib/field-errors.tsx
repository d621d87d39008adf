import { useCallback, useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref, type RefObject } from 'react';
import { dismissErrorToasts } from './toast';

// A form that refuses a value says so twice: the spec's toast, and the field itself marked (aria-invalid), its
// message beside it (aria-describedby) and the focus on the first refused field, so a screen reader user and
// someone who missed the toast both know what to fix. Every form builds that from here: a form with several
// messages at once keeps them in useFieldErrors and lays its fields out with LabelledField (or InputField); a
// form with one refusal at a time marks its own controls with fieldErrorProps and FieldErrorMessage. Only React
// and the toasts' lazy handle here: the auth screens import this on their first paint.

export interface FieldError<Field extends string = string> {
  field: Field;
  message: string;
}

/** A form's refused fields, each with its message. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export function errorIdOf(formId: string, field: string): string {
  return `${formId}-${field}-error`;
}

/** Marked invalid and described by its message (when errorId is given), then by whatever else describes it. */
function markOf(errorId: string | null, ...describedBy: (string | null | undefined)[]) {
  return {
    'aria-invalid': errorId ? true : undefined,
    'aria-describedby': [errorId, ...describedBy].filter(Boolean).join(' ') || undefined,
  } as const;
}

function ErrorText({ id, message, className = 'field__error' }: { id: string; message: string; className?: string }) {
  return (
    <p id={id} className={className}>
      {message}
    </p>
  );
}

/** aria props for one field: invalid and described by its message when it is the refused one. */
export function fieldErrorProps(error: FieldError | null, formId: string, field: string, describedBy?: string) {
  return markOf(error?.field === field ? errorIdOf(formId, field) : null, describedBy);
}

export function FieldErrorMessage({ error, formId, field }: { error: FieldError | null; formId: string; field: string }) {
  if (error?.field !== field) return null;
  return <ErrorText id={errorIdOf(formId, field)} message={error.message} />;
}

function focusFirstInvalid(form: RefObject<HTMLFormElement | null>): void {
  form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** Moves focus to the first refused field each time the form reports a new error. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, error: FieldError | null): void {
  useEffect(() => {
    if (error) focusFirstInvalid(form);
  }, [form, error]);
}

/**
 * The messages of a form's refused fields. refuse() shows exactly the ones given and, once they are on the page,
 * focuses the first refused field in the form's order; editing a field forgets its message (clear, or the
 * onChange that edited() makes), and only that one.
 */
export function useFieldErrors<Field extends string>(form: RefObject<HTMLFormElement | null>) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  // Only a refusal moves the focus: forgetting a message while someone types elsewhere must not pull it back.
  const refused = useRef(false);

  useEffect(() => {
    if (!refused.current) return;
    refused.current = false;
    focusFirstInvalid(form);
  }, [form, errors]);

  // Every refused field corrected: the toast that announced the refusal has nothing left to say.
  const hadErrors = useRef(false);
  useEffect(() => {
    const has = Object.keys(errors).length > 0;
    if (hadErrors.current && !has) dismissErrorToasts();
    hadErrors.current = has;
  }, [errors]);

  const refuse = useCallback((next: FieldErrors<Field>) => {
    refused.current = true;
    // A copy: the same refusal twice still renders, and so still moves the focus.
    setErrors({ ...next });
  }, []);

  /** Forgets one field's message; a field without one (or that never has one) is left alone. */
  const clear = useCallback(
    (field: string) =>
      setErrors((current) => {
        if (!(field in current)) return current;
        const rest = { ...current };
        delete rest[field as Field];
        return rest;
      }),
    [],
  );

  const clearAll = useCallback(() => setErrors({}), []);

  /** An onChange that stores the typed value and forgets the field's message. */
  const edited = useCallback(
    (field: Field, setValue: (value: string) => void) =>
      (event: { target: { value: string } }) => {
        setValue(event.target.value);
        clear(field);
      },
    [clear],
  );

  return { errors, refuse, clear, clearAll, edited };
}

/** What the control of a LabelledField spreads: its id, and the marks that point at its message and hint. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface LabelledFieldProps {
  label: ReactNode;
  /** The refusal, written under the control and described by it; nothing while the field is fine. */
  error?: string | null;
  hint?: ReactNode;
  /** The wrapper's classes. */
  className?: string;
  errorClassName?: string;
  hintClassName?: string;
  /** The hint right under the control and the message after it (the message comes first otherwise). */
  hintFirst?: boolean;
  children: (control: FieldControl) => ReactNode;
}

/** One labelled control with its message and hint; the control (input, select…) is the caller's. */
export function LabelledField({
  label, error, hint, className = 'field', errorClassName, hintClassName = 'field__hint', hintFirst = false, children,
}: LabelledFieldProps) {
  const id = useId();
  const ids = { error: `${id}-error`, hint: `${id}-hint` };
  const message = error ? <ErrorText id={ids.error} message={error} className={errorClassName} /> : null;
  const hintText = hint ? (
    <p id={ids.hint} className={hintClassName}>
      {hint}
    </p>
  ) : null;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...markOf(error ? ids.error : null, hint ? ids.hint : null) })}
      {hintFirst ? hintText : message}
      {hintFirst ? message : hintText}
    </div>
  );
}

export interface InputFieldProps extends Omit<LabelledFieldProps, 'children'>, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'children'> {
  ref?: Ref<HTMLInputElement>;
}

/** A LabelledField whose control is an input; every other prop goes to the input. */
export function InputField({ label, error, hint, className, errorClassName, hintClassName, hintFirst, ref, ...input }: InputFieldProps) {
  return (
    <LabelledField {...{ label, error, hint, className, errorClassName, hintClassName, hintFirst }}>
      {(control) => <input ref={ref} {...control} {...input} />}
    </LabelledField>
  );
}
