import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useTestStack } from '../../../local/function-tests.ts';
import { invokeFunction, uniqueEmail } from '../../../local/testing.ts';
import { PEOPLE_PER_USER } from '../../_shared/contract/limits.ts';
import { INVITE_UNAVAILABLE } from '../../_shared/invites.ts';
import { createInvite, listInvites } from '../../../../src/features/compatibility/api/invites.ts';
import { acceptInvitation, readInvitation, type InvitationAnswer } from '../../../../src/features/compatibility/api/invitation.ts';

// read-compatibility-invite and accept-compatibility-invite, through the app's own operations and the real
// supabase-js against the local stack: the invitee, with or without an account, sees only the name the inviter chose
// and the expiry, and their data, sent with their consent, lands once as one person in the inviter's list and
// nowhere else; a used, expired, cancelled or made-up link gets one and the same answer.

const fixture = useTestStack();

const LUIS: InvitationAnswer = { name: 'Luis', birthDate: '1992-02-02', birthTime: '09:15', birthLocation: 'Lima, Perú', consent: true };

async function signedUp(name: string) {
  const client = fixture.stack.client();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('invita'), password: 'saturno-29', options: { data: { full_name: name } } });
  expect(error).toBeNull();
  return { client, userId: data.user!.id };
}

async function invitation(relation: 'pareja' | 'amigos' = 'amigos') {
  const inviter = await signedUp('Lucía Prueba');
  const outcome = await createInvite({ inviterName: 'Lucía', label: 'para Luis', relation }, inviter.client as never);
  if (!outcome.ok) throw new Error(outcome.message);
  return { ...inviter, invite: outcome.invite };
}

const peopleOf = async (userId: string) =>
  (await fixture.stack.db.query<{ name: string; relation: string; birth_date: string; birth_time: string | null; birth_location: string; place: { name: string } | null }>(
    `select name, relation, birth_date::text, birth_time::text, birth_location, place from public.people where user_id = $1 order by created_at`,
    [userId],
  )).rows;

const anonymous = () => fixture.stack.client() as SupabaseClient;

describe('read-compatibility-invite', () => {
  it('shows only the name the inviter chose and the expiry, without a session', async () => {
    const { invite } = await invitation();
    const answer = await invokeFunction(anonymous(), 'read-compatibility-invite', { token: invite.token });
    // The whole answer: nothing else of the inviter (their label, their relation, their account) leaves the table.
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { invitation: { inviterName: 'Lucía', expiresAt: invite.expiresAt } } });
  });

  it('answers a made-up, cut-short or expired link with the same 404', async () => {
    const { invite } = await invitation();
    const made = 'A'.repeat(43);
    for (const token of [made, invite.token.slice(0, 20), `${invite.token}x`]) {
      expect(await invokeFunction(anonymous(), 'read-compatibility-invite', { token })).toMatchObject({ status: 404, body: { error: INVITE_UNAVAILABLE } });
    }
    await fixture.stack.db.query(`update public.compatibility_invites set created_at = now() - interval '8 days', expires_at = now() - interval '1 day' where id = $1`, [invite.id]);
    expect(await readInvitation(invite.token, anonymous() as never)).toEqual({ kind: 'unavailable' });
    expect(await acceptInvitation(invite.token, LUIS, anonymous() as never)).toEqual({ kind: 'unavailable' });
  });
});

