// Every Chinese text the providers show, in one table: the service names of the status call, the
// 未配置 refusals, and the failures of a configured service (a template per kind, a reason per
// cause). No text here ever carries an address, a key or a password. The chat model is the AI
// assistant's (issue 16): its texts are the assistant's own, short and without the technical reason.
import { AI_MSG } from '../../../shared/domain/ai/messages';
import type { ProviderKind } from './types';

/** Why a configured service failed; each has its own wording below. */
export type FailureReason = 'timeout' | 'unreachable' | 'status' | 'auth' | 'garbage' | 'incomplete' | 'tooLarge' | 'rejected' | 'siteNotVerified' | 'failed';

export const PROVIDER_MSG = {
  label: {
    mail: '邮件服务',
    sms: '短信服务',
    push: '搜索引擎推送服务',
    indexCheck: '收录查询服务',
    chat: 'AI服务',
    translate: '翻译服务',
    miniprogram: '小程序平台服务',
  },
  unconfigured: {
    mail: '邮件服务未配置，请联系管理员',
    sms: '短信服务未配置，请联系管理员',
    push: '搜索引擎推送服务未配置，请联系管理员',
    indexCheck: '收录查询服务未配置，请联系管理员',
    chat: AI_MSG.unconfigured,
    translate: '翻译服务未配置，请联系管理员',
    miniprogram: '小程序平台服务未配置，请联系管理员',
  },
  /** {reason} is one of `reason` below. */
  failed: {
    mail: '邮件发送失败：{reason}',
    sms: '短信发送失败：{reason}',
    push: '搜索引擎推送失败：{reason}',
    indexCheck: '收录查询失败：{reason}',
    /** Not used: chatFailed below says it in the assistant's words. */
    chat: AI_MSG.unavailable,
    translate: '翻译失败：{reason}',
    miniprogram: '小程序平台服务调用失败：{reason}',
  },
  reason: {
    timeout: '服务器响应超时',
    unreachable: '无法连接服务器',
    /** {status}: e.g. HTTP 500, SMTP 554. */
    status: '服务器返回错误 {status}',
    auth: '服务器拒绝了认证信息，请联系管理员检查配置',
    garbage: '服务器返回的内容无法识别',
    incomplete: '服务器的回答中途中断',
    tooLarge: '服务器返回的内容过大',
    /** {who}: the refused recipients. */
    rejected: '收件人被拒收：{who}',
    /** Baidu's push: the site is not one verified on its 搜索资源平台 ("site error"). */
    siteNotVerified: '推送的站点未在百度搜索资源平台验证，请检查推送域名',
    failed: '服务调用出错',
  },
  /**
   * The chat model's failures: a refused key, 429 (the model's rate limit), anything else (5xx,
   * timeout, unreachable, garbage, a stream cut before [DONE]).
   */
  chatFailed: { auth: AI_MSG.keyInvalid, busy: AI_MSG.busy, other: AI_MSG.unavailable },
  /** The caller gave up (AbortSignal): not a failure of the service. */
  cancelled: '请求已取消',
  /** Baidu refused the site's 准入密钥 (401 "token is not valid"): the operator's key, not the configuration. */
  pushTokenInvalid: '百度推送准入密钥无效',
} as const satisfies {
  label: Record<ProviderKind, string>;
  unconfigured: Record<ProviderKind, string>;
  failed: Record<ProviderKind, string>;
  reason: Record<FailureReason, string>;
  chatFailed: { auth: string; busy: string; other: string };
  cancelled: string;
  pushTokenInvalid: string;
};

export interface FailureParams {
  /** As shown, e.g. HTTP 500, SMTP 554. */
  status?: string;
  /** An HTTP service's status code, when it answered one. */
  httpStatus?: number;
  who?: string;
}

/** The user-facing text of a failure of `kind`. */
export function failureText(kind: ProviderKind, reason: FailureReason, params: FailureParams = {}): string {
  if (kind === 'chat') {
    if (reason === 'auth') return PROVIDER_MSG.chatFailed.auth;
    return params.httpStatus === 429 ? PROVIDER_MSG.chatFailed.busy : PROVIDER_MSG.chatFailed.other;
  }
  const why = PROVIDER_MSG.reason[reason].replace('{status}', params.status ?? '').replace('{who}', params.who ?? '');
  return PROVIDER_MSG.failed[kind].replace('{reason}', why);
}
