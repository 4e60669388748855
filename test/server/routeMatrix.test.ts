// The route matrix: walks the server's own route table, so a route added later is covered without
// touching this file. For every route: no token → 401 (non-public); a token lacking every one of
// the route's keys → 403 (keyed); malformed and hostile input with a fully privileged token → a
// 4xx with a Chinese message. Across all of it: no 5xx, and no table but op_logs changes.
import { API, endpoint, type ApiName } from '../../shared/domain/api/endpoints';
import { TOKEN_COOKIE } from '../../shared/domain/constants';
import { MSG } from '../../shared/domain/messages';
import { ALL_PERMISSION_KEYS, expandGrants } from '../../shared/domain/permissions';
import { INSTALLED } from '../../server/app';
import { permissionsOf, type AnyRoute, type JsonSchema } from '../../server/core/http/routeDef';
import { obj, str } from '../../server/core/http/schemas';
import { PUBLIC_BODY_LIMIT } from '../../server/core/http/register';
import { BODY_LIMIT } from '../../server/app';
import { hashPassword } from '../../server/core/services/passwords';
import { CHINESE, TEST_HASHING, opLogs, snapshot, startServer, type CallOptions, type Harness } from './support/harness';

const ROUTES = INSTALLED.routes;

// A keyed route so the 403 column is exercised even while every production route needs only a
// session (see access.test.ts); it declares its key the way a plugin route will.
const keyedRoute: AnyRoute = {
  name: 'testSpiderReport',
  endpoint: endpoint('admin', 'POST', 'Spider/report'),
  access: { permission: 'spider' },
  mutates: true,
  schema: { querystring: obj({}), body: obj({ note: str(50) }) },
  async handler() {
    return null;
  },
};

let h: Harness;
let admin: string;
let routes: readonly AnyRoute[];
const statuses: { route: string; label: string; status: number }[] = [];

beforeAll(async () => {
  // The public submission's per-address limit would answer 429 to the many malformed attempts
  // below; it has its own tests (forms.submit.test.ts).
  h = await startServer({ SUBMIT_RATE_LIMIT_PER_MINUTE: '0' }, { extraRoutes: [keyedRoute] });
  admin = await h.login('admin');
  routes = h.built.routes;
});
afterAll(() => h.close());

/** Envelope or client-service answer, normalised. */
function answer(route: AnyRoute, body: string): { code: number; message: string } {
  const json = JSON.parse(body);
  return route.protocol === 'clientService' ? { code: json.statuscode, message: json.msg } : { code: json.code, message: json.message };
}

async function hit(route: AnyRoute, label: string, options: CallOptions) {
  const res = await h.call(route, options);
  statuses.push({ route: route.name, label, status: res.statusCode });
  return res;
}

const isPublic = (r: AnyRoute) => 'public' in r.access;
/** The body limit a route runs with: its own, else its kind's (public routes take small bodies). */
const bodyLimitOf = (r: AnyRoute) => r.bodyLimit ?? (isPublic(r) ? PUBLIC_BODY_LIMIT : BODY_LIMIT);
const propsOf = (schema: JsonSchema | undefined) => Object.entries((schema?.properties ?? {}) as Record<string, JsonSchema>);
const requiredOf = (schema: JsonSchema | undefined) => new Set((schema?.required ?? []) as string[]);

/** A value the schema accepts (enough to get past one field to the next). */
function validValue(s: JsonSchema): unknown {
  if (Array.isArray(s.enum)) return s.enum[0];
  if ('const' in s) return s.const;
  switch (s.type) {
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [validValue(s.items as JsonSchema)];
    case 'object':
      return validBase(s);
    default:
      return s.format === 'date' ? '2025-01-01' : 'a'.repeat(Math.max(1, Number(s.minLength ?? 1)));
  }
}

function validBase(schema: JsonSchema | undefined): Record<string, unknown> {
  const req = requiredOf(schema);
  return Object.fromEntries(propsOf(schema).filter(([k]) => req.has(k)).map(([k, s]) => [k, validValue(s)]));
}

