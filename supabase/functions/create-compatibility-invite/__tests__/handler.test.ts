import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useTestStack } from '../../../local/function-tests.ts';
import { invokeFunction } from '../../../local/testing.ts';
import { INVITES_PER_HOUR, WAITING_INVITES_PER_USER } from '../../_shared/contract/limits.ts';
import { cancelInvite, createInvite, inviterFirstName, listInvites, type InviteRequest } from '../../../../src/features/compatibility/api/invites.ts';
import { readInvitation } from '../../../../src/features/compatibility/api/invitation.ts';
import { es } from '../../../../src/i18n/es.ts';

// create-compatibility-invite and the compatibility_invites table, through the app's own operations and the real
// supabase-js against the local stack: the link's token is handed out once and never stored, the owner alone lists
// and cancels, and the database bounds how many one user sends.

const fixture = useTestStack();

const LUIS: InviteRequest = { inviterName: 'Lucía', label: 'para Luis', relation: 'amigos' };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function inviter(name = 'Lucía Prueba') {
  const client = fixture.stack.client();
  const { data, error } = await client.auth.signUp({ email: `invita.${Date.now()}.${Math.random()}@ejemplo.com`, password: 'saturno-29', options: { data: { full_name: name } } });
  expect(error).toBeNull();
  return { client, userId: data.user!.id };
}

async function created(client: SupabaseClient, request = LUIS) {
  const outcome = await createInvite(request, client as never);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.invite;
}

