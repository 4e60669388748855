// 发送记录: each mail and SMS a site sent (a test, a new lead's notification) with its result.
export const MSG_SEND_RESULTS = ['ok', 'failed'] as const;
export type MessageSendResult = (typeof MSG_SEND_RESULTS)[number];
export const MSG_SEND_KINDS = ['test', 'lead'] as const;
export type MessageSendKind = (typeof MSG_SEND_KINDS)[number];

export const MSG_SEND_RESULT_LABEL: Record<MessageSendResult, string> = { ok: '成功', failed: '失败' };
export const MSG_SEND_KIND_LABEL: Record<MessageSendKind, string> = { test: '测试', lead: '新留言通知' };

export interface MessageSendLogRow {
  id: number;
  kind: MessageSendKind;
  /** Addresses or phones, joined with 、. */
  recipients: string;
  /** The mail's subject, or the SMS text. */
  subject: string;
  result: MessageSendResult;
  /** Why it failed ('' when sent). */
  error: string;
  created_at: number;
}

export interface MessageSendLogQuery {
  page?: number;
  rows?: number;
  result?: MessageSendResult;
}
