// The seed: the equipment maker's (site 1001) three platform accounts and twelve short videos, as
// share links (no files), four of them published before §9's cutoff (旧版). Their tags are the
// site's tags found by name; their covers are pictures of the image library, set once the library
// has its files (afterInsert). Ids are fixed and exported: the tests rely on them.
import type { Kysely } from 'kysely';
import { beijingTimeToEpoch, type VideoPlatform } from '../../../shared/domain/product';
import type { DialectName } from '../../core/db/connect';
import type { Database } from '../../core/db/database';
import { SEED_ACCOUNTS, SITE } from '../../core/db/seedData';
import { advanceSequences } from '../../core/db/sequences';
import { DAY_MS } from '../../core/services/dates';
import { SHORT_VIDEO_TABLES } from './tables';

export const SEED_VIDEO_ACCOUNT = { douyin: 1, kuaishou: 2, channels: 3 } as const;

const ACCOUNTS: readonly { id: number; platform: VideoPlatform; name: string; handle: string; url: string; shown: 0 | 1 }[] = [
  { id: SEED_VIDEO_ACCOUNT.douyin, platform: 'douyin', name: '示范科技官方', handle: 'demotech_official', url: 'https://www.douyin.com/user/demotech_official', shown: 1 },
  { id: SEED_VIDEO_ACCOUNT.kuaishou, platform: 'kuaishou', name: '示范科技工厂直击', handle: 'demotech_factory', url: 'https://www.kuaishou.com/profile/demotech_factory', shown: 1 },
  { id: SEED_VIDEO_ACCOUNT.channels, platform: 'channels', name: '示范科技视频号', handle: 'demotech', url: '', shown: 0 },
];

interface SeedVideo {
  title: string;
  account: number;
  /** Beijing time. */
  published: string;
  seconds: number;
  status: 0 | 1;
  tags: readonly string[];
  description: string;
}

const { douyin, kuaishou, channels } = SEED_VIDEO_ACCOUNT;

/** Oldest first: ids 1–4 are 旧版 (published before 2022-04-28 20:00:00), 5–12 editable. */
export const SEED_VIDEOS: readonly SeedVideo[] = [
  { title: '智能控制终端开箱演示', account: douyin, published: '2021-06-12 10:00:00', seconds: 58, status: 1, tags: ['新品发布'], description: '第一代智能控制终端开箱与接线演示。' },
  { title: '老厂区数控车间一日', account: kuaishou, published: '2021-11-03 15:20:00', seconds: 95, status: 1, tags: ['智能制造'], description: '' },
  { title: '工业传感器安装要点', account: douyin, published: '2022-02-18 09:30:00', seconds: 142, status: 0, tags: ['售后服务'], description: '传感器支架、走线与防护等级说明。' },
  { title: '2022 春季新品预告', account: douyin, published: '2022-04-28 19:59:59', seconds: 30, status: 1, tags: ['新品发布'], description: '旧版视频服务下线前发布的最后一条视频。' },
  { title: '新一代智能控制终端发布', account: douyin, published: '2022-04-28 20:00:00', seconds: 64, status: 1, tags: ['新品发布', '智能制造'], description: '新版视频服务上线后的第一条视频。' },
  { title: '自动化装配线实拍', account: kuaishou, published: '2022-09-15 14:00:00', seconds: 120, status: 1, tags: ['智能制造'], description: '' },
  { title: '国际工业博览会展位回顾', account: channels, published: '2023-03-22 18:00:00', seconds: 85, status: 1, tags: ['展会活动'], description: '展位 A-108 现场回顾。' },
  { title: '传感器套件防水测试', account: douyin, published: '2023-08-09 11:00:00', seconds: 47, status: 1, tags: ['新品发布'], description: 'IP67 浸水测试全过程。' },
  { title: '客户工厂数字化改造案例', account: kuaishou, published: '2024-01-16 16:30:00', seconds: 180, status: 1, tags: ['客户案例', '数字化转型'], description: '' },
  { title: '售后工程师上门服务纪实', account: channels, published: '2024-07-02 09:00:00', seconds: 76, status: 0, tags: ['售后服务'], description: '' },
  { title: '定制解决方案讲解', account: douyin, published: '2025-03-11 20:00:00', seconds: 210, status: 1, tags: ['数字化转型'], description: '按行业定制的控制与采集方案。' },
  { title: '新厂区生产线巡礼', account: kuaishou, published: '2025-10-20 10:00:00', seconds: 133, status: 1, tags: ['智能制造'], description: '' },
];

