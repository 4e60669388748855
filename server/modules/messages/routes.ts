// The message centre: the caller's own messages only, newest first, with unread counts.
import type { Kysely } from 'kysely';
import { MAX_PAGE_SIZE } from '../../../shared/domain/constants';
import type { MessageListRequest, MessageListResult, MessageReadRequest, MessageReadResult } from '../../../shared/domain/api/types';
import type { Database } from '../../core/db/database';
import { ApiError, encodeJson, type EncodedJson } from '../../core/http/envelope';
import { route, signedIn, type AnyRoute } from '../../core/http/routeDef';
import { arr, bool, EMPTY, id, int, obj } from '../../core/http/schemas';
import { dateTimeText } from '../../core/services/dates';

async function unreadTotal(db: Kysely<Database>, accountId: number): Promise<number> {
  const row = await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId).where('read_status', '=', 0).executeTakeFirstOrThrow();
  return Number(row.n);
}

export const messageRoutes: AnyRoute[] = [
  route<Record<string, never>, MessageListRequest, MessageListResult>('messageList', {
    access: { session: true },
    mutates: false,
    schema: {
      querystring: EMPTY,
      body: obj({
        pageIndex: int(1, 100_000),
        pageSize: int(1, MAX_PAGE_SIZE),
        searchJsonData: obj({ readStatus: bool() }),
      }, ['pageIndex', 'pageSize']),
    },
    handler(ctx) {
      // The header polls this: each page is kept serialised per account until any message changes
      // (services/readCache.ts).
      const { db, caches } = ctx.deps;
      const { account } = signedIn(ctx);
      const { pageIndex, pageSize } = ctx.body;
      const readStatus = ctx.body.searchJsonData?.readStatus;
      const key = `${account.id}:${readStatus}:${pageIndex}:${pageSize}`;
      return caches.of<EncodedJson<MessageListResult>>('messageList', ['messages']).get(key, async () => {
        let q = db.selectFrom('messages').where('account_id', '=', account.id);
        if (readStatus !== undefined) q = q.where('read_status', '=', readStatus ? 1 : 0);
        const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        const rows = await q.selectAll().orderBy('add_date', 'desc').orderBy('id', 'desc')
          .limit(pageSize).offset((pageIndex - 1) * pageSize).execute();
        return {
          value: encodeJson({
            list: rows.map((m) => ({ ID: m.id, Title: m.title, Content: m.content, AddDate: dateTimeText(m.add_date), readStatus: m.read_status === 1 })),
            recordsTotal: Number(count.n),
            unreadTotal: await unreadTotal(db, account.id),
          }),
        };
      });
    },
  }),

  route<Record<string, never>, MessageReadRequest, MessageReadResult>('messageRead', {
    access: { session: true },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: arr(id(), 1, 100), all: { type: 'boolean', const: true } }) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const { account } = signedIn(ctx);
      const { ids, all } = ctx.body;
      if (!all && !ids) throw new ApiError(400, '请指定要标记为已读的消息（ids 或 all）');
      // Scoped to the caller: ids of other accounts' messages match nothing.
      let q = db.updateTable('messages').set({ read_status: 1 }).where('account_id', '=', account.id).where('read_status', '=', 0);
      if (!all && ids) q = q.where('id', 'in', ids);
      const result = await q.executeTakeFirst();
      ctx.note({ detail: all ? '全部标记为已读' : `标记已读 ${Number(result.numUpdatedRows)} 条` });
      return { unreadTotal: await unreadTotal(db, account.id) };
    },
  }),
];
