// The dialogue assistant's shapes (issue 16 §6), tforce-client/client/dialogue/*. Owned by the
// dialogue area; extend here, keep console and server on the same types.

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
  | { event: 'done'; data: { messageId: number; usage: { promptTokens: number; completionTokens: number; totalTokens: number }; contextTrimmed: boolean } }
  | { event: 'error'; data: { message: string; messageId?: number } };
