// Reading and writing an operator's dialogues. Every read and write is scoped to the caller's site
// AND account: another operator's dialogue is simply not found (404), never shown or changed.
import type { Kysely, Selectable } from 'kysely';
import { AI_DIALOGUE_MSG, type AiDialogue, type AiMessage } from '../../../../shared/domain/ai/dialogue';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import type { AiCaller } from '../access/gate';
import type { AiDialoguesTable, AiMessagesTable } from './tables';

type Db = Kysely<Database>;

/**
 * A streaming answer whose writer has not touched it for this long was cut (its process ended):
 * it reads as interrupted (回答已中断). A live writer touches its row at least every
 * DIALOGUE_TUNING.touchMs, so a live answer is never taken for a dead one.
 */
export const STREAM_STALE_MS = 20_000;

export const toDialogue = (r: Selectable<AiDialoguesTable>): AiDialogue => ({
  id: Number(r.id), title: r.title, createdAt: Number(r.created_at), updatedAt: Number(r.updated_at),
});

export const toMessage = (r: Selectable<AiMessagesTable>): AiMessage => ({
  id: Number(r.id), dialogueId: Number(r.dialogue_id), role: r.role, content: r.content, status: r.status,
  tokens: Number(r.tokens), error: r.error, createdAt: Number(r.created_at),
});

/** The caller's dialogue, or 404 (another site's or account's is not found either). */
export async function ownDialogue(db: Db, caller: AiCaller, id: number): Promise<Selectable<AiDialoguesTable>> {
  const row = await db.selectFrom('ai_dialogues').selectAll()
    .where('id', '=', id).where('site_id', '=', caller.siteId).where('account_id', '=', caller.accountId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, AI_DIALOGUE_MSG.dialogueNotFound);
  return row;
}

/** Marks the dialogue's streaming answers whose writer went away as interrupted (lazily, on read and before an ask). */
export async function settleStale(db: Db, dialogueId: number, now: number): Promise<void> {
  await db.updateTable('ai_messages').set({ status: 'interrupted', updated_at: now })
    .where('dialogue_id', '=', dialogueId).where('status', '=', 'streaming').where('updated_at', '<', now - STREAM_STALE_MS)
    .execute();
}

export async function messagesOf(db: Db, dialogueId: number): Promise<AiMessage[]> {
  const rows = await db.selectFrom('ai_messages').selectAll().where('dialogue_id', '=', dialogueId).orderBy('id').execute();
  return rows.map(toMessage);
}
