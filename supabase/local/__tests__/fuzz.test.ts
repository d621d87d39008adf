import { beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { uniqueEmail } from '../testing.ts';
import { useTestStack } from '../function-tests.ts';
import { NOT_TEXT } from '../../functions/_shared/http.ts';

// Malformed requests, as a fuzzer or an attacker sends them: every one gets a clear 4xx (or a success), never a
// 5xx and never a hang. Each case names the family it stands for.

const fixture = useTestStack();
let token: string;

beforeAll(async () => {
  const { data } = await fixture.stack.client().auth.signUp({ email: uniqueEmail('fuzz'), password: 'luna-llena-42' });
  token = data.session!.access_token;
});

/** Sends raw bytes over TCP (what fetch refuses to send) and returns the status line's code. */
function rawRequest(text: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(fixture.stack.port, '127.0.0.1', () => socket.end(text));
    let reply = '';
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error('no answer within 10 s'));
    });
    socket.on('data', (chunk) => (reply += chunk.toString('latin1')));
    socket.on('end', () => resolve(Number(reply.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const loneSurrogate = '\\ud800';

function headers(kind: 'anon' | 'user' | 'none' = 'user'): Record<string, string> {
  const base: Record<string, string> = { 'Content-Type': 'application/json' };
  if (kind === 'none') return base;
  base.apikey = fixture.stack.keys.anonKey;
  if (kind === 'user') base.Authorization = `Bearer ${token}`;
  return base;
}

interface Case { name: string; method?: string; path: string; body?: string; auth?: 'anon' | 'user' | 'none' }

const cases: Case[] = [
  // Paths and query strings
  { name: 'bad percent-encoding in a REST table', path: '/rest/v1/%E0%A4%A' },
  { name: 'bad percent-encoding in a REST filter', path: '/rest/v1/tarot_readings?user_id=eq.%ZZ' },
  { name: 'bad percent-encoding in a static path', path: '/assets/%E0%A4%A.js', auth: 'none' },
  { name: 'bad percent-encoding in an auth path', path: '/auth/v1/factors/%E0%A4%A', method: 'DELETE' },
  { name: 'a 5,000-digit boolean filter', path: `/rest/v1/tarot_readings?reversed=eq.${'1'.repeat(5000)}` },
  { name: 'a 5,000-digit number filter', path: `/rest/v1/tarot_readings?id=gt.${'9'.repeat(5000)}` },
  { name: 'a date filter that is no date', path: '/rest/v1/tarot_readings?reading_date=eq.2026-13-45' },
  { name: 'a uuid filter that is no uuid', path: '/rest/v1/tarot_readings?id=eq.not-a-uuid' },
  { name: 'an unknown column', path: '/rest/v1/tarot_readings?nope=eq.1' },
  { name: 'an unknown operator', path: '/rest/v1/tarot_readings?user_id=zz.1' },
  { name: 'an in() list that never closes', path: '/rest/v1/tarot_readings?card_name=in.(a,b' },
  { name: 'a NUL byte in a filter', path: '/rest/v1/tarot_readings?card_name=eq.a%00b' },
  { name: 'an order on an unknown column', path: '/rest/v1/tarot_readings?order=nope.desc' },
  { name: 'a negative limit', path: '/rest/v1/tarot_readings?limit=-1' },
  { name: 'a limit that is no number', path: '/rest/v1/tarot_readings?limit=abc&offset=xyz' },
  { name: 'a select of unknown columns', path: '/rest/v1/tarot_readings?select=nope,(x' },
  { name: 'a table name 10,000 characters long', path: `/rest/v1/${'t'.repeat(10_000)}` },
  // Bodies
  { name: 'JSON nested 5,000 deep to sign-up', method: 'POST', path: '/auth/v1/signup', body: deepJson(5000), auth: 'anon' },
  { name: 'an object nested 5,000 deep as user metadata', method: 'POST', path: '/auth/v1/signup', body: `{"email":"${uniqueEmail('deep')}","password":"luna-llena-42","data":${deepObject(5000)}}`, auth: 'anon' },
  { name: 'JSON nested 5,000 deep to a REST insert', method: 'POST', path: '/rest/v1/tarot_readings', body: deepJson(5000) },
  { name: 'JSON nested 5,000 deep to a function', method: 'POST', path: '/functions/v1/generate-birth-chart', body: deepJson(5000) },
  { name: 'a NUL byte in a sign-up email', method: 'POST', path: '/auth/v1/signup', body: '{"email":"a\\u0000b@example.com","password":"luna-llena-42"}', auth: 'anon' },
  { name: 'a lone surrogate in a sign-up email', method: 'POST', path: '/auth/v1/signup', body: `{"email":"a${loneSurrogate}@example.com","password":"luna-llena-42"}`, auth: 'anon' },
  { name: 'a NUL byte in a password', method: 'POST', path: '/auth/v1/token?grant_type=password', body: '{"email":"a@example.com","password":"a\\u0000bcdefg"}', auth: 'anon' },
  { name: 'a lone surrogate in user metadata', method: 'PUT', path: '/auth/v1/user', body: `{"data":{"full_name":"x${loneSurrogate}"}}` },
  { name: 'a NUL byte in a birthplace', method: 'POST', path: '/functions/v1/generate-birth-chart', body: '{"birthDate":"1990-05-15","birthLocation":"Mad\\u0000rid, España"}' },
  { name: 'a lone surrogate in a birthplace', method: 'POST', path: '/functions/v1/generate-birth-chart', body: `{"birthDate":"1990-05-15","birthLocation":"Madrid${loneSurrogate}, España"}` },
  { name: 'a NUL byte in a place search', method: 'POST', path: '/functions/v1/search-places', body: '{"query":"Se\\u0000villa"}' },
  { name: 'a NUL byte in a REST insert', method: 'POST', path: '/rest/v1/profiles', body: '{"full_name":"a\\u0000b"}' },
  { name: 'a lone surrogate in a REST filter', path: '/rest/v1/profiles?full_name=eq.%ED%A0%80' },
  { name: 'a body that is a JSON string', method: 'POST', path: '/auth/v1/token?grant_type=password', body: '"hola"', auth: 'anon' },
  { name: 'a refresh token that is an object', method: 'POST', path: '/auth/v1/token?grant_type=refresh_token', body: '{"refresh_token":{"a":1}}', auth: 'anon' },
  { name: 'an unknown grant type', method: 'POST', path: '/auth/v1/token?grant_type=magic', body: '{}', auth: 'anon' },
  { name: 'a factor id that is no uuid', method: 'POST', path: '/auth/v1/factors/not-a-uuid/challenge', body: '{}' },
  { name: 'a verify with a numeric code', method: 'POST', path: '/auth/v1/factors/00000000-0000-0000-0000-000000000000/verify', body: '{"challenge_id":1,"code":123456}' },
  { name: 'a REST patch without filters of an unknown column', method: 'PATCH', path: '/rest/v1/profiles', body: '{"nope":1}' },
  { name: 'a REST insert without a body', method: 'POST', path: '/rest/v1/profiles', body: '' },
  { name: 'a REST insert of an empty list', method: 'POST', path: '/rest/v1/profiles', body: '[]' },
  { name: 'a REST patch whose body is a list', method: 'PATCH', path: '/rest/v1/profiles?id=eq.00000000-0000-0000-0000-000000000000', body: '[{"full_name":"a"}]' },
  { name: 'an OAuth callback with garbage state', path: '/auth/v1/callback?state=%FF%FE&code=x', auth: 'none' },
  { name: 'an authorize with a redirect that is no URL', path: '/auth/v1/authorize?provider=google&redirect_to=%%%', auth: 'none' },
  // Methods
  { name: 'TRACE on the app', method: 'TRACE', path: '/', auth: 'none' },
  { name: 'TRACE on the API', method: 'TRACE', path: '/rest/v1/profiles' },
  { name: 'PROPFIND on a function', method: 'PROPFIND', path: '/functions/v1/search-places' },
  { name: 'DELETE on a function', method: 'DELETE', path: '/functions/v1/generate-tarot-reading' },
];

describe('every malformed request gets a 4xx, never a 5xx', () => {
  it.each(cases)('$name', async ({ method = 'GET', path, body, auth = 'user' }) => {
    if (method === 'TRACE') {
      const status = await rawRequest(`TRACE ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      return;
    }
    const response = await fetch(`${fixture.stack.url}${path}`, { method, headers: headers(auth), body });
    await response.arrayBuffer();
    expect(response.status, `${method} ${path.slice(0, 80)}`).toBeLessThan(500);
  });

  it('every function answers 400 to unstorable text in any field, each on its own in an otherwise good request', async () => {
    // A good birth request for every function that takes one; the others ignore or refuse the extra fields.
    const good = { birthDate: '1990-05-15', birthTime: '10:30', birthLocation: 'Madrid, España', year: 2026, month: '2026-05' };
    const fields = ['birthLocation', 'name', 'chartName', 'personName', 'query', 'returnLocation', 'note', 'timeZone', 'month', 'category', 'password'];
    const problems: string[] = [];
    const chartNameAnswers: string[] = [];
    const goodText = JSON.stringify(good).slice(1, -1);
    const bodies = ['x\\u0000y', `x${loneSurrogate}y`].flatMap((bad) => [
      ...fields.map((field) => `{${goodText},"${field}":"${bad}"}`),
      `{${goodText},"personA":{"birthDate":"1990-05-15","birthLocation":"Lima, Perú","name":"${bad}"}}`,
    ]);
    bodies.push(`{${goodText},"x${loneSurrogate.replace('d800', 'dc00')}":1}`);
    for (const name of [...fixture.stack.functionNames].sort()) {
      await Promise.all(bodies.map(async (body) => {
        const response = await fetch(`${fixture.stack.url}/functions/v1/${name}`, { method: 'POST', headers: headers('user'), body });
        const answer = (await response.json()) as { error?: string };
        // The field's own message when its schema checks it, NOT_TEXT when nothing else refused the body.
        if (response.status !== 400 || !answer.error) problems.push(`${name} ${body.slice(-40)}: ${response.status} ${answer.error}`);
        if (body.includes('"chartName"') && name === 'generate-birth-chart') chartNameAnswers.push(answer.error ?? '');
      }));
    }
    expect(problems).toEqual([]);
    // The reported 500: a chart name the schema let through.
    expect(chartNameAnswers).toEqual([NOT_TEXT, NOT_TEXT]);
  }, 180_000);

  it('every text column a user may write answers 400 to unstorable text, on insert and on update', async () => {
    const { rows } = await fixture.stack.db.query<{ table_name: string; column_name: string; privilege_type: string }>(
      `select distinct p.table_name, p.column_name, p.privilege_type from information_schema.column_privileges p
         join information_schema.columns c on c.table_schema = p.table_schema and c.table_name = p.table_name and c.column_name = p.column_name
        where p.table_schema = 'public' and p.grantee = 'authenticated' and p.privilege_type in ('INSERT', 'UPDATE')
          and c.data_type in ('text', 'character varying') order by 1, 2, 3`,
    );
    expect(rows.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const { table_name: table, column_name: column, privilege_type: privilege } of rows) {
      for (const bad of ['x\\u0000y', `x${loneSurrogate}y`]) {
        const response = await fetch(`${fixture.stack.url}/rest/v1/${table}${privilege === 'UPDATE' ? '?id=eq.00000000-0000-0000-0000-000000000000' : ''}`, {
          method: privilege === 'UPDATE' ? 'PATCH' : 'POST',
          headers: headers('user'),
          body: `{"${column}":"${bad}"}`,
        });
        await response.arrayBuffer();
        if (response.status !== 400) problems.push(`${privilege} ${table}.${column} ${bad}: ${response.status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each([
    ['a malformed Host header', 'GET /auth/v1/health HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n'],
    ['a Host with a path in it', 'GET / HTTP/1.1\r\nHost: a/b?c\r\nConnection: close\r\n\r\n'],
    ['a Host with a port that is no number', 'GET / HTTP/1.1\r\nHost: localhost:abc\r\nConnection: close\r\n\r\n'],
    ['no Host at all (HTTP/1.0)', 'GET /auth/v1/health HTTP/1.0\r\n\r\n'],
    ['a request target that is no path', 'GET http://[ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
  ])('%s', async (_name, request) => {
    const status = await rawRequest(request);
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
  });
});
