// The site a preview page's token opens, for /previewBox's check: the token must be this server's,
// unexpired, and its draft still kept (a purged or superseded draft's page answers 404, so framing
// it would only show an error).
import type { AppDeps } from '../../core/http/routeDef';
import { draftOf } from './drafts';
import { verifyPreviewToken } from './previewToken';

export async function previewTokenSite(deps: Pick<AppDeps, 'db' | 'config' | 'now'>, token: string): Promise<number | null> {
  const now = deps.now();
  const claim = verifyPreviewToken(deps.config, token, now);
  if (!claim) return null;
  return (await draftOf(deps.db, claim.siteId, claim.draftId, now)) ? claim.siteId : null;
}
