// Chinese messages that both the console and the server show. §5 and §8 strings are verbatim;
// the rest are ours, written in the same voice. The en-US console wording lives in the i18n bundles.

export const MSG = {
  // §8 main client
  interfaceError: '接口异常',
  blobNoPermission: 'no permission or login expired',
  loginExpiredTitle: '提示',
  loginExpired: '登录状态已过期，请重新登录',
  relogin: '重新登录',
  // §8 client service
  loggedOut: '你已被登出，请重新登录！',
  // §8 other messages
  translateOk: '翻译成功!',
  translateFailed: '翻译失败!',
  systemError: '系统错误',
  systemBusy: '系统繁忙，请稍后再试！',
  cloning: '站点克隆中，预计1~3分钟，请耐心等待!',
  confirmSyncTranslate: '是否确认同步翻译到英文站？',
  chooseTranslateContent: '请选择要翻译的内容',
  // §8 site creation (zh-CN wording of the spec's quoted messages)
  demoAccount: '演示账号，该功能暂不可用！',
  noZhEntitlement: '暂无中文站权益，请联系客服开通建站',
  noEnEntitlement: '暂无外文站权益',
  noEnEntitlementBuy: '暂无外文站权益，请先购买',

  // server envelope messages
  notLoggedIn: '登录已失效，请重新登录',
  forbidden: '没有权限访问该功能',
  notFound: '请求的接口不存在',
  badRequest: '请求参数错误',
  unknownField: '不支持的参数',
  loginFailed: '账号或密码错误',
  loginThrottled: '登录失败次数过多，请15分钟后再试',
  siteNotFound: '站点不存在或无权访问',
  siteExpired: '站点已过期，请续费后再操作',
  entitlementNotFound: '服务权益不存在或已被使用',
  tooManyRequests: '请求过于频繁，请稍后再试',
  ok: '操作成功',
} as const;

export type MessageKey = keyof typeof MSG;
