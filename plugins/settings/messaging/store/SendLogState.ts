// 发送记录 of one channel: a page of sends, newest first, optionally only 成功 or 失败.
import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageSendLogRow, MessageSendResult } from '../../../../shared/domain/settings';
import type { MessagingApi, SendLogChannel } from '../api';

export const SEND_LOG_PAGE_SIZE = 10;

export class SendLogState {
  rows: MessageSendLogRow[] = [];
  total = 0;
  page = 1;
  result: MessageSendResult | undefined = undefined;
  loading = false;
  loaded = false;

  constructor(private readonly api: MessagingApi, private readonly channel: SendLogChannel) {
    makeAutoObservable<SendLogState, 'api' | 'channel'>(this, { api: false, channel: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const data = await this.api.sendLog(this.channel, { page: this.page, rows: SEND_LOG_PAGE_SIZE, result: this.result });
      runInAction(() => {
        this.rows = data.rows;
        this.total = data.total;
        this.loaded = true;
      });
    } catch {
      // The HttpService has shown why; the table keeps what it had.
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  setPage(page: number): Promise<void> {
    this.page = page;
    return this.load();
  }

  /** 全部, 成功 or 失败: back to the first page. */
  setResult(result: MessageSendResult | undefined): Promise<void> {
    this.result = result;
    this.page = 1;
    return this.load();
  }
}
