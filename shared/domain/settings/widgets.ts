// Rules of 访客挂件（分享、客服、底部浮动信息、浮动视频） (issue 14 §5), shared by the console and the
// server: each widget's settings, its defaults, the check a save passes (the page runs it first, the
// server again) and what of it visitors are served (WIDGET_PUBLIC_FIELDS: nothing else leaves).
import type { ApiName } from '../api/endpoints';
import { isValidUrl } from '../editor';

/** The six widgets; each is also an app of the application centre with the same key (shared/domain/apps). */
export const WIDGET_KINDS = ['share', 'customer', 'bottomBar', 'video', 'enShare', 'enMessage'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/** Each widget's calls in the API table: its settings and their save. */
export const WIDGET_CALLS: Record<WidgetKind, { get: ApiName; save: ApiName }> = {
  share: { get: 'widgetShareGet', save: 'widgetShareSave' },
  customer: { get: 'widgetCustomerGet', save: 'widgetCustomerSave' },
  bottomBar: { get: 'widgetBottomBarGet', save: 'widgetBottomBarSave' },
  video: { get: 'widgetVideoGet', save: 'widgetVideoSave' },
  enShare: { get: 'widgetEnShareGet', save: 'widgetEnShareSave' },
  enMessage: { get: 'widgetEnMessageGet', save: 'widgetEnMessageSave' },
};

/** Widgets of foreign (en, ydyl) sites only. */
export const WIDGET_FOREIGN_KINDS: readonly WidgetKind[] = ['enShare', 'enMessage'];

export const WIDGET_SHARE_CHANNELS = ['wechat', 'weibo', 'qq'] as const;
export const WIDGET_EN_SHARE_CHANNELS = ['facebook', 'x', 'whatsapp'] as const;
export const WIDGET_SHARE_POSITIONS = ['left', 'right', 'bottom'] as const;
export const WIDGET_SIDES = ['left', 'right'] as const;
export const WIDGET_BUTTON_TYPES = ['phone', 'sms', 'wechat', 'map', 'message'] as const;
export const WIDGET_VIDEO_CORNERS = ['right-bottom', 'left-bottom', 'right-top', 'left-top'] as const;
export const WIDGET_VIDEO_SOURCES = ['gallery', 'url'] as const;

export type WidgetShareChannel = (typeof WIDGET_SHARE_CHANNELS)[number];
export type WidgetEnShareChannel = (typeof WIDGET_EN_SHARE_CHANNELS)[number];
export type WidgetSharePosition = (typeof WIDGET_SHARE_POSITIONS)[number];
export type WidgetSide = (typeof WIDGET_SIDES)[number];
export type WidgetButtonType = (typeof WIDGET_BUTTON_TYPES)[number];
export type WidgetVideoCorner = (typeof WIDGET_VIDEO_CORNERS)[number];
export type WidgetVideoSource = (typeof WIDGET_VIDEO_SOURCES)[number];

export const WIDGET_LIMITS = {
  buttonsMin: 2,
  buttonsMax: 5,
  videoWidthMin: 200,
  videoWidthMax: 480,
  videoWidthDefault: 320,
  qqMax: 5,
  hours: 50,
  buttonLabel: 8,
  buttonValue: 200,
  address: 100,
  url: 500,
  email: 100,
  formButton: 20,
} as const;

export interface WidgetShareConfig {
  channels: WidgetShareChannel[];
  position: WidgetSharePosition;
}
export interface WidgetEnShareConfig {
  channels: WidgetEnShareChannel[];
  position: WidgetSharePosition;
}
export interface WidgetCustomerConfig {
  side: WidgetSide;
  qq: string[];
  /** A picture of the site's image library (/uploads/<site>/…), or ''. */
  wechatQr: string;
  phone: string;
  hours: string;
}
export interface WidgetEnMessageConfig {
  side: WidgetSide;
  whatsapp: string;
  email: string;
  /** One of the site's lead forms, or 0 for no form button. */
  formId: number;
  formButton: string;
}
export interface WidgetBottomButton {
  type: WidgetButtonType;
  label: string;
  /** 电话/短信: a phone number; 微信: a WeChat ID; 地图导航: an address; 在线留言: a page link. */
  value: string;
}
export interface WidgetBottomBarConfig {
  buttons: WidgetBottomButton[];
}
export interface WidgetVideoConfig {
  source: WidgetVideoSource;
  /** gallery: /uploads/<site>/….mp4 of the site's library; url: an https address ending in .mp4. */
  url: string;
  /** A picture of the site's library, or ''. */
  poster: string;
  corner: WidgetVideoCorner;
  width: number;
}

export interface WidgetConfigs {
  share: WidgetShareConfig;
  enShare: WidgetEnShareConfig;
  customer: WidgetCustomerConfig;
  enMessage: WidgetEnMessageConfig;
  bottomBar: WidgetBottomBarConfig;
  video: WidgetVideoConfig;
}

/** What a widget's GET answers and its save sends: the switch and the fields. */
export type WidgetSettings<K extends WidgetKind> = { enabled: boolean } & WidgetConfigs[K];

/** The GET and save answer: the settings, when last saved (0: never) and, for 外文客服, the chosen form's title. */
export interface WidgetAnswer<K extends WidgetKind> {
  settings: WidgetSettings<K>;
  updatedAt: number;
  formTitle?: string | null;
}

export const WIDGET_DEFAULTS: { readonly [K in WidgetKind]: WidgetConfigs[K] } = {
  share: { channels: ['wechat', 'weibo', 'qq'], position: 'right' },
  enShare: { channels: ['facebook', 'x', 'whatsapp'], position: 'right' },
  customer: { side: 'right', qq: [], wechatQr: '', phone: '', hours: '' },
  enMessage: { side: 'right', whatsapp: '', email: '', formId: 0, formButton: 'Contact us' },
  bottomBar: { buttons: [] },
  video: { source: 'url', url: '', poster: '', corner: 'right-bottom', width: WIDGET_LIMITS.videoWidthDefault },
};

/** Default label of each bottom-bar button (shown when the operator leaves it blank). */
export const WIDGET_BUTTON_LABELS: Record<WidgetButtonType, string> = {
  phone: '电话', sms: '短信', wechat: '微信', map: '地图导航', message: '在线留言',
};

export const WIDGET_MSG = {
  channelsRequired: '请至少选择一个分享渠道',
  qqInvalid: (n: number) => `第${n}个QQ号码格式不正确`,
  qqTooMany: `QQ号码最多${WIDGET_LIMITS.qqMax}个`,
  qqRepeated: 'QQ号码不能重复',
  phoneInvalid: '电话号码格式不正确',
  contactRequired: '请至少填写一种联系方式（QQ、微信二维码或电话）',
  hoursTooLong: `工作时间不能超过${WIDGET_LIMITS.hours}个字符`,
  imageInvalid: '请从图片库选择图片',
  whatsappInvalid: 'WhatsApp 号码格式不正确（如 +8613800000000）',
  emailInvalid: '邮箱格式不正确',
  enContactRequired: '请至少填写一种联系方式（WhatsApp、邮箱或留言表单）',
  formButtonRequired: '请填写表单按钮文字',
  formNotFound: '所选表单不存在或已删除，请重新选择',
  buttonsCount: `底部按钮数量需在${WIDGET_LIMITS.buttonsMin}~${WIDGET_LIMITS.buttonsMax}个之间`,
  buttonRepeated: (label: string) => `「${label}」按钮只能添加一个`,
  buttonLabelTooLong: (n: number) => `第${n}个按钮的名称不能超过${WIDGET_LIMITS.buttonLabel}个字符`,
  buttonPhoneInvalid: (n: number) => `第${n}个按钮的电话号码格式不正确`,
  buttonWechatInvalid: (n: number) => `第${n}个按钮的微信号格式不正确（6~20位，以字母开头）`,
  buttonAddressRequired: (n: number) => `第${n}个按钮请填写导航地址`,
  buttonLinkInvalid: (n: number) => `第${n}个按钮的留言页面地址不正确（站内路径或 http/https 地址）`,
  videoRequired: '请选择视频文件或填写视频地址',
  videoUrlInvalid: '视频地址须为 https 开头、以 .mp4 结尾的地址',
  videoGalleryInvalid: '请从图片库选择 MP4 视频文件',
  videoWidth: `视频宽度需在${WIDGET_LIMITS.videoWidthMin}~${WIDGET_LIMITS.videoWidthMax}像素之间`,
  foreignOnly: '该功能仅适用于外文网站',
  notConfigured: (name: string) => `请先在设置页完成「${name}」的设置再启用`,
  siteClosed: '站点不存在或未上线',
} as const;

export interface WidgetRefusal {
  /** The field the message is about (the page puts it there). */
  field: string;
  message: string;
}

const QQ = /^[1-9]\d{4,10}$/;
/** 手机 11 位; 座机 7–8 位, with or without an area code (0571-88886666); 400/800 numbers. */
const PHONE = /^(?:1\d{10}|\d{7,8}|0\d{2,3}-?\d{7,8}|[48]00-?\d{3}-?\d{4})$/;
const WHATSAPP = /^\+?[1-9]\d{6,14}$/;
const EMAIL = /^[^\s@<>"']{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const WECHAT_ID = /^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/;
/** A file of a site's library: /uploads/<site>/<yyyy-mm>/<32 hex>.<ext> (server-chosen names). */
const LIBRARY_FILE = /^\/uploads\/(\d{1,10})\/\d{4}-\d{2}\/[0-9a-f]{32}\.([a-z0-9]{2,5})$/;
const IMAGE_EXTENSIONS = ['jpg', 'png', 'gif', 'webp'];

export const isWidgetQq = (text: string): boolean => QQ.test(text);
export const isWidgetPhone = (text: string): boolean => PHONE.test(text);
export const isWidgetWhatsapp = (text: string): boolean => WHATSAPP.test(text);
export const isWidgetEmail = (text: string): boolean => text.length <= WIDGET_LIMITS.email && EMAIL.test(text);
export const isWidgetWechatId = (text: string): boolean => WECHAT_ID.test(text);

/** The site a library path belongs to, and its extension; null for anything else. */
export function widgetLibraryFile(url: string): { siteId: number; ext: string } | null {
  const m = LIBRARY_FILE.exec(url);
  return m ? { siteId: Number(m[1]), ext: m[2] } : null;
}

/** A picture of the library (of `siteId` when given; the console checks the shape, the server the site too). */
export function isWidgetLibraryImage(url: string, siteId?: number): boolean {
  const file = widgetLibraryFile(url);
  return !!file && IMAGE_EXTENSIONS.includes(file.ext) && (siteId === undefined || file.siteId === siteId);
}

/** https only, ending in .mp4 (before any query), no credentials: what a visitor's browser will fetch. */
export function isWidgetHttpsMp4(url: string): boolean {
  if (url.length > WIDGET_LIMITS.url || !isValidUrl(url)) return false;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && !u.username && !u.password && /\.mp4$/i.test(u.pathname);
  } catch {
    return false;
  }
}

/** 在线留言's page: a path of the site (/message) or an http(s) address — never javascript: or data:. */
export function isWidgetLink(url: string): boolean {
  return url.length <= WIDGET_LIMITS.url && isValidUrl(url, { allowRelative: true });
}

/** Leading and trailing blanks dropped from every text, blank QQ lines removed: what is checked and stored. */
export function normalizeWidget<K extends WidgetKind>(kind: K, settings: WidgetSettings<K>): WidgetSettings<K> {
  const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
  const out = Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, trim(v)])) as Record<string, unknown>;
  if (kind === 'customer') out.qq = (settings as WidgetSettings<'customer'>).qq.map((q) => q.trim()).filter(Boolean);
  if (kind === 'bottomBar') {
    out.buttons = (settings as WidgetSettings<'bottomBar'>).buttons.map((b) => ({ type: b.type, label: b.label.trim(), value: b.value.trim() }));
  }
  return out as unknown as WidgetSettings<K>;
}

