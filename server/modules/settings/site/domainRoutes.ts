// 域名管理 (site_setting_2): the site's domains with their expiry; add (a unique index decides
// 该域名已被其他网站绑定), remove, primary, DNS TXT verification, and the HTTPS certificate (checked
// with node:crypto, its key sealed at rest, the certificate downloadable as .pem).
import { Readable } from 'node:stream';
import {
  normaliseSiteDomain,
  siteDomainValid,
  SITE_DOMAIN_LIMITS,
  SITE_DOMAIN_MSG,
  type SiteCertUpload,
  type SiteDomainAdd,
  type SiteDomainListAnswer,
  type SiteDomainRow,
} from '../../../../shared/domain/settings/site';
import { isUniqueViolation } from '../../../core/db/dbErrors';
import { ApiError } from '../../../core/http/envelope';
import { FileAnswer, route, WithMessage, type AnyRoute } from '../../../core/http/routeDef';
import { date, EMPTY, id, obj, str } from '../../../core/http/schemas';
import { secretBoxOf } from '../../../core/services/secretBox';
import { activeSite } from '../../../core/services/siteScope';
import { checkCertificate } from './certCheck';
import { hasTxtRecord } from './dnsLookup';
import { listDomains, newVerifyToken, siteDomain } from './domains';
import { SITE_KEYS } from './keys';
import { ensureSiteInfoRow } from './siteInfo';

const access = { permission: SITE_KEYS.domains } as const;
const ID_BODY = obj({ id: id() }, ['id']);

/** The end of the chosen day in China time (UTC+8), in seconds. */
function expirySeconds(day: string): number {
  return Math.floor(Date.parse(`${day}T23:59:59+08:00`) / 1000);
}

async function rowOf(deps: Parameters<typeof listDomains>[0], siteId: number, domainId: number, now: number): Promise<SiteDomainRow> {
  const rows = await listDomains(deps, siteId, now);
  return rows.find((r) => r.id === domainId)!;
}

