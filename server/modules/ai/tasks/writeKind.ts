// The core task that writes one writing task's articles (kind ai.writeTask), item after item: the
// prompt, the model (streamed, through the quota), the answer read, markdown → HTML (raw HTML off) →
// sanitised, a draft of the chosen type and category with its SEO fields. A title the category
// already has skips the item; a provider failure (424) is tried twice more, then the item fails and
// the next goes on; the quota running out stops the task (额度不足) with its drafts kept and the rest
// pending. A cancel lets the current article finish. The task is resumable: after a restart it goes
// on at the next pending item (an item's draft and its done state are written in one transaction,
// so nothing done is written twice).
import { AI_MSG } from '../../../../shared/domain/ai/messages';
import { markdownToHtml } from '../../../../shared/domain/ai/markdown';
import { AI_TASK_MSG, type AiTaskForm } from '../../../../shared/domain/ai/tasks';
import { TASK_MSG } from '../../../../shared/domain/api/tasks';
import { CONTENT_LIMITS, type ArticleType } from '../../../../shared/domain/content';
import { insertArticle } from '../../../core/content/articleWrites';
import { ApiError, isApiError } from '../../../core/http/envelope';
import { id, obj, str } from '../../../core/http/schemas';
import { PROVIDER_FAILED_CODE } from '../../../core/providers/errors';
import { plainText, sanitizeRichText } from '../../../core/services/sanitize';
import { defineTaskKind, type TaskRunContext } from '../../../core/tasks/kind';
import { TASK_SERVER_MSG } from '../../../core/tasks/messages';
import { TaskStopped } from '../../../core/tasks/runner';
import type { AiCaller } from '../access/gate';
import { streamWithQuota } from '../access/model';
import { QuotaShort } from '../access/quota';
import { articleMessages, maxOutputTokensOf, readArticle } from './articlePrompt';
import { startNext } from './queue';
import { endTask, formOf, syncCounts, WRITE_KIND } from './store';

export interface WriteTaskInput {
  aiTaskId: number;
  /** The task's name, for the core task's title in the header's task list. */
  name: string;
}

/** A provider failure is tried this many more times. */
const PROVIDER_RETRIES = 2;
const RETRY_WAIT_MS = 300;

type Item = { id: number; keyword: string; seq: number; attempts: number };
type Outcome = { status: 'done' | 'skipped' | 'failed'; title: string; tokens: number; error: string; articleId: number };

/** Stops the run for good (quota out, model unconfigured): the task fails with this reason. */
class TaskHalt extends Error {}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });
}

/** The model call stops only when the process does; a cancel waits for the current article. */
function modelSignalOf(signal: AbortSignal): AbortController {
  const controller = new AbortController();
  const follow = () => {
    const reason = signal.reason;
    if (!(reason instanceof TaskStopped) || reason.reason !== 'cancel') controller.abort(reason);
  };
  if (signal.aborted) follow();
  else signal.addEventListener('abort', follow, { once: true });
  return controller;
}

const shuttingDown = (signal: AbortSignal) => signal.aborted && signal.reason instanceof TaskStopped && signal.reason.reason !== 'cancel';

async function writeOne(ctx: TaskRunContext<WriteTaskInput>, caller: AiCaller, form: AiTaskForm, item: Item, nth: number, model: AbortController): Promise<Outcome> {
  const { deps, db, siteId } = ctx;
  const messages = articleMessages({ keyword: item.keyword, nth, perKeyword: form.perKeyword, articleType: form.articleType, length: form.length, style: form.style, seo: form.seo });
  let answer;
  for (let attempt = 0; ; attempt++) {
    try {
      // Streamed: a long article is bounded by the first-byte and idle timeouts, not one deadline.
      answer = await streamWithQuota(deps, caller, { messages, maxOutputTokens: maxOutputTokensOf(form.length), signal: model.signal, onDelta: () => undefined });
      // Stopped only by the process stopping: the article is written again after the restart.
      if (answer.stopped) throw ctx.signal.reason ?? new Error('stopped');
      break;
    } catch (err) {
      if (shuttingDown(ctx.signal)) throw ctx.signal.reason;
      if (err instanceof QuotaShort || (isApiError(err) && err.message === AI_MSG.quotaShort)) throw new TaskHalt(AI_MSG.quotaStopped);
      if (isApiError(err) && err.apiCode === PROVIDER_FAILED_CODE) {
        if (attempt < PROVIDER_RETRIES) {
          await wait(RETRY_WAIT_MS * (attempt + 1), model.signal);
          continue;
        }
        return { status: 'failed', title: '', tokens: 0, error: err.message, articleId: 0 };
      }
      // AI服务未配置 and the like: no later item can do better.
      if (isApiError(err)) throw new TaskHalt(err.message);
      throw err;
    }
  }
  const tokens = answer.usage.totalTokens;
  const article = readArticle(answer.text);
  if (!article) return { status: 'failed', title: '', tokens, error: AI_TASK_MSG.unreadable, articleId: 0 };
  const content = sanitizeRichText(markdownToHtml(article.markdown));
  const summary = [...plainText(content)].slice(0, 150).join('');
  const at = deps.now();
  return db.transaction().execute(async (trx) => {
    const clash = await trx.selectFrom('articles').select('id').where('site_id', '=', siteId).where('type', '=', form.articleType)
      .where('category_id', '=', form.categoryId).where('title', '=', article.title).limit(1).executeTakeFirst();
    const outcome: Outcome = clash
      ? { status: 'skipped', title: article.title, tokens, error: AI_TASK_MSG.titleExists, articleId: 0 }
      : {
        status: 'done', title: article.title, tokens, error: '',
        articleId: (await insertArticle(trx, siteId, {
          type: form.articleType as ArticleType, category_id: form.categoryId, title: article.title, summary, content: content.slice(0, CONTENT_LIMITS.content),
          img: '', author: '', sort: 0, status: 0, seo_title: article.seoTitle, seo_keywords: article.seoKeywords, seo_description: article.seoDescription,
          tag_ids: [], attachment_url: '', attachment_name: '', video_url: '',
        }, ctx.accountId, at)).id,
      };
    await trx.updateTable('ai_task_items').set({ status: outcome.status, title: outcome.title, tokens: outcome.tokens, error: outcome.error, article_id: outcome.articleId })
      .where('id', '=', item.id).execute();
    return outcome;
  });
}

