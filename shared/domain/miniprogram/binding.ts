// Binding a platform: the AppID checked by its platform's format, the AppSecret kept sealed on the
// server (never answered: only whether one is kept), and what the console shows of a binding.
import { MP_PLATFORM_INFO, type MpPlatform } from './platforms';
import type { MpStatus } from './status';
import type { Refusal } from './pages';

/** Letters, digits, _ and -: what the platforms issue (微信 32 hex, 支付宝 keys are longer). */
export const MP_SECRET = /^[A-Za-z0-9_-]{16,128}$/;

export interface MpBindRequest {
  platform: MpPlatform;
  appId: string;
  /** Blank keeps the secret already kept (changing only the AppID's owner needs it again: refused). */
  appSecret: string;
}

export interface MpBinding {
  platform: MpPlatform;
  status: MpStatus;
  /** '' while unbound. */
  appId: string;
  secretSet: boolean;
  /** The platform's reason for 审核驳回; '' otherwise. */
  reason: string;
  submittedAt: number | null;
  publishedAt: number | null;
  updatedAt: number | null;
}

export interface MpInfo {
  siteId: number;
  siteName: string;
  siteType: string;
  /** Every platform, in MP_PLATFORMS order (unbound ones too). */
  bindings: MpBinding[];
  /** Whether 提交审核 / 发布 can reach the platform service; when not, why. */
  providerConfigured: boolean;
  providerMessage: string;
}

export const MP_MSG = {
  appIdEmpty: '请填写 AppID',
  secretEmpty: '请填写 AppSecret',
  secretBad: 'AppSecret 格式不正确（16–128 位字母、数字、_ 或 -）',
  appIdTaken: '该 AppID 已被其他站点绑定',
  notBound: '请先绑定该平台的小程序',
  siteType: '外文站不支持小程序，请切换到中文站、小程序或智慧商城站点',
  statusRefused: '当前状态（{status}）不能执行此操作',
  reviewing: '小程序正在审核中，请等待审核结果',
  noPages: '请至少设置一个显示的页面后再提交审核',
  submitted: '已提交审核',
  published: '发布成功',
  secretKept: '已设置',
} as const;

/** What is wrong with a bind request (secretKept: a secret is already kept for this platform). */
export function checkMpBind(request: MpBindRequest, secretKept: boolean): Refusal | null {
  const info = MP_PLATFORM_INFO[request.platform];
  const appId = request.appId.trim();
  if (!appId) return { field: 'appId', message: MP_MSG.appIdEmpty };
  if (!info.appIdPattern.test(appId)) return { field: 'appId', message: `${info.label}小程序 AppID 格式不正确（${info.appIdRule}，如 ${info.appIdExample}）` };
  const secret = request.appSecret.trim();
  if (!secret && !secretKept) return { field: 'appSecret', message: MP_MSG.secretEmpty };
  if (secret && !MP_SECRET.test(secret)) return { field: 'appSecret', message: MP_MSG.secretBad };
  return null;
}
