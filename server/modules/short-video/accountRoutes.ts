// The site's accounts on video platforms (admin_cms/smallVideo: accountList, accountSave,
// accountRemove, accountShow), behind account_list; the list is also readable with
// small_video_list, whose form picks a video's account from it. checkVideoAccount (shared) checks
// a save; an account with videos outside the recycle bin is not removed.
import type { Kysely, Selectable } from 'kysely';
import type { ListData } from '../../../shared/domain/api/envelope';
import {
  checkVideoAccount, VIDEO_MSG, VIDEO_PLATFORMS,
  type VideoAccountRow, type VideoAccountSaveRequest, type VideoPlatform,
} from '../../../shared/domain/product';
import type { Database } from '../../core/db/database';
import { ApiError } from '../../core/http/envelope';
import { PAGE_QUERY, paging } from '../../core/http/paging';
import { route, type AnyRoute } from '../../core/http/routeDef';
import { EMPTY, id, int, obj, oneOf, str } from '../../core/http/schemas';
import { foldedContains } from '../../core/db/fold';
import { isMediaUrlOrEmpty } from '../../core/services/sanitize';
import { activeSite } from '../../core/services/siteScope';
import type { ShortVideoAccountsTable } from './tables';
import { ACCOUNT_KEY, notFound, VIDEO_KEY } from './videos';

type AccountDbRow = Selectable<ShortVideoAccountsTable>;
type Db = Kysely<Database>;

function toRow(r: AccountDbRow, videoCount: number): VideoAccountRow {
  return {
    id: r.id, platform: r.platform as VideoPlatform, name: r.name, handle: r.handle, url: r.url, avatar: r.avatar, qr: r.qr,
    shown: r.shown === 1 ? 1 : 0, sort: r.sort, video_count: videoCount, created_at: Number(r.created_at), updated_at: Number(r.updated_at),
  };
}