function checkChannels(channels: readonly string[]): WidgetRefusal | null {
  return channels.length === 0 ? { field: 'channels', message: WIDGET_MSG.channelsRequired } : null;
}

function checkCustomer(c: WidgetCustomerConfig, enabled: boolean): WidgetRefusal | null {
  if (c.qq.length > WIDGET_LIMITS.qqMax) return { field: 'qq', message: WIDGET_MSG.qqTooMany };
  const bad = c.qq.findIndex((q) => !isWidgetQq(q));
  if (bad >= 0) return { field: 'qq', message: WIDGET_MSG.qqInvalid(bad + 1) };
  if (new Set(c.qq).size !== c.qq.length) return { field: 'qq', message: WIDGET_MSG.qqRepeated };
  if (c.wechatQr && !isWidgetLibraryImage(c.wechatQr)) return { field: 'wechatQr', message: WIDGET_MSG.imageInvalid };
  if (c.phone && !isWidgetPhone(c.phone)) return { field: 'phone', message: WIDGET_MSG.phoneInvalid };
  if ([...c.hours].length > WIDGET_LIMITS.hours) return { field: 'hours', message: WIDGET_MSG.hoursTooLong };
  if (enabled && !c.qq.length && !c.wechatQr && !c.phone) return { field: 'qq', message: WIDGET_MSG.contactRequired };
  return null;
}

