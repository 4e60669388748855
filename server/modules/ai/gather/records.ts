// Reading gather records as the console shows them, always of one site: the record with its
// draft's current title (a draft deleted for good shows as article 0).
import type { Kysely } from 'kysely';
import type { AiGatherDuplicate, AiGatherRecord } from '../../../../shared/domain/ai/gather';
import type { Database } from '../../../core/db/database';

type Db = Kysely<Database>;

function base(db: Db, siteId: number) {
  return db.selectFrom('ai_gathers as g')
    .leftJoin('articles as a', (join) => join.onRef('a.id', '=', 'g.article_id').onRef('a.site_id', '=', 'g.site_id'))
    .select(['g.id', 'g.url', 'g.title', 'g.account_name', 'g.published_at', 'g.article_id', 'g.article_type', 'g.images_saved', 'g.images_failed',
      'g.ai_summary', 'g.ai_rewrite', 'g.created_at', 'a.id as live_id', 'a.title as article_title'])
    .where('g.site_id', '=', siteId);
}

type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

function recordOf(row: Row): AiGatherRecord {
  return {
    id: row.id, url: row.url, title: row.title, accountName: row.account_name, publishedAt: row.published_at === null ? null : Number(row.published_at),
    articleId: row.live_id ?? 0, articleTitle: row.article_title ?? '', articleType: row.article_type,
    imagesSaved: row.images_saved, imagesFailed: row.images_failed, aiSummary: row.ai_summary === 1, aiRewrite: row.ai_rewrite === 1, createdAt: Number(row.created_at),
  };
}

export async function gatherById(db: Db, siteId: number, id: number): Promise<AiGatherRecord | null> {
  const row = await base(db, siteId).where('g.id', '=', id).executeTakeFirst();
  return row ? recordOf(row) : null;
}

export async function latestGather(db: Db, siteId: number): Promise<AiGatherRecord | null> {
  const row = await base(db, siteId).orderBy('g.created_at', 'desc').orderBy('g.id', 'desc').limit(1).executeTakeFirst();
  return row ? recordOf(row) : null;
}

export async function gatherPage(db: Db, siteId: number, limit: number, offset: number): Promise<{ total: number; rows: AiGatherRecord[] }> {
  const [{ n }, rows] = await Promise.all([
    db.selectFrom('ai_gathers').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', siteId).executeTakeFirstOrThrow(),
    base(db, siteId).orderBy('g.created_at', 'desc').orderBy('g.id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { total: Number(n), rows: rows.map(recordOf) };
}

/** The site's earlier gather of this normalised address, as 该文章已采集过's data, or null. */
export async function duplicateOf(db: Db, siteId: number, url: string): Promise<(AiGatherDuplicate & { live: boolean }) | null> {
  const row = await base(db, siteId).where('g.url', '=', url).executeTakeFirst();
  if (!row) return null;
  return { gatherId: row.id, articleId: row.live_id ?? 0, articleType: row.article_type, title: row.article_title ?? row.title, live: row.live_id !== null };
}
