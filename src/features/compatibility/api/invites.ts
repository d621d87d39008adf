import * as z from 'zod/mini';
import { supabase } from '../../../lib/supabase';
import { invokeFunction } from '../../../lib/invoke-function';
import { esCompatibility } from '../../../i18n/es-compatibility';
import { CATEGORIES, type RelationCategory } from '../types';

// The inviter's side of a compatibility invitation: create one (create-compatibility-invite gives the link's token
// once), list those still waiting, cancel one (RLS lets only the owner), and the first name to offer as theirs.

const t = esCompatibility;

export interface Invite {
  id: string;
  inviterName: string;
  label: string | null;
  relation: RelationCategory;
  createdAt: string;
  expiresAt: string;
}

/** A new invitation, with the token its link carries: the only time the app ever holds it. */
export interface CreatedInvite extends Invite {
  token: string;
}

export interface InviteRequest {
  inviterName: string;
  label: string | null;
  relation: RelationCategory;
}

const InviteShape = {
  id: z.string(),
  inviterName: z.string(),
  label: z.nullable(z.string()),
  relation: z.enum(CATEGORIES),
  createdAt: z.string(),
  expiresAt: z.string(),
};

const CreatedSchema = z.object({ invite: z.object({ ...InviteShape, token: z.string().check(z.minLength(20)) }) });

export type CreateInviteOutcome = { ok: true; invite: CreatedInvite } | { ok: false; message: string };

/** `client` is the app's supabase-js client; a test against the local stack passes its own signed-in one. */
export async function createInvite(request: InviteRequest, client = supabase): Promise<CreateInviteOutcome> {
  const outcome = await invokeFunction<z.infer<typeof CreatedSchema>>('create-compatibility-invite', request, {
    shape: CreatedSchema,
    messages: { functionError: t.inviteError, unexpected: t.inviteUnexpected },
  }, client);
  if (outcome.ok) return { ok: true, invite: outcome.data.invite };
  // The function's own words for what the inviter can act on: a field, or too many invitations waiting.
  const own = outcome.status === 400 || outcome.status === 409 ? outcome.error : null;
  return { ok: false, message: own ?? outcome.message };
}

const RowSchema = z.object({
  id: z.string(),
  inviter_name: z.string(),
  label: z.nullable(z.string()),
  relation: z.enum(CATEGORIES),
  created_at: z.string(),
  expires_at: z.string(),
});

/** The invitations not used yet, newest first, expired ones included (the list offers to remove them). */
export async function listInvites(client = supabase): Promise<Invite[] | null> {
  try {
    const { data, error } = await client
      .from('compatibility_invites')
      .select('id, inviter_name, label, relation, created_at, expires_at')
      .is('used_at', null)
      .order('created_at', { ascending: false })
      .limit(50);
    if (error) return null;
    const parsed = z.array(RowSchema).safeParse(data);
    if (!parsed.success) return null;
    return parsed.data.map((row) => ({
      id: row.id, inviterName: row.inviter_name, label: row.label, relation: row.relation, createdAt: row.created_at, expiresAt: row.expires_at,
    }));
  } catch {
    return null;
  }
}

/** Deletes the invitation: its link stops working at once. */
export async function cancelInvite(id: string, client = supabase): Promise<boolean> {
  try {
    const { error } = await client.from('compatibility_invites').delete().eq('id', id);
    return !error;
  } catch {
    return false;
  }
}

/** The first word of the account's name, to offer as the name the invitation shows; null without one. */
export async function inviterFirstName(client = supabase): Promise<string | null> {
  try {
    const { data, error } = await client.from('profiles').select('full_name').maybeSingle();
    if (error || typeof data?.full_name !== 'string') return null;
    const first = data.full_name.trim().split(/\s+/)[0];
    return first ? first.slice(0, 40) : null;
  } catch {
    return null;
  }
}
