// The route registry refuses, at start-up, any route that could let input or callers through
// unchecked: a schema without additionalProperties:false, an unbounded string or number, a missing
// or unknown access declaration, a GET with a body, a duplicate.
import { endpoint } from '../../shared/domain/api/endpoints';
import { assertRouteDef, RouteDefinitionError } from '../../server/core/http/registry';
import type { AnyRoute } from '../../server/core/http/routeDef';
import { INSTALLED } from '../../server/app';
import { EMPTY, int, obj, str } from '../../server/core/http/schemas';
import { startServer } from './support/harness';

const ROUTES = INSTALLED.routes;

const base: AnyRoute = {
  name: 'testRoute',
  endpoint: endpoint('admin', 'POST', 'test/route'),
  access: { session: true },
  mutates: false,
  schema: { querystring: EMPTY, body: obj({ title: str(100) }) },
  handler: async () => null,
};
const refused = (patch: Partial<AnyRoute>) => () => assertRouteDef({ ...base, ...patch } as AnyRoute);

it('accepts the production routes and a well-formed route', () => {
  const seen = new Set<string>();
  for (const r of ROUTES) expect(() => assertRouteDef(r, seen)).not.toThrow();
  expect(refused({})).not.toThrow();
});

it('refuses an object schema without additionalProperties: false, at any depth', () => {
  expect(refused({ schema: { querystring: { type: 'object', properties: {} }, body: base.schema.body } })).toThrow(/additionalProperties/);
  expect(refused({ schema: { querystring: EMPTY, body: { type: 'object', properties: { a: str(5) }, additionalProperties: true } } })).toThrow(/additionalProperties/);
  const nested = obj({ filter: { type: 'object', properties: { x: str(5) } } });
  expect(refused({ schema: { querystring: EMPTY, body: nested } })).toThrow(/body\.filter.*additionalProperties/);
});

it('refuses a route without an access declaration, or with an unknown or mixed one', () => {
  const { access: _a, ...noAccess } = base;
  expect(() => assertRouteDef(noAccess as AnyRoute)).toThrow(RouteDefinitionError);
  expect(() => assertRouteDef(noAccess as AnyRoute)).toThrow(/访问声明/);
  expect(refused({ access: { permission: 'no_such_key' } })).toThrow(/未知的权限标识/);
  expect(refused({ access: { public: true, session: true } as never })).toThrow(/只能是/);
  expect(refused({ access: { public: false } as never })).toThrow(RouteDefinitionError);
});

it('accepts a list of keys (any one admits) and refuses an empty, unknown or repeated one', () => {
  expect(refused({ access: { permission: ['form_list', 'form_list_en'] } })).not.toThrow();
  expect(refused({ access: { permission: [] } })).toThrow(/不能为空/);
  expect(refused({ access: { permission: ['form_list', 'no_such_key'] } })).toThrow(/未知的权限标识：no_such_key/);
  expect(refused({ access: { permission: ['form_list', 'form_list'] } })).toThrow(/不能重复/);
  expect(refused({ access: { permission: [1] as never } })).toThrow(/未知的权限标识/);
});

it('checks patternProperties (bounded in number and shape) and anyOf branches', () => {
  const values = (sub: unknown, extra: Record<string, unknown> = { maxProperties: 5 }) =>
    ({ schema: { querystring: EMPTY, body: obj({ v: { type: 'object', additionalProperties: false, patternProperties: { '^a$': sub }, ...extra } }) } });
  expect(refused(values({ anyOf: [str(5), { type: 'array', items: str(5), maxItems: 2 }] }))).not.toThrow();
  expect(refused(values(str(5), {}))).toThrow(/maxProperties/);
  expect(refused(values({ type: 'string' }))).toThrow(/maxLength/);
  expect(refused(values({ anyOf: [str(5), { type: 'array', items: { type: 'string' }, maxItems: 2 }] }))).toThrow(/maxLength/);
  expect(refused(values({ anyOf: [] }))).toThrow(/anyOf/);
});

it('refuses unbounded strings, numbers and arrays, and missing schemas', () => {
  expect(refused({ schema: { querystring: obj({ q: { type: 'string' } }) , body: EMPTY } })).toThrow(/maxLength/);
  expect(refused({ schema: { querystring: obj({ n: { type: 'integer', minimum: 1 } }), body: EMPTY } })).toThrow(/minimum 和 maximum/);
  expect(refused({ schema: { querystring: EMPTY, body: obj({ ids: { type: 'array', items: int(1, 9) } }) } })).toThrow(/maxItems/);
  expect(refused({ schema: { querystring: EMPTY } })).toThrow(/body 缺少 schema/);
  expect(refused({ schema: undefined as never })).toThrow(/缺少 schema/);
});

it('refuses a body on a GET route and a duplicate route', () => {
  expect(refused({ endpoint: endpoint('admin', 'GET', 'test/get') })).toThrow(/GET 路由不能声明 body/);
  const seen = new Set<string>();
  assertRouteDef(base, seen);
  expect(() => assertRouteDef({ ...base, name: 'other' }, seen)).toThrow(/重复的路由/);
});

it('buildApp refuses to start with such a route', async () => {
  const bad = { ...base, schema: { querystring: { type: 'object', properties: {} }, body: EMPTY } } as AnyRoute;
  await expect(startServer({}, { extraRoutes: [bad] })).rejects.toThrow(/additionalProperties/);
});
