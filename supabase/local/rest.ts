import type { Database } from './db.ts';
import { verifyToken, type LocalKeys } from './keys.ts';
import { HttpError, bearerToken } from './http.ts';

// A PostgREST subset for the app's tables. Every request runs in one transaction under the caller's role
// with the JWT claims set, exactly as PostgREST does, so Postgres row-level security makes every decision.

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';
const MAX_ROWS = 1000;

type Role = 'anon' | 'authenticated' | 'service_role';

interface TableInfo { columns: Set<string>; primaryKey: string[] }

interface Filter { column: string; negate: boolean; operator: string; value: string }

function pgrstError(status: number, code: string, message: string, details: string | null = null, hint: string | null = null): HttpError {
  return new HttpError(status, { code, message, details, hint });
}

const OPERATORS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike' };

export function createRest(db: Database, keys: LocalKeys) {
  const tables = new Map<string, TableInfo>();

  // Only tables that exist are remembered: the schema bounds this map, whatever names requests make up.
  async function tableInfo(name: string): Promise<TableInfo> {
    let info = tables.get(name);
    if (!info) {
      const columns = await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
        [name],
      );
      if (columns.rows.length === 0) throw pgrstError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
      const primaryKey = await db.query<{ attname: string }>(
        `select a.attname from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
         where i.indrelid = ('public.' || quote_ident($1))::regclass and i.indisprimary`,
        [name],
      ).catch(() => ({ rows: [] as { attname: string }[] }));
      info = { columns: new Set(columns.rows.map((r) => r.column_name)), primaryKey: primaryKey.rows.map((r) => r.attname) };
      tables.set(name, info);
    }
    return info;
  }

  async function callerRole(req: Request): Promise<{ role: Role; claims: Record<string, unknown> }> {
    const token = bearerToken(req) ?? req.headers.get('apikey');
    if (!token) return { role: 'anon', claims: { role: 'anon' } };
    const verified = await verifyToken(keys, token);
    if (!verified.ok) {
      if (verified.expired) throw pgrstError(401, 'PGRST303', 'JWT expired');
      throw pgrstError(401, 'PGRST301', 'No suitable key or wrong key type');
    }
    const role = verified.claims.role;
    if (typeof role !== 'string' || !API_ROLES.has(role)) {
      throw pgrstError(401, 'PGRST301', `role "${String(role)}" is not permitted`);
    }
    return { role: role as Role, claims: verified.claims };
  }

  async function handle(req: Request, path: string): Promise<Response> {
    const match = path.match(/^\/([^/]+)$/);
    if (!match) throw pgrstError(404, 'PGRST125', `Invalid path specified in request URL`);
    let table: string;
    try {
      table = decodeURIComponent(match[1]);
    } catch {
      throw pgrstError(400, 'PGRST125', 'Invalid path specified in request URL');
    }
    if (!IDENTIFIER.test(table)) throw pgrstError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
    const profile = req.headers.get(req.method === 'GET' || req.method === 'HEAD' ? 'accept-profile' : 'content-profile');
    if (profile && profile !== 'public') throw pgrstError(406, 'PGRST106', 'The schema must be one of the following: public');
    const { role, claims } = await callerRole(req);
    const info = await tableInfo(table);
    const url = new URL(req.url);
    const prefer = parsePrefer(req.headers.get('prefer'));
    const wantsObject = (req.headers.get('accept') ?? '').includes(OBJECT_MEDIA_TYPE);

    const writesBody = req.method === 'POST' || req.method === 'PATCH';
    const body = writesBody ? await readPayload(req) : undefined;
    if (writesBody && body === undefined) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
    if (Array.isArray(body) && req.method === 'PATCH') throw pgrstError(400, 'PGRST102', 'PATCH body must be a single JSON object');
    const params: unknown[] = [];
    const statement = buildStatement(req.method, table, info, url.searchParams, prefer, body, params);
    // Hosted Supabase preloads pg-safeupdate for PostgREST: an UPDATE or DELETE without a WHERE clause fails
    // before any privilege or policy is looked at, and PostgREST answers it as the client's error.
    if (statement.unfiltered) throw pgrstError(400, '21000', `${req.method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);

    let result: { body: string; count: number | null };
    try {
      result = await db.transaction(async (tx) => {
        await tx.query(
          `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
                  set_config('request.jwt.claim.role', $3, true), set_config('role', $3, true)`,
          [JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : '', role],
        );
        const rows = await tx.query<{ body: string }>(statement.sql, params);
        let count: number | null = null;
        if (prefer.count === 'exact' && statement.countSql) {
          count = Number((await tx.query<{ count: string }>(statement.countSql, statement.countParams)).rows[0].count);
        }
        return { body: rows.rows[0]?.body ?? '[]', count };
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw databaseError(error, role);
    }

    const rows = JSON.parse(result.body) as unknown[];
    const headers: Record<string, string> = {};
    if (req.method === 'GET' || req.method === 'HEAD') {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      headers['Content-Range'] = rows.length ? `${offset}-${offset + rows.length - 1}/${result.count ?? '*'}` : `*/${result.count ?? '*'}`;
    }
    const representation = req.method === 'GET' || req.method === 'HEAD' || prefer.return === 'representation';
    if (wantsObject && representation && rows.length !== 1) {
      throw pgrstError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows.length} rows`);
    }
    const status = req.method === 'POST' ? 201 : req.method === 'GET' || req.method === 'HEAD' || representation ? 200 : 204;
    if (!representation) return new Response(null, { status: req.method === 'POST' ? 201 : 204, headers });
    const payload = wantsObject ? rows[0] : rows;
    return new Response(req.method === 'HEAD' ? null : JSON.stringify(payload), {
      status,
      headers: { ...headers, 'Content-Type': `${wantsObject ? OBJECT_MEDIA_TYPE : 'application/json'}; charset=utf-8` },
    });
  }

  return { handle };
}

