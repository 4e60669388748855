// The dialogue assistant's history (issue 16 §6): an operator's dialogues on a site, and their
// messages. A dialogue belongs to one account of one site: nobody else reads or changes it.
import type { Generated } from 'kysely';
import type { AiMessageRole, AiMessageStatus } from '../../../../shared/domain/ai/dialogue';

export interface AiDialoguesTable {
  id: Generated<number>;
  site_id: number;
  account_id: number;
  /** The first question (cut to 50), or what the operator renamed it to. */
  title: string;
  created_at: number;
  /** Last question or answer; the history list is newest first by it. */
  updated_at: number;
}

export interface AiMessagesTable {
  id: Generated<number>;
  dialogue_id: number;
  site_id: number;
  role: AiMessageRole;
  content: string;
  /**
   * streaming while it arrives (at most one per dialogue: a unique partial index, so two server
   * processes can never both answer one dialogue), then done / stopped / failed; a streaming row
   * whose writer stopped touching it (a restart) is read as interrupted (store.ts).
   */
  status: AiMessageStatus;
  tokens: number;
  error: string | null;
  created_at: number;
  /** Touched by the writer while it streams (flushes, heartbeats). */
  updated_at: number;
}

declare module '../../../core/db/database' {
  interface Database {
    ai_dialogues: AiDialoguesTable;
    ai_messages: AiMessagesTable;
  }
}

export const AI_DIALOGUE_TABLES = ['ai_dialogues', 'ai_messages'] as const;
