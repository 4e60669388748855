// admin/Words: the keyword library (site_word) — list, counts, the forbidden words, save, remove,
// switch, import (.txt one word a line, .xlsx first column), export — and its detection (seo_word):
// start the task, the last run's state, the hits, and 替换 / 删除 of one hit or all of a word.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { TaskStarted } from '../../../../shared/domain/api/tasks';
import type { ListData } from '../../../../shared/domain/api/envelope';
import { cellText } from '../../../../shared/domain/product/importRows';
import {
  HIT_FIELDS,
  RECORD_KINDS,
  WORD_KIND_LABELS,
  WORD_KINDS,
  WORD_LIMITS as L,
  WORD_MSG,
  editorPathOf,
  importLines,
  replacementProblem,
  wordProblem,
  type DetectionState,
  type HitField,
  type HitListQuery,
  type HitReplaceRequest,
  type HitReplaceResult,
  type RecordKind,
  type WordHit,
  type WordImportResult,
  type WordKind,
  type WordList,
  type WordListQuery,
  type WordRow,
  type WordSaveRequest,
  type WordStats,
} from '../../../../shared/domain/seo/words';
import { ApiError, isApiError } from '../../../core/http/envelope';
import { paging, PAGE_QUERY } from '../../../core/http/paging';
import { FileAnswer, route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { bool, EMPTY, id, idSet, obj, oneOf, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { loadExcelJs, neutralise, XLSX_TYPE } from '../../../core/services/spreadsheet';
import { multipartRoute, receiveUpload, sweepIncoming } from '../../../core/services/uploads';
import { wordDetectKind } from './detect';
import { currentRun, replaceHits } from './replace';
import { insertNewWords, listWords, removeWords, saveWord, setEnabled, wordStats } from './store';

const LIBRARY_KEY = 'site_word';
const DETECT_KEY = 'seo_word';

function checkWord(word: string): void {
  const problem = wordProblem(word);
  if (problem) throw new ApiError(400, WORD_MSG[problem], { field: 'word' });
}

/** The words of an uploaded .txt or .xlsx (first worksheet, first column), at most L.importLines. */
async function importedWords(file: string, ext: 'txt' | 'xlsx'): Promise<string[]> {
  if (ext === 'txt') {
    const lines = importLines(await fsp.readFile(file, 'utf8'));
    if (lines.length > L.importLines) throw new ApiError(400, WORD_MSG.importTooMany);
    return lines;
  }
  const ExcelJS = await loadExcelJs();
  const input = fs.createReadStream(file);
  const words: string[] = [];
  try {
    // Streamed: a small file that inflates hugely is read row by row and stopped at the limit.
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore', entries: 'ignore' });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values : [];
        const text = cellText(values[1]).trim();
        if (!text) continue;
        if (words.length >= L.importLines) throw new ApiError(400, WORD_MSG.importTooMany);
        words.push(text.slice(0, 1000));
      }
      break;
    }
  } catch (err) {
    if (isApiError(err)) throw err;
    throw new ApiError(415, WORD_MSG.importType);
  } finally {
    input.destroy();
  }
  return words;
}

const importRoot = (dataDir: string) => path.join(dataDir, 'imports', 'words');