async function readPayload(req: Request): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object') return value;
  } catch {
    // reported below
  }
  throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
}

function parsePrefer(header: string | null): { return?: string; resolution?: string; count?: string } {
  const prefer: Record<string, string> = {};
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key && value) prefer[key] = value;
  }
  return {
    return: prefer.return,
    resolution: prefer.resolution,
    count: prefer.count,
  };
}

function quote(identifier: string): string {
  return `"${identifier}"`;
}

function requireColumn(info: TableInfo, column: string, table: string): string {
  if (!IDENTIFIER.test(column) || !info.columns.has(column)) {
    throw pgrstError(400, '42703', `column ${table}.${column} does not exist`);
  }
  return quote(column);
}

function selectList(select: string | null, info: TableInfo, table: string): string {
  if (!select || select === '*') return '*';
  return select
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      if (item === '*') return '*';
      const match = item.match(/^(?:([A-Za-z_][A-Za-z0-9_]*):)?([A-Za-z_][A-Za-z0-9_]*)(?:::([A-Za-z_][A-Za-z0-9_ ]*))?$/);
      if (!match) throw pgrstError(400, 'PGRST100', `"failed to parse select parameter (${select})"`, 'Embedded resources and JSON paths are not supported by the local stack');
      const [, alias, column, cast] = match;
      let expression = requireColumn(info, column, table);
      if (cast) {
        if (!/^(text|int|integer|bigint|numeric|date|timestamptz|boolean|json|jsonb)$/.test(cast)) throw pgrstError(400, 'PGRST100', `unsupported cast ${cast}`);
        expression += `::${cast}`;
      }
      return alias || cast ? `${expression} as ${quote(alias ?? column)}` : expression;
    })
    .join(', ');
}

function parseFilters(searchParams: URLSearchParams): Filter[] {
  const filters: Filter[] = [];
  for (const [key, raw] of searchParams) {
    if (RESERVED_PARAMS.has(key)) continue;
    const match = raw.match(/^(not\.)?([a-z]+)\.([\s\S]*)$/);
    if (!match) throw pgrstError(400, 'PGRST100', `"failed to parse filter (${raw})"`);
    filters.push({ column: key, negate: Boolean(match[1]), operator: match[2], value: match[3] });
  }
  return filters;
}

