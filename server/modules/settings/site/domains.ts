// A site's bound domains (core's site_domains) with what this area keeps of each
// (settings_site_domains: the TXT token, the certificate) and which one is primary.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { siteVerifyRecord, SITE_DOMAIN_MSG, type SiteDomainRow } from '../../../../shared/domain/settings/site';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';

export const newVerifyToken = (): string => randomBytes(12).toString('hex');

/** Gives every bound domain of the site its row here (domains bound before this area, or by others). */
export async function ensureDomainRows(db: Kysely<Database>, siteId: number, now: number): Promise<void> {
  const missing = await db.selectFrom('site_domains').select('site_domains.id')
    .leftJoin('settings_site_domains', 'settings_site_domains.domain_id', 'site_domains.id')
    .where('site_domains.site_id', '=', siteId).where('settings_site_domains.domain_id', 'is', null).execute();
  if (!missing.length) return;
  await db.insertInto('settings_site_domains')
    .values(missing.map((m) => ({ domain_id: m.id, site_id: siteId, verify_token: newVerifyToken(), verified_at: null, cert_pem: null, cert_key_sealed: null, cert_subject: null, cert_issuer: null, cert_valid_from: null, cert_valid_to: null, cert_names: null, updated_at: now })))
    .onConflict((oc) => oc.column('domain_id').doNothing()).execute();
}

export async function primaryDomainId(db: Kysely<Database>, siteId: number): Promise<number | null> {
  const row = await db.selectFrom('settings_site_info').select('primary_domain_id').where('site_id', '=', siteId).executeTakeFirst();
  return row?.primary_domain_id ?? null;
}

export async function listDomains(db: Kysely<Database>, siteId: number, now: number): Promise<SiteDomainRow[]> {
  await ensureDomainRows(db, siteId, now);
  const rows = await db.selectFrom('site_domains')
    .innerJoin('settings_site_domains', 'settings_site_domains.domain_id', 'site_domains.id')
    .select(['site_domains.id', 'site_domains.domain', 'site_domains.expire_at', 'verify_token', 'verified_at', 'cert_subject', 'cert_issuer', 'cert_valid_from', 'cert_valid_to', 'cert_names'])
    .where('site_domains.site_id', '=', siteId).orderBy('site_domains.id').execute();
  // No primary chosen (or it was removed): the first bound domain is the site's address.
  const chosen = await primaryDomainId(db, siteId);
  const primary = rows.some((r) => r.id === chosen) ? chosen : rows[0]?.id ?? null;
  return rows.map((r) => {
    const record = siteVerifyRecord(r.domain, r.verify_token);
    return {
      id: r.id,
      domain: r.domain,
      expireAt: Number(r.expire_at),
      primary: r.id === primary,
      verifyHost: record.host,
      verifyValue: record.value,
      verifiedAt: r.verified_at === null ? null : Number(r.verified_at),
      cert: r.cert_valid_to === null ? null : {
        subject: r.cert_subject ?? '', issuer: r.cert_issuer ?? '', validFrom: Number(r.cert_valid_from), validTo: Number(r.cert_valid_to),
        names: JSON.parse(r.cert_names ?? '[]') as string[],
      },
    };
  });
}

/** One of the site's domains, or 404 (another site's is indistinguishable from a missing one). */
export async function siteDomain(db: Kysely<Database>, siteId: number, id: number, now: number) {
  await ensureDomainRows(db, siteId, now);
  const row = await db.selectFrom('site_domains')
    .innerJoin('settings_site_domains', 'settings_site_domains.domain_id', 'site_domains.id')
    .select(['site_domains.id', 'site_domains.domain', 'verify_token', 'cert_pem'])
    .where('site_domains.id', '=', id).where('site_domains.site_id', '=', siteId).executeTakeFirst();
  if (!row) throw new ApiError(404, SITE_DOMAIN_MSG.notFound);
  return row;
}