function checkEnMessage(c: WidgetEnMessageConfig, enabled: boolean): WidgetRefusal | null {
  if (c.whatsapp && !isWidgetWhatsapp(c.whatsapp)) return { field: 'whatsapp', message: WIDGET_MSG.whatsappInvalid };
  if (c.email && !isWidgetEmail(c.email)) return { field: 'email', message: WIDGET_MSG.emailInvalid };
  if (c.formId && !c.formButton) return { field: 'formButton', message: WIDGET_MSG.formButtonRequired };
  if (enabled && !c.whatsapp && !c.email && !c.formId) return { field: 'whatsapp', message: WIDGET_MSG.enContactRequired };
  return null;
}

function checkButton(b: WidgetBottomButton, n: number): WidgetRefusal | null {
  const field = `buttons.${n - 1}`;
  if ([...b.label].length > WIDGET_LIMITS.buttonLabel) return { field, message: WIDGET_MSG.buttonLabelTooLong(n) };
  switch (b.type) {
    case 'phone':
    case 'sms':
      return isWidgetPhone(b.value) ? null : { field, message: WIDGET_MSG.buttonPhoneInvalid(n) };
    case 'wechat':
      return isWidgetWechatId(b.value) ? null : { field, message: WIDGET_MSG.buttonWechatInvalid(n) };
    case 'map':
      return b.value && [...b.value].length <= WIDGET_LIMITS.address ? null : { field, message: WIDGET_MSG.buttonAddressRequired(n) };
    case 'message':
      return isWidgetLink(b.value) ? null : { field, message: WIDGET_MSG.buttonLinkInvalid(n) };
  }
}