/** Wrong-typed values for a body field (JSON keeps types: no coercion on bodies). */
function wrongBodyValues(s: JsonSchema): unknown[] {
  switch (s.type) {
    case 'integer': return ['1', 1.5, null, -1, 1e300, 'Infinity', 'x'.repeat(100_000), true, {}, []];
    case 'number': return ['1', null];
    case 'boolean': return ['true', 1];
    case 'array': return ['1', [{}], new Array(101).fill(1)];
    case 'object': return ['x', [], { zzUnknown: 1 }];
    // 100,000 characters overflow every ordinary text field; a field that takes more (an article
    // body) is not malformed at that length.
    default: return [123, ['a'], { a: 1 }, ...(Number(s.maxLength ?? 0) < 100_000 ? ['x'.repeat(100_000)] : [])];
  }
}

/** Wrong values for a query field (query text is coerced, so pick text that cannot be). */
function wrongQueryValues(s: JsonSchema): (string | string[])[] {
  switch (s.type) {
    // Number text ajv's coercion would take for a number: overflow, infinity, negative zero,
    // exponent and hexadecimal forms; then text that is plainly wrong.
    case 'integer': return ['abc', '1.5', '-1', '99999999999999999999', ['1', '2'], '1e309', 'Infinity', '-Infinity', '-0', '1e3', '0x10', 'NaN', ' ', '9'.repeat(10_000)];
    case 'boolean': return ['maybe'];
    default: return [['a', 'b'], 'x'.repeat(100_000), ...(Array.isArray(s.enum) || s.format ? ['zzz'] : [])];
  }
}

it('serves every call of the shared API table, each with exactly one route', () => {
  const names = ROUTES.map((r) => r.name).sort();
  expect(names).toEqual(Object.keys(API).sort());
  for (const r of ROUTES) expect(r.endpoint).toBe(API[r.name as ApiName]);
});

it('answers 401 without a token on every non-public route — also with only the cookie, and before parsing the body', async () => {
  const guarded = routes.filter((r) => !isPublic(r));
  expect(guarded.length).toBeGreaterThan(30);
  for (const route of guarded) {
    const variants: [string, CallOptions][] = [
      ['no token', {}],
      ['cookie only', { cookies: { [TOKEN_COOKIE]: admin } }],
      ['forged token', { token: 'f'.repeat(64) }],
    ];
    if (route.endpoint.method === 'POST') variants.push(['no token, broken body', { raw: { payload: '{oops', contentType: 'application/json' } }]);
    for (const [label, options] of variants) {
      const res = await hit(route, label, options);
      expect({ route: route.name, label, status: res.statusCode }).toEqual({ route: route.name, label, status: 401 });
      expect(answer(route, res.body)).toEqual({ code: 401, message: MSG.notLoggedIn });
    }
  }
});

it('answers 403 on every keyed route to an account holding every key but the route’s (all of them)', async () => {
  const keyed = routes.filter((r) => 'permission' in r.access);
  expect(keyed.length).toBeGreaterThanOrEqual(1);
  // The forms routes accept any one of several keys.
  expect(keyed.some((r) => (permissionsOf(r.access) ?? []).length > 1)).toBe(true);
  const tokens = new Map<string, string>();
  for (const route of keyed) {
    const listed = permissionsOf(route.access) ?? [];
    const key = listed.join('+');
    // Listing a group grants its children and a child grants its group: leave out both directions,
    // for every key the route accepts.
    const keys = ALL_PERMISSION_KEYS.filter((k) => !listed.some((p) => expandGrants([k]).has(p)));
    for (const p of listed) expect(expandGrants(keys).has(p)).toBe(false);
    const loginName = `lack_${key}`.slice(0, 60);
    if (!tokens.has(key)) {
      // One account per key: several routes may share a key.
      await h.built.db.insertInto('accounts').values({
        company_id: 1, login_name: loginName, password_hash: await hashPassword('Lack@2026', TEST_HASHING), nick_name: '缺少权限', avatar_url: '',
        login_biz_type: 'customer', is_competition: 0, is_demo: 0, is_dcl: 0, sequence: '', permissions: JSON.stringify(keys),
        last_login_at: null, last_site_id: null, created_at: Date.now(),
      }).execute();
      tokens.set(key, await h.login({ loginName, password: 'Lack@2026' }));
    }
    const token = tokens.get(key) as string;
    const body = route.endpoint.method === 'POST' ? { body: validBase(route.schema.body) } : {};
    const res = await hit(route, 'lacking key', { token, query: validBase(route.schema.querystring) as never, ...body });
    expect({ route: route.name, status: res.statusCode }).toEqual({ route: route.name, status: 403 });
    expect(answer(route, res.body)).toEqual({ code: 403, message: MSG.forbidden });
    const withKey = await hit(route, 'with key', { token: admin, query: validBase(route.schema.querystring) as never, ...body });
    // With the key the call gets past access control (a semantic rule may still refuse the
    // placeholder input, e.g. robots.txt content "x").
    expect([401, 403]).not.toContain(withKey.statusCode);
  }
  // One account (two password hashes) per distinct key set: the content routes alone bring several.
}, 30_000);

