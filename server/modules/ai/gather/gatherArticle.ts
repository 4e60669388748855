// One gather, start to end (issue 16 §4): fetch the article (safe fetcher: public addresses only),
// read it (core's WeChat reader in the capture pool's workers, time-limited), fetch and prepare its pictures (≤ 6 at a time), run the AI options, and only then write:
// the picture files, and in one transaction the library rows (folder 公众号采集), the draft (status
// 0, through core's insertArticle: row, search terms, first revision) and the record. Any failure
// before the files leaves nothing; a failure after them removes them, and the transaction leaves
// no row. The record's unique (site, url) index decides 该文章已采集过 when two gathers race.
import { AI_MSG } from '../../../../shared/domain/ai/messages';
import { GATHER_MSG, type AiGatherRecord, type AiGatherRequest } from '../../../../shared/domain/ai/gather';
import { CONTENT_LIMITS, CONTENT_MSG, type ArticleType } from '../../../../shared/domain/content';
import { checkCategory, insertArticle, type ArticleFields } from '../../../core/content/articleWrites';
import { isUniqueViolation } from '../../../core/db/dbErrors';
import { ApiError } from '../../../core/http/envelope';
import type { AppDeps } from '../../../core/http/routeDef';
import { FetchFailed, FetchRefused, FetchTooLarge, type FetchedPage } from '../../../core/services/safeFetch';
import { CaptureBusy, CaptureTimeout } from '../../../core/capture/capturePool';
import type { WeixinPage } from '../../../core/capture/weixinCapture';
import type { AiCaller } from '../access/gate';
import { rewriteArticle, summariseArticle, type GatherSeo } from './aiOptions';
import { gatherFolder, insertPictureRows, readyPictures, removeFiles, writeFiles, type ReadyPicture } from './library';
import { duplicateOf, gatherById } from './records';
import { GATHER_URL_INDEX } from './tables';
import { placePictures } from './weixinBody';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** 该文章已采集过, with the earlier gather and its draft. */
async function duplicateError(deps: Pick<AppDeps, 'db'>, siteId: number, url: string): Promise<ApiError> {
  const earlier = await duplicateOf(deps.db, siteId, url);
  const data = earlier ? { gatherId: earlier.gatherId, articleId: earlier.articleId, articleType: earlier.articleType, title: earlier.title } : null;
  return new ApiError(400, AI_MSG.alreadyGathered, data);
}

/** Whether a unique violation is the record's (site, url) index, not another table's. */
function isRecordClash(err: unknown): boolean {
  if (!isUniqueViolation(err)) return false;
  const e = err as { constraint?: unknown; message?: unknown };
  return e.constraint === GATHER_URL_INDEX || (typeof e.message === 'string' && e.message.includes('ai_gathers.'));
}

async function fetchArticle(deps: Pick<AppDeps, 'fetchPage'>, url: string): Promise<FetchedPage> {
  try {
    return await deps.fetchPage(url);
  } catch (err) {
    if (err instanceof FetchRefused) throw new ApiError(400, AI_MSG.privateAddress);
    if (err instanceof FetchTooLarge) throw new ApiError(400, GATHER_MSG.pageTooLarge);
    if (err instanceof FetchFailed && /HTTP (404|410)\b/.test(err.message)) throw new ApiError(400, AI_MSG.articleGone);
    throw new ApiError(400, GATHER_MSG.fetchFailed);
  }
}

/** The page read in the capture pool's workers (time-limited, off the event loop). */
async function readArticle(deps: Pick<AppDeps, 'capture'>, page: FetchedPage): Promise<WeixinPage> {
  try {
    return await deps.capture.extractWeixin(page.html, page.url);
  } catch (err) {
    if (err instanceof CaptureTimeout) throw new ApiError(400, CONTENT_MSG.captureTooSlow);
    if (err instanceof CaptureBusy) throw new ApiError(429, CONTENT_MSG.captureBusy);
    throw new ApiError(400, GATHER_MSG.parseFailed);
  }
}

export interface GatherInput extends AiGatherRequest {
  /** gatherKeyOf(url): the record's key and the draft's source. */
  key: string;
  /** What is fetched: the key, by the scheme the operator gave. */
  fetchUrl: string;
}

export async function gatherArticle(deps: AppDeps, caller: AiCaller, input: GatherInput): Promise<AiGatherRecord> {
  const { db } = deps;
  const { siteId } = caller;
  const type = input.articleType as ArticleType;
  await checkCategory(db, siteId, type, input.categoryId);
  // Answered before fetching anything; the index below still decides a race.
  const earlier = await duplicateOf(db, siteId, input.key);
  if (earlier?.live) throw await duplicateError(deps, siteId, input.key);

  const page = await fetchArticle(deps, input.fetchUrl);
  const read = await readArticle(deps, page);
  if (read.kind === 'gone') throw new ApiError(400, AI_MSG.articleGone);
  const article = read.article;

  const overlay = article.pictures.length ? await deps.imageOverlay(siteId) : undefined;
  const ready = await readyPictures(deps, siteId, article.pictures, overlay);
  let body = article.content;
  let seo: GatherSeo = { summary: '', seo_title: '', seo_keywords: '', seo_description: '' };
  if (input.aiRewrite) body = await rewriteArticle(deps, caller, article.title, article.content, article.pictures.length);
  if (input.aiSummary) seo = await summariseArticle(deps, caller, article.title, article.content);

  const saved = ready.filter((p): p is ReadyPicture => p !== null);
  const source = `<p>${GATHER_MSG.sourceLine}<a href="${escapeHtml(input.key)}" target="_blank">${escapeHtml(input.key)}</a></p>`;
  const content = placePictures(body + source, ready.map((p) => p?.names.url ?? null), article.title);
  if (content.length > CONTENT_LIMITS.content) throw new ApiError(400, '文章内容过长，无法保存');
  const fields: ArticleFields = {
    type, category_id: input.categoryId, title: article.title, summary: seo.summary, content, img: saved[0]?.names.url ?? '',
    author: article.accountName, sort: 0, status: 0, seo_title: seo.seo_title, seo_keywords: seo.seo_keywords, seo_description: seo.seo_description,
    tag_ids: [], attachment_url: '', attachment_name: '', video_url: '',
  };

  const at = deps.now();
  const written = await writeFiles(deps.config.dataDir, saved);
  let gatherId: number;
  try {
    gatherId = await db.transaction().execute(async (trx) => {
      // The category may have gone meanwhile; a record whose draft was destroyed gives way.
      await checkCategory(trx, siteId, type, input.categoryId);
      if (earlier && !earlier.live) await trx.deleteFrom('ai_gathers').where('id', '=', earlier.gatherId).where('site_id', '=', siteId).execute();
      if (saved.length) await insertPictureRows(trx, siteId, await gatherFolder(trx, siteId, at), saved, article.title, at);
      const draft = await insertArticle(trx, siteId, fields, caller.accountId, at);
      const row = await trx.insertInto('ai_gathers').values({
        site_id: siteId, account_id: caller.accountId, url: input.key, title: article.title, account_name: article.accountName, published_at: article.publishedAt,
        article_id: draft.id, article_type: type, images_saved: saved.length, images_failed: ready.length - saved.length + article.picturesDropped,
        ai_summary: input.aiSummary ? 1 : 0, ai_rewrite: input.aiRewrite ? 1 : 0, created_at: at,
      }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    });
  } catch (err) {
    await removeFiles(deps.config.dataDir, written);
    if (isRecordClash(err)) throw await duplicateError(deps, siteId, input.key);
    throw err;
  }
  return (await gatherById(db, siteId, gatherId)) as AiGatherRecord;
}
