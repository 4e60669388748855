// Seeds an empty database with the demonstration data (seedData.ts, seedContent.ts). Idempotent:
// a database that already has a company is left alone, so restarts never duplicate or overwrite.
import type { Insertable, Kysely, Transaction } from 'kysely';
import { languageInfo } from '../../shared/domain/languages';
import { hashPassword, OWASP_SCRYPT, type ScryptParams } from '../services/passwords';
import { addDays, dateKey, DAY_MS, startOfDay } from '../services/dates';
import type { Database, StatsDailyTable, StatsHourlyTable } from './database';
import type { DialectName } from './connect';
import { mulberry32 } from './prng';
import { SEED_ARTICLES, SEED_PAGES } from './seedContent';
import { CONTENT_TABLES, insertSeedContent } from './seedContentLibrary';
import { advanceSequences, FORM_TABLES, insertSeedForms } from './seedForms';
import { insertSeedKeywords, KEYWORD_TABLES } from './seedKeywords';
import { SEED_ACCOUNTS, SEED_COMPANIES, SEED_ENTITLEMENTS, SEED_MESSAGES, SEED_SITES, SEED_UNREAD_MESSAGES } from './seedData';

const DAILY_DAYS = 90;
const HOURLY_DAYS = 30;
/** Relative traffic by hour of day: quiet at night, peaks mid-morning and mid-afternoon. */
const HOUR_SHAPE = [2, 1, 1, 1, 1, 2, 3, 5, 8, 11, 12, 10, 7, 8, 10, 11, 10, 8, 6, 6, 7, 6, 4, 3];
const HOUR_TOTAL = HOUR_SHAPE.reduce((a, b) => a + b, 0);
/** Typical page views per day for each seeded site (others: 100). */
const SITE_TRAFFIC: Record<number, number> = { 1001: 1200, 1002: 150, 1003: 600, 1004: 400, 1005: 300, 1006: 500, 1007: 40, 1008: 200, 1009: 100 };

async function insertChunked<T extends keyof Database>(trx: Transaction<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await trx.insertInto(table).values(rows.slice(i, i + 200) as never).execute();
  }
}

/** pv ≥ uv ≥ ip, all whole and non-negative. */
function figures(pv: number, rand: () => number) {
  const uv = Math.round(pv * (0.45 + 0.25 * rand()));
  const ip = Math.round(uv * (0.8 + 0.18 * rand()));
  return { pv, uv, ip };
}

export function generateTraffic(siteId: number, now: number) {
  const rand = mulberry32(siteId * 7919);
  const base = SITE_TRAFFIC[siteId] ?? 100;
  const today = dateKey(now);
  const currentHour = new Date(now).getHours();
  const daily: Insertable<StatsDailyTable>[] = [];
  const hourly: Insertable<StatsHourlyTable>[] = [];
  for (let ago = DAILY_DAYS - 1; ago >= 0; ago--) {
    const date = addDays(today, -ago);
    const weekday = new Date(startOfDay(date)).getDay();
    const dayFactor = (weekday === 0 || weekday === 6 ? 0.6 : 1) * (1 + 0.004 * (DAILY_DAYS - ago));
    if (ago < HOURLY_DAYS) {
      const sum = { pv: 0, uv: 0, ip: 0 };
      const lastHour = ago === 0 ? currentHour : 23;
      for (let hour = 0; hour <= lastHour; hour++) {
        const pv = Math.round(((base * dayFactor * HOUR_SHAPE[hour]) / HOUR_TOTAL) * (0.7 + 0.6 * rand()));
        const f = figures(pv, rand);
        hourly.push({ site_id: siteId, date, hour, ...f });
        sum.pv += f.pv; sum.uv += f.uv; sum.ip += f.ip;
      }
      daily.push({ site_id: siteId, date, ...sum });
    } else {
      daily.push({ site_id: siteId, date, ...figures(Math.round(base * dayFactor * (0.7 + 0.6 * rand())), rand) });
    }
  }
  const pages = SEED_PAGES.map((p, i) => ({
    site_id: siteId, url: p.url, title: p.title,
    pv: Math.max(1, Math.round(base * 30 * (0.3 / (i + 1)) * (0.8 + 0.4 * rand()))),
  }));
  return { daily, hourly, pages };
}

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) > 0;
}

/** Seeds when empty; returns whether it did. */
export async function seedDatabase(db: Kysely<Database>, dialect: DialectName, now: number = Date.now(), hashing: ScryptParams = OWASP_SCRYPT): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const accounts = Object.values(SEED_ACCOUNTS);
  const hashes = await Promise.all(accounts.map((a) => hashPassword(a.password, hashing)));
  const nowSec = Math.floor(now / 1000);

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('companies').values(SEED_COMPANIES.map((c) => ({
      id: c.id, name: c.name, logo_url: c.logoUrl, agent_type: c.agentType, buy_url: c.buyUrl, created_at: now,
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

    await trx.insertInto('messages').values(accounts.flatMap((a) => SEED_MESSAGES.map((m, i) => ({
      account_id: a.id, title: m.title, content: m.content,
      add_date: now - m.daysAgo * DAY_MS - (i * 37 + a.id * 11) * 60_000,
      read_status: i < SEED_UNREAD_MESSAGES ? 0 : 1,
    })))).execute();

    await insertChunked(trx, 'articles', SEED_ARTICLES.map((a, i) => {
      const created = now - (SEED_ARTICLES.length - i) * 2 * DAY_MS;
      return {
        site_id: a.siteId, category_id: 0, title: a.title, summary: a.summary,
        content: `<p>${a.summary}</p>`, img: '', author: a.author ?? '管理员', type: a.type, sort: 0,
        disabled: a.disabled ?? 0, status: a.status ?? 1, seo_title: a.title, seo_keywords: '', seo_description: a.summary,
        tag_ids: '', version: 1, created_at: created, updated_at: created,
      };
    }));

    for (const site of SEED_SITES) {
      const { daily, hourly, pages } = generateTraffic(site.id, now);
      await insertChunked(trx, 'stats_daily', daily);
      await insertChunked(trx, 'stats_hourly', hourly);
      await insertChunked(trx, 'stats_pages', pages);
    }

    await insertSeedForms(trx, now);
    await insertSeedContent(trx, now);
    await insertSeedKeywords(trx, now);
  });

  // Explicit ids do not advance PostgreSQL identity sequences: move them past the seeded rows.
  await advanceSequences(db, dialect, [
    'companies', 'accounts', 'sites', 'site_languages', 'site_domains', 'entitlements', 'messages', 'stats_daily', 'stats_hourly', 'stats_pages',
    'articles', 'op_logs', ...FORM_TABLES, ...CONTENT_TABLES, ...KEYWORD_TABLES,
  ]);
  return true;
}
