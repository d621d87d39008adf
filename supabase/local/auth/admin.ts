import type { RoleConnection } from '../db.ts';
import { verifyToken, type LocalKeys } from '../keys.ts';
import { bearerToken, json, readJsonObject } from '../http.ts';
import type { Accounts } from './accounts.ts';
import { authError, badJson } from './shared.ts';

// GoTrue's admin API, the part the functions use: read and delete a user by id. Only a token whose role is
// service_role (or supabase_admin) passes, as GoTrue's requireAdmin decides; a user's own token never does,
// whatever its claims say about the user.

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAdmin(db: RoleConnection, keys: LocalKeys, accounts: Accounts) {
  const { loadUser, userJson } = accounts;

  async function requireAdmin(req: Request): Promise<void> {
    const token = bearerToken(req);
    if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    const verified = await verifyToken(keys, token);
    if (!verified.ok) throw authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    if (typeof verified.claims.role !== 'string' || !ADMIN_ROLES.has(verified.claims.role)) {
      throw authError(403, 'not_admin', 'User not allowed');
    }
  }

  async function targetUser(id: string) {
    if (!UUID_PATTERN.test(id)) throw authError(400, 'validation_failed', 'user_id must be an UUID');
    const user = await loadUser(id.toLowerCase());
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    return user;
  }

  async function getUserById(req: Request, id: string): Promise<Response> {
    await requireAdmin(req);
    return json(await userJson(await targetUser(id)));
  }

  /**
   * Deletes the user and, through the foreign keys' `on delete cascade`, their identities, sessions, refresh
   * tokens, factors and every row of theirs in public tables: one statement, so it happens whole or not at all.
   */
  async function deleteUser(req: Request, id: string): Promise<Response> {
    await requireAdmin(req);
    const body = await readJsonObject(req, badJson);
    if (body.should_soft_delete === true) {
      throw authError(422, 'validation_failed', 'Soft deletion is not supported by the local stack; delete the user instead');
    }
    const user = await targetUser(id);
    await db.query('delete from auth.users where id = $1', [user.id]);
    return json({});
  }

  return { getUserById, deleteUser };
}