function checkBottomBar(c: WidgetBottomBarConfig): WidgetRefusal | null {
  const { buttons } = c;
  if (buttons.length < WIDGET_LIMITS.buttonsMin || buttons.length > WIDGET_LIMITS.buttonsMax) return { field: 'buttons', message: WIDGET_MSG.buttonsCount };
  const seen = new Set<string>();
  for (const b of buttons) {
    if (seen.has(b.type)) return { field: 'buttons', message: WIDGET_MSG.buttonRepeated(WIDGET_BUTTON_LABELS[b.type]) };
    seen.add(b.type);
  }
  for (let i = 0; i < buttons.length; i += 1) {
    const refusal = checkButton(buttons[i], i + 1);
    if (refusal) return refusal;
  }
  return null;
}

/** The floating video's width rule (§5 number input clamps; a save outside it is refused). */
export const isWidgetVideoWidth = (width: number): boolean =>
  Number.isInteger(width) && width >= WIDGET_LIMITS.videoWidthMin && width <= WIDGET_LIMITS.videoWidthMax;

function checkVideo(c: WidgetVideoConfig, enabled: boolean): WidgetRefusal | null {
  if (!isWidgetVideoWidth(c.width)) return { field: 'width', message: WIDGET_MSG.videoWidth };
  if (c.poster && !isWidgetLibraryImage(c.poster)) return { field: 'poster', message: WIDGET_MSG.imageInvalid };
  if (!c.url) return enabled ? { field: 'url', message: WIDGET_MSG.videoRequired } : null;
  if (c.source === 'url' && !isWidgetHttpsMp4(c.url)) return { field: 'url', message: WIDGET_MSG.videoUrlInvalid };
  if (c.source === 'gallery' && widgetLibraryFile(c.url)?.ext !== 'mp4') return { field: 'url', message: WIDGET_MSG.videoGalleryInvalid };
  return null;
}

