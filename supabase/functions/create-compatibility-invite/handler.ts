import { Refusal, TOO_MANY_REQUESTS, jsonResponse, serviceClient, withFunction } from '../_shared/http.ts';
import { WAITING_INVITES_PER_USER } from '../_shared/contract/limits.ts';
import { hashInviteToken, newInviteToken } from '../_shared/invites.ts';
import { CreateInviteRequestSchema } from './request.ts';

// create-compatibility-invite: a signed-in user asks for a link to send someone. The raw token goes back in this
// answer only, for the link; the table keeps its hash, so the link cannot be shown again (a new one is one tap).

export const handler = withFunction(
  {
    name: 'create-compatibility-invite',
    auth: 'Debes iniciar sesión para invitar a alguien.',
    maxBytes: 1024,
    schema: CreateInviteRequestSchema,
    failure: 'No pudimos crear la invitación. Inténtalo de nuevo en unos minutos.',
  },
  async ({ body, user }) => {
    const token = newInviteToken();
    const { data, error } = await serviceClient()
      .from('compatibility_invites')
      .insert({ user_id: user.id, token_hash: await hashInviteToken(token), inviter_name: body.inviterName, label: body.label || null, relation: body.relation })
      .select('id, inviter_name, label, relation, created_at, expires_at')
      .single();
    if (error) {
      if (error.hint === 'rate_limit') throw new Refusal(429, TOO_MANY_REQUESTS);
      if (error.hint === 'invite_limit') {
        throw new Refusal(409, `Tienes ${WAITING_INVITES_PER_USER} invitaciones esperando respuesta, el máximo. Cancela alguna o espera a que caduque para crear otra.`, { reason: 'invite_limit' });
      }
      throw new Error(`invite insert failed: ${error.message}`);
    }
    return jsonResponse({
      invite: {
        id: data.id,
        token,
        inviterName: data.inviter_name,
        label: data.label,
        relation: data.relation,
        createdAt: data.created_at,
        expiresAt: data.expires_at,
      },
    });
  },
);
