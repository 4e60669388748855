// Recommended keywords (§2 /keywords, §6 keyword › recommend_keyword, §7 admin/keyword) of the
// active site: the list with search and paging, add and edit (a word unique per site whatever its
// case, an optional link, a sort value — the shared rules of shared/domain/api/keywords.ts),
// removal, and what each keyword links to: the linked page, the site's live items not yet linked
// (found by title), associate and dissociate — of one `kind` per call ('article' when left out,
// 'product' …), each kind declared by its module and looked up in core's registry
// (core/links/linkableKinds.ts), which also holds the kind's key. Another site's keyword or item
// does not exist (404, nothing changes).
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ListData } from '../../../shared/domain/api/envelope';
import {
  checkKeyword,
  KEYWORD_LIMITS,
  KEYWORD_MSG,
  keywordKey,
  type Keyword,
  type KeywordCandidatesQuery,
  type KeywordContentData,
  type KeywordContentQuery,
  type KeywordLinkCandidate,
  type KeywordLinked,
  type KeywordLinkRequest,
  type KeywordListQuery,
  type KeywordRemoveRequest,
  type KeywordSaveRequest,
} from '../../../shared/domain/api/keywords';
import { ARTICLE_TYPES } from '../../../shared/domain/content';
import type { Database } from '../../core/db/database';
import type { KeywordsTable } from './tables';
import { ApiError } from '../../core/http/envelope';
import { route, type AnyRoute, type RouteContext } from '../../core/http/routeDef';
import { arr, EMPTY, id, int, obj, oneOf, str } from '../../core/http/schemas';
import type { LinkableKind, LinkCall } from '../../core/links/linkableKinds';
import { siteNotFound } from './articles';
import { containsPattern } from '../../core/db/fold';
import { PAGE_QUERY, paging } from '../../core/http/paging';
import { activeSite } from '../../core/services/siteScope';
import { titles } from './common';

type Db = Kysely<Database>;
type KeywordRow = Selectable<KeywordsTable>;

const KEY = 'recommend_keyword';

/** Ids in POST bodies: at most KEYWORD_LIMITS.batch. */
const IDS = arr(id(), 1, KEYWORD_LIMITS.batch);

/** The site's keyword, or 404. */
async function keywordOf(db: Db, siteId: number, keywordId: number): Promise<KeywordRow> {
  const row = await db.selectFrom('keywords').selectAll().where('id', '=', keywordId).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw siteNotFound();
  return row;
}

/** The kind the call names ('article' when none): 400 if unknown, 403 without its key. */
function kindOf(ctx: RouteContext<unknown, unknown>, kind: string | undefined): LinkableKind {
  const found = ctx.deps.linkables.get(kind);
  ctx.deps.linkables.require(ctx, found);
  return found;
}

const callOf = (ctx: RouteContext<unknown, unknown>, db: Db, siteId: number): LinkCall => ({ db, siteId, caller: ctx, now: ctx.deps.now() });

/** The ids of associate/dissociate: `ids`, or `article_ids` (the name before products, articles only). */
function linkIds(body: KeywordLinkRequest, kind: LinkableKind): number[] {
  const given = body.ids ?? body.article_ids;
  if (!given) throw new ApiError(400, KEYWORD_MSG.idsRequired);
  if (body.ids && body.article_ids) throw new ApiError(400, KEYWORD_MSG.idsInvalid);
  if (body.article_ids && kind.id !== 'article') throw new ApiError(400, KEYWORD_MSG.idsInvalid);
  return [...new Set(given)];
}

/** The kind's name in a call: a short lower-case word, looked up in the registry. */
const KIND = str(30);

const words = (rows: { word: string }[]) => titles(rows.map((r) => ({ title: r.word })));
const titled = (names: string[]) => titles(names.map((title) => ({ title })));

