// Facts the server wrote into the page (server/core/http/staticFiles.ts), read once at start so
// the first screen need not ask for them: today the platform info (this host's login address).
// A page without the block (another back end, a static host) simply asks, as before; anything
// malformed is ignored the same way.
import type { PlatformInfo } from '../../shared/domain';
import { PAGE_DATA_ID, type PageData } from '../../shared/domain/api/pageData';

const isPlatformInfo = (value: unknown): value is PlatformInfo =>
  typeof value === 'object' && value !== null && typeof (value as PlatformInfo).loginUrl === 'string' && Array.isArray((value as PlatformInfo).productDomains);

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
