// Facts the server wrote into the page (server/core/http/staticFiles.ts), read once at start so
// the first screen need not ask for them: today the platform info (this host's login address and,
// when the API host switch names one, its API base).
// A page without the block (another back end, a static host) simply asks, as before; anything
// malformed is ignored the same way.
import type { PlatformInfo } from '../../shared/domain';
import { PAGE_DATA_ID, type PageData } from '../../shared/domain/api/pageData';

const isPlatformInfo = (value: unknown): value is PlatformInfo =>
  typeof value === 'object' && value !== null && typeof (value as PlatformInfo).loginUrl === 'string' && Array.isArray((value as PlatformInfo).productDomains);

/** An API base the page may name: an absolute http(s) address or a path, ending in "/". */
const API_BASE_FORM = /^(?:https?:\/\/[^/\s?#]+)?\/[^\s?#]*\/$|^\/$/;

/**
 * The kernel configuration the page's facts decide at boot: the platform info, and the API base the
 * server chose for this host (§7 the API host switch, API_BASES); a malformed base is ignored.
 */
export function bootConfigOf(data: PageData): { platform?: PlatformInfo; apiBase?: string } {
  const platform = data.platform;
  if (!platform) return {};
  const apiBase = typeof platform.apiBase === 'string' && API_BASE_FORM.test(platform.apiBase) ? platform.apiBase : undefined;
  return apiBase ? { platform, apiBase } : { platform };
}

export function readPageData(doc: Document): PageData {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data = JSON.parse(text) as { platform?: unknown };
    return isPlatformInfo(data.platform) ? { platform: data.platform } : {};
  } catch {
    return {};
  }
}
