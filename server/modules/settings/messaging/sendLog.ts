// 发送记录: every mail and SMS a site sent, with its result (written whether it went or not).
import type { Kysely } from 'kysely';
import type { ListData } from '../../../../shared/domain/api/envelope';
import type { MessageChannel, MessageSendKind, MessageSendLogQuery, MessageSendLogRow, MessageSendResult } from '../../../../shared/domain/settings';
import type { Database } from '../../../core/db/database';
import { paging } from '../../../core/http/paging';

export interface SendRecord {
  siteId: number;
  channel: MessageChannel;
  kind: MessageSendKind;
  recipients: readonly string[];
  subject: string;
  result: MessageSendResult;
  error?: string;
  at: number;
}

export async function recordSend(db: Kysely<Database>, r: SendRecord): Promise<void> {
  await db.insertInto('settings_send_log').values({
    site_id: r.siteId, channel: r.channel, kind: r.kind, recipients: r.recipients.join('、').slice(0, 1000),
    subject: r.subject.slice(0, 500), result: r.result, error: (r.error ?? '').slice(0, 500), created_at: r.at,
  }).execute();
}

export async function listSends(db: Kysely<Database>, siteId: number, channel: MessageChannel, query: MessageSendLogQuery): Promise<ListData<MessageSendLogRow>> {
  const { limit, offset } = paging(query);
  let base = db.selectFrom('settings_send_log').where('site_id', '=', siteId).where('channel', '=', channel);
  if (query.result) base = base.where('result', '=', query.result);
  const [rows, count] = await Promise.all([
    base.select(['id', 'kind', 'recipients', 'subject', 'result', 'error', 'created_at']).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, kind: r.kind as MessageSendKind, result: r.result as MessageSendResult, created_at: Number(r.created_at) })),
    total: Number(count.n),
  };
}
