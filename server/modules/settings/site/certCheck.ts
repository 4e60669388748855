// An HTTPS certificate for a bound domain, checked with node:crypto: a PEM certificate (the first of
// a chain), a private key that matches it, the domain among its names, and within its dates.
import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { checkSiteCertText, SITE_DOMAIN_MSG, type SiteCertInfo } from '../../../../shared/domain/settings/site';

export type CertVerdict = { ok: true; info: SiteCertInfo; certPem: string; keyPem: string } | { ok: false; message: string };

const FIRST_CERT = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;

function namesOf(cert: X509Certificate): string[] {
  const alt = cert.subjectAltName ?? '';
  const dns = alt.split(/,\s*/).filter((n) => n.startsWith('DNS:')).map((n) => n.slice(4));
  if (dns.length) return dns;
  const cn = /CN=([^\n]+)/.exec(cert.subject);
  return cn ? [cn[1]] : [];
}

export function checkCertificate(domain: string, certText: string, keyText: string, nowMs: number): CertVerdict {
  const shape = checkSiteCertText(certText, keyText);
  if (shape) return { ok: false, message: shape };
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(FIRST_CERT.exec(certText)![0]);
  } catch {
    return { ok: false, message: SITE_DOMAIN_MSG.certInvalid };
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(keyText.trim());
  } catch {
    return { ok: false, message: SITE_DOMAIN_MSG.keyInvalid };
  }
  if (!cert.checkPrivateKey(key)) return { ok: false, message: SITE_DOMAIN_MSG.keyMismatch };
  // Subject names only (not the CN when SANs exist), wildcards matching one label, as browsers do.
  if (!cert.checkHost(domain, { wildcards: true, partialWildcards: false, multiLabelWildcards: false })) return { ok: false, message: SITE_DOMAIN_MSG.certMismatch };
  const validFrom = Date.parse(cert.validFrom);
  const validTo = Date.parse(cert.validTo);
  if (validTo <= nowMs) return { ok: false, message: SITE_DOMAIN_MSG.certExpired };
  if (validFrom > nowMs) return { ok: false, message: SITE_DOMAIN_MSG.certNotYetValid };
  return {
    ok: true,
    certPem: certText.trim() + '\n',
    keyPem: keyText.trim() + '\n',
    info: {
      subject: cert.subject.replace(/\n/g, ', '),
      issuer: cert.issuer.replace(/\n/g, ', '),
      validFrom: Math.floor(validFrom / 1000),
      validTo: Math.floor(validTo / 1000),
      names: namesOf(cert),
    },
  };
}
