// MessageService through the container: the header preview (§7: pageIndex, pageSize 3,
// searchJsonData readStatus false), the unread badge and marking read.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import type { MessageItem } from '../../../../shared/domain';

const msg = (ID: number, readStatus = false): MessageItem => ({ ID, Title: `消息${ID}`, Content: '', AddDate: '2025-10-23 10:00:00', readStatus });

describe('MessageService', () => {
  it('the preview asks pageIndex 1, pageSize 3, searchJsonData {readStatus: false} and sets the badge', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('POST', 'message/listMessage', { list: [msg(1), msg(2), msg(3)], recordsTotal: 9, unreadTotal: 5 });
    const messages = kernel.get(TOKENS.messages);
    await messages.refreshPreview();
    const req = kernel.transport.last('message/listMessage');
    expect(req?.url).toBe('/api/app/aggregateservice-web/api/message/listMessage');
    expect(req?.data).toEqual({ pageIndex: 1, pageSize: 3, searchJsonData: { readStatus: false } });
    expect(messages.preview.map((m) => m.ID)).toEqual([1, 2, 3]);
    expect(messages.unread).toBe(5);
  });

  it('the full list asks the page given, without a read filter unless asked', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('POST', 'message/listMessage', { list: [msg(4, true)], recordsTotal: 11, unreadTotal: 2 });
    const messages = kernel.get(TOKENS.messages);
    await expect(messages.list(2, 10)).resolves.toEqual({ list: [msg(4, true)], recordsTotal: 11, unreadTotal: 2 });
    expect(kernel.transport.last('message/listMessage')?.data).toEqual({ pageIndex: 2, pageSize: 10 });
    expect(messages.unread).toBe(2);
    await messages.list(1, 10, true);
    expect(kernel.transport.last('message/listMessage')?.data).toEqual({ pageIndex: 1, pageSize: 10, searchJsonData: { readStatus: true } });
  });

  it('a sparse answer still gives a list and a numeric badge', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('POST', 'message/listMessage', {});
    const messages = kernel.get(TOKENS.messages);
    await expect(messages.list(1, 3, false)).resolves.toEqual({ list: [], recordsTotal: 0, unreadTotal: 0 });
    expect(messages.unread).toBe(0);
  });

  it('markRead by ids updates the badge and drops them from the preview', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('POST', 'message/listMessage', { list: [msg(1), msg(2), msg(3)], recordsTotal: 3, unreadTotal: 3 });
    kernel.transport.reply('POST', 'message/readMessage', { unreadTotal: 1 });
    const messages = kernel.get(TOKENS.messages);
    await messages.refreshPreview();
    await messages.markRead([1, 3]);
    expect(kernel.transport.last('message/readMessage')?.data).toEqual({ ids: [1, 3] });
    expect(messages.unread).toBe(1);
    expect(messages.preview.map((m) => m.ID)).toEqual([2]);
  });

  it('markRead all clears the badge and the preview', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('POST', 'message/listMessage', { list: [msg(1), msg(2)], recordsTotal: 2, unreadTotal: 2 });
    kernel.transport.reply('POST', 'message/readMessage', { unreadTotal: 0 });
    const messages = kernel.get(TOKENS.messages);
    await messages.refreshPreview();
    await messages.markRead('all');
    expect(kernel.transport.last('message/readMessage')?.data).toEqual({ all: true });
    expect(messages.unread).toBe(0);
    expect(messages.preview).toEqual([]);
  });

  it('a failed markRead keeps the badge and the preview', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('POST', 'message/listMessage', { list: [msg(1)], recordsTotal: 1, unreadTotal: 1 });
    kernel.transport.reply('POST', 'message/readMessage', null, 500, '系统错误');
    const messages = kernel.get(TOKENS.messages);
    await messages.refreshPreview();
    await expect(messages.markRead([1])).rejects.toThrow('系统错误');
    expect(messages.unread).toBe(1);
    expect(messages.preview.map((m) => m.ID)).toEqual([1]);
  });
});
