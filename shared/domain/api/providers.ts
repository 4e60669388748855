// Outside services the server talks to (DESIGN §4 Providers) and the status call that tells the
// console which of them the operator has configured. Never carries addresses or keys.

export const PROVIDER_KINDS = ['mail', 'sms', 'push', 'indexCheck', 'chat', 'translate', 'miniprogram'] as const;

/**
 * mail: SMTP; sms: an SMS gateway; push: Baidu's URL push; indexCheck: whether a search engine has
 * indexed addresses; chat: a chat model; translate: machine translation; miniprogram: the
 * mini-program platforms' review and release (issue 17 §8).
 */
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

export interface ProviderStatus {
  kind: ProviderKind;
  /** Chinese name of the service, e.g. 邮件服务. */
  label: string;
  configured: boolean;
  /** Why it cannot be used (unconfigured): the same text a call needing it would answer. */
  message?: string;
}

/** The answer of providerStatus: for the caller's active site. */
export interface ProviderStatusResult {
  siteId: number;
  providers: ProviderStatus[];
}