async function callerOf(ctx: TaskRunContext<WriteTaskInput>, accountId: number): Promise<AiCaller> {
  const account = await ctx.db.selectFrom('accounts').select('company_id').where('id', '=', accountId).executeTakeFirst();
  const site = await ctx.db.selectFrom('sites').select('company_id').where('id', '=', ctx.siteId).executeTakeFirstOrThrow();
  return { companyId: account?.company_id ?? site.company_id, accountId, siteId: ctx.siteId };
}

export const writeTaskKind = defineTaskKind<WriteTaskInput>({
  kind: WRITE_KIND,
  permission: 'ai_task',
  title: (input) => `AI写作：${input.name}`,
  input: obj({ aiTaskId: id(), name: str(100) }, ['aiTaskId', 'name']),
  // The drafts written stay when it is cancelled; a restart goes on at the next item.
  keepsDoneWork: true,
  resumable: true,
  async run(ctx) {
    const { db, deps, siteId, signal } = ctx;
    const taskId = ctx.input.aiTaskId;
    const task = await db.selectFrom('ai_tasks').selectAll().where('id', '=', taskId).where('site_id', '=', siteId).executeTakeFirst();
    if (!task || task.status !== 'running') return { skipped: true };
    // An article cut by a restart was never stored: it is written again.
    await db.updateTable('ai_task_items').set({ status: 'pending' }).where('ai_task_id', '=', taskId).where('status', '=', 'running').execute();
    const form = formOf(task);
    const caller = await callerOf(ctx, task.account_id);
    const model = modelSignalOf(signal);
    const total = Number(task.total);
    const perKeywordSeen = new Map<string, number>();
    const finish = async (status: 'done' | 'failed' | 'cancelled', stage: string, error: string) => {
      await endTask(db, taskId, status, stage, error, deps.now());
      await startNext(deps, siteId).catch(() => undefined);
    };
    try {
      for (;;) {
        const flags = await db.selectFrom('ai_tasks').select(['cancel_requested', 'status']).where('id', '=', taskId).executeTakeFirstOrThrow();
        if (flags.status !== 'running') return { skipped: true };
        if (signal.aborted && shuttingDown(signal)) throw signal.reason;
        if (signal.aborted || flags.cancel_requested === 1) {
          // The runner records the core task cancelled when its signal was aborted.
          await finish('cancelled', TASK_MSG.cancelledByUser, '');
          return { cancelled: true };
        }
        const item = await db.selectFrom('ai_task_items').select(['id', 'keyword', 'seq', 'attempts']).where('ai_task_id', '=', taskId).where('status', '=', 'pending')
          .orderBy('seq').limit(1).executeTakeFirst();
        if (!item) break;
        const position = Number(item.seq);
        const stage = AI_TASK_MSG.stage(position, total, item.keyword);
        const counts = await syncCounts(db, taskId, deps.now(), stage);
        ctx.progress(counts.processed, total, stage);
        await db.updateTable('ai_task_items').set({ status: 'running', attempts: Number(item.attempts) + 1 }).where('id', '=', item.id).execute();
        // Which of its keyword's articles this is (its place among the keyword's items).
        const nth = (perKeywordSeen.get(item.keyword) ?? Number((await db.selectFrom('ai_task_items').select((eb) => eb.fn.countAll<number>().as('n'))
          .where('ai_task_id', '=', taskId).where('keyword', '=', item.keyword).where('seq', '<', position).executeTakeFirstOrThrow()).n)) + 1;
        perKeywordSeen.set(item.keyword, nth);
        try {
          const outcome = await writeOne(ctx, caller, form, { ...item, seq: position, attempts: Number(item.attempts) }, nth, model);
          // A draft's item is written with it; a failure is recorded here.
          if (outcome.status === 'failed') {
            await db.updateTable('ai_task_items').set({ status: 'failed', title: outcome.title, tokens: outcome.tokens, error: outcome.error, article_id: 0 }).where('id', '=', item.id).execute();
          }
        } catch (err) {
          // Not begun: the item waits (a retry or a restart writes it).
          await db.updateTable('ai_task_items').set({ status: 'pending' }).where('id', '=', item.id).where('status', '=', 'running').execute();
          throw err;
        }
      }
      const counts = await syncCounts(db, taskId, deps.now());
      ctx.progress(total, total, AI_TASK_MSG.finished);
      if (counts.failed > 0) await finish('failed', AI_TASK_MSG.allFailed(counts.failed), AI_TASK_MSG.allFailed(counts.failed));
      else await finish('done', AI_TASK_MSG.finished, '');
      return { written: counts.written, skipped: counts.skipped, failed: counts.failed };
    } catch (err) {
      // A restart resumes it: its row stays running, the core task is queued again.
      if (shuttingDown(signal)) throw err;
      const reason = err instanceof TaskHalt ? err.message : isApiError(err) ? err.message : TASK_SERVER_MSG.failed;
      await finish('failed', reason, reason);
      if (err instanceof TaskHalt) throw new ApiError(409, reason);
      throw err;
    }
  },
});
