// The dialogue history and its small calls (tforce-client/client/dialogue/*, ai_dialogue): add,
// list (newest first, keyword on the title), messages, rename, remove, token estimate, stop and
// 插入到文章. Every route asks the AI gate first and acts only on the caller's own dialogues of
// the active site (store.ts ownDialogue: anyone else's is 404).
import { sql } from 'kysely';
import {
  AI_DIALOGUE_MSG, AI_DIALOGUE_TITLE_CHARS, dialogueTitleOf,
  type AiDialogue, type AiDialogueAddRequest, type AiDialogueListAnswer, type AiDialogueListQuery, type AiDialogueMessagesAnswer,
  type AiDialogueRenameRequest, type AiDialogueToArticleRequest, type AiDialogueTokensAnswer, type AiDialogueTokensRequest,
} from '../../../../shared/domain/ai/dialogue';
import { AI_LIMITS } from '../../../../shared/domain/ai/limits';
import { markdownToHtml } from '../../../../shared/domain/ai/markdown';
import { ARTICLE_TYPES, CONTENT_LIMITS, type ArticleType } from '../../../../shared/domain/content';
import { requireTypeKey } from '../../../core/content/articleTypeAccess';
import { checkCategory, insertArticle } from '../../../core/content/articleWrites';
import { foldedContains } from '../../../core/db/fold';
import { diffChanges } from '../../../core/http/auditChanges';
import { ApiError } from '../../../core/http/envelope';
import { PAGE_QUERY, paging } from '../../../core/http/paging';
import { route, type AnyRoute, type AppDeps } from '../../../core/http/routeDef';
import { EMPTY, id, int, MAX_ID, obj, oneOf, str } from '../../../core/http/schemas';
import { sanitizeRichText } from '../../../core/services/sanitize';
import { aiGate } from '../access/gate';
import { countersOf } from '../access/model';
import { quotaPeriod } from '../access/period';
import { quotaOf } from '../access/quota';
import { ASK_BODY_LIMIT } from './ask';
import { askContext } from './context';
import { stopAnswer } from './inflight';
import { messagesOf, ownDialogue, settleStale, toDialogue } from './store';

const access = { permission: 'ai_dialogue' } as const;

/** A title as stored: one line, not blank, at most 50 characters. */
function cleanTitle(title: string): string {
  const t = dialogueTitleOf(title);
  if (!t) throw new ApiError(400, AI_DIALOGUE_MSG.titleEmpty);
  return t;
}

/**
 * The month's remaining tokens, read without writing (the estimate is asked at every pause in
 * typing); quotaOf (which makes the month's row first) only when the row is not there yet.
 */
async function remainingOf(deps: Pick<AppDeps, 'db' | 'now'>, companyId: number): Promise<number> {
  const row = await deps.db.selectFrom('ai_quotas').select(['total', 'used', 'reserved'])
    .where('company_id', '=', companyId).where('period', '=', quotaPeriod(deps.now())).executeTakeFirst();
  if (!row) return (await quotaOf(deps.db, companyId, deps.now())).remaining;
  return Math.max(0, Number(row.total) - Number(row.used) - Number(row.reserved));
}

/** At most `max` characters (code points). */
const clip = (text: string, max: number) => [...text].slice(0, max).join('');