function whereClause(filters: Filter[], info: TableInfo, table: string, params: unknown[]): string {
  const conditions = filters.map((filter) => {
    const column = requireColumn(info, filter.column, table);
    let condition: string;
    if (filter.operator in OPERATORS) {
      const value = filter.operator === 'like' || filter.operator === 'ilike' ? filter.value.replace(/\*/g, '%') : filter.value;
      params.push(value);
      condition = `${column} ${OPERATORS[filter.operator]} $${params.length}`;
    } else if (filter.operator === 'in') {
      const list = filter.value.match(/^\(([\s\S]*)\)$/);
      if (!list) throw pgrstError(400, 'PGRST100', `"failed to parse filter (in.${filter.value})"`);
      const values = splitList(list[1]);
      if (!values.length) condition = 'false';
      else {
        const placeholders = values.map((value) => {
          params.push(value);
          return `$${params.length}`;
        });
        condition = `${column} in (${placeholders.join(', ')})`;
      }
    } else if (filter.operator === 'is') {
      const literal = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' }[filter.value.toLowerCase()];
      if (!literal) throw pgrstError(400, 'PGRST100', `"failed to parse filter (is.${filter.value})"`);
      condition = `${column} is ${literal}`;
    } else {
      throw pgrstError(400, 'PGRST100', `"failed to parse filter (${filter.operator}.${filter.value})"`, `Unsupported operator ${filter.operator}`);
    }
    return filter.negate ? `not (${condition})` : condition;
  });
  return conditions.length ? ` where ${conditions.join(' and ')}` : '';
}

function splitList(text: string): string[] {
  const values: string[] = [];
  const pattern = /\s*("((?:[^"\\]|\\.)*)"|[^,]*)\s*(,|$)/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) && match[0] !== '') {
    values.push(match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[1].trim());
    if (match[3] === '') break;
  }
  return values.filter((value) => value !== '');
}

function orderClause(order: string | null, info: TableInfo, table: string): string {
  if (!order) return '';
  const parts = order.split(',').map((term) => {
    const [column, ...modifiers] = term.trim().split('.');
    let sql = requireColumn(info, column, table);
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') sql += ` ${modifier}`;
      else if (modifier === 'nullsfirst') sql += ' nulls first';
      else if (modifier === 'nullslast') sql += ' nulls last';
      else throw pgrstError(400, 'PGRST100', `"failed to parse order (${order})"`);
    }
    return sql;
  });
  return ` order by ${parts.join(', ')}`;
}

function nonNegativeInteger(value: string | null, name: string): number | null {
  if (value === null) return null;
  if (!/^\d+$/.test(value)) throw pgrstError(400, 'PGRST100', `"failed to parse ${name} (${value})"`);
  return Number(value);
}