export const wordRoutes: AnyRoute[] = [
  route<WordListQuery, undefined, WordList>('wordList', {
    access: { permission: LIBRARY_KEY },
    mutates: false,
    schema: { querystring: obj({ ...PAGE_QUERY, kind: oneOf(WORD_KINDS), keyword: str(100), group: oneOf(['keyword', 'forbidden']) }) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return listWords(ctx.deps.db, site.id, ctx.query);
    },
  }),

  route<Record<string, never>, undefined, WordStats>('wordStats', {
    access: { permission: LIBRARY_KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return wordStats(ctx.deps.db, site.id);
    },
  }),

  // The site's enabled forbidden words (an editor's check while typing; the score's check).
  route<Record<string, never>, undefined, { words: string[] }>('wordForbidden', {
    access: { permission: [LIBRARY_KEY, DETECT_KEY] },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const rows = await ctx.deps.db.selectFrom('seo_words').select('word')
        .where('site_id', '=', site.id).where('kind', '=', 'forbidden').where('enabled', '=', 1).orderBy('id').execute();
      return { words: rows.map((r) => r.word) };
    },
  }),

  route<Record<string, never>, WordSaveRequest, WordRow>('wordSave', {
    access: { permission: LIBRARY_KEY },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({ id: id(), word: str(200), kind: oneOf(WORD_KINDS), enabled: bool() }, ['word', 'kind', 'enabled']),
    },
    async handler(ctx) {
      const site = await activeSite(ctx);
      checkWord(ctx.body.word);
      const saved = await saveWord(ctx.deps.db, site.id, ctx.body, ctx.deps.now());
      ctx.note({ detail: `${ctx.body.id ? '修改' : '添加'}${WORD_KIND_LABELS[saved.kind]}「${saved.word}」` });
      return saved;
    },
  }),

  route<Record<string, never>, { ids: number[] }, { removed: number }>('wordRemove', {
    access: { permission: LIBRARY_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: idSet(L.batch) }, ['ids']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const removed = await removeWords(ctx.deps.db, site.id, [...new Set(ctx.body.ids)]);
      ctx.note({ detail: `删除词库词语 ${removed} 个` });
      return { removed };
    },
  }),

  route<Record<string, never>, { ids: number[]; enabled: boolean }, { changed: number }>('wordEnable', {
    access: { permission: LIBRARY_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: idSet(L.batch), enabled: bool() }, ['ids', 'enabled']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const changed = await setEnabled(ctx.deps.db, site.id, [...new Set(ctx.body.ids)], ctx.body.enabled, ctx.deps.now());
      ctx.note({ detail: `${ctx.body.enabled ? '启用' : '停用'}词语 ${changed} 个` });
      return { changed };
    },
  }),

  multipartRoute(route<Record<string, never>, { kind?: WordKind }, WordImportResult>('wordImport', {
    access: { permission: LIBRARY_KEY },
    mutates: true,
    // multipart/form-data: the file in `file`, the words' kind in `kind`.
    schema: { querystring: EMPTY, body: obj({ kind: oneOf(WORD_KINDS) }) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      if (Number(ctx.request.headers['content-length'] ?? 0) > L.importBytes + 64 * 1024) throw new ApiError(413, WORD_MSG.importTooLarge);
      const root = importRoot(ctx.deps.config.dataDir);
      await sweepIncoming(root, ctx.deps.now());
      const upload = await receiveUpload(ctx.request, root, {
        kind: (text: string): WordKind => {
          if (!(WORD_KINDS as readonly string[]).includes(text)) throw new ApiError(400, '词语类型 kind 不受支持');
          return text as WordKind;
        },
      });
      try {
        const { sniffed } = upload.content;
        if (sniffed.size > L.importBytes) throw new ApiError(413, WORD_MSG.importTooLarge);
        const ext = sniffed.document?.ext;
        if (ext !== 'txt' && ext !== 'xlsx') throw new ApiError(415, WORD_MSG.importType);
        const stored = `${randomBytes(16).toString('hex')}.${ext}`;
        await upload.content.place(root, stored);
        const full = path.join(root, stored);
        try {
          const words = await importedWords(full, ext);
          const valid = words.filter((w) => wordProblem(w) === null);
          const kind = upload.fields.kind ?? 'core';
          const { added, duplicate } = await insertNewWords(ctx.deps.db, site.id, valid, kind, ctx.deps.now());
          const result = { added, duplicate, invalid: words.length - valid.length };
          ctx.note({ detail: `导入${WORD_KIND_LABELS[kind]}：新增 ${added}，重复 ${duplicate}，无效 ${result.invalid}` });
          return result;
        } finally {
          await fsp.rm(full, { force: true });
        }
      } finally {
        await upload.content.discard();
      }
    },
  })),

  route<{ kind?: WordKind; group?: 'keyword' | 'forbidden' }, undefined, FileAnswer>('wordExport', {
    access: { permission: LIBRARY_KEY },
    mutates: false,
    schema: { querystring: obj({ kind: oneOf(WORD_KINDS), group: oneOf(['keyword', 'forbidden']) }) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const ExcelJS = await loadExcelJs();
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('词库');
      sheet.addRow(['词语', '类型', '状态', '使用次数']);
      for (let page = 1; ; page++) {
        const { rows } = await listWords(ctx.deps.db, site.id, { ...ctx.query, page, rows: 1000 });
        for (const r of rows) sheet.addRow([neutralise(r.word), WORD_KIND_LABELS[r.kind], r.enabled ? '启用' : '停用', r.usage_count ?? '']);
        if (rows.length < 1000) break;
      }
      const buffer = Buffer.from(await book.xlsx.writeBuffer());
      return new FileAnswer(Readable.from(buffer), XLSX_TYPE, '关键词库.xlsx', 'words.xlsx');
    },
  }),

  // --- detection -----------------------------------------------------------------------------------

  route<Record<string, never>, Record<string, never>, TaskStarted>('wordDetect', {
    access: { permission: DETECT_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const taskId = await ctx.deps.tasks.start({ siteId: site.id, accountId: signedIn(ctx).account.id }, wordDetectKind, {});
      ctx.note({ detail: `关键词检测：任务 ${taskId}` });
      return { taskId };
    },
  }),

  route<Record<string, never>, undefined, DetectionState>('wordDetection', {
    access: { permission: DETECT_KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const run = await currentRun(ctx.deps.db, site.id);
      const running = await ctx.deps.db.selectFrom('tasks').select('id')
        .where('site_id', '=', site.id).where('kind', '=', wordDetectKind.kind).where('state', 'in', ['queued', 'running']).orderBy('id', 'desc').executeTakeFirst();
      return {
        finishedAt: run ? Number(run.finished_at) : null,
        hitCount: run ? Number(run.hit_count) : 0,
        recordCount: run ? Number(run.record_count) : 0,
        taskId: running?.id ?? null,
      };
    },
  }),

  route<HitListQuery, undefined, ListData<WordHit>>('wordHits', {
    access: { permission: DETECT_KEY },
    mutates: false,
    schema: {
      querystring: obj({ ...PAGE_QUERY, word: str(100), word_kind: oneOf(WORD_KINDS), field: oneOf(HIT_FIELDS), record_kind: oneOf(RECORD_KINDS) }),
    },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const run = await currentRun(db, site.id);
      if (!run) return { rows: [], total: 0 };
      const q = ctx.query;
      let base = db.selectFrom('seo_word_hits').where('site_id', '=', site.id).where('task_id', '=', run.task_id);
      const word = q.word?.trim();
      if (word) base = base.where('word', '=', word);
      if (q.word_kind) base = base.where('word_kind', '=', q.word_kind);
      if (q.field) base = base.where('field', '=', q.field);
      if (q.record_kind) base = base.where('record_kind', '=', q.record_kind);
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const { limit, offset } = paging(q);
      const rows = await base.selectAll().orderBy('record_kind').orderBy('record_id').orderBy('field').orderBy('position').orderBy('id').limit(limit).offset(offset).execute();
      return {
        rows: rows.map((r): WordHit => ({
          id: r.id, record_kind: r.record_kind as RecordKind, record_id: r.record_id, record_title: r.record_title,
          edit_path: editorPathOf(r.record_kind as RecordKind, r.record_id, r.record_type), field: r.field as HitField,
          word_id: r.word_id, word: r.word, word_kind: r.word_kind as WordKind, offset: r.position,
          snippet: { before: r.snippet_before, word: r.snippet_word, after: r.snippet_after }, version: r.record_version,
        })),
        total,
      };
    },
  }),

  route<Record<string, never>, HitReplaceRequest, HitReplaceResult>('wordReplace', {
    access: { permission: DETECT_KEY },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({ hit_id: id(), word_id: id(), replacement: str(200) }, ['replacement']),
    },
    async handler(ctx) {
      const site = await activeSite(ctx);
      if ((ctx.body.hit_id === undefined) === (ctx.body.word_id === undefined)) throw new ApiError(400, WORD_MSG.replaceTarget);
      const problem = replacementProblem(ctx.body.replacement);
      if (problem) throw new ApiError(400, WORD_MSG[problem], { field: 'replacement' });
      const result = await replaceHits(ctx.deps.db, site.id, ctx.body, signedIn(ctx).account.id, ctx.deps.now());
      const what = ctx.body.replacement ? `替换为「${ctx.body.replacement}」` : '删除';
      ctx.note({ detail: `检测结果${what}：${result.replaced} 处，${result.records} 条内容${result.conflicts ? `，${result.conflicts} 条已被修改未处理` : ''}` });
      return result;
    },
  }),
];
