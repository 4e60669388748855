// MessageService: §7 message list with pageIndex, pageSize 3, searchJsonData readStatus false for
// the header preview; the full list for message/allMessage; marking read updates the badge.
import { inject, injectable } from 'inversify';
import { makeObservable, observable, runInAction, observableRef } from 'mobx';
import { SHELL_API, MESSAGE_PREVIEW_PAGE_SIZE, type MessageItem, type MessageListResult } from '../../../shared/domain';
import { TOKENS } from '../../tokens';
import type { HttpService } from '../http/types';
import type { MessageService } from './types';

@injectable()
export class MessageServiceImpl implements MessageService {
  unread = 0;
  preview: MessageItem[] = [];

  constructor(@inject(TOKENS.http) private readonly http: HttpService) {
    makeObservable(this, { unread: observable, preview: observableRef });
  }

  async refreshPreview(): Promise<void> {
    const result = await this.list(1, MESSAGE_PREVIEW_PAGE_SIZE, false);
    runInAction(() => {
      this.preview = result.list;
      this.unread = result.unreadTotal;
    });
  }

  async list(pageIndex: number, pageSize: number, readStatus?: boolean): Promise<MessageListResult> {
    const body: Record<string, unknown> = { pageIndex, pageSize };
    if (readStatus !== undefined) body.searchJsonData = { readStatus };
    const answer = await this.http.call<Partial<MessageListResult> | null>(SHELL_API.messageList, { body });
    // A sparse answer must not turn the badge into undefined.
    const result: MessageListResult = { list: answer?.list ?? [], recordsTotal: answer?.recordsTotal ?? 0, unreadTotal: answer?.unreadTotal ?? 0 };
    runInAction(() => {
      this.unread = result.unreadTotal;
    });
    return result;
  }

  async markRead(ids: number[] | 'all'): Promise<void> {
    const body = ids === 'all' ? { all: true } : { ids };
    const result = await this.http.call<{ unreadTotal: number }>(SHELL_API.messageRead, { body });
    runInAction(() => {
      this.unread = result.unreadTotal;
      this.preview = ids === 'all' ? [] : this.preview.filter((m) => !ids.includes(m.ID));
    });
  }
}