export const domainRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, SiteDomainListAnswer>('siteDomainList', {
    access,
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const now = ctx.deps.now();
      const rows = await listDomains(ctx.deps.db, site.id, now);
      return { rows, total: rows.length, now };
    },
  }),

  route<Record<string, never>, SiteDomainAdd, SiteDomainRow>('siteDomainAdd', {
    access,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ domain: str(300), expireDate: date() }, ['domain', 'expireDate']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const now = ctx.deps.now();
      const domain = normaliseSiteDomain(ctx.body.domain);
      if (!siteDomainValid(domain)) throw new ApiError(400, SITE_DOMAIN_MSG.invalid, { field: 'domain' });
      const expireAt = expirySeconds(ctx.body.expireDate);
      if (!Number.isFinite(expireAt)) throw new ApiError(400, SITE_DOMAIN_MSG.expireInvalid, { field: 'expireDate' });
      if (expireAt * 1000 < now) throw new ApiError(400, SITE_DOMAIN_MSG.expirePast, { field: 'expireDate' });
      const db = ctx.deps.db;
      const mine = await db.selectFrom('site_domains').select(['id', 'domain']).where('site_id', '=', site.id).execute();
      if (mine.some((d) => d.domain === domain)) throw new ApiError(400, SITE_DOMAIN_MSG.boundHere, { field: 'domain' });
      if (mine.length >= SITE_DOMAIN_LIMITS.perSite) throw new ApiError(400, SITE_DOMAIN_MSG.tooMany);
      let domainId: number;
      try {
        domainId = await db.transaction().execute(async (trx) => {
          const inserted = await trx.insertInto('site_domains').values({ site_id: site.id, domain, expire_at: expireAt }).returning('id').executeTakeFirstOrThrow();
          await trx.insertInto('settings_site_domains').values({
            domain_id: inserted.id, site_id: site.id, verify_token: newVerifyToken(), verified_at: null, cert_pem: null, cert_key_sealed: null,
            cert_subject: null, cert_issuer: null, cert_valid_from: null, cert_valid_to: null, cert_names: null, updated_at: now,
          }).execute();
          return inserted.id;
        });
      } catch (err) {
        // The index on site_domains.domain is what decides, also when two saves race for one name;
        // the refusal then names who holds it now.
        if (!isUniqueViolation(err)) throw err;
        const holder = await db.selectFrom('site_domains').select('site_id').where('domain', '=', domain).executeTakeFirst();
        throw new ApiError(400, holder?.site_id === site.id ? SITE_DOMAIN_MSG.boundHere : SITE_DOMAIN_MSG.boundElsewhere, { field: 'domain' });
      }
      ctx.note({ detail: `绑定域名 ${domain}`, changes: [{ field: 'domain', before: null, after: domain }] });
      return rowOf(db, site.id, domainId, now);
    },
  }),

  route<Record<string, never>, { id: number }, { id: number }>('siteDomainRemove', {
    access,
    mutates: true,
    schema: { querystring: EMPTY, body: ID_BODY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const row = await siteDomain(ctx.deps.db, site.id, ctx.body.id, ctx.deps.now());
      await ctx.deps.db.transaction().execute(async (trx) => {
        await trx.updateTable('settings_site_info').set({ primary_domain_id: null }).where('site_id', '=', site.id).where('primary_domain_id', '=', row.id).execute();
        await trx.deleteFrom('settings_site_domains').where('domain_id', '=', row.id).execute();
        await trx.deleteFrom('site_domains').where('id', '=', row.id).where('site_id', '=', site.id).execute();
      });
      ctx.note({ detail: `解绑域名 ${row.domain}`, changes: [{ field: 'domain', before: row.domain, after: null }] });
      return { id: row.id };
    },
  }),

  route<Record<string, never>, { id: number }, SiteDomainRow>('siteDomainPrimary', {
    access,
    mutates: true,
    schema: { querystring: EMPTY, body: ID_BODY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const now = ctx.deps.now();
      const rows = await listDomains(ctx.deps.db, site.id, now);
      const chosen = rows.find((r) => r.id === ctx.body.id);
      if (!chosen) throw new ApiError(404, SITE_DOMAIN_MSG.notFound);
      const before = rows.find((r) => r.primary)?.domain ?? null;
      await ensureSiteInfoRow(ctx.deps.db, site.id, now);
      await ctx.deps.db.updateTable('settings_site_info').set({ primary_domain_id: chosen.id, updated_at: now }).where('site_id', '=', site.id).execute();
      ctx.note({ changes: [{ field: 'primaryDomain', before, after: chosen.domain }] });
      return rowOf(ctx.deps.db, site.id, chosen.id, now);
    },
  }),

  route<Record<string, never>, { id: number }, SiteDomainRow>('siteDomainVerify', {
    access,
    mutates: true,
    schema: { querystring: EMPTY, body: ID_BODY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const now = ctx.deps.now();
      const row = await rowOf(ctx.deps.db, site.id, (await siteDomain(ctx.deps.db, site.id, ctx.body.id, now)).id, now);
      const outcome = await hasTxtRecord(row.verifyHost, row.verifyValue);
      if (!outcome.found) throw new ApiError(400, SITE_DOMAIN_MSG.dnsMissing);
      await ctx.deps.db.updateTable('settings_site_domains').set({ verified_at: now, updated_at: now }).where('domain_id', '=', row.id).execute();
      ctx.note({ detail: `验证域名 ${row.domain}` });
      return new WithMessage(await rowOf(ctx.deps.db, site.id, row.id, now), SITE_DOMAIN_MSG.verified);
    },
  }),

  route<Record<string, never>, SiteCertUpload, SiteDomainRow>('siteCertUpload', {
    access,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), cert: str(SITE_DOMAIN_LIMITS.pemChars), key: str(SITE_DOMAIN_LIMITS.pemChars) }, ['id', 'cert', 'key']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const now = ctx.deps.now();
      const domain = await siteDomain(ctx.deps.db, site.id, ctx.body.id, now);
      const verdict = checkCertificate(domain.domain, ctx.body.cert, ctx.body.key, now);
      if (!verdict.ok) throw new ApiError(400, verdict.message, { field: 'cert' });
      const box = secretBoxOf(ctx.deps.config);
      await ctx.deps.db.updateTable('settings_site_domains').set({
        cert_pem: verdict.certPem, cert_key_sealed: box.seal(verdict.keyPem), cert_subject: verdict.info.subject, cert_issuer: verdict.info.issuer,
        cert_valid_from: verdict.info.validFrom, cert_valid_to: verdict.info.validTo, cert_names: JSON.stringify(verdict.info.names), updated_at: now,
      }).where('domain_id', '=', domain.id).execute();
      ctx.note({ detail: `上传 ${domain.domain} 的 HTTPS 证书`, changes: [{ field: 'certKey', before: domain.cert_pem ? '******' : '', after: '******' }] });
      return rowOf(ctx.deps.db, site.id, domain.id, now);
    },
  }),

  route<Record<string, never>, { id: number }, SiteDomainRow>('siteCertRemove', {
    access,
    mutates: true,
    schema: { querystring: EMPTY, body: ID_BODY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const now = ctx.deps.now();
      const domain = await siteDomain(ctx.deps.db, site.id, ctx.body.id, now);
      if (!domain.cert_pem) throw new ApiError(404, SITE_DOMAIN_MSG.noCert);
      await ctx.deps.db.updateTable('settings_site_domains').set({
        cert_pem: null, cert_key_sealed: null, cert_subject: null, cert_issuer: null, cert_valid_from: null, cert_valid_to: null, cert_names: null, updated_at: now,
      }).where('domain_id', '=', domain.id).execute();
      ctx.note({ detail: `删除 ${domain.domain} 的 HTTPS 证书` });
      return rowOf(ctx.deps.db, site.id, domain.id, now);
    },
  }),

  route<{ id: number }, undefined, unknown>('siteCertDownload', {
    access,
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const domain = await siteDomain(ctx.deps.db, site.id, ctx.query.id, ctx.deps.now());
      if (!domain.cert_pem) throw new ApiError(404, SITE_DOMAIN_MSG.noCert);
      const name = `${domain.domain}.pem`;
      return new FileAnswer(Readable.from([Buffer.from(domain.cert_pem)]), 'application/x-pem-file', name, name);
    },
  }),
];
