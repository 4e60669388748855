// The message centre: paging newest first, the unread filter, marking read only one's own.
import { SEED_ACCOUNTS } from '../../server/core/db/seedData';
import { startServer, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());

type Item = { ID: number; Title: string; AddDate: string; readStatus: boolean };

it('pages the caller’s messages newest first with totals', async () => {
  const token = await h.login('admin');
  const page1 = (await h.call('messageList', { token, body: { pageIndex: 1, pageSize: 3 } })).json().data;
  expect(page1.recordsTotal).toBe(8);
  expect(page1.unreadTotal).toBe(5);
  expect(page1.list).toHaveLength(3);
  expect(page1.list[0]).toMatchObject({ Title: '站点即将到期提醒', readStatus: false });
  expect(page1.list[0].AddDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  const page3 = (await h.call('messageList', { token, body: { pageIndex: 3, pageSize: 3 } })).json().data;
  expect(page3.list).toHaveLength(2);
  const all = (await h.call('messageList', { token, body: { pageIndex: 1, pageSize: 100 } })).json().data.list as Item[];
  const dates = all.map((m) => m.AddDate);
  expect([...dates].sort().reverse()).toEqual(dates);
  expect(new Set([...page1.list, ...page3.list].map((m: Item) => m.ID)).size).toBe(5);
  expect((await h.call('messageList', { token, body: { pageIndex: 9, pageSize: 3 } })).json().data.list).toEqual([]);
});

it('filters by read status', async () => {
  const token = await h.login('operator');
  const unread = (await h.call('messageList', { token, body: { pageIndex: 1, pageSize: 3, searchJsonData: { readStatus: false } } })).json().data;
  expect(unread.recordsTotal).toBe(5);
  expect(unread.list.every((m: Item) => !m.readStatus)).toBe(true);
  const read = (await h.call('messageList', { token, body: { pageIndex: 1, pageSize: 10, searchJsonData: { readStatus: true } } })).json().data;
  expect(read.recordsTotal).toBe(3);
  expect(read.list.every((m: Item) => m.readStatus)).toBe(true);
});

it('marks only the caller’s own messages read', async () => {
  const admin = await h.login('admin');
  const operator = await h.login('operator');
  const operatorUnread = (await h.call('messageList', { token: operator, body: { pageIndex: 1, pageSize: 10, searchJsonData: { readStatus: false } } })).json().data.list as Item[];
  const adminUnread = (await h.call('messageList', { token: admin, body: { pageIndex: 1, pageSize: 10, searchJsonData: { readStatus: false } } })).json().data.list as Item[];

  // The admin names the operator's messages and one of its own: only its own changes.
  const res = await h.call('messageRead', { token: admin, body: { ids: [...operatorUnread.map((m) => m.ID), adminUnread[0].ID] } });
  expect(res.json().data).toEqual({ unreadTotal: 4 });
  const stillUnread = await h.built.db.selectFrom('messages').select('id')
    .where('account_id', '=', SEED_ACCOUNTS.operator.id).where('read_status', '=', 0).execute();
  expect(stillUnread).toHaveLength(5);

  const rest = await h.call('messageRead', { token: admin, body: { all: true } });
  expect(rest.json().data).toEqual({ unreadTotal: 0 });
  expect((await h.call('messageList', { token: operator, body: { pageIndex: 1, pageSize: 1 } })).json().data.unreadTotal).toBe(5);
});

it('requires ids or all, and bounds the ids list', async () => {
  const token = await h.login('contest');
  expect((await h.call('messageRead', { token, body: {} })).json().message).toBe('请指定要标记为已读的消息（ids 或 all）');
  expect((await h.call('messageRead', { token, body: { ids: [] } })).json().message).toBe('参数 ids 至少需要 1 项');
  expect((await h.call('messageRead', { token, body: { ids: Array.from({ length: 101 }, (_, i) => i + 1) } })).json().message).toBe('参数 ids 最多只能有 100 项');
  expect((await h.call('messageRead', { token, body: { all: false } })).json().message).toBe('参数 all 只能是 true');
});
