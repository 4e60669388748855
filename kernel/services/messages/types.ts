import type { MessageItem, MessageListResult } from '../../../shared/domain';

/** The message centre: unread badge, a preview of 3 unread messages, the full list, mark read. */
export interface MessageService {
  readonly unread: number;
  readonly preview: readonly MessageItem[];
  refreshPreview(): Promise<void>;
  list(pageIndex: number, pageSize: number, readStatus?: boolean): Promise<MessageListResult>;
  markRead(ids: number[] | 'all'): Promise<void>;
}