export const dialogueRoutes: AnyRoute[] = [
  route<Record<string, never>, AiDialogueAddRequest, AiDialogue>('aiDialogueAdd', {
    access, mutates: true,
    schema: { querystring: EMPTY, body: obj({ title: str(AI_LIMITS.questionChars) }, ['title']) },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: false });
      const title = cleanTitle(ctx.body.title);
      const at = ctx.deps.now();
      const row = await ctx.deps.db.insertInto('ai_dialogues')
        .values({ site_id: caller.siteId, account_id: caller.accountId, title, created_at: at, updated_at: at })
        .returningAll().executeTakeFirstOrThrow();
      ctx.note({ detail: `新建AI对话「${title}」` });
      return toDialogue(row);
    },
  }),

  route<AiDialogueListQuery, undefined, AiDialogueListAnswer>('aiDialogueList', {
    access, mutates: false,
    schema: { querystring: obj({ ...PAGE_QUERY, keyword: str(AI_DIALOGUE_TITLE_CHARS) }) },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: false });
      const { limit, offset } = paging(ctx.query);
      let q = ctx.deps.db.selectFrom('ai_dialogues').where('site_id', '=', caller.siteId).where('account_id', '=', caller.accountId);
      const keyword = ctx.query.keyword?.trim();
      if (keyword) q = q.where(foldedContains('title', keyword));
      const [rows, count] = await Promise.all([
        q.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toDialogue), total: Number(count.n) };
    },
  }),

  route<{ id: number }, undefined, AiDialogueMessagesAnswer>('aiDialogueMessages', {
    access, mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: false });
      const dialogue = await ownDialogue(ctx.deps.db, caller, ctx.query.id);
      // An answer a restart cut reads 回答已中断 from here on.
      await settleStale(ctx.deps.db, Number(dialogue.id), ctx.deps.now());
      return { dialogue: toDialogue(dialogue), messages: await messagesOf(ctx.deps.db, Number(dialogue.id)) };
    },
  }),

  route<Record<string, never>, AiDialogueRenameRequest, AiDialogue>('aiDialogueRename', {
    access, mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), title: str(200) }, ['id', 'title']) },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: false });
      const before = await ownDialogue(ctx.deps.db, caller, ctx.body.id);
      if ([...ctx.body.title.trim()].length > AI_DIALOGUE_TITLE_CHARS) throw new ApiError(400, AI_DIALOGUE_MSG.titleTooLong);
      const title = cleanTitle(ctx.body.title);
      const row = await ctx.deps.db.updateTable('ai_dialogues').set({ title })
        .where('id', '=', ctx.body.id).where('site_id', '=', caller.siteId).where('account_id', '=', caller.accountId)
        .returningAll().executeTakeFirst();
      // Removed meanwhile (another tab): as if it had never been found.
      if (!row) throw new ApiError(404, AI_DIALOGUE_MSG.dialogueNotFound);
      ctx.note({ detail: `重命名AI对话「${before.title}」`, changes: diffChanges({ title: before.title }, { title }) });
      return toDialogue(row);
    },
  }),

  route<Record<string, never>, { id: number }, null>('aiDialogueRemove', {
    access, mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: false });
      const dialogue = await ownDialogue(ctx.deps.db, caller, ctx.body.id);
      // An answer still streaming here stops first (its row goes with the dialogue).
      stopAnswer(Number(dialogue.id));
      await ctx.deps.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('ai_messages').where('dialogue_id', '=', dialogue.id).execute();
        await trx.deleteFrom('ai_dialogues').where('id', '=', dialogue.id).where('account_id', '=', caller.accountId).execute();
      });
      ctx.note({ detail: `删除AI对话「${dialogue.title}」` });
      return null;
    },
  }),

  route<Record<string, never>, AiDialogueTokensRequest, AiDialogueTokensAnswer>('aiDialogueTokens', {
    access, mutates: false,
    bodyLimit: ASK_BODY_LIMIT,
    schema: { querystring: EMPTY, body: obj({ dialogueId: id(), question: str(ASK_BODY_LIMIT) }, ['question']) },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: false });
      const { db } = ctx.deps;
      const history = ctx.body.dialogueId ? await messagesOf(db, Number((await ownDialogue(db, caller, ctx.body.dialogueId)).id)) : [];
      const budget = ctx.deps.config.providers.chat?.contextTokens ?? AI_LIMITS.contextTokensDefault;
      const context = askContext(countersOf(ctx.deps), history, ctx.body.question, budget);
      return { tokens: context.tokens, remaining: await remainingOf(ctx.deps, caller.companyId), contextTrimmed: context.contextTrimmed };
    },
  }),

  route<Record<string, never>, { dialogueId: number }, { stopped: boolean }>('aiDialogueStop', {
    access, mutates: true,
    schema: { querystring: EMPTY, body: obj({ dialogueId: id() }, ['dialogueId']) },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: false });
      const dialogue = await ownDialogue(ctx.deps.db, caller, ctx.body.dialogueId);
      const stopped = stopAnswer(Number(dialogue.id));
      ctx.note({ detail: `停止AI回答（对话「${dialogue.title}」）` });
      return { stopped };
    },
  }),

  route<Record<string, never>, AiDialogueToArticleRequest, { articleId: number }>('aiDialogueToArticle', {
    access, mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({ messageId: id(), articleType: oneOf(ARTICLE_TYPES), categoryId: int(0, MAX_ID) }, ['messageId', 'articleType', 'categoryId']),
    },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: false });
      const { db, now } = ctx.deps;
      const type = ctx.body.articleType as ArticleType;
      requireTypeKey(ctx, type);
      const answer = await db.selectFrom('ai_messages').selectAll()
        .where('id', '=', ctx.body.messageId).where('site_id', '=', caller.siteId).where('role', '=', 'assistant')
        .executeTakeFirst();
      if (!answer) throw new ApiError(404, AI_DIALOGUE_MSG.messageNotFound);
      // The answer's dialogue must be the caller's own (404 otherwise, like a missing answer).
      const dialogue = await ownDialogue(db, caller, Number(answer.dialogue_id)).catch(() => {
        throw new ApiError(404, AI_DIALOGUE_MSG.messageNotFound);
      });
      if (!answer.content.trim() || answer.status === 'streaming') throw new ApiError(400, AI_DIALOGUE_MSG.answerEmpty);
      const question = await db.selectFrom('ai_messages').select('content')
        .where('dialogue_id', '=', answer.dialogue_id).where('role', '=', 'user').where('id', '<', answer.id)
        .orderBy('id', 'desc').limit(1).executeTakeFirst();
      const title = clip((question?.content ?? dialogue.title).replace(/\s+/g, ' ').trim(), CONTENT_LIMITS.title) || dialogue.title;
      const content = sanitizeRichText(markdownToHtml(answer.content));
      if (content.length > CONTENT_LIMITS.content) throw new ApiError(400, '回答过长，无法插入到文章');
      await checkCategory(db, caller.siteId, type, ctx.body.categoryId);
      const at = now();
      const saved = await db.transaction().execute(async (trx) => {
        await checkCategory(trx, caller.siteId, type, ctx.body.categoryId);
        return insertArticle(trx, caller.siteId, {
          type, category_id: ctx.body.categoryId, title, summary: '', content, img: '', author: '', sort: 0, status: 0,
          seo_title: '', seo_keywords: '', seo_description: '', tag_ids: [], attachment_url: '', attachment_name: '', video_url: '',
        }, caller.accountId, at);
      });
      ctx.note({ detail: `AI回答插入到文章草稿「${title}」` });
      return { articleId: saved.id };
    },
  }),
];
