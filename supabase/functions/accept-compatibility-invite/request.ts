import * as z from 'zod/mini';
import { birthFields } from '../_shared/birth-input.ts';
import { MAX_PERSON_NAME_LENGTH } from '../_shared/contract/limits.ts';
import { InviteTokenSchema, typedLine } from '../_shared/invites.ts';

// What the invitee sends: the link's token, their own name and birth data, and their consent, given on purpose
// (only `true` is consent; a missing or false box is a refusal, never a default).

export const AcceptInviteRequestSchema = z.object(
  {
    token: InviteTokenSchema,
    name: typedLine(
      { min: 1, max: MAX_PERSON_NAME_LENGTH },
      {
        required: 'Escribe tu nombre.',
        tooLong: `Tu nombre es demasiado largo (máximo ${MAX_PERSON_NAME_LENGTH} caracteres).`,
        notText: 'Tu nombre tiene caracteres que no son texto.',
      },
    ),
    ...birthFields,
    consent: z.literal(true, { error: 'Para enviar tus datos, marca la casilla que dice que estás de acuerdo en compartirlos.' }),
  },
  { error: 'Envía tu nombre, tus datos de nacimiento y tu consentimiento.' },
);

export type AcceptInviteRequest = z.infer<typeof AcceptInviteRequestSchema>;
