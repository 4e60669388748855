// The free-form values a decoration may hold besides catalogue codes (issue 15 §6): colours, the
// site's upload paths, a video host's player address. Each rule is a whole-string match on a
// narrow alphabet, so nothing that passes can close a declaration, open a tag or call url()/expression().

/** #rgb or #rrggbb. */
const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** rgba(r, g, b, a): 0–255 integers and an alpha 0–1 (what a colour picker writes; one space allowed). */
const RGBA = /^rgba\((\d{1,3}), ?(\d{1,3}), ?(\d{1,3}), ?(0|1|0?\.\d{1,3}|1\.0{1,3})\)$/;

/** A colour a decoration may hold (systemDefine is checked by the caller where it is allowed). */
export function isDesignColour(value: string): boolean {
  if (HEX.test(value)) return true;
  const m = RGBA.exec(value);
  return !!m && [m[1], m[2], m[3]].every((n) => Number(n) <= 255);
}

export const DESIGN_IMAGE_EXTENSIONS = ['jpg', 'png', 'gif', 'webp'] as const;
/** Every extension the library stores (server/core/services/uploads.ts STORED_EXTENSIONS). */
export const DESIGN_FILE_EXTENSIONS = ['jpg', 'png', 'gif', 'webp', 'pdf', 'zip', 'docx', 'xlsx', 'doc', 'xls', 'txt', 'mp4'] as const;

/** A library file: /uploads/<site>/<yyyy-mm>/<32 hex>.<ext> (names the server chose). */
const LIBRARY_FILE = /^\/uploads\/([1-9]\d{0,9})\/\d{4}-(?:0[1-9]|1[0-2])\/[0-9a-f]{32}\.([a-z0-9]{2,4})$/;

/** The site and extension of a library path; null for anything else. */
export function libraryFileOf(path: string): { siteId: number; ext: string } | null {
  const m = typeof path === 'string' ? LIBRARY_FILE.exec(path) : null;
  return m ? { siteId: Number(m[1]), ext: m[2] } : null;
}

/** A library file of `siteId` (any site when omitted: the shape only) with one of `extensions`. */
export function isLibraryFile(path: string, extensions: readonly string[], siteId?: number): boolean {
  const file = libraryFileOf(path);
  return !!file && extensions.includes(file.ext) && (siteId === undefined || file.siteId === siteId);
}

/** A picture of the library (sectionCss checks the shape; checkDecoration the site too). */
export const isUploadImagePath = (path: string, siteId?: number): boolean => isLibraryFile(path, DESIGN_IMAGE_EXTENSIONS, siteId);

/** The video hosts whose player may be embedded by a button's pop_video (common_code). */
export const VIDEO_EMBED_HOSTS = ['player.youku.com', 'v.qq.com', 'player.bilibili.com', 'open.iqiyi.com', 'www.ixigua.com'] as const;

/** An https address, no credentials, no characters that could leave an attribute or a url(). */
export function isHttpsAddress(value: string, maxLength = 500): boolean {
  if (typeof value !== 'string' || value.length > maxLength || /[\s<>"'`\\()]/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A player address of an allowed video host (what common_code stores: the src, never HTML). */
export const isVideoEmbedSrc = (value: string): boolean => isHttpsAddress(value) && (VIDEO_EMBED_HOSTS as readonly string[]).includes(new URL(value).hostname);

/**
 * The player address of a pasted embed code (`<iframe src="https://player.bilibili.com/…">`), or of
 * a bare player address; null when it is not one of VIDEO_EMBED_HOSTS. The console stores only this.
 */
export function embedSrc(code: string): string | null {
  const text = typeof code === 'string' ? code.trim() : '';
  if (text.length > 4000) return null;
  const m = /^<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>\s*(?:<\/iframe>)?$/i.exec(text);
  const raw = m ? (m[1] ?? m[2]).replace(/&amp;/g, '&') : text;
  const src = raw.startsWith('//') ? `https:${raw}` : raw;
  return isVideoEmbedSrc(src) ? src : null;
}