function buildStatement(
  method: string,
  table: string,
  info: TableInfo,
  searchParams: URLSearchParams,
  prefer: ReturnType<typeof parsePrefer>,
  body: unknown,
  params: unknown[],
): { sql: string; unfiltered?: boolean; countSql?: string; countParams?: unknown[] } {
  const target = `public.${quote(table)}`;
  // As PostgREST: a write returns the selected columns only when asked to (so only then needs SELECT on them).
  const returnsRows = method === 'GET' || method === 'HEAD' || prefer.return === 'representation';
  const returning = returnsRows ? selectList(searchParams.get('select'), info, table) : '1';
  const aggregate = (source: string) => `select coalesce(json_agg(_result), '[]')::text as body from (${source}) _result`;
  const filters = parseFilters(searchParams);

  if (method === 'GET' || method === 'HEAD') {
    const where = whereClause(filters, info, table, params);
    const limit = Math.min(nonNegativeInteger(searchParams.get('limit'), 'limit') ?? MAX_ROWS, MAX_ROWS);
    const offset = nonNegativeInteger(searchParams.get('offset'), 'offset') ?? 0;
    const countParams: unknown[] = [];
    const countWhere = whereClause(filters, info, table, countParams);
    return {
      sql: aggregate(`select ${returning} from ${target}${where}${orderClause(searchParams.get('order'), info, table)} limit ${limit} offset ${offset}`),
      countSql: `select count(*) from ${target}${countWhere}`,
      countParams,
    };
  }

  if (method === 'POST') {
    const columnsParam = searchParams.get('columns');
    const rows: unknown[] = Array.isArray(body) ? body : [body];
    if (rows.length > MAX_ROWS) throw pgrstError(413, 'PGRST413', `At most ${MAX_ROWS} rows per insert`);
    const columnNames = columnsParam
      ? columnsParam.split(',').map((c) => c.trim().replace(/^"|"$/g, ''))
      : [...new Set(rows.flatMap((row) => (row && typeof row === 'object' ? Object.keys(row) : [])))];
    if (!columnNames.length) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
    const columns = columnNames.map((c) => requireColumn(info, c, table));
    // The one serialisation of a body that may be a whole chart and its reading: the main thread runs every query.
    params.push(JSON.stringify(rows));
    let conflict = '';
    if (prefer.resolution === 'merge-duplicates' || prefer.resolution === 'ignore-duplicates') {
      const onConflict = searchParams.get('on_conflict');
      const conflictColumns = (onConflict ? onConflict.split(',').map((c) => c.trim()) : info.primaryKey).map((c) => requireColumn(info, c, table));
      if (!conflictColumns.length) throw pgrstError(400, 'PGRST100', 'on_conflict is required for a table without a primary key');
      conflict =
        prefer.resolution === 'ignore-duplicates'
          ? ` on conflict (${conflictColumns.join(', ')}) do nothing`
          : ` on conflict (${conflictColumns.join(', ')}) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`;
    }
    return {
      sql: `with _written as (insert into ${target} (${columns.join(', ')}) select ${columns.join(', ')} from json_populate_recordset(null::${target}, $1::json)${conflict} returning ${returning}) ${aggregate('select * from _written')}`,
    };
  }

  if (method === 'PATCH') {
    const columns = Object.keys(body as Record<string, unknown>).map((c) => requireColumn(info, c, table));
    if (!columns.length) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
    params.push(JSON.stringify(body));
    const where = whereClause(filters, info, table, params);
    return {
      sql: `with _written as (update ${target} set (${columns.join(', ')}) = (select ${columns.join(', ')} from json_populate_record(null::${target}, $1::json))${where} returning ${returning}) ${aggregate('select * from _written')}`,
      unfiltered: filters.length === 0,
    };
  }

  if (method === 'DELETE') {
    const where = whereClause(filters, info, table, params);
    return { sql: `with _written as (delete from ${target}${where} returning ${returning}) ${aggregate('select * from _written')}`, unfiltered: filters.length === 0 };
  }

  throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

function databaseError(error: unknown, role: Role): HttpError {
  const pg = error as { code?: string; message?: string; detail?: string; hint?: string };
  // PGlite refuses a parameter it cannot serialise for the column's type before Postgres sees it (a boolean of
  // 5,000 digits): the caller's bad input, which Postgres itself reports as 22P02.
  if (pg.code === undefined && /^Invalid input for \w+ type/.test(pg.message ?? '')) {
    return pgrstError(400, '22P02', pg.message!);
  }
  const code = pg.code ?? 'XX000';
  const status =
    code === '23505' || code === '23503' ? 409
    : code === '42501' ? (role === 'anon' ? 401 : 403)
    : code === 'P0001' ? 400
    : code === '42P01' ? 404
    : code.startsWith('XX') || code.startsWith('58') || code.startsWith('53') ? 500
    : 400;
  return pgrstError(status, code, pg.message ?? 'Database error', pg.detail ?? null, pg.hint ?? null);
}

