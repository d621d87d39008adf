import { Refusal, jsonResponse, serviceClient, withFunction } from '../_shared/http.ts';
import { resolvePlace } from '../_shared/astro/places.ts';
import { computeChart } from '../_shared/astro/chart.ts';
import { ChartInputError } from '../_shared/astro/time.ts';
import type { ResolvedPlace } from '../_shared/contract/chart.ts';
import { AddressLimit, INVITE_ACCEPTS_PER_ADDRESS_PER_HOUR, inviteUnavailable, tokenHash } from '../_shared/invites.ts';
import { AcceptInviteRequestSchema, type AcceptInviteRequest } from './request.ts';

// accept-compatibility-invite: the invitee's name and birth data, with their consent, become one person in the
// inviter's list, and the invitation is used. No session is needed, and none is used if there is one: the row is
// written with the service role for the inviter the invitation names, and the invitee gets back a thank-you and
// the inviter's name they already saw, nothing else.

const perAddress = new AddressLimit(INVITE_ACCEPTS_PER_ADDRESS_PER_HOUR, 3600_000);

/** The place and a chart computed from it: data the inviter's readings will accept, checked before the link is spent. */
function checkedPlace({ birthDate, birthTime, birthLocation }: AcceptInviteRequest): ResolvedPlace {
  const resolved = resolvePlace(birthLocation);
  if (!resolved.ok) {
    throw new Refusal(422, resolved.message, { field: 'birthLocation', reason: resolved.reason, suggestions: resolved.suggestions.map((candidate) => candidate.label) });
  }
  try {
    computeChart({ date: birthDate, time: birthTime ? birthTime.slice(0, 5) : null, place: resolved.place, placeQuery: birthLocation });
  } catch (error) {
    if (error instanceof ChartInputError) throw new Refusal(422, error.message, { field: error.field === 'date' ? 'birthDate' : 'birthTime' });
    throw error;
  }
  return resolved.place;
}

export const handler = withFunction(
  {
    name: 'accept-compatibility-invite',
    auth: null,
    maxBytes: 2048,
    schema: AcceptInviteRequestSchema,
    failure: 'No pudimos enviar tus datos. Inténtalo de nuevo en unos minutos.',
  },
  async ({ req, body }) => {
    perAddress.take(req);
    const hash = await tokenHash(body.token);
    const invites = () => serviceClient().from('compatibility_invites');

    // A link that no longer works says so before anything about the data typed.
    const { data: waiting, error: lookupError } = await invites()
      .select('id')
      .eq('token_hash', hash)
      .is('used_at', null)
      .gt('expires_at', new Date().toISOString())
      .maybeSingle();
    if (lookupError) throw new Error(`invite lookup failed: ${lookupError.message}`);
    if (!waiting) throw inviteUnavailable();

    const place = checkedPlace(body);

    // The one step that spends the link: whichever of two simultaneous calls updates the row first wins, and the
    // other matches nothing. The database stamps used_at with its own clock and refuses it past expires_at (23514).
    const { data: claimed, error: claimError } = await invites()
      .update({ used_at: new Date().toISOString() })
      .eq('token_hash', hash)
      .is('used_at', null)
      .gt('expires_at', new Date().toISOString())
      .select('id, user_id, relation, inviter_name');
    if (claimError) {
      if (claimError.code === '23514') throw inviteUnavailable();
      throw new Error(`invite claim failed: ${claimError.message}`);
    }
    const invite = claimed?.[0] as { id: string; user_id: string; relation: string; inviter_name: string } | undefined;
    if (!invite) throw inviteUnavailable();

    const { data: person, error: insertError } = await serviceClient()
      .from('people')
      .insert({
        user_id: invite.user_id,
        name: body.name,
        relation: invite.relation,
        birth_date: body.birthDate,
        birth_time: body.birthTime ? body.birthTime.slice(0, 5) : null,
        birth_location: body.birthLocation.normalize('NFC'),
        place,
      })
      .select('id')
      .single();
    if (insertError) {
      // Nothing was saved, so the link works again.
      const { error: releaseError } = await invites().update({ used_at: null }).eq('id', invite.id).is('person_id', null);
      if (releaseError) console.error('[accept-compatibility-invite] could not release the invitation', releaseError.message);
      if (insertError.hint === 'people_limit') {
        throw new Refusal(409, `La lista de personas de ${invite.inviter_name} está llena y no caben tus datos. Avísale para que haga sitio y vuelve a intentarlo con este mismo enlace.`, { reason: 'people_limit' });
      }
      throw new Error(`person insert failed: ${insertError.message}`);
    }

    const { error: linkError } = await invites().update({ person_id: person.id }).eq('id', invite.id);
    if (linkError) console.error('[accept-compatibility-invite] could not link the person to the invitation', linkError.message);
    return jsonResponse({ accepted: true, inviterName: invite.inviter_name });
  },
);
