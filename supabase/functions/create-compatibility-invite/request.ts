import * as z from 'zod/mini';
import { RELATION_CATEGORIES } from '../_shared/astro/compatibility-types.ts';
import { MAX_INVITE_LABEL_LENGTH, MAX_INVITER_NAME_LENGTH } from '../_shared/contract/limits.ts';
import { typedLine } from '../_shared/invites.ts';

// What the inviter sends: the name the invitee will read, an optional note of whom it is for, and how the two
// relate (the relation of the person the invitation creates).

export const CreateInviteRequestSchema = z.strictObject(
  {
    inviterName: typedLine(
      { min: 1, max: MAX_INVITER_NAME_LENGTH },
      {
        required: 'Escribe tu nombre: es lo que verá la persona que invitas.',
        tooLong: `Tu nombre es demasiado largo para la invitación (máximo ${MAX_INVITER_NAME_LENGTH} caracteres).`,
        notText: 'Tu nombre tiene caracteres que no son texto.',
      },
    ),
    label: z.nullish(
      typedLine(
        { min: 0, max: MAX_INVITE_LABEL_LENGTH },
        {
          required: 'La nota de para quién es debe ser texto.',
          tooLong: `La nota de para quién es resulta demasiado larga (máximo ${MAX_INVITE_LABEL_LENGTH} caracteres).`,
          notText: 'La nota de para quién es tiene caracteres que no son texto.',
        },
      ),
    ),
    relation: z.enum(RELATION_CATEGORIES, { error: 'Elige la relación: pareja, amistad, familia o trabajo.' }),
  },
  { error: 'La invitación solo admite tu nombre, una nota de para quién es y la relación.' },
);

export type CreateInviteRequest = z.infer<typeof CreateInviteRequestSchema>;
