// The one rule for a decoration (issue 15 §6), run by the console before saving and by the server
// on every save: values only from the catalogues (DESIGN_MSG.notInCatalogue), colours only #rgb,
// #rrggbb, rgba() or systemDefine, images and files only the site's uploads, bounded text; nothing
// else ever reaches the CSS or a preview page. Every field is checked whatever the link config, so
// nothing unsafe is stored even where it is not shown; the active config's fields must be filled.
import {
  BACKGROUND_TYPES, BORDER_SIDES, COLOUR_PATTERNS, DOWNLOAD_POWERS, EN_FONTS, FONT_SIZES, IMAGE_POSITIONS, LINE_HEIGHTS, LINE_TYPES,
  POP_VIDEO_FILE_TYPES, RESOURCE_SOURCES, SCALE_MODES, SYSTEM_DEFINE, TEXT_ALIGNS, TILE_EFFECTS, ZH_FONTS,
} from './catalogues';
import { FUNCTION_ACTIONS, INSIDE_LINK_KINDS, isWebAddress, JUMP_TYPES, LINK_TYPES, SITE_SECTIONS } from './links';
import { DESIGN_MSG, type DecorationSections } from './style';
import { DESIGN_FILE_EXTENSIONS, isDesignColour, isHttpsAddress, isLibraryFile, isUploadImagePath, isVideoEmbedSrc } from './values';
import { isWidgetPhone } from '../settings/widgets';

export interface DesignProblem {
  /** Where: "about_us.background.color". */
  path: string;
  message: string;
}

export const DESIGN_LIMITS = {
  /** The whole decoration as JSON: five sections need about 5 KB; a 1 MB style is refused. */
  payloadChars: 32_000,
  buttonText: 20,
  recordTitle: 100,
  url: 500,
  phone: 20,
} as const;

export const DESIGN_CHECK_MSG = {
  tooLarge: '装修内容过大，请精简后重试',
  malformed: '装修数据格式不正确',
  colour: '颜色格式不正确（仅支持 #rgb、#rrggbb 或 rgba()）',
  image: '背景图片须为本站图片库中的图片',
  angle: '渐变角度须为 0 到 360 之间的整数',
  borderWidth: '边框宽度须为 0 到 20 之间的整数',
  buttonText: `按钮文字不能超过 ${DESIGN_LIMITS.buttonText} 个字`,
  text: '文字不能包含换行或控制字符',
  record: '请选择要链接的记录',
  form: '请选择表单',
  phone: '电话号码格式不正确',
  file: '请选择本站文件库中的文件',
  localVideo: '请选择本站文件库中的 MP4 视频',
  embedCode: '视频代码须为允许的视频网站的播放器地址',
  videoAddress: '视频地址须为 https:// 开头的网址',
  url: '请输入以 http:// 或 https:// 开头的链接地址',
  tooLong: (max: number) => `内容不能超过 ${max} 个字符`,
} as const;

const BACKGROUND_KEYS = ['type', 'pattern', 'color', 'gradientFrom', 'gradientTo', 'gradientAngle', 'image', 'imageSource', 'scale', 'tile', 'position'] as const;
const BORDER_KEYS = ['sides', 'line', 'width', 'color'] as const;
const TEXT_KEYS = ['font', 'size', 'color', 'align', 'lineHeight'] as const;
const BUTTON_KEYS = [
  'text', 'link', 'insideKind', 'section', 'recordId', 'recordTitle', 'action', 'formId', 'phone', 'file',
  'downloadPower', 'jumpSection', 'videoType', 'video', 'url', 'jumpType',
] as const;
const STYLE_KEYS = ['background', 'border', 'text', 'button'] as const;

type Obj = Record<string, unknown>;
/** Thrown inside the check and caught at its top: the first problem ends the walk. */
class Refusal {
  constructor(readonly problem: DesignProblem) {}
}
const refuse = (path: string, message: string): never => {
  throw new Refusal({ path, message });
};

/** A plain object with exactly `keys` (unknown and missing keys alike are refused). */
function record(value: unknown, keys: readonly string[], path: string): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse(path, DESIGN_CHECK_MSG.malformed);
  const own = Object.keys(value);
  for (const key of own) if (!keys.includes(key)) refuse(path ? `${path}.${key}` : key, DESIGN_CHECK_MSG.malformed);
  for (const key of keys) if (!Object.prototype.hasOwnProperty.call(value, key)) refuse(path ? `${path}.${key}` : key, DESIGN_CHECK_MSG.malformed);
  return value as Obj;
}

