import * as z from 'zod/mini';

// The body of delete-account: the password, which the server checks again itself. An account without a
// password (Google) sends none and confirms with a recent sign-in instead.

export const DeleteAccountRequestSchema = z.strictObject(
  {
    password: z.optional(z.string({ error: 'La contraseña debe ser texto.' }).check(
      z.minLength(1, 'Escribe tu contraseña.'),
      z.maxLength(200, 'La contraseña es demasiado larga.'),
    )),
  },
  { error: 'La solicitud solo admite el campo «password».' },
);
