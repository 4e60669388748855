// What an ask sends to the model: a short system prompt, the dialogue's earlier turns newest-first
// while they fit in AI_CONTEXT_TOKENS, then the question. When older turns are left out the answer
// says so (contextTrimmed: 较早的对话未计入上下文). The same function answers dialogueTokenCompute,
// so the figure under the input is what the ask would send.
import type { AiMessage } from '../../../../shared/domain/ai/dialogue';
import type { ChatMessage } from '../../../core/providers/types';
import type { TokenCounter } from '../access/tokens';

export const SYSTEM_PROMPT = '你是企业网站的运营助手。请用简体中文回答，使用 Markdown 排版，内容准确、简洁。';

/** What each message costs beyond its text, and the reply's priming (as tokens.ts counts). */
const PER_MESSAGE = 4;
const PER_REPLY = 3;

/**
 * Counts of stored messages, which never change once written (only finished ones are kept): a
 * dialogue's history is counted once, so a token estimate counts only the new question.
 */
const counted = new Map<string, number>();
const COUNT_CACHE_MAX = 20_000;

function countOf(counter: TokenCounter, m: AiMessage): number {
  const key = `${m.id}:${m.content.length}`;
  let n = counted.get(key);
  if (n === undefined) {
    n = counter.text(m.content);
    if (counted.size >= COUNT_CACHE_MAX) counted.clear();
    counted.set(key, n);
  }
  return n;
}

export interface AskContext {
  messages: ChatMessage[];
  /** The prompt's tokens as counted here (the model may report its own). */
  tokens: number;
  contextTrimmed: boolean;
}

/** Earlier messages worth sending: questions, and answers that have text (not failed ones, not one still arriving). */
const usable = (m: AiMessage) => m.role === 'user' || (m.status !== 'failed' && m.status !== 'streaming' && m.content.trim() !== '');

/** history: the dialogue's messages before this question, oldest first. */
export function askContext(counter: TokenCounter, history: readonly AiMessage[], question: string, budget: number): AskContext {
  let tokens = PER_REPLY + PER_MESSAGE + counter.text(SYSTEM_PROMPT) + PER_MESSAGE + counter.text(question);
  const earlier = history.filter(usable);
  const kept: AiMessage[] = [];
  let trimmed = false;
  for (let i = earlier.length - 1; i >= 0; i--) {
    const cost = PER_MESSAGE + countOf(counter, earlier[i]);
    if (tokens + cost > budget) {
      trimmed = true;
      break;
    }
    tokens += cost;
    kept.push(earlier[i]);
  }
  kept.reverse();
  // An answer left without its question (the pair cut in two) is dropped with it.
  while (kept.length && kept[0].role === 'assistant') {
    tokens -= PER_MESSAGE + countOf(counter, kept.shift()!);
    trimmed = true;
  }
  return {
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      ...kept.map((m) => ({ role: m.role, content: m.content })),
      { role: 'user', content: question },
    ],
    tokens,
    contextTrimmed: trimmed,
  };
}
