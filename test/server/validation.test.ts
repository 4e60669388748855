// Validation messages a user reads: the field is named, in Chinese; types are not coerced in
// bodies; unknown fields are refused, never silently dropped; empty-body calls still work.
import { endpoint } from '../../shared/domain/api/endpoints';
import { MSG } from '../../shared/domain/messages';
import type { AnyRoute } from '../../server/core/http/routeDef';
import { EMPTY } from '../../server/core/http/schemas';
import { startServer, type Harness } from './support/harness';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startServer();
  token = await h.login('admin');
});
afterAll(() => h.close());

const msg = async (...args: Parameters<Harness['call']>) => {
  const res = await h.call(...args);
  return { status: res.statusCode, ...res.json() };
};

it('names a missing field', async () => {
  expect(await msg('login', { body: { password: 'x' } })).toEqual({ status: 400, code: 400, message: '参数 account 不能为空', data: null });
  expect((await msg('login', { body: { account: '', password: 'x' } })).message).toBe('参数 account 不能为空');
  expect((await msg('login', {})).message).toBe('参数 account 不能为空');
});

it('refuses an unknown field instead of dropping it', async () => {
  expect((await msg('login', { body: { account: 'admin', password: 'Admin@2026', foo: 1 } })).message).toBe('不支持的参数：foo');
  expect((await msg('homeData', { token, query: { foo: 'bar' } })).message).toBe('不支持的参数：foo');
  expect((await msg('messageList', { token, body: { pageIndex: 1, pageSize: 3, searchJsonData: { unread: true } } })).message)
    .toBe('不支持的参数：searchJsonData.unread');
});

it('refuses wrong types in a body (no coercion) and out-of-range numbers', async () => {
  expect((await msg('messageList', { token, body: { pageIndex: 1, pageSize: '10' } })).message).toBe('参数 pageSize 必须是整数');
  expect((await msg('messageList', { token, body: { pageIndex: 1, pageSize: 2.5 } })).message).toBe('参数 pageSize 必须是整数');
  expect((await msg('messageList', { token, body: { pageIndex: 1, pageSize: 101 } })).message).toBe('参数 pageSize 不能大于 100');
  expect((await msg('messageList', { token, body: { pageIndex: 0, pageSize: 10 } })).message).toBe('参数 pageIndex 不能小于 1');
  expect((await msg('messageList', { token, body: { pageIndex: 1, pageSize: 3, searchJsonData: { readStatus: 'false' } } })).message)
    .toBe('参数 searchJsonData.readStatus 必须是布尔值（true 或 false）');
  expect((await msg('messageRead', { token, body: { ids: [1, 'x'] } })).message).toBe('参数 ids[1] 必须是整数');
  expect((await msg('permissions', { token, body: { ver: 1 } })).message).toBe('参数 ver 的取值无效，可选值：2');
  expect((await msg('siteBuild', { token, body: { type: 'cn', site_name: 'a', proId: 1 } })).message).toBe('参数 type 的取值无效，可选值：zh、en');
});

it('coerces query text to the declared type, and refuses text that is not one', async () => {
  expect((await msg('statTopPages', { token, query: { n: '5' } })).data.rows).toHaveLength(5);
  expect((await msg('statTopPages', { token, query: { n: 'five' } })).message).toBe('参数 n 必须是整数');
  expect((await msg('statTopPages', { token, query: { n: '51' } })).message).toBe('参数 n 不能大于 50');
  expect((await msg('siteActive', { token, query: { twebId: '0' } })).message).toBe('参数 twebId 不能小于 1');
  expect((await msg('statByHour', { token, query: { date: '2025-02-30' } })).message).toBe('参数 date 必须是有效日期（YYYY-MM-DD）');
  expect((await msg('availableServices', { token, query: { serviceCode: ['pc', 'en'] } })).status).toBe(400);
});

it('bounds every string', async () => {
  const long = 'x'.repeat(129);
  expect((await msg('login', { body: { account: 'admin', password: long } })).message).toBe('参数 password 长度不能超过 128 个字符');
  expect((await msg('checkUserToken', { query: { token: long } })).message).toBe('参数 token 长度不能超过 128 个字符');
});

it('explains body-level problems', async () => {
  const raw = (payload: string, contentType: string) => msg('messageList', { token, raw: { payload, contentType } });
  expect(await raw('{"pageIndex":', 'application/json')).toMatchObject({ status: 400, message: '请求体不是合法的 JSON' });
  expect(await raw('[1]', 'application/json')).toMatchObject({ status: 400, message: '请求体必须是 JSON 对象' });
  expect(await raw('pageIndex=1', 'text/plain')).toMatchObject({ status: 415, code: 415, message: '不支持的请求内容类型，请使用 application/json' });
  expect(await raw('pageIndex=1', 'application/x-www-form-urlencoded')).toMatchObject({ status: 415 });
  expect(await raw(JSON.stringify({ pageIndex: 1, pageSize: 1, pad: 'x'.repeat(2_000_000) }), 'application/json'))
    .toMatchObject({ status: 413, code: 413, message: '请求体过大' });
});

it('treats an empty POST body as no fields (the empty-body calls of §7)', async () => {
  const none = await h.call('statCount', { token });
  expect(none.statusCode).toBe(200);
  const empty = await h.call('domainRemain', { token, raw: { payload: '', contentType: 'application/json' } });
  expect(empty.statusCode).toBe(200);
  const braces = await h.call('setLoginTime', { token, body: {} });
  expect(braces.statusCode).toBe(200);
});

it('answers an unknown API path with the 404 envelope', async () => {
  const res = await h.built.app.inject({ method: 'GET', url: '/api/app/site-admin-api/admin/doesNotExist' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ code: 404, message: MSG.notFound, data: null });
});

it('answers a fault inside a handler with 500 系统错误 and no internals, and logs the failed mutation', async () => {
  const boom: AnyRoute = {
    name: 'testBoom',
    endpoint: endpoint('admin', 'POST', 'test/boom'),
    access: { session: true },
    mutates: true,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler() {
      throw new Error('database exploded at /secret/path');
    },
  };
  const t = await startServer({}, { extraRoutes: [boom] });
  try {
    const res = await t.call(boom, { token: await t.login('admin'), body: {} });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: MSG.systemError, data: null });
    expect(res.body).not.toContain('secret');
    const log = (await t.built.db.selectFrom('op_logs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow());
    expect(log).toMatchObject({ action: 'testBoom', result: 'failed', code: 500 });
  } finally {
    await t.close();
  }
});