/** Inserts the accounts and videos when site 1001 exists and the tables are empty; returns whether it did. */
export async function insertSeedVideos(db: Kysely<Database>, now: number): Promise<boolean> {
  const site = await db.selectFrom('sites').select('id').where('id', '=', SITE.corporate).executeTakeFirst();
  const existing = await db.selectFrom('short_video_accounts').select('id').executeTakeFirst() ?? await db.selectFrom('short_videos').select('id').executeTakeFirst();
  if (!site || existing) return false;
  const at = now - 200 * DAY_MS;
  await db.insertInto('short_video_accounts').values(ACCOUNTS.map((a, i) => ({
    id: a.id, site_id: SITE.corporate, platform: a.platform, name: a.name, handle: a.handle, url: a.url, avatar: '', qr: '',
    shown: a.shown, sort: i + 1, created_at: at, updated_at: at,
  }))).execute();
  const tags = new Map((await db.selectFrom('tags').select(['id', 'name']).where('site_id', '=', SITE.corporate).execute()).map((t) => [t.name, t.id]));
  await db.insertInto('short_videos').values(SEED_VIDEOS.map((v, i) => {
    const published = beijingTimeToEpoch(v.published);
    return {
      id: i + 1, site_id: SITE.corporate, title: v.title, file_id: 0, link: `https://video.example.com/demotech/${String(i + 1).padStart(3, '0')}`,
      mime: '', bytes: 0, duration_seconds: v.seconds, cover: '', description: v.description, account_id: v.account,
      tag_ids: JSON.stringify(v.tags.map((name) => tags.get(name)).filter((n): n is number => n !== undefined)), related_ids: '[]',
      sort: 0, status: v.status, disabled: 0, published_at: published, version: 1, updated_by: SEED_ACCOUNTS.admin.id,
      created_at: Math.min(published, now), updated_at: Math.min(published, now),
    };
  })).execute();
  return true;
}

/**
 * Seeded videos still as the seed wrote them (version 1, no cover) get the library's pictures as
 * covers, in turn; an operator's edits are never touched.
 */
export async function attachSeedCovers(db: Kysely<Database>): Promise<void> {
  const pictures = (await db.selectFrom('images').select('url').where('site_id', '=', SITE.corporate).where('kind', '=', 'image').orderBy('id').execute()).map((p) => p.url);
  if (pictures.length === 0) return;
  const videos = await db.selectFrom('short_videos').select('id').where('site_id', '=', SITE.corporate)
    .where('id', '<=', SEED_VIDEOS.length).where('version', '=', 1).where('cover', '=', '').orderBy('id').execute();
  for (const [i, v] of videos.entries()) {
    await db.updateTable('short_videos').set({ cover: pictures[i % pictures.length] }).where('id', '=', v.id).execute();
  }
}

/** A database seeded before this module: its demo rows (when site 1001 is there), sequences moved past them, covers. */
export async function seedVideosOnUpgrade(db: Kysely<Database>, dialect: DialectName, now: number): Promise<void> {
  const inserted = await db.transaction().execute((trx) => insertSeedVideos(trx, now));
  await advanceSequences(db, dialect, SHORT_VIDEO_TABLES);
  if (inserted) await attachSeedCovers(db);
}