function code(list: readonly unknown[], value: unknown, path: string): void {
  if (!list.includes(value)) refuse(path, DESIGN_MSG.notInCatalogue);
}

function colour(value: unknown, path: string): void {
  if (typeof value !== 'string' || (value !== SYSTEM_DEFINE && !isDesignColour(value))) refuse(path, DESIGN_CHECK_MSG.colour);
}

function integer(value: unknown, min: number, max: number, path: string, message: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) refuse(path, message);
  return value as number;
}

/** A string of at most `max` characters with no line breaks or control characters. */
function text(value: unknown, max: number, path: string): string {
  if (typeof value !== 'string') return refuse(path, DESIGN_CHECK_MSG.malformed);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(value)) refuse(path, DESIGN_CHECK_MSG.text);
  if ([...value].length > max) refuse(path, max === DESIGN_LIMITS.buttonText ? DESIGN_CHECK_MSG.buttonText : DESIGN_CHECK_MSG.tooLong(max));
  return value;
}

function background(value: unknown, siteId: number, path: string): void {
  const bg = record(value, BACKGROUND_KEYS, path);
  code([...BACKGROUND_TYPES, SYSTEM_DEFINE], bg.type, `${path}.type`);
  code(COLOUR_PATTERNS, bg.pattern, `${path}.pattern`);
  colour(bg.color, `${path}.color`);
  colour(bg.gradientFrom, `${path}.gradientFrom`);
  colour(bg.gradientTo, `${path}.gradientTo`);
  integer(bg.gradientAngle, 0, 360, `${path}.gradientAngle`, DESIGN_CHECK_MSG.angle);
  if (bg.image !== '' && !(typeof bg.image === 'string' && isUploadImagePath(bg.image, siteId))) refuse(`${path}.image`, DESIGN_CHECK_MSG.image);
  code(RESOURCE_SOURCES, bg.imageSource, `${path}.imageSource`);
  code(SCALE_MODES, bg.scale, `${path}.scale`);
  code(TILE_EFFECTS, bg.tile, `${path}.tile`);
  code(IMAGE_POSITIONS, bg.position, `${path}.position`);
}

function border(value: unknown, path: string): void {
  const b = record(value, BORDER_KEYS, path);
  if (!Array.isArray(b.sides) || b.sides.length > BORDER_SIDES.length) return refuse(`${path}.sides`, DESIGN_CHECK_MSG.malformed);
  b.sides.forEach((side, i) => code(BORDER_SIDES, side, `${path}.sides.${i}`));
  if (new Set(b.sides).size !== b.sides.length) refuse(`${path}.sides`, DESIGN_CHECK_MSG.malformed);
  code(LINE_TYPES, b.line, `${path}.line`);
  integer(b.width, 0, 20, `${path}.width`, DESIGN_CHECK_MSG.borderWidth);
  colour(b.color, `${path}.color`);
}

function textStyle(value: unknown, path: string): void {
  const t = record(value, TEXT_KEYS, path);
  code([...ZH_FONTS, ...EN_FONTS, SYSTEM_DEFINE], t.font, `${path}.font`);
  code(FONT_SIZES, t.size, `${path}.size`);
  colour(t.color, `${path}.color`);
  code(TEXT_ALIGNS, t.align, `${path}.align`);
  code(LINE_HEIGHTS, t.lineHeight, `${path}.lineHeight`);
}

