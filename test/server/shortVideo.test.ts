// Short videos and their accounts on the server (admin_cms/smallVideo): the seeded list with its
// 旧版 flags and filters, saves checked by the shared rule book (Chinese messages, nothing stored),
// the optimistic lock, §9's cutoff enforced by the server at 19:59:59 / 20:00:00, the recycle bin,
// the accounts (counts, 前台显示, removal refused while they have videos), each route behind its key,
// and another site's video or account answering 404 while its ids in a batch change nothing.
import type { ApiName } from '../../shared/domain/api/endpoints';
import { CONTENT_MSG } from '../../shared/domain/content';
import { MSG } from '../../shared/domain/messages';
import { beijingTimeToEpoch, VIDEO_MSG } from '../../shared/domain/product';
import { SITE } from '../../server/core/db/seedData';
import { SEED_PRODUCTS } from '../../server/modules/product/seed';
import { SEED_VIDEO_ACCOUNT, SEED_VIDEOS } from '../../server/modules/short-video/seed';
import { CHINESE, opLogs, snapshot, startServer, type CallOptions, type Harness } from './support/harness';
import { tokenWith } from './support/content';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

const call = (name: ApiName, options: CallOptions = {}) => h.call(name, { token: admin, ...options });
const list = async (query: Record<string, string | number | boolean> = {}) => (await call('smallVideoList', { query: { rows: 100, ...query } })).json().data;
const row = async (id: number) => (await call('smallVideoRow', { query: { id } })).json().data;
const stored = (id: number) => h.built.db.selectFrom('short_videos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A product of another site (the global site's seeded catalogue) and one of this site in the bin. */
const FOREIGN_PRODUCT = SEED_PRODUCTS.find((p) => p.site === SITE.global)!.id;
const BINNED_PRODUCT = SEED_PRODUCTS.find((p) => p.site === SITE.corporate && p.disabled === 1)!.id;

/** Seeded ids: 1–4 published before the cutoff (4 at 19:59:59), 5 at 20:00:00. */
const LAST_LEGACY = 4;
const FIRST_EDITABLE = 5;

