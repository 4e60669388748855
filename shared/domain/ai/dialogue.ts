// The dialogue assistant's shapes (issue 16 §6), tforce-client/client/dialogue/*. Owned by the
// dialogue area; extend here, keep console and server on the same types.
import { AI_LIMITS } from './limits';

export type AiMessageRole = 'user' | 'assistant';
/** streaming: still arriving; done; stopped (停止: the partial answer is kept, marked 已停止);
 * interrupted (a restart cut it: 回答已中断); failed (error holds the Chinese reason). */
export type AiMessageStatus = 'streaming' | 'done' | 'stopped' | 'interrupted' | 'failed';

export interface AiDialogue {
  id: number;
  /** The first question (cut), or what the operator renamed it to. */
  title: string;
  createdAt: number;
  updatedAt: number;
}

export interface AiMessage {
  id: number;
  dialogueId: number;
  role: AiMessageRole;
  /** Markdown as the model wrote it (assistant) or the question (user). Rendered without raw HTML. */
  content: string;
  status: AiMessageStatus;
  /** Tokens debited for this answer (assistant only). */
  tokens: number;
  error: string | null;
  createdAt: number;
}

/** Events of sendQuestionSseEmitter (event: name, data: JSON). Heartbeats are SSE comments. */
export type AiStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { messageId: number; usage: { promptTokens: number; completionTokens: number; totalTokens: number }; contextTrimmed: boolean; stopped: boolean } }
  | { event: 'error'; data: { message: string; messageId?: number } };

/** The dialogue area's own refusals (the words are in AI_MSG). */
export const AI_DIALOGUE_MSG = {
  questionEmpty: '请输入问题',
  questionTooLong: `问题不能超过 ${AI_LIMITS.questionChars} 个字`,
  dialogueNotFound: '对话不存在或已删除',
  messageNotFound: '回答不存在或已删除',
  titleEmpty: '请输入对话名称',
  titleTooLong: `对话名称不能超过 ${AI_LIMITS.dialogueTitleChars} 个字`,
  nothingToRegenerate: '没有可重新生成的回答',
  answerEmpty: '回答为空，无法插入到文章',
};

/** A dialogue's title from its first question: one line, at most this many characters. */
export const AI_DIALOGUE_TITLE_CHARS = AI_LIMITS.dialogueTitleChars;

/** The first question as a title: whitespace folded, cut to 50 characters (code points). */
export function dialogueTitleOf(question: string): string {
  return [...question.replace(/\s+/g, ' ').trim()].slice(0, AI_DIALOGUE_TITLE_CHARS).join('');
}

/** POST addDialogue. */
export interface AiDialogueAddRequest {
  /** The first question (its title, cut to 50 characters). */
  title: string;
}

/** POST rename. */
export interface AiDialogueRenameRequest {
  id: number;
  title: string;
}

/** GET list: newest first, paged, keyword on the title. */
export interface AiDialogueListQuery {
  page?: number;
  rows?: number;
  keyword?: string;
}
export interface AiDialogueListAnswer {
  rows: AiDialogue[];
  total: number;
}

/** GET messages?id= — oldest first. */
export interface AiDialogueMessagesAnswer {
  dialogue: AiDialogue;
  messages: AiMessage[];
}

/** POST dialogueTokenCompute: what asking this now would send. */
export interface AiDialogueTokensRequest {
  dialogueId?: number;
  question: string;
}
export interface AiDialogueTokensAnswer {
  /** The question plus the context that would be sent. */
  tokens: number;
  /** The company's remaining tokens this month. */
  remaining: number;
  /** Older turns would be left out (较早的对话未计入上下文). */
  contextTrimmed: boolean;
}

/** POST sendQuestionSseEmitter (answers text/event-stream of AiStreamEvent). */
export interface AiDialogueAskRequest {
  dialogueId: number;
  question: string;
  /** 重新生成: the last answer is replaced (question repeats the last question). */
  regenerate?: boolean;
}

/** POST toArticle: the answer as a draft. */
export interface AiDialogueToArticleRequest {
  messageId: number;
  articleType: number;
  categoryId: number;
}
