import * as z from 'zod/mini';
import { jsonResponse, serviceClient, withFunction } from '../_shared/http.ts';
import {
  AddressLimit, INVITE_READS_PER_ADDRESS_PER_HOUR, INVITE_UNAVAILABLE, InviteTokenSchema, inviteUnavailable, tokenHash,
} from '../_shared/invites.ts';

// read-compatibility-invite: what the invitee's page shows before they decide, with no session: the name the
// inviter chose to show and when the link expires. Nothing else of the inviter leaves the table, and an unknown,
// cancelled, expired or used link gets one and the same 404.

const perAddress = new AddressLimit(INVITE_READS_PER_ADDRESS_PER_HOUR, 3600_000);

const ReadInviteRequestSchema = z.object({ token: InviteTokenSchema }, { error: INVITE_UNAVAILABLE });

export const handler = withFunction(
  {
    name: 'read-compatibility-invite',
    auth: null,
    maxBytes: 256,
    schema: ReadInviteRequestSchema,
    messages: { notJson: INVITE_UNAVAILABLE },
    failure: 'No pudimos abrir la invitación. Inténtalo de nuevo en unos minutos.',
  },
  async ({ req, body }) => {
    perAddress.take(req);
    const { data, error } = await serviceClient()
      .from('compatibility_invites')
      .select('inviter_name, expires_at')
      .eq('token_hash', await tokenHash(body.token))
      .is('used_at', null)
      .gt('expires_at', new Date().toISOString())
      .maybeSingle();
    if (error) throw new Error(`invite lookup failed: ${error.message}`);
    if (!data) throw inviteUnavailable();
    return jsonResponse({ invitation: { inviterName: data.inviter_name, expiresAt: data.expires_at } });
  },
);
