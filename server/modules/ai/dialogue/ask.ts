// 发送问题 (POST sendQuestionSseEmitter): checks first, answered as an ordinary envelope refusal
// (gate, question 1–4,000 characters, the dialogue is the caller's, quota left, one answer per
// dialogue → 上一个回答尚未结束), then the answer as text/event-stream: `delta` {text} as the model
// writes, `done` {messageId, usage, contextTrimmed, stopped}, or `error` {message, messageId}.
// The answer row is stored as it grows (all streams' text in one batch every flushMs, flusher.ts,
// not per token), so a reload shows what arrived; 停止 or a closed connection keeps the partial answer as stopped and debits only what was
// used; a failure keeps it as failed with the Chinese reason.
import type { Kysely } from 'kysely';
import { AI_DIALOGUE_MSG, dialogueTitleOf, type AiDialogueAskRequest, type AiMessage } from '../../../../shared/domain/ai/dialogue';
import { AI_LIMITS } from '../../../../shared/domain/ai/limits';
import { AI_MSG } from '../../../../shared/domain/ai/messages';
import type { Database } from '../../../core/db/database';
import { isUniqueViolation } from '../../../core/db/dbErrors';
import { ApiError } from '../../../core/http/envelope';
import { failureOf } from '../../../core/http/errors';
import { route, SseAnswer, type AnyRoute, type RouteContext } from '../../../core/http/routeDef';
import { bool, EMPTY, id, obj, str } from '../../../core/http/schemas';
import { aiGate, type AiCaller } from '../access/gate';
import { countersOf, streamWithQuota } from '../access/model';
import { QuotaShort, quotaOf } from '../access/quota';
import { askContext, type AskContext } from './context';
import { flusherOf } from './flusher';
import { DIALOGUE_TUNING, endAnswer, startAnswer } from './inflight';
import { messagesOf, ownDialogue, settleStale } from './store';

type Db = Kysely<Database>;

/** A question is refused in Chinese past this; the body limit keeps a 1 MB post out before it is read. */
export const ASK_BODY_LIMIT = 64 * 1024;

/** The question as asked: 1–4,000 characters (code points), not only whitespace. */
export function checkQuestion(question: string): string {
  if (!question.trim()) throw new ApiError(400, AI_DIALOGUE_MSG.questionEmpty);
  if ([...question].length > AI_LIMITS.questionChars) throw new ApiError(400, AI_DIALOGUE_MSG.questionTooLong);
  return question;
}

interface Claim {
  answerId: number;
  question: string;
  context: AskContext;
}

/**
 * Writes the question (unless regenerating) and the answer's streaming row in one transaction. The
 * unique partial index on streaming answers refuses a second one for the dialogue, from any process.
 */