describe('accept-compatibility-invite', () => {
  it("files the invitee's data as one person in the inviter's list, once", async () => {
    const { invite, userId, client } = await invitation('pareja');
    expect(await acceptInvitation(invite.token, { ...LUIS, name: '  Luis  ' }, anonymous() as never)).toEqual({ kind: 'accepted', inviterName: 'Lucía' });

    expect(await peopleOf(userId)).toEqual([
      { name: 'Luis', relation: 'pareja', birth_date: '1992-02-02', birth_time: '09:15:00', birth_location: 'Lima, Perú', place: expect.objectContaining({ name: expect.stringContaining('Lima') }) },
    ]);
    const { rows } = await fixture.stack.db.query<{ used: boolean; linked: boolean }>(
      `select used_at is not null as used, person_id = (select id from public.people where user_id = $2) as linked from public.compatibility_invites where id = $1`,
      [invite.id, userId],
    );
    expect(rows).toEqual([{ used: true, linked: true }]);
    // The inviter sees the person as any other of theirs; the list of waiting invitations no longer holds it.
    expect((await client.from('people').select('name, relation')).data).toEqual([{ name: 'Luis', relation: 'pareja' }]);
    expect(await listInvites(client as never)).toEqual([]);

    // Used once: the page, and a second send, get the one answer for a link that no longer works.
    expect(await readInvitation(invite.token, anonymous() as never)).toEqual({ kind: 'unavailable' });
    expect(await invokeFunction(anonymous(), 'accept-compatibility-invite', { token: invite.token, ...LUIS })).toMatchObject({ status: 404, body: { error: INVITE_UNAVAILABLE } });
    expect(await peopleOf(userId)).toHaveLength(1);
  });

  it('sends nothing without consent given on purpose, and keeps the link working', async () => {
    const { invite, userId } = await invitation();
    const consent = 'Para enviar tus datos, marca la casilla que dice que estás de acuerdo en compartirlos.';
    for (const given of [false, undefined, 'true', 1]) {
      const answer = await invokeFunction(anonymous(), 'accept-compatibility-invite', { token: invite.token, ...LUIS, consent: given });
      expect(answer).toMatchObject({ status: 400, body: { error: consent } });
    }
    expect(await acceptInvitation(invite.token, { ...LUIS, name: ' ' }, anonymous() as never)).toMatchObject({ kind: 'refused', message: 'Escribe tu nombre.' });
    expect(await peopleOf(userId)).toEqual([]);
    expect(await readInvitation(invite.token, anonymous() as never)).toMatchObject({ kind: 'open' });
  });

  it('refuses a place it cannot pin down with suggestions, before spending the link', async () => {
    const { invite, userId } = await invitation();
    const refused = await acceptInvitation(invite.token, { ...LUIS, birthLocation: 'Lugarquenoexiste, Narnia' }, anonymous() as never);
    expect(refused).toMatchObject({ kind: 'refused', field: 'birthLocation' });
    expect(await peopleOf(userId)).toEqual([]);
    expect(await acceptInvitation(invite.token, LUIS, anonymous() as never)).toEqual({ kind: 'accepted', inviterName: 'Lucía' });
  });

  it("ignores the invitee's own session: their data goes to the inviter, and neither reads the other's rows", async () => {
    const { invite, userId, client: inviterClient } = await invitation();
    const invitee = await signedUp('Luis Otro');
    await invitee.client.from('people').insert({ name: 'Mi carta', relation: null, birth_date: '1992-02-02', birth_location: 'Lima, Perú', is_self: true });

    expect(await acceptInvitation(invite.token, LUIS, invitee.client as never)).toEqual({ kind: 'accepted', inviterName: 'Lucía' });
    expect((await peopleOf(userId)).map((person) => person.name)).toEqual(['Luis']);
    expect((await peopleOf(invitee.userId)).map((person) => person.name)).toEqual(['Mi carta']);
    expect((await invitee.client.from('people').select('name')).data).toEqual([{ name: 'Mi carta' }]);
    expect((await invitee.client.from('compatibility_invites').select('id')).data).toEqual([]);
    expect((await inviterClient.from('people').select('name')).data).toEqual([{ name: 'Luis' }]);
  });

  it('lets one of two simultaneous sends through', async () => {
    const { invite, userId } = await invitation();
    const answers = await Promise.all([
      acceptInvitation(invite.token, LUIS, anonymous() as never),
      acceptInvitation(invite.token, { ...LUIS, name: 'Luis bis' }, anonymous() as never),
    ]);
    expect(answers.map((answer) => answer.kind).sort()).toEqual(['accepted', 'unavailable']);
    expect(await peopleOf(userId)).toHaveLength(1);
  });

  it("says so when the inviter's list is full, and the same link works once there is room", async () => {
    const { invite, userId } = await invitation();
    await fixture.stack.db.query(
      `insert into public.people (user_id, name, relation, birth_date, birth_location)
       select $1::uuid, 'Persona ' || n, 'amigos', date '1990-01-01', 'Quito, Ecuador' from generate_series(1, $2::int) n`,
      [userId, PEOPLE_PER_USER],
    );
    const full = await acceptInvitation(invite.token, LUIS, anonymous() as never);
    expect(full).toEqual({
      kind: 'refused', field: null, suggestions: [],
      message: 'La lista de personas de Lucía está llena y no caben tus datos. Avísale para que haga sitio y vuelve a intentarlo con este mismo enlace.',
    });
    await fixture.stack.db.query(`delete from public.people where user_id = $1 and name = 'Persona 1'`, [userId]);
    expect(await acceptInvitation(invite.token, LUIS, anonymous() as never)).toEqual({ kind: 'accepted', inviterName: 'Lucía' });
  });
});
