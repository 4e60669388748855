// Permission enforcement (DESIGN §4): the hook refuses a signed-in account lacking a route's §6 key
// with 403 before the handler or validation runs, and logs the refusal. The production table has no
// keyed route yet (issue 2 routes need only a session), so a keyed route is added through
// buildApp's extraRoutes, exactly as a future plugin route would be declared.
import { endpoint } from '../../shared/domain/api/endpoints';
import { MSG } from '../../shared/domain/messages';
import { ALL_PERMISSION_KEYS, grantedRolesOf } from '../../shared/domain/permissions';
import { OPERATOR_PERMISSIONS, SEED_ACCOUNTS } from '../../server/core/db/seedData';
import type { AnyRoute } from '../../server/core/http/routeDef';
import { obj, str } from '../../server/core/http/schemas';
import { opLogs, snapshot, startServer, type Harness } from './support/harness';

let handlerRuns = 0;
const operationLogRoute: AnyRoute = {
  name: 'testOperationLog',
  endpoint: endpoint('admin', 'POST', 'System/getLogList'),
  access: { permission: 'operation_log' },
  mutates: false,
  schema: { querystring: obj({}), body: obj({ keyword: str(20) }) },
  async handler() {
    handlerRuns++;
    return { rows: [], total: 0 };
  },
};

let h: Harness;
beforeAll(async () => {
  h = await startServer({}, { extraRoutes: [operationLogRoute] });
});
afterAll(() => h.close());

it('seeds the operator without the SEO, spider and system-setting groups', async () => {
  expect(OPERATOR_PERMISSIONS).not.toContain('operation_log');
  expect(OPERATOR_PERMISSIONS).not.toContain('seo_anchor_manage');
  expect(OPERATOR_PERMISSIONS).not.toContain('spider');
  expect(OPERATOR_PERMISSIONS).toContain('article_list');
  const token = await h.login('operator');
  const tree = (await h.call('permissions', { token, body: { ver: 2 } })).json().data;
  const roles = grantedRolesOf(tree);
  expect(roles.has('article_list')).toBe(true);
  expect(roles.has('sys_setting')).toBe(false);
  expect(roles.has('operation_log')).toBe(false);
  expect(roles.has('app_anchor')).toBe(false);
  expect(roles.has('spider')).toBe(false);

  const admin = await h.login('admin');
  const adminRoles = grantedRolesOf((await h.call('permissions', { token: admin, body: { ver: 2 } })).json().data);
  for (const key of ALL_PERMISSION_KEYS) expect(adminRoles.has(key)).toBe(true);
});

it('refuses a keyed route with 403 for an account without the key, before validation, and logs it', async () => {
  const token = await h.login('operator');
  const before = await snapshot(h);
  const logsBefore = (await opLogs(h)).length;
  handlerRuns = 0;

  const ok = await h.call(operationLogRoute, { token, body: { keyword: 'x' } });
  const malformed = await h.call(operationLogRoute, { token, raw: { payload: '{not json', contentType: 'application/json' } });
  for (const res of [ok, malformed]) {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, message: MSG.forbidden, data: null });
  }
  expect(handlerRuns).toBe(0);
  expect(await snapshot(h)).toEqual(before);

  const logs = (await opLogs(h)).slice(logsBefore);
  expect(logs).toHaveLength(2);
  expect(logs[0]).toMatchObject({
    account_id: SEED_ACCOUNTS.operator.id, site_id: 1001, action: 'testOperationLog', method: 'POST', result: 'refused', code: 403,
  });
  expect(logs[0].detail).toContain('operation_log');
});

it('lets an account holding the key through, and answers 401 without a token', async () => {
  const token = await h.login('admin');
  handlerRuns = 0;
  const res = await h.call(operationLogRoute, { token, body: { keyword: 'x' } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ code: 200, message: MSG.ok, data: { rows: [], total: 0 } });
  expect(handlerRuns).toBe(1);

  const anonymous = await h.call(operationLogRoute, { body: { keyword: 'x' } });
  expect(anonymous.statusCode).toBe(401);
  expect(handlerRuns).toBe(1);
});

it('honours a group grant: an account listing only the group gets the child key', async () => {
  await h.built.db.updateTable('accounts').set({ permissions: JSON.stringify(['sys_setting']) }).where('id', '=', SEED_ACCOUNTS.contest.id).execute();
  const token = await h.login('contest');
  expect((await h.call(operationLogRoute, { token, body: {} })).statusCode).toBe(200);
  // Grants are read per request: revoking takes effect on the live session.
  await h.built.db.updateTable('accounts').set({ permissions: JSON.stringify(['content_manage']) }).where('id', '=', SEED_ACCOUNTS.contest.id).execute();
  expect((await h.call(operationLogRoute, { token, body: {} })).statusCode).toBe(403);
});

it('refuses reading another account’s auth info (both variants) and logs the refusal', async () => {
  const token = await h.login('operator');
  for (const name of ['accountAuthInfo', 'accountAuthInfoDcl'] as const) {
    const own = await h.call(name, { token, body: { id: SEED_ACCOUNTS.operator.id } });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.account.loginName).toBe('operator');
    expect(own.json().data.roles).not.toContain('operation_log');

    const other = await h.call(name, { token, body: { id: SEED_ACCOUNTS.admin.id } });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MSG.forbidden);
  }
  const refused = (await opLogs(h)).filter((l) => l.action.startsWith('accountAuthInfo'));
  expect(refused).toHaveLength(2);
  expect(refused.every((l) => l.result === 'refused' && l.account_id === SEED_ACCOUNTS.operator.id)).toBe(true);
});

it('answers the company’s real-name state: verified with the company’s name, pending with a person’s name masked, none', async () => {
  const ask = async (who: 'admin' | 'contest' | 'demo') => {
    const res = await h.call('accountAuthInfo', { token: await h.login(who), body: { id: SEED_ACCOUNTS[who].id } });
    expect(res.statusCode).toBe(200);
    return res.json().data.realName;
  };
  const verified = await ask('admin');
  expect(verified).toMatchObject({ state: 'verified', type: 'enterprise', subject: '云建站示范科技有限公司' });
  expect(verified.verifiedAt).toBeGreaterThan(0);
  expect(await ask('contest')).toEqual({ state: 'pending', type: 'personal', subject: '李**', verifiedAt: null });
  expect(await ask('demo')).toEqual({ state: 'none', type: '', subject: '', verifiedAt: null });
});