/** A video of another site, straight into the table (the admin's active site is 1001). */
async function foreignVideo(): Promise<number> {
  const at = Date.now();
  const r = await h.built.db.insertInto('short_videos').values({
    site_id: SITE.global, title: 'Factory tour', file_id: 0, link: 'https://video.example.com/global/1', mime: '', bytes: 0, duration_seconds: 10,
    cover: '', description: '', account_id: 0, tag_ids: '[]', related_ids: '[]', sort: 0, status: 1, disabled: 0,
    published_at: at, version: 1, updated_by: null, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

async function foreignAccount(): Promise<number> {
  const at = Date.now();
  const r = await h.built.db.insertInto('short_video_accounts').values({
    site_id: SITE.global, platform: 'douyin', name: 'Global', handle: '', url: '', avatar: '', qr: '', shown: 1, sort: 0, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

describe('the list', () => {
  it('lists the twelve seeded videos with their accounts, four of them 旧版, in the site’s order', async () => {
    const all = await list();
    expect(all.total).toBe(12);
    expect(all.rows).toHaveLength(12);
    // sort 0 for all: newest published first.
    expect(all.rows.map((r: any) => r.title)).toEqual([...SEED_VIDEOS].reverse().map((v) => v.title));
    const byId = new Map(all.rows.map((r: any) => [r.id, r]));
    expect(byId.get(LAST_LEGACY)).toMatchObject({ legacy: true, published_text: '2022-04-28 19:59:59', account_name: '示范科技官方', platform: 'douyin' });
    expect(byId.get(FIRST_EDITABLE)).toMatchObject({ legacy: false, published_text: '2022-04-28 20:00:00', published_at: beijingTimeToEpoch('2022-04-28 20:00:00') });
    expect(all.rows.filter((r: any) => r.legacy).map((r: any) => r.id).sort()).toEqual([1, 2, 3, 4]);
    // The seed's covers are the library's pictures.
    expect(all.rows.every((r: any) => r.cover.startsWith('/uploads/'))).toBe(true);
    expect(all.rows[0].tag_ids.length).toBeGreaterThan(0);
  });

  it('filters by 旧版, status, account and keyword, and pages', async () => {
    expect((await list({ legacy: true })).rows.map((r: any) => r.id).sort()).toEqual([1, 2, 3, 4]);
    expect((await list({ legacy: false })).total).toBe(8);
    expect((await list({ status: 0 })).rows.map((r: any) => r.title).sort()).toEqual(['售后工程师上门服务纪实', '工业传感器安装要点'].sort());
    const douyin = await list({ account_id: SEED_VIDEO_ACCOUNT.douyin });
    expect(douyin.total).toBe(SEED_VIDEOS.filter((v) => v.account === SEED_VIDEO_ACCOUNT.douyin).length);
    expect(douyin.rows.every((r: any) => r.account_id === SEED_VIDEO_ACCOUNT.douyin)).toBe(true);
    expect((await list({ keyword: '传感器' })).rows.map((r: any) => r.title).sort()).toEqual(['传感器套件防水测试', '工业传感器安装要点'].sort());
    const page2 = await list({ rows: 5, page: 2 });
    expect([page2.total, page2.rows.length]).toEqual([12, 5]);
    expect(page2.rows[0].title).toBe(SEED_VIDEOS[6].title);
  });
});

describe('saving', () => {
  it('adds a video from a share link and edits it under the lock', async () => {
    const res = await call('smallVideoSave', { body: {
      title: ' 车间实拍 ', link: 'https://v.douyin.com/abc123/', account_id: SEED_VIDEO_ACCOUNT.kuaishou, description: '一线工人操作演示',
      related_ids: [3, 1, 3], published_at: '2026-01-05 09:00:00', sort: 5, status: 0,
    } });
    expect(res.json()).toMatchObject({ code: 200, data: { version: 1 } });
    const { id } = res.json().data;
    expect(await row(id)).toMatchObject({
      title: '车间实拍', link: 'https://v.douyin.com/abc123/', account_name: '示范科技工厂直击', related_ids: [3, 1], sort: 5, status: 0,
      published_text: '2026-01-05 09:00:00', legacy: false, version: 1,
    });

    // What an update leaves out stays as it was.
    expect((await call('smallVideoSave', { body: { id, version: 1, title: '车间实拍（剪辑版）' } })).json().data).toEqual({ id, version: 2 });
    expect(await row(id)).toMatchObject({ title: '车间实拍（剪辑版）', link: 'https://v.douyin.com/abc123/', sort: 5, status: 0, published_text: '2026-01-05 09:00:00', version: 2 });

    // A stale version: 409 naming who saved in between, nothing written.
    const before = await stored(id);
    const stale = await call('smallVideoSave', { body: { id, version: 1, title: '覆盖' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: CONTENT_MSG.lockConflict, data: { currentVersion: 2 } });
    expect(stale.json().data.updatedBy).not.toBe('');
    expect(await stored(id)).toEqual(before);
    expect((await call('smallVideoSave', { body: { id, title: '无版本' } })).statusCode).toBe(400);

    // Putting it on sale moves the version: an open form then gets the conflict.
    expect((await call('smallVideoUpDown', { body: { ids: [id], status: 1 } })).json().data).toEqual({ updated: 1 });
    expect((await call('smallVideoSave', { body: { id, version: 2, title: '旧表单' } })).statusCode).toBe(409);
    expect((await row(id))).toMatchObject({ status: 1, version: 3 });

    // A related product moved to the recycle bin is no longer offered with the video; restored, it is again.
    expect((await call('goodsRemove', { body: { ids: [3] } })).statusCode).toBe(200);
    expect((await row(id)).related_ids).toEqual([1]);
    expect((await call('goodsRestore', { body: { ids: [3] } })).statusCode).toBe(200);
    expect((await row(id)).related_ids).toEqual([3, 1]);
  });

  it('refuses bad input with the rule book’s Chinese message, storing nothing', async () => {
    const tooMany = [1, 2, 3, 4, 5, 6, 7];
    const foreignAcc = await foreignAccount();
    const before = await snapshot(h);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ', link: 'https://v.douyin.com/x' }, VIDEO_MSG.titleRequired],
      [{ title: '长'.repeat(101), link: 'https://v.douyin.com/x' }, VIDEO_MSG.titleTooLong],
      [{ title: '无来源' }, VIDEO_MSG.sourceRequired],
      [{ title: '明文链接', link: 'http://v.douyin.com/x' }, VIDEO_MSG.linkInvalid],
      [{ title: '脚本链接', link: 'javascript:alert(1)' }, VIDEO_MSG.linkInvalid],
      [{ title: '简介过长', link: 'https://v.douyin.com/x', description: '字'.repeat(501) }, VIDEO_MSG.descriptionTooLong],
      [{ title: '关联过多', link: 'https://v.douyin.com/x', related_ids: tooMany }, VIDEO_MSG.tooManyRelated],
      [{ title: '时间错', link: 'https://v.douyin.com/x', published_at: '2025-02-30 10:00:00' }, VIDEO_MSG.publishTimeInvalid],
      [{ title: '早于截止', link: 'https://v.douyin.com/x', published_at: '2022-04-28 19:59:59' }, VIDEO_MSG.publishBeforeCutoff],
      [{ title: '封面', link: 'https://v.douyin.com/x', cover: 'javascript:alert(1)' }, VIDEO_MSG.coverInvalid],
      [{ title: '外站账号', link: 'https://v.douyin.com/x', account_id: foreignAcc }, VIDEO_MSG.accountNotFound],
      [{ title: '无此标签', link: 'https://v.douyin.com/x', tag_ids: [999_999] }, VIDEO_MSG.tagNotFound],
      [{ title: '无此文件', file_id: 999_999 }, VIDEO_MSG.fileNotFound],
      [{ title: '外站产品', link: 'https://v.douyin.com/x', related_ids: [1, FOREIGN_PRODUCT] }, VIDEO_MSG.relatedNotFound],
      [{ title: '回收站产品', link: 'https://v.douyin.com/x', related_ids: [BINNED_PRODUCT] }, VIDEO_MSG.relatedNotFound],
      [{ title: '无此产品', link: 'https://v.douyin.com/x', related_ids: [999_999] }, VIDEO_MSG.relatedNotFound],
    ];
    for (const [body, message] of cases) {
      const res = await call('smallVideoSave', { body });
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status: 400, message });
    }
    const unknown = await call('smallVideoSave', { body: { title: '多余字段', link: 'https://v.douyin.com/x', legacy: false } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(`${MSG.unknownField}：legacy`);
    // A 1 MB title: refused by the schema before any rule runs, naming the field.
    const huge = await call('smallVideoSave', { body: { title: 'x'.repeat(1_000_000), link: 'https://v.douyin.com/x' } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(CHINESE);
    expect(huge.json().message).toContain('title');
    expect(await snapshot(h)).toEqual(before);
  });
});

describe('the cutoff, on the server', () => {
  it('refuses to save the video of 19:59:59 and saves the one of 20:00:00', async () => {
    expect((await row(LAST_LEGACY)).legacy).toBe(true);
    const before = await stored(LAST_LEGACY);
    // Whatever the client sends: the right version, a valid form, even a new publish time.
    for (const body of [
      { id: LAST_LEGACY, version: 1, title: '改个标题' },
      { id: LAST_LEGACY, version: 1, title: '改个时间', link: 'https://v.douyin.com/x', published_at: '2023-01-01 00:00:00' },
      { id: LAST_LEGACY, version: 99, title: '' },
    ]) {
      const res = await call('smallVideoSave', { body });
      expect([res.statusCode, res.json().message]).toEqual([400, VIDEO_MSG.legacyNotEditable]);
    }
    expect(await stored(LAST_LEGACY)).toEqual(before);

    const editable = await call('smallVideoSave', { body: { id: FIRST_EDITABLE, version: 1, title: '新一代智能控制终端发布（高清）' } });
    expect(editable.json()).toMatchObject({ code: 200, data: { id: FIRST_EDITABLE, version: 2 } });
    expect(await row(FIRST_EDITABLE)).toMatchObject({ legacy: false, published_text: '2022-04-28 20:00:00' });
  });

  it('lets a 旧版 video be taken off sale, put back, removed and restored', async () => {
    expect((await call('smallVideoUpDown', { body: { ids: [LAST_LEGACY, 1], status: 0 } })).json().data).toEqual({ updated: 2 });
    expect((await row(LAST_LEGACY)).status).toBe(0);
    expect((await call('smallVideoUpDown', { body: { ids: [LAST_LEGACY], status: 1 } })).json().data).toEqual({ updated: 1 });
    expect((await call('smallVideoRemove', { body: { ids: [LAST_LEGACY] } })).json().data).toEqual({ removed: 1 });
    expect((await list()).rows.map((r: any) => r.id)).not.toContain(LAST_LEGACY);
    expect((await list({ disabled: true })).rows.map((r: any) => [r.id, r.legacy])).toEqual([[LAST_LEGACY, true]]);
    expect((await call('smallVideoRestore', { body: { ids: [LAST_LEGACY] } })).json().data).toEqual({ restored: 1 });
    expect((await list()).rows.map((r: any) => r.id)).toContain(LAST_LEGACY);
  });
});

describe('the recycle bin', () => {
  it('destroys only what is in the bin', async () => {
    const { id } = (await call('smallVideoSave', { body: { title: '临时视频', link: 'https://v.douyin.com/tmp' } })).json().data;
    const refused = await call('smallVideoDestroy', { body: { ids: [id] } });
    expect([refused.statusCode, refused.json().message]).toEqual([400, '只能彻底删除回收站中的内容']);
    await call('smallVideoRemove', { body: { ids: [id] } });
    expect((await call('smallVideoDestroy', { body: { ids: [id] } })).json().data).toEqual({ destroyed: 1 });
    expect(await h.built.db.selectFrom('short_videos').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect((await opLogs(h)).some((l) => l.action === 'smallVideoDestroy' && l.detail.includes('临时视频'))).toBe(true);
  });
});

describe('accounts', () => {
  const accounts = async (token = admin, query: Record<string, string | number> = {}) => (await h.call('smallVideoAccountList', { token, query })).json().data;

  it('lists the three seeded accounts with their video counts', async () => {
    const data = await accounts();
    expect(data.total).toBe(3);
    expect(data.rows.map((a: any) => [a.platform, a.shown])).toEqual([['douyin', 1], ['kuaishou', 1], ['channels', 0]]);
    const live = await list();
    for (const a of data.rows) expect(a.video_count).toBe(live.rows.filter((v: any) => v.account_id === a.id).length);
    expect((await accounts(admin, { platform: 'kuaishou' })).rows.map((a: any) => a.id)).toEqual([SEED_VIDEO_ACCOUNT.kuaishou]);
  });

  it('adds, edits and shows or hides an account; refuses bad ones in Chinese, storing nothing', async () => {
    const added = (await call('smallVideoAccountSave', { body: { platform: 'bilibili', name: ' 示范科技B站 ', url: 'https://space.bilibili.com/1', shown: 0 } })).json().data;
    expect(added).toMatchObject({ platform: 'bilibili', name: '示范科技B站', shown: 0, video_count: 0 });
    expect((await call('smallVideoAccountSave', { body: { id: added.id, platform: 'bilibili', name: '示范科技哔哩哔哩' } })).json().data)
      .toMatchObject({ name: '示范科技哔哩哔哩', url: 'https://space.bilibili.com/1', shown: 0 });
    expect((await call('smallVideoAccountShow', { body: { id: added.id, shown: 1 } })).json().data.shown).toBe(1);

    const before = await snapshot(h);
    for (const [body, message] of [
      [{ platform: 'tiktok', name: '海外号' }, VIDEO_MSG.platformInvalid],
      [{ platform: 'douyin', name: ' ' }, VIDEO_MSG.accountNameRequired],
      [{ platform: 'douyin', name: '号'.repeat(31) }, VIDEO_MSG.accountNameTooLong],
      [{ platform: 'douyin', name: '官方号', handle: 'h'.repeat(51) }, VIDEO_MSG.accountHandleTooLong],
      [{ platform: 'douyin', name: '官方号', url: 'http://www.douyin.com/user/x' }, VIDEO_MSG.accountUrlInvalid],
      [{ platform: 'douyin', name: '官方号', qr: 'javascript:alert(1)' }, VIDEO_MSG.imageInvalid],
    ] as const) {
      const res = await call('smallVideoAccountSave', { body });
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status: 400, message });
    }
    expect(await snapshot(h)).toEqual(before);
  });

  it('refuses to remove an account with videos; once they are in the bin it goes and they let go of it', async () => {
    const { id } = (await call('smallVideoAccountSave', { body: { platform: 'xiaohongshu', name: '示范科技小红书' } })).json().data;
    const video = (await call('smallVideoSave', { body: { title: '小红书笔记视频', link: 'https://www.xiaohongshu.com/x', account_id: id } })).json().data.id;
    expect((await accounts()).rows.find((a: any) => a.id === id).video_count).toBe(1);
    const before = await snapshot(h);
    const refused = await call('smallVideoAccountRemove', { body: { id } });
    expect([refused.statusCode, refused.json().message]).toEqual([400, VIDEO_MSG.accountHasVideos]);
    expect(await snapshot(h)).toEqual(before);

    await call('smallVideoRemove', { body: { ids: [video] } });
    expect((await call('smallVideoAccountRemove', { body: { id } })).json().data).toEqual({ removed: 1, detached: 1 });
    expect((await stored(video)).account_id).toBe(0);
    expect((await accounts()).rows.map((a: any) => a.id)).not.toContain(id);
  });
});

describe('keys', () => {
  it('refuses every route without its key, and lets the video form read the accounts', async () => {
    const accountsOnly = await tokenWith(h, ['account_list'], '账号管理员');
    const videosOnly = await tokenWith(h, ['small_video_list'], '视频编辑');
    const neither = await tokenWith(h, ['article_list'], '新闻编辑');
    const videoRoutes: [ApiName, CallOptions][] = [
      ['smallVideoList', {}],
      ['smallVideoRow', { query: { id: FIRST_EDITABLE } }],
      ['smallVideoSave', { body: { title: '无权', link: 'https://v.douyin.com/x' } }],
      ['smallVideoUpDown', { body: { ids: [FIRST_EDITABLE], status: 0 } }],
      ['smallVideoRemove', { body: { ids: [FIRST_EDITABLE] } }],
      ['smallVideoRestore', { body: { ids: [FIRST_EDITABLE] } }],
      ['smallVideoDestroy', { body: { ids: [FIRST_EDITABLE] } }],
      ['smallVideoUpload', { body: {} }],
    ];
    const accountRoutes: [ApiName, CallOptions][] = [
      ['smallVideoAccountSave', { body: { platform: 'douyin', name: '无权' } }],
      ['smallVideoAccountRemove', { body: { id: SEED_VIDEO_ACCOUNT.channels } }],
      ['smallVideoAccountShow', { body: { id: SEED_VIDEO_ACCOUNT.channels, shown: 1 } }],
    ];
    const before = await snapshot(h);
    const statusOf = async (token: string, [name, options]: [ApiName, CallOptions]) => (await h.call(name, { token, ...options })).statusCode;
    for (const r of videoRoutes) {
      expect([r[0], await statusOf(accountsOnly, r)]).toEqual([r[0], 403]);
      expect([r[0], await statusOf(neither, r)]).toEqual([r[0], 403]);
    }
    for (const r of [...accountRoutes, ['smallVideoAccountList', {}] as [ApiName, CallOptions]]) {
      expect([r[0], await statusOf(neither, r)]).toEqual([r[0], 403]);
    }
    for (const r of accountRoutes) expect([r[0], await statusOf(videosOnly, r)]).toEqual([r[0], 403]);
    expect(await snapshot(h)).toEqual(before);

    // The video form picks an account: the list answers either key.
    expect((await h.call('smallVideoAccountList', { token: videosOnly })).json().data.total).toBeGreaterThanOrEqual(3);
    expect((await h.call('smallVideoAccountList', { token: accountsOnly })).json().data.total).toBeGreaterThanOrEqual(3);
    expect((await h.call('smallVideoList', { token: videosOnly })).json().data.total).toBeGreaterThan(0);
  });
});

describe('another site', () => {
  it('answers 404 for its video or account on every route, and its ids in a batch change nothing', async () => {
    const video = await foreignVideo();
    const account = await foreignAccount();
    await h.built.db.updateTable('short_videos').set({ disabled: 1 }).where('id', '=', FIRST_EDITABLE + 1).execute();
    const inBin = FIRST_EDITABLE + 1;
    const before = await snapshot(h);
    const cases: [ApiName, CallOptions][] = [
      ['smallVideoRow', { query: { id: video } }],
      ['smallVideoSave', { body: { id: video, version: 1, title: '改名', link: 'https://v.douyin.com/x' } }],
      ['smallVideoUpDown', { body: { ids: [FIRST_EDITABLE, video], status: 0 } }],
      ['smallVideoRemove', { body: { ids: [FIRST_EDITABLE, video] } }],
      ['smallVideoRestore', { body: { ids: [inBin, video] } }],
      ['smallVideoDestroy', { body: { ids: [inBin, video] } }],
      ['smallVideoAccountSave', { body: { id: account, platform: 'douyin', name: '改名' } }],
      ['smallVideoAccountRemove', { body: { id: account } }],
      ['smallVideoAccountShow', { body: { id: account, shown: 0 } }],
    ];
    for (const [name, options] of cases) {
      const res = await call(name, options);
      expect({ name, status: res.statusCode, message: res.json().message }).toEqual({ name, status: 404, message: MSG.siteNotFound });
    }
    expect(await snapshot(h)).toEqual(before);
    expect((await list()).rows.map((r: any) => r.id)).not.toContain(video);
    expect((await list({ disabled: true })).rows.map((r: any) => r.id)).not.toContain(video);
    expect((await call('smallVideoAccountList')).json().data.rows.map((a: any) => a.id)).not.toContain(account);
  });
});
