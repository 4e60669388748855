// The preview pages' token (issue 15 §6): "<site>.<draft>.<expires ms>.<HMAC>", signed by core's
// secret box, good for 30 minutes. It names the site, so a page of one site's draft can never be
// shown as another's; /previewBox's check (previewBoxRoutes.ts) reads it with verifyPreviewToken.
import type { ServerConfig } from '../../core/config';
import { secretBoxOf } from '../../core/services/secretBox';

export const PREVIEW_TTL_MS = 30 * 60_000;

export interface PreviewClaim {
  siteId: number;
  draftId: number;
  expiresAt: number;
}

type KeyConfig = Pick<ServerConfig, 'dataDir' | 'secretKey'>;

const signed = (c: PreviewClaim) => `designer.preview|${c.siteId}|${c.draftId}|${c.expiresAt}`;

export function signPreviewToken(config: KeyConfig, claim: PreviewClaim): string {
  return `${claim.siteId}.${claim.draftId}.${claim.expiresAt}.${secretBoxOf(config).sign(signed(claim))}`;
}

const SHAPE = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,15})\.([0-9a-f]{64})$/;

/** The claim of a token signed by this server and not expired at `now`, else null. */
export function verifyPreviewToken(config: KeyConfig, token: string, now: number): PreviewClaim | null {
  const m = SHAPE.exec(token);
  if (!m) return null;
  const claim = { siteId: Number(m[1]), draftId: Number(m[2]), expiresAt: Number(m[3]) };
  if (!secretBoxOf(config).verify(signed(claim), m[4])) return null;
  return claim.expiresAt > now ? claim : null;
}
