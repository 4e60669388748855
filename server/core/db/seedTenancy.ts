// Core's seed: the demonstration tenancy every module's seed hangs from — companies, sites (with
// their languages and domains), entitlements and accounts (seedData.ts holds the figures).
import type { Kysely } from 'kysely';
import { languageInfo } from '../../../shared/domain/languages';
import { hashPassword, type ScryptParams } from '../services/passwords';
import { DAY_MS } from '../services/dates';
import type { Database } from './database';
import { SEED_ACCOUNTS, SEED_COMPANIES, SEED_ENTITLEMENTS, SEED_SITES } from './seedData';

export async function insertSeedTenancy(trx: Kysely<Database>, now: number, hashing: ScryptParams): Promise<void> {
  const accounts = Object.values(SEED_ACCOUNTS);
  const hashes = await Promise.all(accounts.map((a) => hashPassword(a.password, hashing)));
  const nowSec = Math.floor(now / 1000);
  await trx.insertInto('companies').values(SEED_COMPANIES.map((c) => ({
    id: c.id, name: c.name, logo_url: c.logoUrl, agent_type: c.agentType, buy_url: c.buyUrl, created_at: now,
    real_name_state: c.realName.state, real_name_type: c.realName.type, real_name_subject: c.realName.subject,
    real_name_at: c.realName.state === 'verified' ? now - 300 * DAY_MS : null,
  }))).execute();

  await trx.insertInto('sites').values(SEED_SITES.map((s) => ({
    id: s.id, company_id: s.companyId, site_name: s.name, site_type: s.type, lang: s.lang, all_type: s.allType,
    product_record_id: s.productRecordId, inline: s.inline, sys_end_time: nowSec + s.endInDays * 86400,
    sys_version: s.sysVersion, theme_name: s.themeName, is_new_xys: s.isNewXys ? 1 : 0, is_dcl: 0,
    road_type: s.roadType, trans_role: s.transRole ? 1 : 0,
    open_first_url: `https://s${s.id}.preview.example.com/`, open_third_url: `https://m${s.id}.preview.example.com/`,
    language_type: s.lang, created_at: now - 400 * DAY_MS,
  }))).execute();

  const languages = SEED_SITES.flatMap((s) => (s.foreignLanguages ?? []).map((l) => ({ site_id: s.id, lang: l.lang, name: l.name || languageInfo(l.lang)?.name || l.lang })));
  if (languages.length) await trx.insertInto('site_languages').values(languages).execute();
  const domains = SEED_SITES.flatMap((s) => (s.domains ?? []).map((d) => ({ site_id: s.id, domain: d.domain, expire_at: nowSec + d.expireInDays * 86400 })));
  if (domains.length) await trx.insertInto('site_domains').values(domains).execute();

  await trx.insertInto('entitlements').values(SEED_ENTITLEMENTS.map((e) => ({
    id: e.id, company_id: e.companyId, service_code: e.serviceCode, name: e.name, site_id: e.siteId, created_at: now,
  }))).execute();

  await trx.insertInto('accounts').values(accounts.map((a, i) => ({
    id: a.id, company_id: a.companyId, login_name: a.loginName, password_hash: hashes[i], nick_name: a.nickName,
    avatar_url: '', login_biz_type: a.loginBizType, is_competition: a.isCompetition ? 1 : 0, is_demo: a.isDemo ? 1 : 0,
    is_dcl: 0, sequence: a.sequence, permissions: JSON.stringify(a.permissions), last_login_at: null, last_site_id: null,
    created_at: now,
  }))).execute();
}
