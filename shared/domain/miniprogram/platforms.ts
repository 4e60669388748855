// The mini-program platforms a site binds (issue 17 §8) and how each one's AppID looks, so the
// console and the server refuse the same malformed ids. The formats are ours, read off the ids each
// platform issues today:
//   微信   wx + 16 lower-case hex digits         (wx1234567890abcdef)
//   百度   8–10 digits (智能小程序 App ID)        (17654321)
//   支付宝 16 digits starting 20 (开放平台 APPID) (2021001234567890)
//   抖音   tt + 16 lower-case hex digits         (tt1234567890abcdef)

export const MP_PLATFORMS = ['weixin', 'baidu', 'alipay', 'douyin'] as const;
export type MpPlatform = (typeof MP_PLATFORMS)[number];

export interface MpPlatformInfo {
  platform: MpPlatform;
  label: string;
  appIdPattern: RegExp;
  /** What the AppID field shows as its example. */
  appIdExample: string;
  /** The format in words, for the refusal. */
  appIdRule: string;
}

export const MP_PLATFORM_INFO: Readonly<Record<MpPlatform, MpPlatformInfo>> = {
  weixin: { platform: 'weixin', label: '微信', appIdPattern: /^wx[0-9a-f]{16}$/, appIdExample: 'wx1234567890abcdef', appIdRule: 'wx 开头加 16 位十六进制字符' },
  baidu: { platform: 'baidu', label: '百度', appIdPattern: /^[1-9]\d{7,9}$/, appIdExample: '17654321', appIdRule: '8 到 10 位数字' },
  alipay: { platform: 'alipay', label: '支付宝', appIdPattern: /^20\d{14}$/, appIdExample: '2021001234567890', appIdRule: '20 开头的 16 位数字' },
  douyin: { platform: 'douyin', label: '抖音', appIdPattern: /^tt[0-9a-f]{16}$/, appIdExample: 'tt1234567890abcdef', appIdRule: 'tt 开头加 16 位十六进制字符' },
};

export function isMpPlatform(value: unknown): value is MpPlatform {
  return typeof value === 'string' && (MP_PLATFORMS as readonly string[]).includes(value);
}
