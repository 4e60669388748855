// /previewBox's addresses (§2): pcPreview/{mUrl}/{pcUrl}/{id}/{sn}, mobilePreview/… alike, and
// xcxPreview/{url}/{qrcode}/{sn}. Each address rides in one path segment, percent-encoded; an absent
// one is written '-'. Parsed from the raw (still encoded) path, so an address that itself holds
// %2F or %25 comes back exactly as it went in. Pages that open a box (网站装修, templates, home)
// build its address here.

export type BoxKind = 'pc' | 'mobile';

export interface SiteBoxParams {
  /** The mobile address ('' when the site has none). */
  mUrl: string;
  /** The PC address ('' when the site has none). */
  pcUrl: string;
  /** The template or page the caller previews (0: none); passed along, not shown. */
  id: number;
  /** The site the addresses belong to (its id). */
  sn: string;
}

export interface XcxBoxParams {
  /** The mini-program page's address. */
  url: string;
  /** Its QR picture, an image of the site's library. */
  qrcode: string;
  sn: string;
}

export const PREVIEW_BOX_ROOT = '/previewBox';
const SEGMENT: Record<BoxKind, string> = { pc: 'pcPreview', mobile: 'mobilePreview' };
const ABSENT = '-';

const enc = (value: string) => (value ? encodeURIComponent(value) : ABSENT);

export function siteBoxPath(kind: BoxKind, p: SiteBoxParams): string {
  return `${PREVIEW_BOX_ROOT}/${SEGMENT[kind]}/${enc(p.mUrl)}/${enc(p.pcUrl)}/${p.id}/${enc(p.sn)}`;
}

export function xcxBoxPath(p: XcxBoxParams): string {
  return `${PREVIEW_BOX_ROOT}/xcxPreview/${enc(p.url)}/${enc(p.qrcode)}/${enc(p.sn)}`;
}

function dec(segment: string): string | null {
  if (segment === ABSENT) return '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The segments after `/previewBox/<name>/` in a raw path, or null when the count differs. */
function segmentsAfter(pathname: string, name: string, count: number): string[] | null {
  const parts = pathname.split('/');
  const at = parts.lastIndexOf(name);
  if (at < 1 || parts[at - 1] !== PREVIEW_BOX_ROOT.slice(1)) return null;
  const rest = parts.slice(at + 1);
  if (rest.length === count + 1 && rest[count] === '') rest.pop(); // a trailing slash
  return rest.length === count ? rest : null;
}

const SN = /^[1-9]\d{0,9}$/;

/** The box a pc/mobile path opens, or null when malformed (预览地址无效). */
export function parseSiteBoxPath(pathname: string): ({ kind: BoxKind } & SiteBoxParams) | null {
  for (const kind of ['pc', 'mobile'] as const) {
    const raw = segmentsAfter(pathname, SEGMENT[kind], 4);
    if (!raw) continue;
    const [mUrl, pcUrl, id, sn] = raw.map(dec);
    if (mUrl === null || pcUrl === null || id === null || sn === null) return null;
    if (!/^\d{1,10}$/.test(id) || !SN.test(sn)) return null;
    // The box frames its own address; the other may be absent (the switch then stays off).
    if (!(kind === 'pc' ? pcUrl : mUrl)) return null;
    return { kind, mUrl, pcUrl, id: Number(id), sn };
  }
  return null;
}

export function parseXcxBoxPath(pathname: string): XcxBoxParams | null {
  const raw = segmentsAfter(pathname, 'xcxPreview', 3);
  if (!raw) return null;
  const [url, qrcode, sn] = raw.map(dec);
  if (!url || !qrcode || sn === null || !SN.test(sn)) return null;
  return { url, qrcode, sn };
}

/**
 * An address as the server checks and the frame loads it: absolute, relative ones (a preview page
 * of this server, /api/app/…) resolved against the console's own origin.
 */
export function absoluteAddress(address: string, origin: string): string | null {
  try {
    return new URL(address, origin).href;
  } catch {
    return null;
  }
}