async function accountOf(db: Db, siteId: number, accountId: number): Promise<AccountDbRow> {
  const row = await db.selectFrom('short_video_accounts').selectAll().where('id', '=', accountId).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Videos outside the recycle bin, per account. */
async function videoCounts(db: Db, siteId: number, accountIds: number[]): Promise<Map<number, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db.selectFrom('short_videos').select(['account_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('site_id', '=', siteId).where('disabled', '=', 0).where('account_id', 'in', accountIds).groupBy('account_id').execute();
  return new Map(rows.map((r) => [r.account_id, Number(r.n)]));
}

const PLATFORM_LABEL = new Map<string, string>(VIDEO_PLATFORMS.map((p) => [p.value, p.label]));

export const accountRoutes: AnyRoute[] = [
  route<{ page?: number; rows?: number; keyword?: string; platform?: VideoPlatform }, undefined, ListData<VideoAccountRow>>('smallVideoAccountList', {
    access: { permission: [ACCOUNT_KEY, VIDEO_KEY] },
    mutates: false,
    schema: { querystring: obj({ ...PAGE_QUERY, keyword: str(100), platform: oneOf(VIDEO_PLATFORMS.map((p) => p.value)) }) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const q = ctx.query;
      let base = db.selectFrom('short_video_accounts').where('site_id', '=', site.id);
      if (q.platform) base = base.where('platform', '=', q.platform);
      const keyword = q.keyword?.trim();
      if (keyword) base = base.where(foldedContains('name', keyword));
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const { limit, offset } = paging(q);
      const rows = await base.selectAll().orderBy('sort').orderBy('id').limit(limit).offset(offset).execute();
      const counts = await videoCounts(db, site.id, rows.map((r) => r.id));
      return { rows: rows.map((r) => toRow(r, counts.get(r.id) ?? 0)), total };
    },
  }),

  route<Record<string, never>, VideoAccountSaveRequest, VideoAccountRow>('smallVideoAccountSave', {
    access: { permission: ACCOUNT_KEY },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({
        id: id(), platform: str(20), name: str(200), handle: str(200), url: str(1000), avatar: str(2000), qr: str(2000),
        shown: oneOf([0, 1]), sort: int(0, 999_999),
      }, ['platform', 'name']),
    },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const b = ctx.body;
      return db.transaction().execute(async (trx) => {
        const current = b.id === undefined ? null : await accountOf(trx, site.id, b.id);
        // What an update leaves out stays as it is.
        const input = {
          platform: b.platform, name: b.name,
          handle: b.handle ?? current?.handle ?? '', url: b.url ?? current?.url ?? '',
          avatar: b.avatar ?? current?.avatar ?? '', qr: b.qr ?? current?.qr ?? '',
          shown: b.shown ?? (current ? (current.shown === 1 ? 1 : 0) : 1), sort: b.sort ?? current?.sort ?? 0,
        } as const;
        const problem = checkVideoAccount(input);
        if (problem) throw new ApiError(400, problem);
        if (!isMediaUrlOrEmpty(input.avatar) || !isMediaUrlOrEmpty(input.qr)) throw new ApiError(400, VIDEO_MSG.imageInvalid);
        const values = {
          platform: input.platform, name: input.name.trim(), handle: input.handle.trim(), url: input.url.trim(),
          avatar: input.avatar.trim(), qr: input.qr.trim(), shown: input.shown, sort: input.sort,
        };
        const at = now();
        const label = `${PLATFORM_LABEL.get(values.platform) ?? values.platform}账号「${values.name}」`;
        if (!current) {
          const row = await trx.insertInto('short_video_accounts').values({ site_id: site.id, ...values, created_at: at, updated_at: at }).returningAll().executeTakeFirstOrThrow();
          ctx.note({ detail: `新增${label}（${row.id}）` });
          return toRow(row, 0);
        }
        await trx.updateTable('short_video_accounts').set({ ...values, updated_at: at }).where('id', '=', current.id).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `修改${label}（${current.id}）` });
        const counts = await videoCounts(trx, site.id, [current.id]);
        return toRow({ ...current, ...values, updated_at: at }, counts.get(current.id) ?? 0);
      });
    },
  }),

  route<Record<string, never>, { id: number }, { removed: number; detached: number }>('smallVideoAccountRemove', {
    access: { permission: ACCOUNT_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return ctx.deps.db.transaction().execute(async (trx) => {
        const account = await accountOf(trx, site.id, ctx.body.id);
        if (((await videoCounts(trx, site.id, [account.id])).get(account.id) ?? 0) > 0) throw new ApiError(400, VIDEO_MSG.accountHasVideos);
        // Videos in the recycle bin keep nothing pointing at a removed account.
        const detached = await trx.updateTable('short_videos').set({ account_id: 0 })
          .where('site_id', '=', site.id).where('account_id', '=', account.id).where('disabled', '=', 1).executeTakeFirst();
        await trx.deleteFrom('short_video_accounts').where('id', '=', account.id).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `删除${PLATFORM_LABEL.get(account.platform) ?? account.platform}账号「${account.name}」（${account.id}）` });
        return { removed: 1, detached: Number(detached.numUpdatedRows) };
      });
    },
  }),

  route<Record<string, never>, { id: number; shown: 0 | 1 }, VideoAccountRow>('smallVideoAccountShow', {
    access: { permission: ACCOUNT_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), shown: oneOf([0, 1]) }, ['id', 'shown']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      return db.transaction().execute(async (trx) => {
        const account = await accountOf(trx, site.id, ctx.body.id);
        const at = now();
        await trx.updateTable('short_video_accounts').set({ shown: ctx.body.shown, updated_at: at }).where('id', '=', account.id).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `${ctx.body.shown === 1 ? '前台显示' : '前台隐藏'}账号「${account.name}」（${account.id}）` });
        const counts = await videoCounts(trx, site.id, [account.id]);
        return toRow({ ...account, shown: ctx.body.shown, updated_at: at }, counts.get(account.id) ?? 0);
      });
    },
  }),
];
