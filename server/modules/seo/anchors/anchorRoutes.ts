// Anchor text's routes (§6 seo_anchor_manage › app_anchor) for the active site: the list with
// search and paging, add/edit (the shared rule; one word per folded key, held by a unique index),
// batch removal, import (.txt lines 词,链接,权重 or an .xlsx's first three columns), the settings,
// and the two bulk tasks. Another site's anchor does not exist (404, nothing changes).
import { sql } from 'kysely';
import type { ListData } from '../../../../shared/domain/api/envelope';
import type { TaskStarted } from '../../../../shared/domain/api/tasks';
import {
  ANCHOR_LIMITS,
  ANCHOR_MSG,
  anchorKey,
  checkAnchor,
  checkAnchorSettings,
  parseAnchorLine,
  type Anchor,
  type AnchorCheck,
  type AnchorImportResult,
  type AnchorListQuery,
  type AnchorSaveRequest,
  type AnchorSettings,
} from '../../../../shared/domain/seo/anchors';
import { containsPattern } from '../../../core/db/fold';
import { ApiError } from '../../../core/http/envelope';
import { PAGE_QUERY, paging } from '../../../core/http/paging';
import { route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { bool, EMPTY, id, idSet, int, obj, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { loadExcelJs } from '../../../core/services/spreadsheet';
import { multipartRoute, receiveUpload, uploadsRoot } from '../../../core/services/uploads';
import { saveSettings, settingsOf } from './store';
import { anchorApplyAllKind, anchorClearAllKind } from './tasks';

const KEY = 'app_anchor';

const rowOf = (r: { id: number; word: string; link: string; weight: number; use_count: number; created_at: number; updated_at: number }): Anchor => ({
  id: r.id, word: r.word, link: r.link, weight: r.weight, use_count: Number(r.use_count), created_at: Number(r.created_at), updated_at: Number(r.updated_at),
});

/** An import's lines: a .txt's, or an .xlsx's first sheet's rows as 词,链接,权重. */
async function importLines(bytes: Buffer, ext: string): Promise<AnchorCheck[]> {
  if (ext === 'xlsx') {
    const ExcelJS = await loadExcelJs();
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw new ApiError(400, ANCHOR_MSG.importFormat);
    }
    const out: AnchorCheck[] = [];
    const sheet = book.worksheets[0];
    sheet?.eachRow((row) => {
      const cell = (i: number) => String(row.getCell(i).text ?? '').trim();
      const word = cell(1);
      if (word === '' && cell(2) === '') return;
      const weightText = cell(3);
      out.push(checkAnchor({ word, link: cell(2), weight: weightText === '' ? 0 : /^\d{1,4}$/.test(weightText) ? Number(weightText) : NaN }));
    });
    // A header row (词 / 锚文本 …) is not an anchor: it counts as nothing, not as invalid.
    if (out.length && !out[0].ok && /词|锚/.test(String(sheet?.getRow(1).getCell(1).text ?? ''))) out.shift();
    return out;
  }
  return bytes.toString('utf8').split(/\r?\n/).map(parseAnchorLine).filter((l): l is AnchorCheck => l !== null);
}

export const anchorRoutes: AnyRoute[] = [
  route<Record<string, never>, AnchorListQuery, ListData<Anchor>>('anchorList', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: EMPTY, body: obj({ ...PAGE_QUERY, keyword: str(100) }) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      let q = db.selectFrom('seo_anchors').where('site_id', '=', site.id);
      const search = ctx.body.keyword ? anchorKey(ctx.body.keyword) : '';
      if (search) q = q.where(sql<boolean>`${sql.ref('word_key')} like ${containsPattern(search)} escape '\\'`);
      const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const { limit, offset } = paging(ctx.body);
      if (total === 0 || offset >= total) return { rows: [], total };
      const rows = await q.selectAll().orderBy('weight', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
      return { rows: rows.map(rowOf), total };
    },
  }),

  route<Record<string, never>, AnchorSaveRequest, { id: number }>('anchorSave', {
    access: { permission: KEY },
    mutates: true,
    schema: {
      querystring: EMPTY,
      // Bounds above the rule's, so an over-long word or link gets the rule's message.
      body: obj({ id: id(), word: str(200), link: str(2000), weight: int(ANCHOR_LIMITS.weightMin, ANCHOR_LIMITS.weightMax) }, ['word', 'link']),
    },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const checked = checkAnchor(ctx.body);
      if (!checked.ok) throw new ApiError(400, checked.message, { field: checked.field });
      const { word, link, weight } = checked.value;
      const key = anchorKey(word);
      // Two saves of one word racing: the unique index refuses the second, answered as wordExists.
      return db.transaction().execute(async (trx) => {
        const current = ctx.body.id === undefined ? undefined
          : await trx.selectFrom('seo_anchors').select(['id', 'word']).where('site_id', '=', site.id).where('id', '=', ctx.body.id).executeTakeFirst();
        if (ctx.body.id !== undefined && !current) throw new ApiError(404, ANCHOR_MSG.notFound);
        const same = await trx.selectFrom('seo_anchors').select('id').where('site_id', '=', site.id).where('word_key', '=', key).executeTakeFirst();
        if (same && same.id !== current?.id) throw new ApiError(400, ANCHOR_MSG.wordExists, { field: 'word' });
        const at = now();
        if (!current) {
          const { id: newId } = await trx.insertInto('seo_anchors').values({ site_id: site.id, word, word_key: key, link, weight, created_at: at, updated_at: at })
            .returning('id').executeTakeFirstOrThrow();
          ctx.note({ detail: `新增锚文本「${word}」（${newId}）→ ${link.slice(0, 100)}，权重 ${weight}` });
          return { id: newId };
        }
        await trx.updateTable('seo_anchors').set({ word, word_key: key, link, weight, updated_at: at }).where('site_id', '=', site.id).where('id', '=', current.id).execute();
        ctx.note({ detail: `修改锚文本「${current.word}」${current.word === word ? '' : `为「${word}」`}（${current.id}）→ ${link.slice(0, 100)}，权重 ${weight}` });
        return { id: current.id };
      });
    },
  }),

  route<Record<string, never>, { ids: number[] }, { removed: number }>('anchorRemove', {
    access: { permission: KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: idSet(ANCHOR_LIMITS.batch) }, ['ids']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const ids = [...new Set(ctx.body.ids)];
      return ctx.deps.db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('seo_anchors').select(['id', 'word']).where('site_id', '=', site.id).where('id', 'in', ids).execute();
        // Every one is the site's, or nothing happens.
        if (rows.length !== ids.length) throw new ApiError(404, ANCHOR_MSG.notFound);
        await trx.deleteFrom('seo_anchors').where('site_id', '=', site.id).where('id', 'in', ids).execute();
        ctx.note({ detail: `删除锚文本 ${rows.length} 个：${rows.slice(0, 10).map((r) => `「${r.word}」`).join('、')}${rows.length > 10 ? ' 等' : ''}` });
        return { removed: rows.length };
      });
    },
  }),

  // multipart/form-data: the file in `file` (.txt or .xlsx, ≤ 2 MB). Words already stored (or twice
  // in the file) are 重复 and left as they are; lines that are not anchors are 无效.
  multipartRoute(route<Record<string, never>, Record<string, never>, AnchorImportResult>('anchorImport', {
    access: { permission: KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const upload = await receiveUpload(ctx.request, uploadsRoot(ctx.deps.config.dataDir), {});
      let bytes: Buffer;
      let ext: string;
      try {
        ext = upload.content.sniffed.document?.ext ?? '';
        if (upload.content.sniffed.size > ANCHOR_LIMITS.importBytes) throw new ApiError(413, ANCHOR_MSG.importTooLarge);
        if (ext !== 'txt' && ext !== 'xlsx') throw new ApiError(415, ANCHOR_MSG.importFormat);
        bytes = await upload.content.read();
      } finally {
        await upload.content.discard();
      }
      const lines = (await importLines(bytes, ext)).slice(0, ANCHOR_LIMITS.importLines);
      if (lines.length === 0) throw new ApiError(400, ANCHOR_MSG.importEmpty);
      const result: AnchorImportResult = { added: 0, duplicate: 0, invalid: 0 };
      const at = ctx.deps.now();
      await ctx.deps.db.transaction().execute(async (trx) => {
        const stored = new Set((await trx.selectFrom('seo_anchors').select('word_key').where('site_id', '=', site.id).execute()).map((r) => r.word_key));
        const fresh: { site_id: number; word: string; word_key: string; link: string; weight: number; created_at: number; updated_at: number }[] = [];
        for (const line of lines) {
          if (!line.ok) {
            result.invalid += 1;
            continue;
          }
          const key = anchorKey(line.value.word);
          if (stored.has(key)) {
            result.duplicate += 1;
            continue;
          }
          stored.add(key);
          fresh.push({ site_id: site.id, ...line.value, word_key: key, created_at: at, updated_at: at });
        }
        for (let i = 0; i < fresh.length; i += 200) await trx.insertInto('seo_anchors').values(fresh.slice(i, i + 200)).execute();
        result.added = fresh.length;
      });
      ctx.note({ detail: `导入锚文本：新增 ${result.added}，重复 ${result.duplicate}，无效 ${result.invalid}` });
      return result;
    },
  })),

  route<Record<string, never>, undefined, AnchorSettings>('anchorSettingsGet', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return settingsOf(ctx.deps.db, site.id);
    },
  }),

  route<Record<string, never>, AnchorSettings, AnchorSettings>('anchorSettingsSave', {
    access: { permission: KEY },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({
        enabled: bool(), articles: bool(), products: bool(), max_per_record: int(ANCHOR_LIMITS.perRecordMin, ANCHOR_LIMITS.perRecordMax),
        once_per_word: bool(), new_window: bool(), nofollow_external: bool(),
      }, ['enabled', 'articles', 'products', 'max_per_record', 'once_per_word', 'new_window', 'nofollow_external']),
    },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const problem = checkAnchorSettings(ctx.body);
      if (problem) throw new ApiError(400, problem, { field: 'max_per_record' });
      await saveSettings(ctx.deps.db, site.id, ctx.body, ctx.deps.now());
      const s = ctx.body;
      ctx.note({ detail: `锚文本设置：${s.enabled ? '开启' : '关闭'}，${[s.articles && '文章', s.products && '产品'].filter(Boolean).join('、') || '不应用'}，每篇最多 ${s.max_per_record} 个` });
      return settingsOf(ctx.deps.db, site.id);
    },
  }),

  route<Record<string, never>, Record<string, never>, TaskStarted>('anchorApplyAll', {
    access: { permission: KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      if (!(await settingsOf(ctx.deps.db, site.id)).enabled) throw new ApiError(409, ANCHOR_MSG.disabled);
      const taskId = await ctx.deps.tasks.start({ siteId: site.id, accountId: signedIn(ctx).account.id }, anchorApplyAllKind, {});
      ctx.note({ detail: `锚文本全部更新：任务 ${taskId}` });
      return { taskId };
    },
  }),

  route<Record<string, never>, Record<string, never>, TaskStarted>('anchorClearAll', {
    access: { permission: KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const taskId = await ctx.deps.tasks.start({ siteId: site.id, accountId: signedIn(ctx).account.id }, anchorClearAllKind, {});
      ctx.note({ detail: `清除锚文本：任务 ${taskId}` });
      return { taskId };
    },
  }),
];
