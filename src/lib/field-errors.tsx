import { useEffect, type RefObject } from 'react';

// A form that refuses a value says so twice: the spec's toast, and the field itself marked (aria-invalid), its
// message beside it (aria-describedby) and the focus on the first refused field, so a screen reader user and
// someone who missed the toast both know what to fix.

export interface FieldError<Field extends string = string> {
  field: Field;
  message: string;
}

export function errorIdOf(formId: string, field: string): string {
  return `${formId}-${field}-error`;
}

/** aria props for one field: invalid and described by its message when it is the refused one. */
export function fieldErrorProps(error: FieldError | null, formId: string, field: string, describedBy?: string) {
  const refused = error?.field === field;
  return {
    'aria-invalid': refused ? true : undefined,
    'aria-describedby': [refused ? errorIdOf(formId, field) : null, describedBy].filter(Boolean).join(' ') || undefined,
  } as const;
}

export function FieldErrorMessage({ error, formId, field }: { error: FieldError | null; formId: string; field: string }) {
  if (error?.field !== field) return null;
  return (
    <p id={errorIdOf(formId, field)} className="field__error">
      {error.message}
    </p>
  );
}

/** Moves focus to the first refused field each time the form reports a new error. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, error: FieldError | null): void {
  useEffect(() => {
    if (!error) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, error]);
}