describe('create-compatibility-invite', () => {
  it('hands out a link token once and keeps only its SHA-256, with a seven-day expiry the database sets', async () => {
    const { client, userId } = await inviter();
    expect(await inviterFirstName(client as never)).toBe('Lucía');
    const invite = await created(client);
    expect(invite).toMatchObject({ inviterName: 'Lucía', label: 'para Luis', relation: 'amigos' });
    expect(invite.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(invite.expiresAt).getTime() - new Date(invite.createdAt).getTime()).toBe(7 * 24 * 3600_000);

    const { rows } = await fixture.stack.db.query<{ token_hash: string; user_id: string }>('select token_hash, user_id from public.compatibility_invites where id = $1', [invite.id]);
    expect(rows).toEqual([{ token_hash: sha256(invite.token), user_id: userId }]);
    const { rows: anywhere } = await fixture.stack.db.query(`select 1 from public.compatibility_invites where token_hash = $1 or inviter_name = $1 or label = $1`, [invite.token]);
    expect(anywhere).toEqual([]);

    // The owner reads every column but the hash, which the API does not give even to them.
    expect(await listInvites(client as never)).toEqual([{ id: invite.id, inviterName: 'Lucía', label: 'para Luis', relation: 'amigos', createdAt: invite.createdAt, expiresAt: invite.expiresAt }]);
    expect((await client.from('compatibility_invites').select('token_hash')).error?.code).toBe('42501');
  });

  it('needs a session and refuses what the form would, in Spanish', async () => {
    const anonymous = await invokeFunction(fixture.stack.client(), 'create-compatibility-invite', LUIS);
    expect(anonymous).toMatchObject({ status: 401, body: { error: 'Debes iniciar sesión para invitar a alguien.' } });

    const { client } = await inviter();
    const refusal = async (body: unknown) => (await invokeFunction(client, 'create-compatibility-invite', body)).body;
    expect(await refusal({ ...LUIS, inviterName: '   ' })).toEqual({ error: 'Escribe tu nombre: es lo que verá la persona que invitas.' });
    expect(await refusal({ ...LUIS, inviterName: 'L'.repeat(41) })).toEqual({ error: 'Tu nombre es demasiado largo para la invitación (máximo 40 caracteres).' });
    expect(await refusal({ ...LUIS, inviterName: 'Lu\u0007cía' })).toEqual({ error: 'Tu nombre tiene caracteres que no son texto.' });
    expect(await refusal({ ...LUIS, label: 'x'.repeat(61) })).toEqual({ error: 'La nota de para quién es resulta demasiado larga (máximo 60 caracteres).' });
    expect(await refusal({ ...LUIS, relation: 'vecinos' })).toEqual({ error: 'Elige la relación: pareja, amistad, familia o trabajo.' });
    expect(await refusal({ ...LUIS, expiresAt: '2099-01-01' })).toEqual({ error: 'La invitación solo admite tu nombre, una nota de para quién es y la relación.' });
    expect(await listInvites(client as never)).toEqual([]);

    // The name is stored as one string however the keyboard composed it, and an empty note is no note.
    const decomposed = await created(client, { inviterName: '  Luci\u0301a ', label: '  ', relation: 'pareja' });
    expect(decomposed).toMatchObject({ inviterName: 'Lucía', label: null });
  });

  it(`allows ${INVITES_PER_HOUR} an hour, then answers the spec's 429`, async () => {
    const { client } = await inviter();
    for (let i = 0; i < INVITES_PER_HOUR; i += 1) await created(client, { ...LUIS, label: `para la persona ${i + 1}` });
    const over = await createInvite(LUIS, client as never);
    expect(over).toEqual({ ok: false, message: es.functions.tooManyRequests });
    expect(await listInvites(client as never)).toHaveLength(INVITES_PER_HOUR);
  });

  it(`keeps at most ${WAITING_INVITES_PER_USER} waiting at once; used and expired ones do not count`, async () => {
    const { client, userId } = await inviter();
    // Sent over the last days, as the hourly limit lets them: the waiting ones, one used and one expired.
    await fixture.stack.db.query(
      `insert into public.compatibility_invites (user_id, token_hash, inviter_name, relation, created_at, expires_at, used_at)
       select $1::uuid, md5(n::text || $1::text) || md5($1::text || n::text), 'Lucía', 'familia', now() - interval '2 hours', now() - interval '2 hours' + interval '7 days',
              case when n = 0 then now() - interval '1 hour' end
         from generate_series(0, $2::int - 1) n`,
      [userId, WAITING_INVITES_PER_USER],
    );
    await fixture.stack.db.query(
      `insert into public.compatibility_invites (user_id, token_hash, inviter_name, relation, created_at, expires_at)
       values ($1::uuid, md5('caducada' || $1::text) || md5($1::text || 'caducada'), 'Lucía', 'familia', now() - interval '8 days', now() - interval '1 day')`,
      [userId],
    );
    // Nineteen waiting (one of the twenty was used): one more fits, the next does not.
    await created(client);
    const over = await createInvite(LUIS, client as never);
    expect(over).toEqual({ ok: false, message: `Tienes ${WAITING_INVITES_PER_USER} invitaciones esperando respuesta, el máximo. Cancela alguna o espera a que caduque para crear otra.` });
    const waiting = await listInvites(client as never);
    expect(waiting).toHaveLength(WAITING_INVITES_PER_USER + 1); // the expired one is listed, to be removed

    expect(await cancelInvite(waiting![0].id, client as never)).toBe(true);
    await created(client);
  });

  it('belongs to its owner: another user neither lists nor cancels it, and cancelling stops the link', async () => {
    const owner = await inviter();
    const invite = await created(owner.client);
    const stranger = await inviter('Otra Persona');
    expect(await listInvites(stranger.client as never)).toEqual([]);
    expect((await stranger.client.from('compatibility_invites').select('id').eq('id', invite.id)).data).toEqual([]);
    expect((await stranger.client.from('compatibility_invites').delete().eq('id', invite.id).select('id')).data).toEqual([]);
    expect((await fixture.stack.client().from('compatibility_invites').select('id')).error?.code).toBe('42501');
    expect(await readInvitation(invite.token, fixture.stack.client() as never)).toEqual({ kind: 'open', inviterName: 'Lucía', expiresAt: invite.expiresAt });

    expect(await cancelInvite(invite.id, owner.client as never)).toBe(true);
    expect(await listInvites(owner.client as never)).toEqual([]);
    expect(await readInvitation(invite.token, fixture.stack.client() as never)).toEqual({ kind: 'unavailable' });
  });
});