function button(value: unknown, siteId: number, path: string): void {
  const b = record(value, BUTTON_KEYS, path);
  const at = (key: string) => `${path}.${key}`;
  text(b.text, DESIGN_LIMITS.buttonText, at('text'));
  code(LINK_TYPES, b.link, at('link'));
  code(INSIDE_LINK_KINDS, b.insideKind, at('insideKind'));
  code(SITE_SECTIONS, b.section, at('section'));
  const recordId = integer(b.recordId, 0, Number.MAX_SAFE_INTEGER, at('recordId'), DESIGN_CHECK_MSG.record);
  text(b.recordTitle, DESIGN_LIMITS.recordTitle, at('recordTitle'));
  code(FUNCTION_ACTIONS, b.action, at('action'));
  const formId = integer(b.formId, 0, Number.MAX_SAFE_INTEGER, at('formId'), DESIGN_CHECK_MSG.form);
  const phone = text(b.phone, DESIGN_LIMITS.phone, at('phone'));
  const file = text(b.file, DESIGN_LIMITS.url, at('file'));
  code(DOWNLOAD_POWERS, b.downloadPower, at('downloadPower'));
  code(SITE_SECTIONS, b.jumpSection, at('jumpSection'));
  code(POP_VIDEO_FILE_TYPES, b.videoType, at('videoType'));
  const video = text(b.video, DESIGN_LIMITS.url, at('video'));
  const url = text(b.url, DESIGN_LIMITS.url, at('url'));
  code(JUMP_TYPES, b.jumpType, at('jumpType'));

  // Free text, whatever the config: empty or valid by its own rule (an inactive field never holds
  // something a later switch of config would publish unchecked).
  if (phone && !isWidgetPhone(phone)) refuse(at('phone'), DESIGN_CHECK_MSG.phone);
  if (file && !isLibraryFile(file, DESIGN_FILE_EXTENSIONS, siteId)) refuse(at('file'), DESIGN_CHECK_MSG.file);
  if (video && !videoValid(b.videoType as string, video, siteId)) refuse(at('video'), videoMessage(b.videoType as string));
  if (url && !isWebAddress(url)) refuse(at('url'), DESIGN_CHECK_MSG.url);

  // The active config's fields must be filled.
  if (b.link === 'inside_link' && b.insideKind !== 'section' && recordId <= 0) refuse(at('recordId'), DESIGN_CHECK_MSG.record);
  if (b.link === 'outside_link' && !url) refuse(at('url'), DESIGN_CHECK_MSG.url);
  if (b.link !== 'fun') return;
  if (b.action === 'submit_form' && formId <= 0) refuse(at('formId'), DESIGN_CHECK_MSG.form);
  if (b.action === 'telephone_advisory' && !phone) refuse(at('phone'), DESIGN_CHECK_MSG.phone);
  if (b.action === 'file_download' && !file) refuse(at('file'), DESIGN_CHECK_MSG.file);
  if (b.action === 'pop_video' && !video) refuse(at('video'), videoMessage(b.videoType as string));
}

function videoValid(type: string, video: string, siteId: number): boolean {
  if (type === 'local_add') return isLibraryFile(video, ['mp4'], siteId);
  if (type === 'common_code') return isVideoEmbedSrc(video);
  return isHttpsAddress(video, DESIGN_LIMITS.url);
}

function videoMessage(type: string): string {
  return type === 'local_add' ? DESIGN_CHECK_MSG.localVideo : type === 'common_code' ? DESIGN_CHECK_MSG.embedCode : DESIGN_CHECK_MSG.videoAddress;
}

/** One section's style (the style panel checks the section it edits). */
export function checkSectionStyle(style: unknown, siteId: number, path = ''): DesignProblem | null {
  try {
    const s = record(style, STYLE_KEYS, path);
    const at = (key: string) => (path ? `${path}.${key}` : key);
    background(s.background, siteId, at('background'));
    border(s.border, at('border'));
    textStyle(s.text, at('text'));
    button(s.button, siteId, at('button'));
    return null;
  } catch (error) {
    if (error instanceof Refusal) return error.problem;
    throw error;
  }
}

/**
 * The first problem of a decoration as received (unknown: straight off the wire), or null when it
 * is a complete, valid DecorationSections of the site `siteId`.
 */
export function checkDecoration(sections: unknown, siteId: number): DesignProblem | null {
  let size: number;
  try {
    size = JSON.stringify(sections)?.length ?? 0;
  } catch {
    return { path: '', message: DESIGN_CHECK_MSG.malformed };
  }
  if (size > DESIGN_LIMITS.payloadChars) return { path: '', message: DESIGN_CHECK_MSG.tooLarge };
  try {
    const all = record(sections, SITE_SECTIONS, '');
    for (const section of SITE_SECTIONS) {
      const problem = checkSectionStyle(all[section], siteId, section);
      if (problem) return problem;
    }
    return null;
  } catch (error) {
    if (error instanceof Refusal) return error.problem;
    throw error;
  }
}

/** The type guard the server uses after checkDecoration answered null. */
export function isDecoration(sections: unknown, siteId: number): sections is DecorationSections {
  return checkDecoration(sections, siteId) === null;
}
