// Every model call of the AI module goes through here (issue 16 §2, §3): the estimate (prompt plus
// the most the answer may take) is reserved first — short, and AI额度不足… is thrown and nothing is
// sent — then the call runs, then the reservation settles with the provider's reported usage, or
// with our count when it reports none. A call that fails before any answer settles at 0; a stream
// cut part-way, stopped or failed, settles what was used. The provider is deps.providers' chat
// (unconfigured → AI服务未配置…, before anything is reserved).
import { ApiError } from '../../../core/http/envelope';
import type { AppDeps } from '../../../core/http/routeDef';
import { PROVIDER_CANCELLED_CODE } from '../../../core/providers/errors';
import type { ChatMessage, ChatUsage } from '../../../core/providers/types';
import { AI_MSG } from '../../../../shared/domain/ai/messages';
import { AI_REFUSED_CODE, type AiCaller } from './gate';
import { reserveTokens, settleTokens } from './quota';
import { tokenCounter, type TokenCounter } from './tokens';

export type ModelDeps = Pick<AppDeps, 'db' | 'providers' | 'now' | 'config'>;

export interface ModelCall {
  messages: readonly ChatMessage[];
  /** The most tokens the answer may have: reserved in full, sent as max_tokens. */
  maxOutputTokens: number;
  signal?: AbortSignal;
}

export interface ModelResult {
  text: string;
  usage: ChatUsage & { totalTokens: number };
  /** The caller's signal stopped a stream; text is what arrived before. */
  stopped: boolean;
}

/** The counter of the configured encoding (AI_TOKENIZER). */
export function countersOf(deps: Pick<AppDeps, 'config'>): TokenCounter {
  return tokenCounter(deps.config.providers.chat?.tokenizer);
}

function chatOf(deps: ModelDeps) {
  if (!deps.providers.isConfigured('chat')) throw new ApiError(AI_REFUSED_CODE, AI_MSG.unconfigured);
  return deps.providers.get('chat');
}

const total = (u: ChatUsage) => ({ ...u, totalTokens: u.promptTokens + u.completionTokens });

/** One answer, whole. */
export async function completeWithQuota(deps: ModelDeps, caller: AiCaller, call: ModelCall): Promise<ModelResult> {
  const chat = chatOf(deps);
  const counter = countersOf(deps);
  const prompt = counter.messages(call.messages);
  const reservation = await reserveTokens(deps.db, caller.companyId, prompt + call.maxOutputTokens, deps.now());
  let spent = 0;
  try {
    const answer = await chat.complete({ messages: call.messages, signal: call.signal, maxTokens: call.maxOutputTokens });
    const usage = answer.usage ?? { promptTokens: prompt, completionTokens: counter.text(answer.text) };
    spent = usage.promptTokens + usage.completionTokens;
    return { text: answer.text, usage: total(usage), stopped: false };
  } finally {
    await settleTokens(deps.db, reservation, spent);
  }
}

/**
 * One answer as it is written: onDelta gets each piece (it may be async: the next waits for it).
 * The caller's signal stops it: the result then has stopped: true and what arrived. Any other
 * failure is thrown (an ApiError with the Chinese reason) after the quota is settled.
 */
export async function streamWithQuota(deps: ModelDeps, caller: AiCaller, call: ModelCall & { onDelta(text: string): void | Promise<void> }): Promise<ModelResult> {
  const chat = chatOf(deps);
  const counter = countersOf(deps);
  const prompt = counter.messages(call.messages);
  const reservation = await reserveTokens(deps.db, caller.companyId, prompt + call.maxOutputTokens, deps.now());
  let text = '';
  let reported: ChatUsage | undefined;
  let spent = 0;
  const counted = (): ChatUsage => reported ?? { promptTokens: prompt, completionTokens: counter.text(text) };
  try {
    try {
      for await (const piece of chat.stream({ messages: call.messages, signal: call.signal, maxTokens: call.maxOutputTokens, onUsage: (u) => { reported = u; } })) {
        text += piece;
        await call.onDelta(piece);
      }
    } catch (err) {
      const cancelled = call.signal?.aborted || (err instanceof ApiError && err.apiCode === PROVIDER_CANCELLED_CODE);
      // Nothing arrived: the provider refused or failed before answering, nothing to pay for.
      const usage = counted();
      spent = text || reported ? usage.promptTokens + usage.completionTokens : 0;
      if (cancelled) return { text, usage: total(usage), stopped: true };
      throw err;
    }
    const usage = counted();
    spent = usage.promptTokens + usage.completionTokens;
    return { text, usage: total(usage), stopped: false };
  } finally {
    await settleTokens(deps.db, reservation, spent);
  }
}
