// 域名管理 (issue 14 §3, site2): domain syntax, the 30-day expiry warning, DNS TXT verification and
// the HTTPS certificate's refusals — the same rules in the console and on the server.

export const SITE_DOMAIN_LIMITS = {
  /** Domains one site may bind. */
  perSite: 20,
  /** Days before expiry when the page warns. */
  warnDays: 30,
  /** A PEM certificate chain or key, as pasted or uploaded. */
  pemChars: 20_000,
} as const;

export const SITE_DOMAIN_MSG = {
  invalid: '域名格式不正确（例如 www.example.com）',
  boundElsewhere: '该域名已被其他网站绑定',
  boundHere: '该域名已绑定到本网站',
  tooMany: `每个网站最多绑定${SITE_DOMAIN_LIMITS.perSite}个域名`,
  notFound: '域名不存在或已被删除',
  expireInvalid: '请选择域名到期日期',
  expirePast: '到期日期不能早于今天',
  dnsUnconfigured: 'DNS 解析服务未配置，请联系管理员',
  dnsFailed: '无法查询该域名的解析记录，请稍后再试',
  dnsMissing: '未找到验证用的 TXT 记录，请确认已添加并等待解析生效（通常需要几分钟）',
  verified: '验证成功',
  certRequired: '请粘贴或上传证书和私钥',
  certInvalid: '证书格式不正确（需要 PEM 格式的证书）',
  keyInvalid: '私钥格式不正确（需要 PEM 格式的私钥）',
  certMismatch: '证书与域名不匹配',
  certExpired: '证书已过期',
  certNotYetValid: '证书尚未生效',
  keyMismatch: '私钥与证书不匹配',
  certTooLong: '证书或私钥内容过长',
  noCert: '该域名尚未上传证书',
} as const;

/** The TXT record the operator adds to prove the domain is theirs: at _siteverify.<domain>. */
export const SITE_VERIFY_PREFIX = '_siteverify';
export const SITE_VERIFY_VALUE_PREFIX = 'site-verify=';

export function siteVerifyRecord(domain: string, token: string): { host: string; value: string } {
  return { host: `${SITE_VERIFY_PREFIX}.${domain}`, value: `${SITE_VERIFY_VALUE_PREFIX}${token}` };
}

/** A domain as typed: trimmed, lower-cased, without a trailing dot. */
export function normaliseSiteDomain(text: string): string {
  return text.trim().toLowerCase().replace(/\.$/, '');
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A host name of at least two labels (www.example.com, example.cn, xn--fiqs8s.cn); no scheme, port, path or IP. */
export function siteDomainValid(domain: string): boolean {
  if (!domain || domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((l) => LABEL.test(l))) return false;
  return TLD.test(labels[labels.length - 1]);
}

export type SiteExpiryState = 'ok' | 'soon' | 'expired';

/** ok, soon (within 30 days) or expired, for an expiry in seconds since the epoch. */
export function siteExpiryState(expireAtSec: number, nowMs: number): SiteExpiryState {
  const left = expireAtSec * 1000 - nowMs;
  if (left <= 0) return 'expired';
  return left <= SITE_DOMAIN_LIMITS.warnDays * 86_400_000 ? 'soon' : 'ok';
}

/** Whole days left until an expiry (0 once it has passed). */
export function siteDaysLeft(expireAtSec: number, nowMs: number): number {
  return Math.max(0, Math.ceil((expireAtSec * 1000 - nowMs) / 86_400_000));
}

const PEM_CERT = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;
const PEM_KEY = /-----BEGIN (?:RSA |EC |ENCRYPTED )?PRIVATE KEY-----[\s\S]+?-----END (?:RSA |EC |ENCRYPTED )?PRIVATE KEY-----/;

/** The first shape problem of a pasted certificate and key (the server then checks them with node:crypto). */
export function checkSiteCertText(cert: string, key: string): string | null {
  if (!cert.trim() || !key.trim()) return SITE_DOMAIN_MSG.certRequired;
  if (cert.length > SITE_DOMAIN_LIMITS.pemChars || key.length > SITE_DOMAIN_LIMITS.pemChars) return SITE_DOMAIN_MSG.certTooLong;
  if (!PEM_CERT.test(cert)) return SITE_DOMAIN_MSG.certInvalid;
  if (!PEM_KEY.test(key)) return SITE_DOMAIN_MSG.keyInvalid;
  return null;
}