async function claim(db: Db, caller: AiCaller, dialogueId: number, body: AiDialogueAskRequest, budget: number, deps: RouteContext<unknown, unknown>['deps']): Promise<Claim> {
  const now = deps.now();
  await settleStale(db, dialogueId, now);
  const history = await messagesOf(db, dialogueId);
  if (history.some((m) => m.status === 'streaming')) throw new ApiError(409, AI_MSG.streamBusy);
  let question = body.question;
  let earlier: AiMessage[] = history;
  let replaced: number | null = null;
  if (body.regenerate) {
    // 重新生成: the last question again; its answer (if any) is replaced.
    const lastQuestion = history.map((m) => m.role).lastIndexOf('user');
    if (lastQuestion < 0) throw new ApiError(400, AI_DIALOGUE_MSG.nothingToRegenerate);
    question = history[lastQuestion].content;
    earlier = history.slice(0, lastQuestion);
    replaced = history.slice(lastQuestion + 1).find((m) => m.role === 'assistant')?.id ?? null;
  }
  const context = askContext(countersOf(deps), earlier, question, budget);
  // Quota first, as an ordinary refusal (nothing written); the stream's own reservation is the atomic one.
  const quota = await quotaOf(db, caller.companyId, now);
  if (quota.remaining < context.tokens + DIALOGUE_TUNING.maxOutputTokens) throw new QuotaShort();
  try {
    const answerId = await db.transaction().execute(async (trx) => {
      if (replaced !== null) await trx.deleteFrom('ai_messages').where('id', '=', replaced).where('dialogue_id', '=', dialogueId).execute();
      else {
        await trx.insertInto('ai_messages').values({
          dialogue_id: dialogueId, site_id: caller.siteId, role: 'user', content: question, status: 'done', tokens: 0, error: null, created_at: now, updated_at: now,
        }).execute();
      }
      const row = await trx.insertInto('ai_messages').values({
        dialogue_id: dialogueId, site_id: caller.siteId, role: 'assistant', content: '', status: 'streaming', tokens: 0, error: null, created_at: now, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow();
      await trx.updateTable('ai_dialogues').set({ updated_at: now }).where('id', '=', dialogueId).execute();
      return Number(row.id);
    });
    return { answerId, question, context };
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, AI_MSG.streamBusy);
    throw err;
  }
}

/** The streamed answer, written to its row as it grows. */
function answerStream(ctx: RouteContext<unknown, AiDialogueAskRequest>, caller: AiCaller, dialogueId: number, claimed: Claim): SseAnswer {
  const { db, now } = ctx.deps;
  const { answerId, context } = claimed;
  return new SseAnswer(async (sink, clientGone) => {
    const controller = startAnswer(dialogueId);
    const stopOnLeave = () => controller.abort();
    clientGone.addEventListener('abort', stopOnLeave);
    let text = '';
    let lastPut = now();
    const flusher = flusherOf(db, now);
    const put = () => {
      lastPut = now();
      flusher.put(answerId, text);
    };
    // The final state: after any batch in flight, so nothing older lands on top of it.
    const finish = async (fields: { content: string; status: AiMessage['status']; tokens: number; error?: string | null }) => {
      await flusher.forget(answerId);
      await db.updateTable('ai_messages').set({ ...fields, updated_at: now() }).where('id', '=', answerId).execute();
    };
    // A slow model sends nothing for a while: the row is still touched, so it is not taken for one a restart cut.
    const toucher = setInterval(() => {
      if (now() - lastPut >= DIALOGUE_TUNING.touchMs) put();
    }, DIALOGUE_TUNING.touchMs);
    toucher.unref();
    try {
      const result = await streamWithQuota(ctx.deps, caller, {
        messages: context.messages,
        maxOutputTokens: DIALOGUE_TUNING.maxOutputTokens,
        signal: controller.signal,
        onDelta(piece) {
          text += piece;
          sink.event('delta', { text: piece });
          put();
        },
      });
      clearInterval(toucher);
      await finish({ content: result.text, status: result.stopped ? 'stopped' : 'done', tokens: result.usage.totalTokens });
      await db.updateTable('ai_dialogues').set({ updated_at: now() }).where('id', '=', dialogueId).execute();
      sink.event('done', { messageId: answerId, usage: result.usage, contextTrimmed: context.contextTrimmed, stopped: result.stopped });
    } catch (err) {
      clearInterval(toucher);
      const message = failureOf(err).message;
      // What streamWithQuota settled: nothing when nothing arrived, else the prompt and what came.
      const counter = countersOf(ctx.deps);
      const spent = text ? counter.messages(context.messages) + counter.text(text) : 0;
      await finish({ content: text, status: 'failed', tokens: spent, error: message });
      sink.event('error', { message, messageId: answerId });
    } finally {
      clearInterval(toucher);
      clientGone.removeEventListener('abort', stopOnLeave);
      endAnswer(dialogueId, controller);
    }
  }, DIALOGUE_TUNING.heartbeatMs);
}

export const askRoute: AnyRoute = route<Record<string, never>, AiDialogueAskRequest, never>('aiDialogueAsk', {
  access: { permission: 'ai_dialogue' },
  mutates: true,
  bodyLimit: ASK_BODY_LIMIT,
  schema: {
    querystring: EMPTY,
    // The question's own limit is checked in the handler, to say it in the assistant's words.
    body: obj({ dialogueId: id(), question: str(ASK_BODY_LIMIT), regenerate: bool() }, ['dialogueId', 'question']),
  },
  async handler(ctx) {
    const caller = await aiGate(ctx, { model: true });
    checkQuestion(ctx.body.question);
    const dialogue = await ownDialogue(ctx.deps.db, caller, ctx.body.dialogueId);
    const budget = ctx.deps.config.providers.chat?.contextTokens ?? AI_LIMITS.contextTokensDefault;
    const claimed = await claim(ctx.deps.db, caller, Number(dialogue.id), ctx.body, budget, ctx.deps);
    ctx.note({ detail: `向AI提问（对话「${dialogueTitleOf(dialogue.title)}」）${ctx.body.regenerate ? '：重新生成' : ''}` });
    return answerStream(ctx, caller, Number(dialogue.id), claimed);
  },
});
