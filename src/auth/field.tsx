import { InputField, type InputFieldProps } from '../lib/field-errors';
import { es } from '../i18n/es';

// The account forms' fields: the shared labelled input (the failing field is marked inline, besides the spec's
// toast, which vanishes and does not say which field), its message in the auth screens' colour, and what every
// email or password input of them takes.

export function Field(props: InputFieldProps) {
  return <InputField errorClassName="field__error auth-field-error" {...props} />;
}

export const emailInput = { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 255, placeholder: es.auth.emailPlaceholder } as const;

/** GoTrue reads no more than 72 bytes of a password. */
export const passwordInput = { type: 'password', maxLength: 72 } as const;
