// What the console learns before an AI page is used (issue 16 §2, §3): whether the company has the
// AI service, whether the model is configured, and the month's token quota.

/** GET zhenwen-ai-api/agi/judgeAiProduct. */
export interface AiProductAnswer {
  /** The company has the AI service and it has not expired. */
  enabled: boolean;
  /** The service's name (e.g. AI智能写作), when the company has one. */
  name: string | null;
  /** Expiry, ms since the epoch (null: none, or no service). */
  expiresAt: number | null;
  /** The model provider is configured on this server. */
  configured: boolean;
  /**
   * Why AI cannot be used, in the order checked: 演示账号…, 当前账号未开通AI服务…, AI服务未配置…; null when it can.
   * Every AI page shows it instead of its form; every AI route refuses with it.
   */
  refusal: string | null;
}

/** GET pictures-user/personal/getRemaining: the company's tokens this month. */
export interface AiQuotaAnswer {
  total: number;
  used: number;
  /** total − used − what calls in flight have reserved; never below 0. */
  remaining: number;
  /** When the month's quota starts again (ms since the epoch, the first of next month 00:00 Asia/Shanghai). */
  resetAt: number;
}