/**
 * The rule of a widget's save (normalised first). A widget switched off may be saved half-filled;
 * switched on it must be usable (a contact, 2–5 buttons, a video).
 */
export function checkWidget<K extends WidgetKind>(kind: K, settings: WidgetSettings<K>): WidgetRefusal | null {
  const s = settings as WidgetSettings<WidgetKind>;
  switch (kind) {
    case 'share':
    case 'enShare':
      return checkChannels((s as WidgetShareConfig).channels);
    case 'customer':
      return checkCustomer(s as WidgetSettings<'customer'>, s.enabled);
    case 'enMessage':
      return checkEnMessage(s as WidgetSettings<'enMessage'>, s.enabled);
    case 'bottomBar':
      // An empty bar may be kept switched off (the default); any buttons must be 2–5 valid ones.
      return !s.enabled && (s as WidgetSettings<'bottomBar'>).buttons.length === 0 ? null : checkBottomBar(s as WidgetSettings<'bottomBar'>);
    case 'video':
      return checkVideo(s as WidgetSettings<'video'>, s.enabled);
    default:
      return null;
  }
}

/** The fields visitors are served of each widget (the settings minus nothing secret: none are). */
export const WIDGET_PUBLIC_FIELDS: { readonly [K in WidgetKind]: readonly (keyof WidgetConfigs[K])[] } = {
  share: ['channels', 'position'],
  enShare: ['channels', 'position'],
  customer: ['side', 'qq', 'wechatQr', 'phone', 'hours'],
  enMessage: ['side', 'whatsapp', 'email', 'formId', 'formButton'],
  bottomBar: ['buttons'],
  video: ['url', 'poster', 'corner', 'width'],
};

/** What the public route answers for a site: only the enabled widgets, each with its public fields. */
export type WidgetPublicPayload = { siteId: number } & { [K in WidgetKind]?: Partial<WidgetConfigs[K]> };

export function widgetPublicFields<K extends WidgetKind>(kind: K, config: WidgetConfigs[K]): Partial<WidgetConfigs[K]> {
  const fields = WIDGET_PUBLIC_FIELDS[kind] as readonly (keyof WidgetConfigs[K])[];
  return Object.fromEntries(fields.map((f) => [f, config[f]])) as Partial<WidgetConfigs[K]>;
}