export const keywordRoutes: AnyRoute[] = [
  route<Record<string, never>, KeywordListQuery, ListData<Keyword>>('keywordList', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: EMPTY, body: obj({ ...PAGE_QUERY, keyword: str(100) }) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      let q = db.selectFrom('keywords').where('site_id', '=', site.id);
      const search = ctx.body.keyword ? keywordKey(ctx.body.keyword) : '';
      if (search) q = q.where(sql<boolean>`${sql.ref('word_key')} like ${containsPattern(search)} escape '\\'`);
      const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const { limit, offset } = paging(ctx.body);
      if (total === 0 || offset >= total) return { rows: [], total };
      const rows = await q.selectAll().orderBy('sort', 'asc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
      // One count over every kind the caller may see (a kind it may not see adds nothing).
      const ids = rows.map((r) => r.id);
      const call = callOf(ctx, db, site.id);
      const counts = await Promise.all(ctx.deps.linkables.visible(ctx).map((kind) => kind.counts(call, ids)));
      const countOf = (keywordId: number) => counts.reduce((sum, byKeyword) => sum + (byKeyword.get(keywordId) ?? 0), 0);
      return {
        rows: rows.map((r) => ({
          id: r.id, word: r.word, url: r.url, sort: r.sort, content_count: countOf(r.id), created_at: Number(r.created_at), updated_at: Number(r.updated_at),
        })),
        total,
      };
    },
  }),

  route<Record<string, never>, KeywordSaveRequest, { id: number }>('keywordSave', {
    access: { permission: KEY },
    mutates: true,
    schema: {
      querystring: EMPTY,
      // Bounds well above the rules' own, so an over-long word gets the rule's message.
      body: obj({ id: id(), word: str(200), url: str(2000), sort: int(KEYWORD_LIMITS.sortMin, KEYWORD_LIMITS.sortMax) }, ['word']),
    },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const body = ctx.body;
      // Two saves of one word racing: the unique index refuses the second, answered as
      // KEYWORD_MSG.wordExists by the error handler (db/dbErrors.ts), like the check below.
      return db.transaction().execute(async (trx) => {
        const current = body.id === undefined ? undefined : await keywordOf(trx, site.id, body.id);
        const checked = checkKeyword({ word: body.word, url: body.url ?? current?.url ?? '', sort: body.sort ?? current?.sort ?? 0 });
        if (!checked.ok) throw new ApiError(400, checked.message, { field: checked.field });
        const { word, url, sort } = checked.value;
        const key = keywordKey(word);
        const same = await trx.selectFrom('keywords').select('id').where('site_id', '=', site.id).where('word_key', '=', key).executeTakeFirst();
        if (same && same.id !== current?.id) throw new ApiError(400, KEYWORD_MSG.wordExists, { field: 'word' });
        const at = now();
        if (!current) {
          const { id: newId } = await trx.insertInto('keywords').values({ site_id: site.id, word, word_key: key, url, sort, created_at: at, updated_at: at })
            .returning('id').executeTakeFirstOrThrow();
          ctx.note({ detail: `新增关键词「${word}」（${newId}）${url ? `，链接 ${url.slice(0, 100)}` : ''}` });
          return { id: newId };
        }
        await trx.updateTable('keywords').set({ word, word_key: key, url, sort, updated_at: at })
          .where('id', '=', current.id).where('site_id', '=', site.id).execute();
        const renamed = current.word !== word ? `「${current.word}」改为「${word}」` : `「${word}」`;
        ctx.note({ detail: `修改关键词${renamed}（${current.id}）` });
        return { id: current.id };
      });
    },
  }),

  route<Record<string, never>, KeywordRemoveRequest, { removed: number }>('keywordRemove', {
    access: { permission: KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: IDS }, ['ids']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const ids = [...new Set(ctx.body.ids)];
      return ctx.deps.db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('keywords').select(['id', 'word']).where('site_id', '=', site.id).where('id', 'in', ids).execute();
        // Every one is the site's, or nothing happens.
        if (rows.length !== ids.length) throw siteNotFound();
        // Every kind's links go with them, whoever may see that kind.
        let links = 0;
        for (const kind of ctx.deps.linkables.all) links += await kind.dropKeywords(trx, site.id, ids);
        await trx.deleteFrom('keywords').where('site_id', '=', site.id).where('id', 'in', ids).execute();
        ctx.note({ detail: `删除关键词 ${rows.length} 个：${words(rows)}，解除 ${links} 条内容关联` });
        return { removed: rows.length };
      });
    },
  }),

  route<KeywordContentQuery, undefined, KeywordContentData<KeywordLinked>>('keywordContent', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: obj({ id: id(), kind: KIND, keyword: str(100), ...PAGE_QUERY }, ['id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const kind = kindOf(ctx, ctx.query.kind);
      const site = await activeSite(ctx);
      const keyword = await keywordOf(db, site.id, ctx.query.id);
      const { limit, offset } = paging(ctx.query);
      const page = await kind.linked(callOf(ctx, db, site.id), keyword.id, { limit, offset, keyword: ctx.query.keyword?.trim() });
      return { ...page, keyword: { id: keyword.id, word: keyword.word, url: keyword.url } };
    },
  }),

  route<KeywordCandidatesQuery, undefined, ListData<KeywordLinkCandidate>>('keywordCandidates', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: obj({ id: id(), kind: KIND, keyword: str(100), type: oneOf(ARTICLE_TYPES), ...PAGE_QUERY }, ['id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const kind = kindOf(ctx, ctx.query.kind);
      const site = await activeSite(ctx);
      const keyword = await keywordOf(db, site.id, ctx.query.id);
      const { limit, offset } = paging(ctx.query);
      return kind.candidates(callOf(ctx, db, site.id), keyword.id, { limit, offset, keyword: ctx.query.keyword?.trim(), type: ctx.query.type });
    },
  }),

  route<Record<string, never>, KeywordLinkRequest, { associated: number }>('keywordAssociate', {
    access: { permission: KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), kind: KIND, ids: IDS, article_ids: IDS }, ['id']) },
    async handler(ctx) {
      const kind = kindOf(ctx, ctx.body.kind);
      const ids = linkIds(ctx.body, kind);
      const site = await activeSite(ctx);
      return ctx.deps.db.transaction().execute(async (trx) => {
        const keyword = await keywordOf(trx, site.id, ctx.body.id);
        const added = await kind.link(callOf(ctx, trx, site.id), keyword.id, ids);
        ctx.note({ detail: `关键词「${keyword.word}」（${keyword.id}）关联${kind.label} ${added.count} 条${added.count ? `：${titled(added.titles)}` : ''}` });
        return { associated: added.count };
      });
    },
  }),

  route<Record<string, never>, KeywordLinkRequest, { dissociated: number }>('keywordDissociate', {
    access: { permission: KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), kind: KIND, ids: IDS, article_ids: IDS }, ['id']) },
    async handler(ctx) {
      const kind = kindOf(ctx, ctx.body.kind);
      const ids = linkIds(ctx.body, kind);
      const site = await activeSite(ctx);
      return ctx.deps.db.transaction().execute(async (trx) => {
        const keyword = await keywordOf(trx, site.id, ctx.body.id);
        const removed = await kind.unlink(callOf(ctx, trx, site.id), keyword.id, ids);
        ctx.note({ detail: `关键词「${keyword.word}」（${keyword.id}）取消关联${kind.label} ${removed.count} 条：${titled(removed.titles)}` });
        return { dissociated: removed.count };
      });
    },
  }),
];
