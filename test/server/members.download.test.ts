// Download power (issue 13 §4; §3 all, member): a download article saved with 下载权限 仅会员 and a
// lowest rank; the visitor's download (content module) answers 请登录会员后下载 without a member,
// 您的会员等级不足，无法下载 below the rank or when the rank may not download, the file with it — the member
// learnt through core's memberAccess (the members module's cookie), per site.
import type { LightMyRequestResponse } from 'fastify';
import { API, type ApiName } from '../../shared/domain/api/endpoints';
import { CENTRE_MSG } from '../../shared/domain/members/centreRules';
import { SITE } from '../../server/core/db/seedData';
import { urlOf } from '../../server/core/http/register';
import { composeModules } from '../../server/core/modules/compose';
import { defineServerModule } from '../../server/core/modules/defineServerModule';
import { articleBody, createArticle, storedArticle } from './support/content';
import { startServer, type Harness } from './support/harness';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

async function rank(siteId: number, level: number, allowDownload = 1): Promise<number> {
  const found = await h.built.db.selectFrom('member_ranks').select('id').where('site_id', '=', siteId).where('level', '=', level).executeTakeFirst();
  if (found) {
    await h.built.db.updateTable('member_ranks').set({ allow_download: allowDownload }).where('id', '=', found.id).execute();
    return found.id;
  }
  const at = Date.now();
  const row = await h.built.db.insertInto('member_ranks').values({
    site_id: siteId, name: `等级${level}-${Math.random().toString(36).slice(2, 6)}`, level, color: '#1677ff', is_default: 0, allow_download: allowDownload, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

let seq = 0;
/** A visitor with its own address and cookies. */
function visitor() {
  seq += 1;
  const jar: Record<string, string> = {};
  const remoteAddress = `198.51.100.${seq}`;
  async function send(name: ApiName, o: { body?: unknown; query?: Record<string, string | number> } = {}): Promise<LightMyRequestResponse> {
    const endpoint = API[name];
    const res = await h.built.app.inject({
      method: endpoint.method, url: urlOf({ endpoint }), remoteAddress, cookies: jar,
      ...(o.query ? { query: Object.fromEntries(Object.entries(o.query).map(([k, v]) => [k, String(v)])) } : {}),
      ...(o.body !== undefined ? { payload: JSON.stringify(o.body), headers: { 'content-type': 'application/json' } } : {}),
    });
    for (const c of res.cookies as { name: string; value: string }[]) jar[c.name] = c.value;
    return res;
  }
  return { send, jar };
}

async function member(siteId: number, level: number) {
  const v = visitor();
  await rank(siteId, 1);
  const account = `reader${++seq}x`;
  const res = await v.send('memberPublicRegister', { body: { siteId, method: 'account', account, password: 'Reader2026ok', agree: true } });
  expect(res.json().code).toBe(200);
  const rankId = await rank(siteId, level);
  await h.built.db.updateTable('members').set({ rank_id: rankId }).where('site_id', '=', siteId).where('account', '=', account).execute();
  return v;
}

const download = (v: ReturnType<typeof visitor>, id: number, siteId: number = SITE.corporate) => v.send('articlePublicDownload', { query: { siteId, id } });

async function downloadArticle(over: Record<string, unknown>) {
  return createArticle(h, admin, { ...articleBody({ type: 4, status: 1, attachment_url: 'https://files.example.com/catalogue.pdf', attachment_name: '产品目录.pdf' }), ...over } as never);
}

describe('下载权限 on download articles', () => {
  it('is saved with a type-4 article, answered by edit, and refused when unknown', async () => {
    const { id } = await downloadArticle({ download_power: 'member', download_min_level: 3 });
    expect(await storedArticle(h, id)).toMatchObject({ download_power: 'member', download_min_level: 3 });
    const info = (await h.call('articleEdit', { token: admin, query: { id } })).json().data.info;
    expect(info).toMatchObject({ download_power: 'member', download_min_level: 3 });
    const bad = await h.call('articleSave', { token: admin, body: { ...articleBody({ type: 4 }), download_power: 'vip' } });
    expect(bad.json().code).toBe(400);
    const tooHigh = await h.call('articleSave', { token: admin, body: { ...articleBody({ type: 4 }), download_power: 'member', download_min_level: 100 } });
    expect(tooHigh.json().code).toBe(400);
    // Another type ignores it; 所有人 keeps no level.
    const news = await createArticle(h, admin, { ...articleBody({ type: 1 }), download_power: 'member' } as never);
    expect(await storedArticle(h, news.id)).toMatchObject({ download_power: 'all', download_min_level: 0 });
    const open = await downloadArticle({ download_power: 'all', download_min_level: 5 });
    expect(await storedArticle(h, open.id)).toMatchObject({ download_power: 'all', download_min_level: 0 });
  });
});

describe('the visitor’s download', () => {
  it('gives 所有人 files to anyone', async () => {
    const { id } = await downloadArticle({ download_power: 'all' });
    expect((await download(visitor(), id)).json()).toMatchObject({ code: 200, data: { url: 'https://files.example.com/catalogue.pdf', name: '产品目录.pdf' } });
  });

  it('asks visitors to sign in for 仅会员 files, and wants the rank', async () => {
    const { id } = await downloadArticle({ download_power: 'member', download_min_level: 3 });
    expect((await download(visitor(), id)).json()).toMatchObject({ code: 400, message: CENTRE_MSG.downloadLogin });
    const low = await member(SITE.corporate, 2);
    expect((await download(low, id)).json()).toMatchObject({ code: 400, message: CENTRE_MSG.downloadRank });
    const high = await member(SITE.corporate, 3);
    expect((await download(high, id)).json()).toMatchObject({ code: 200, data: { name: '产品目录.pdf' } });
    // A rank that may not download.
    await rank(SITE.corporate, 3, 0);
    expect((await download(high, id)).json()).toMatchObject({ code: 400, message: CENTRE_MSG.downloadRank });
    await rank(SITE.corporate, 3, 1);
    // Signed out: asked to sign in again.
    await high.send('memberPublicLogout', { body: { siteId: SITE.corporate } });
    expect((await download(high, id)).json().message).toBe(CENTRE_MSG.downloadLogin);
  });

  it('knows a member only on its own site', async () => {
    const { id } = await downloadArticle({ download_power: 'member', download_min_level: 0 });
    const elsewhere = await member(SITE.global, 9);
    // The cookie is site B's: on site A the visitor is nobody.
    expect((await download(elsewhere, id)).json().message).toBe(CENTRE_MSG.downloadLogin);
    // Site A's article asked for as site B's: missing.
    expect((await download(elsewhere, id, SITE.global)).json()).toMatchObject({ code: 404 });
  });

  it('refuses drafts, the recycle bin, other types and switched-off downloads', async () => {
    const draft = await downloadArticle({ status: 0 });
    expect((await download(visitor(), draft.id)).json().code).toBe(404);
    const news = await createArticle(h, admin, articleBody({ type: 1, status: 1 }));
    expect((await download(visitor(), news.id)).json().code).toBe(404);
    const off = await downloadArticle({ download_power: 'all' });
    expect((await h.call('articleNoDownload', { token: admin, body: { ids: [off.id], nodownload: true } })).json().code).toBe(200);
    expect((await download(visitor(), off.id)).json()).toMatchObject({ code: 400, message: '该文件暂不提供下载' });
    expect((await download(visitor(), 987_654)).json().code).toBe(404);
  });
});

describe('core’s memberAccess extension point', () => {
  it('is offered by one module at most (two would disagree about who a visitor is)', () => {
    const access = async () => null;
    const a = defineServerModule({ id: 'a', tables: [], memberAccess: access });
    const b = defineServerModule({ id: 'b', tables: [], memberAccess: access });
    expect(() => composeModules([a, b])).toThrow('模块 b：会员身份已由模块 a 提供');
    expect(composeModules([a]).memberAccess?.module).toBe('a');
  });

  it('is the members module’s in the installed app', () => {
    expect(h.built.composed.memberAccess?.module).toBe('members');
  });
});