describe('malformed and hostile input, fully privileged', () => {
  let before: Record<string, unknown[]>;
  let logsBefore: number;
  beforeAll(async () => {
    before = await snapshot(h);
    logsBefore = (await opLogs(h)).length;
  });

  it('refuses each malformed input with a 4xx and a Chinese message naming the problem', async () => {
    const problems: string[] = [];
    const expect4xx = async (route: AnyRoute, label: string, options: CallOptions, mustContain?: string) => {
      const res = await hit(route, label, { token: admin, ...options });
      let a: { code: number; message: string };
      try {
        a = answer(route, res.body);
      } catch {
        problems.push(`${route.name} [${label}]: 不是 JSON：${res.body.slice(0, 80)}`);
        return;
      }
      const ok = res.statusCode >= 400 && res.statusCode < 500 && a.code === res.statusCode && CHINESE.test(a.message)
        && (!mustContain || a.message.includes(mustContain));
      if (!ok) problems.push(`${route.name} [${label}]: ${res.statusCode} ${JSON.stringify(a)}`);
    };

    for (const route of routes) {
      const qs = route.schema.querystring;
      const isPost = route.endpoint.method === 'POST';
      const baseQuery = validBase(qs) as Record<string, string>;
      const baseBody = isPost ? validBase(route.schema.body) : undefined;
      const withBody = isPost ? { body: baseBody } : {};

      await expect4xx(route, 'unknown query field', { query: { ...baseQuery, zzUnknown: '1' }, ...withBody }, `${MSG.unknownField}：zzUnknown`);
      for (const [field, s] of propsOf(qs)) {
        for (const wrong of wrongQueryValues(s)) {
          await expect4xx(route, `query ${field}=${String(wrong).slice(0, 20)}`, { query: { ...baseQuery, [field]: wrong }, ...withBody }, field);
        }
      }
      for (const field of requiredOf(qs)) {
        const { [field]: _dropped, ...rest } = baseQuery;
        await expect4xx(route, `query without ${field}`, { query: rest, ...withBody }, `参数 ${field} 不能为空`);
      }
      if (!isPost) continue;

      const body = route.schema.body;
      await expect4xx(route, 'unknown body field', { query: baseQuery, body: { ...baseBody, zzUnknown: 1 } }, `${MSG.unknownField}：zzUnknown`);
      for (const [field, s] of propsOf(body)) {
        for (const wrong of wrongBodyValues(s)) {
          const body = { ...baseBody, [field]: wrong };
          // A route with its own smaller body limit (the public submission) refuses an oversized
          // body before reading it: 413, naming the limit rather than the field.
          const tooBig = Buffer.byteLength(JSON.stringify(body)) > bodyLimitOf(route);
          await expect4xx(route, `body ${field}=${JSON.stringify(wrong).slice(0, 20)}`, { query: baseQuery, body }, tooBig ? '请求体过大' : field);
        }
      }
      for (const field of requiredOf(body)) {
        const { [field]: _dropped, ...rest } = baseBody ?? {};
        await expect4xx(route, `body without ${field}`, { query: baseQuery, body: rest }, `参数 ${field} 不能为空`);
      }
      const raw = (payload: string | Buffer, contentType: string) => ({ query: baseQuery, raw: { payload, contentType } });
      // JSON numbers JSON.stringify cannot write: 1e309 parses to Infinity, -1e309 to -Infinity.
      for (const [field, s] of propsOf(body)) {
        if (s.type !== 'integer' && s.type !== 'number') continue;
        for (const text of ['1e309', '-1e309', '1e400']) {
          const json = JSON.stringify({ ...baseBody, [field]: 0 }).replace(`"${field}":0`, `"${field}":${text}`);
          await expect4xx(route, `body ${field}=${text}`, raw(json, 'application/json'), field);
        }
      }
      await expect4xx(route, 'broken JSON', raw('{"a":', 'application/json'), '请求体不是合法的 JSON');
      await expect4xx(route, 'JSON array body', raw('[1,2]', 'application/json'));
      await expect4xx(route, 'JSON string body', raw('"text"', 'application/json'));
      await expect4xx(route, 'JSON null body', raw('null', 'application/json'));
      await expect4xx(route, '__proto__ key', raw('{"__proto__":{"isAdmin":true}}', 'application/json'));
      await expect4xx(route, 'constructor.prototype key', raw('{"constructor":{"prototype":{"x":1}}}', 'application/json'));
      await expect4xx(route, 'text/plain', raw('hello', 'text/plain'));
      await expect4xx(route, 'unknown content type', raw('<a/>', 'application/xml'));
      // Over the app's 1 MiB, or over the route's own limit when it takes more (articleSave).
      const oversize = Math.max(1_100_000, (route.bodyLimit ?? 0) + 100_000);
      await expect4xx(route, 'body over the limit', raw(JSON.stringify({ x: 'y'.repeat(oversize) }), 'application/json'), '请求体过大');
      if (route.protocol !== 'clientService') {
        await expect4xx(route, 'form-encoded on a JSON route', raw('a=1', 'application/x-www-form-urlencoded'));
      } else {
        await expect4xx(route, 'form field unknown', raw('zzUnknown=1', 'application/x-www-form-urlencoded'), 'zzUnknown');
        await expect4xx(route, 'form __proto__', raw('__proto__=1', 'application/x-www-form-urlencoded'));
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers unknown paths, wrong methods and odd URLs with a 404/400 envelope', async () => {
    const cases: [string, string][] = [
      ['GET', '/api/app/site-admin-api/admin/nope'],
      ['GET', '/api/app/..%2f..%2fetc/passwd'],
      ['GET', '/api/app/obor-nginx-php/tweb/site/weblist/../../../../../package.json'],
      ['PUT', '/api/app/site-admin-api/admin/login'],
      ['DELETE', '/api/app/obor-nginx-php/tweb/site/weblist'],
      ['HEAD', '/api/app/obor-nginx-php/tweb/site/active?twebId=1002'],
      ['GET', '/api/app/site-admin-api/admin/login'],
      ['POST', '/api/app/obor-nginx-php/tweb/site/weblist'],
      ['GET', '/api/app/%E0%A4%A'],
      ['GET', `/api/app/${'a/'.repeat(2000)}`],
    ];
    for (const [method, url] of cases) {
      const res = await h.built.app.inject({ method: method as 'GET', url, headers: { 'x-token': admin } });
      statuses.push({ route: url.slice(0, 40), label: method, status: res.statusCode });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      // light-my-request resolves "/.." itself: that one is no longer an API path, just a 404.
      if (method !== 'HEAD' && url.split('?')[0].startsWith('/api/') && !url.includes('/../')) {
        const json = res.json();
        expect(json.code).toBe(res.statusCode);
        expect(json.message).toMatch(CHINESE);
      }
    }
  });

  it('changed no table but op_logs, and logged every attempt on a mutating route', async () => {
    expect(await snapshot(h)).toEqual(before);
    const logs = (await opLogs(h)).slice(logsBefore);
    const mutating = new Set(routes.filter((r) => r.mutates).map((r) => r.name));
    const loggedActions = new Set(logs.map((l) => l.action));
    for (const name of mutating) expect(loggedActions.has(name)).toBe(true);
    expect(logs.every((l) => l.result === 'failed' || l.result === 'refused')).toBe(true);
  });
});

afterAll(() => {
  // Across every request of this file: not a single 5xx.
  const fives = statuses.filter((s) => s.status >= 500);
  expect(fives).toEqual([]);
  expect(statuses.length).toBeGreaterThan(routes.length * 5);
});
