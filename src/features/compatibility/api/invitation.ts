import * as z from 'zod/mini';
import { supabase } from '../../../lib/supabase';
import { invokeFunction } from '../../../lib/invoke-function';
import { birthFields } from '../../../lib/birth-fields';
import { MAX_PERSON_NAME_LENGTH } from '@core/contract/limits';
import { esInvite } from '../../../i18n/es-invite';

// The invitee's side: what an invitation shows before they decide (read-compatibility-invite), and sending their
// data with their consent (accept-compatibility-invite). No session is needed for either.

const t = esInvite;
const MESSAGES = { functionError: t.functionError, unexpected: t.unexpected };

/** The function's one answer for unknown, cancelled, expired and used links. */
const UNAVAILABLE_STATUS = 404;

export type InvitationOutcome =
  | { kind: 'open'; inviterName: string; expiresAt: string }
  | { kind: 'unavailable' }
  /** The function did not answer as expected (offline, a 5xx, a 429): worth a retry. */
  | { kind: 'failed'; message: string };

const InvitationSchema = z.object({ invitation: z.object({ inviterName: z.string(), expiresAt: z.string() }) });

export async function readInvitation(token: string, client = supabase): Promise<InvitationOutcome> {
  const outcome = await invokeFunction<z.infer<typeof InvitationSchema>>('read-compatibility-invite', { token }, { shape: InvitationSchema, messages: MESSAGES }, client);
  if (outcome.ok) return { kind: 'open', ...outcome.data.invitation };
  if (outcome.status === UNAVAILABLE_STATUS || outcome.status === 400) return { kind: 'unavailable' };
  return { kind: 'failed', message: outcome.status === 429 ? outcome.message : t.readFailed };
}

export interface InvitationAnswer {
  name: string;
  birthDate: string;
  birthTime: string | null;
  birthLocation: string;
  consent: true;
}

export type InvitationField = 'name' | 'birthDate' | 'birthTime' | 'birthLocation' | 'consent';

export type AcceptOutcome =
  | { kind: 'accepted'; inviterName: string }
  | { kind: 'unavailable' }
  /** The function's own Spanish reason, with the field it concerns when it says (a place it could not pin down). */
  | { kind: 'refused'; message: string; field: InvitationField | null; suggestions: string[] }
  | { kind: 'failed'; message: string };

const AcceptedSchema = z.object({ accepted: z.literal(true), inviterName: z.string() });
const FIELDS = new Set<string>(['name', 'birthDate', 'birthTime', 'birthLocation', 'consent']);

export async function acceptInvitation(token: string, answer: InvitationAnswer, client = supabase): Promise<AcceptOutcome> {
  const outcome = await invokeFunction<z.infer<typeof AcceptedSchema>>('accept-compatibility-invite', { token, ...answer }, { shape: AcceptedSchema, messages: MESSAGES }, client);
  if (outcome.ok) return { kind: 'accepted', inviterName: outcome.data.inviterName };
  if (outcome.status === UNAVAILABLE_STATUS) return { kind: 'unavailable' };
  if ((outcome.status === 400 || outcome.status === 409 || outcome.status === 422) && outcome.error) {
    const field = typeof outcome.body?.field === 'string' && FIELDS.has(outcome.body.field) ? (outcome.body.field as InvitationField) : null;
    return { kind: 'refused', message: outcome.error, field, suggestions: outcome.suggestions };
  }
  return { kind: 'failed', message: outcome.message };
}

/** The invitee's form as typed: every field a string, the consent box as ticked. */
export interface InvitationFormValues {
  name: string;
  birthDate: string;
  birthTime: string;
  birthLocation: string;
  consent: boolean;
}

const InvitationFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, t.nameRequired), z.maxLength(MAX_PERSON_NAME_LENGTH, t.nameTooLong)),
  ...birthFields(t),
  consent: z.boolean().check(z.refine((given) => given, t.consentRequired)),
});

const FIELD_ORDER: InvitationField[] = ['name', 'birthDate', 'birthTime', 'birthLocation', 'consent'];

/** The form checked before anything is sent: the answer to send, or the first field (in the form's order) to fix. */
export function validateInvitationForm(values: InvitationFormValues): { ok: true; answer: InvitationAnswer } | { ok: false; field: InvitationField; message: string } {
  const parsed = InvitationFormSchema.safeParse(values);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ field: String(issue.path[0]) as InvitationField, message: issue.message }));
    const first = issues.sort((x, y) => FIELD_ORDER.indexOf(x.field) - FIELD_ORDER.indexOf(y.field))[0];
    return { ok: false, ...first };
  }
  const { name, birthDate, birthTime, birthLocation } = parsed.data;
  return { ok: true, answer: { name, birthDate, birthTime: birthTime || null, birthLocation, consent: true } };
}
