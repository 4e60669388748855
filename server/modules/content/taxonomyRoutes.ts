// Categories (admin_cms/category) and tags (admin_cms/Tag) of the active site. A category is a
// node of a tree per article type; the type's §6 key is required like for its articles. Another
// site's category or tag does not exist (404, nothing changes).
import { sql } from 'kysely';
import type { ArticleRow, Category, CategorySaveRequest, Tag, TagSaveRequest } from '../../../shared/domain/api/content';
import type { ListData } from '../../../shared/domain/api/envelope';
import { ARTICLE_TYPES, CONTENT_LIMITS, CONTENT_MSG, type ArticleType } from '../../../shared/domain/content';
import { ApiError, encodeJson, type EncodedJson } from '../../core/http/envelope';
import { route, signedIn, type AnyRoute } from '../../core/http/routeDef';
import { bool, EMPTY, id, int, obj, oneOf, str } from '../../core/http/schemas';
import { articlePage, categoriesOfType, CONTENT_LIST_KEYS, siteNotFound, subtreeOf, visibleTypes } from './articles';
import { requireTypeKey } from '../../core/content/articleTypeAccess';
import { foldedContains } from '../../core/db/fold';
import { PAGE_QUERY, paging } from '../../core/http/paging';
import { activeSite } from '../../core/services/siteScope';
import { OPTIONAL_ID } from './common';

export const TAXONOMY_ERR = {
  categoryNameRequired: '请输入分类名称',
  categoryNameTooLong: `分类名称不能超过${CONTENT_LIMITS.categoryName}个字符`,
  categoryTypeFixed: '分类所属的内容类型不能修改',
  parentInvalid: '上级分类不存在或不属于该内容类型',
  parentCycle: '不能把分类移到它自己或它的下级分类之下',
  tagNameRequired: '请输入标签名称',
  tagNameTooLong: `标签名称不能超过${CONTENT_LIMITS.tagName}个字符`,
} as const;

function cleanName(raw: string, required: string, tooLong: string, max: number): string {
  const name = raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (!name) throw new ApiError(400, required);
  if ([...name].length > max) throw new ApiError(400, tooLong);
  return name;
}

/** Rows → tree, children in sort order; a node whose parent is missing is shown at the top. */
function treeOf(rows: { id: number; name: string; parent_id: number; type: number; sort: number }[], counts: Map<number, number>): Category[] {
  const nodes = new Map<number, Category>(rows.map((r) => [r.id, {
    id: r.id, name: r.name, parent_id: r.parent_id, type: r.type as ArticleType, sort: r.sort, article_count: counts.get(r.id) ?? 0, children: [],
  }]));
  const roots: Category[] = [];
  const reachable = new Set(subtreeOf(rows.map((r) => ({ id: r.id, parent_id: nodes.has(r.parent_id) ? r.parent_id : 0 })), 0));
  for (const r of rows) {
    const node = nodes.get(r.id) as Category;
    const parent = nodes.get(r.parent_id);
    // A parent link that would loop (only possible in hand-edited data) is cut at the top.
    if (parent && reachable.has(r.id)) parent.children.push(node);
    else roots.push(node);
  }
  const bySort = (a: Category, b: Category) => a.sort - b.sort || a.id - b.id;
  const sortAll = (list: Category[]) => {
    list.sort(bySort);
    for (const c of list) sortAll(c.children);
  };
  sortAll(roots);
  return roots;
}

export const taxonomyRoutes: AnyRoute[] = [
  // --- categories --------------------------------------------------------------------------------
  route<{ type: ArticleType }, undefined, Category[]>('categoryList', {
    access: { permission: CONTENT_LIST_KEYS },
    mutates: false,
    schema: { querystring: obj({ type: oneOf(ARTICLE_TYPES) }, ['type']) },
    handler(ctx) {
      const { type } = ctx.query;
      requireTypeKey(ctx, type);
      const { db, caches } = ctx.deps;
      const { account, session } = signedIn(ctx);
      return caches.of<EncodedJson<Category[]>>('categoryList', ['sites', 'categories', 'articles', 'albums'])
        .get(`${account.company_id}|${session.site_id}|${type}`, async () => {
          const site = await activeSite(ctx);
          const rows = await categoriesOfType(db, site.id, type);
          // Live articles per category (the category index, read without the table); albums for type 5.
          const counted = await db.selectFrom('articles').select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
            .where('site_id', '=', site.id).where('type', '=', type).where('disabled', '=', 0).groupBy('category_id').execute();
          const counts = new Map(counted.map((c) => [c.category_id, Number(c.n)]));
          if (type === 5) {
            const albums = await db.selectFrom('albums').select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
              .where('site_id', '=', site.id).where('disabled', '=', 0).groupBy('category_id').execute();
            for (const a of albums) counts.set(a.category_id, (counts.get(a.category_id) ?? 0) + Number(a.n));
          }
          return { value: encodeJson(treeOf(rows, counts)) };
        });
    },
  }),

  route<Record<string, never>, CategorySaveRequest, { id: number }>('categorySave', {
    access: { permission: CONTENT_LIST_KEYS },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({ id: id(), name: str(200), parent_id: OPTIONAL_ID, type: oneOf(ARTICLE_TYPES), sort: int(0, 999_999) }, ['name', 'type']),
    },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const body = ctx.body;
      requireTypeKey(ctx, body.type);
      const name = cleanName(body.name, TAXONOMY_ERR.categoryNameRequired, TAXONOMY_ERR.categoryNameTooLong, CONTENT_LIMITS.categoryName);
      const parentId = body.parent_id ?? 0;
      return db.transaction().execute(async (trx) => {
        const all = await categoriesOfType(trx, site.id, body.type);
        if (parentId !== 0 && !all.some((c) => c.id === parentId)) throw new ApiError(400, TAXONOMY_ERR.parentInvalid);
        const at = now();
        if (body.id === undefined) {
          const { id: newId } = await trx.insertInto('categories').values({
            site_id: site.id, type: body.type, parent_id: parentId, name, sort: body.sort ?? 0, created_at: at, updated_at: at,
          }).returning('id').executeTakeFirstOrThrow();
          ctx.note({ detail: `新增分类「${name}」（${newId}，类型 ${body.type}）` });
          return { id: newId };
        }
        const current = await trx.selectFrom('categories').selectAll().where('id', '=', body.id).where('site_id', '=', site.id).executeTakeFirst();
        if (!current) throw siteNotFound();
        if (current.type !== body.type) throw new ApiError(400, TAXONOMY_ERR.categoryTypeFixed);
        if (parentId !== 0 && subtreeOf(all, current.id).includes(parentId)) throw new ApiError(400, TAXONOMY_ERR.parentCycle);
        await trx.updateTable('categories').set({ name, parent_id: parentId, sort: body.sort ?? current.sort, updated_at: at })
          .where('id', '=', current.id).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `修改分类「${name}」（${current.id}）` });
        return { id: current.id };
      });
    },
  }),

  route<{ id: number }, undefined, null>('categoryRemove', {
    access: { permission: CONTENT_LIST_KEYS },
    mutates: true,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return ctx.deps.db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('categories').selectAll().where('id', '=', ctx.query.id).where('site_id', '=', site.id).executeTakeFirst();
        if (!current) throw siteNotFound();
        requireTypeKey(ctx, current.type);
        const child = await trx.selectFrom('categories').select('id').where('site_id', '=', site.id).where('type', '=', current.type)
          .where('parent_id', '=', current.id).limit(1).executeTakeFirst();
        // Articles in the recycle bin count too: restoring one must not find its category gone.
        const article = await trx.selectFrom('articles').select('id').where('site_id', '=', site.id).where('type', '=', current.type)
          .where('disabled', 'in', [0, 1]).where('category_id', '=', current.id).limit(1).executeTakeFirst();
        const album = current.type === 5
          ? await trx.selectFrom('albums').select('id').where('site_id', '=', site.id).where('category_id', '=', current.id).limit(1).executeTakeFirst()
          : undefined;
        if (child || article || album) throw new ApiError(400, CONTENT_MSG.categoryNotEmpty);
        await trx.deleteFrom('categories').where('id', '=', current.id).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `删除分类「${current.name}」（${current.id}）` });
        return null;
      });
    },
  }),

  // --- tags --------------------------------------------------------------------------------------
  route<{ page?: number; rows?: number; keyword?: string }, undefined, ListData<Tag>>('tagList', {
    access: { permission: 'tag_list' },
    mutates: false,
    schema: { querystring: obj({ ...PAGE_QUERY, keyword: str(100) }) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      let q = db.selectFrom('tags').where('site_id', '=', site.id);
      const keyword = ctx.query.keyword?.trim();
      if (keyword) q = q.where(foldedContains('name', keyword));
      const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const { limit, offset } = paging(ctx.query);
      const rows = await q.selectAll().orderBy('sort').orderBy('id').limit(limit).offset(offset).execute();
      const counts = new Map<number, number>();
      const types = visibleTypes(signedIn(ctx));
      if (rows.length && types.length) {
        // Linked articles of the types the caller may see, recycle bin included.
        const counted = await db.selectFrom('article_tags').innerJoin('articles', 'articles.id', 'article_tags.article_id')
          .select(['article_tags.tag_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('article_tags.tag_id', 'in', rows.map((r) => r.id)).where('articles.type', 'in', types).groupBy('article_tags.tag_id').execute();
        for (const c of counted) counts.set(c.tag_id, Number(c.n));
      }
      return {
        rows: rows.map((r) => ({ id: r.id, name: r.name, article_count: counts.get(r.id) ?? 0, show: r.show === 1, sort: r.sort, created_at: Number(r.created_at) })),
        total,
      };
    },
  }),

  route<Record<string, never>, TagSaveRequest, { id: number }>('tagSave', {
    access: { permission: 'tag_list' },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), name: str(200), show: bool(), sort: int(0, 999_999) }, ['name']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const body = ctx.body;
      const name = cleanName(body.name, TAXONOMY_ERR.tagNameRequired, TAXONOMY_ERR.tagNameTooLong, CONTENT_LIMITS.tagName);
      return db.transaction().execute(async (trx) => {
        const current = body.id === undefined ? undefined
          : await trx.selectFrom('tags').selectAll().where('id', '=', body.id).where('site_id', '=', site.id).executeTakeFirst();
        if (body.id !== undefined && !current) throw siteNotFound();
        const same = await trx.selectFrom('tags').select('id').where('site_id', '=', site.id).where('name', '=', name).executeTakeFirst();
        if (same && same.id !== current?.id) throw new ApiError(400, CONTENT_MSG.tagExists);
        if (!current) {
          const { id: newId } = await trx.insertInto('tags').values({
            site_id: site.id, name, show: body.show === false ? 0 : 1, sort: body.sort ?? 0, created_at: now(),
          }).returning('id').executeTakeFirstOrThrow();
          ctx.note({ detail: `新增标签「${name}」（${newId}）` });
          return { id: newId };
        }
        await trx.updateTable('tags').set({ name, show: body.show === undefined ? current.show : body.show ? 1 : 0, sort: body.sort ?? current.sort })
          .where('id', '=', current.id).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `修改标签「${name}」（${current.id}）` });
        return { id: current.id };
      });
    },
  }),

  route<{ id: number }, undefined, { unlinked: number }>('tagRemove', {
    access: { permission: 'tag_list' },
    mutates: true,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return ctx.deps.db.transaction().execute(async (trx) => {
        const tag = await trx.selectFrom('tags').selectAll().where('id', '=', ctx.query.id).where('site_id', '=', site.id).executeTakeFirst();
        if (!tag) throw siteNotFound();
        const links = await trx.deleteFrom('article_tags').where('tag_id', '=', tag.id).executeTakeFirst();
        await trx.deleteFrom('tags').where('id', '=', tag.id).where('site_id', '=', site.id).execute();
        const unlinked = Number(links.numDeletedRows);
        ctx.note({ detail: `删除标签「${tag.name}」（${tag.id}），解除 ${unlinked} 篇内容的关联` });
        return { unlinked };
      });
    },
  }),

  route<{ id: number; page?: number; rows?: number }, undefined, ListData<ArticleRow>>('tagArticles', {
    access: { permission: 'tag_list' },
    mutates: false,
    schema: { querystring: obj({ id: id(), ...PAGE_QUERY }, ['id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const tag = await db.selectFrom('tags').select('id').where('id', '=', ctx.query.id).where('site_id', '=', site.id).executeTakeFirst();
      if (!tag) throw siteNotFound();
      // The tag's live articles of the types whose list key the caller holds (as the content routes).
      const types = visibleTypes(signedIn(ctx));
      if (!types.length) return { rows: [], total: 0 };
      return articlePage(db, { siteId: site.id, types, disabled: 0, tagId: tag.id }, ctx.query);
    },
  }),
];
