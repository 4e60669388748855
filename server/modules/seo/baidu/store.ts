// 百度收录's stored state: a site's settings (the key never leaves the server unmasked), each
// record's push and index outcome, and the push log.
import type { Kysely } from 'kysely';
import type { BaiduLogList, BaiduLogRow, BaiduRecordKind, PushSource, PushState } from '../../../../shared/domain/seo/baidu';
import { BAIDU_MSG } from '../../../../shared/domain/seo/baidu';
import type { Database } from '../../../core/db/database';
import { paging } from '../../../core/http/paging';
import { siteDomains } from '../publicFiles/domains';
import './tables';

type Db = Kysely<Database>;

export interface StoredSettings {
  token: string;
  autoPush: boolean;
  /** The stored choice ('' : the first bound domain). */
  domain: string;
}

/** 自动推送 is on until switched off: it does nothing before a key is entered. */
const DEFAULTS: StoredSettings = { token: '', autoPush: true, domain: '' };

export async function settingsOf(db: Db, siteId: number): Promise<StoredSettings> {
  const row = await db.selectFrom('seo_baidu_settings').selectAll().where('site_id', '=', siteId).executeTakeFirst();
  return row ? { token: row.token, autoPush: row.auto_push === 1, domain: row.domain } : { ...DEFAULTS };
}

export async function saveSettings(db: Db, siteId: number, s: StoredSettings, at: number): Promise<void> {
  const row = { token: s.token, auto_push: s.autoPush ? 1 : 0, domain: s.domain, updated_at: at };
  await db.insertInto('seo_baidu_settings').values({ site_id: siteId, ...row }).onConflict((oc) => oc.column('site_id').doUpdateSet(row)).execute();
}

/** The domain pushed as Baidu's site: the chosen one while it is still bound, else the first bound ('' none). */
export async function pushDomain(db: Db, siteId: number, chosen: string): Promise<{ domain: string; domains: string[] }> {
  const domains = await siteDomains(db, siteId);
  return { domain: domains.includes(chosen) ? chosen : domains[0] ?? '', domains };
}

export interface PushOutcome {
  kind: BaiduRecordKind;
  id: number;
  url: string;
  state: Exclude<PushState, 'unpushed'>;
}

const UPSERT_CHUNK = 400;

/** Each record's push outcome (its index state is kept). */
export async function recordPushes(db: Db, siteId: number, outcomes: readonly PushOutcome[], at: number): Promise<void> {
  for (let i = 0; i < outcomes.length; i += UPSERT_CHUNK) {
    const rows = outcomes.slice(i, i + UPSERT_CHUNK).map((o) => ({
      site_id: siteId, record_kind: o.kind, record_id: o.id, url: o.url, push_state: o.state, pushed_at: at, index_state: '', checked_at: null,
    }));
    await db.insertInto('seo_baidu_urls').values(rows).onConflict((oc) => oc.columns(['site_id', 'record_kind', 'record_id']).doUpdateSet((eb) => ({
      url: eb.ref('excluded.url'), push_state: eb.ref('excluded.push_state'), pushed_at: eb.ref('excluded.pushed_at'),
    }))).execute();
  }
}

export interface IndexOutcome {
  kind: BaiduRecordKind;
  id: number;
  url: string;
  indexed: boolean;
}

/** Each record's index state as the check answered (its push state is kept). */
export async function recordIndexStates(db: Db, siteId: number, outcomes: readonly IndexOutcome[], at: number): Promise<void> {
  for (let i = 0; i < outcomes.length; i += UPSERT_CHUNK) {
    const rows = outcomes.slice(i, i + UPSERT_CHUNK).map((o) => ({
      site_id: siteId, record_kind: o.kind, record_id: o.id, url: o.url, push_state: '', pushed_at: null, index_state: o.indexed ? 'indexed' : 'notIndexed', checked_at: at,
    }));
    await db.insertInto('seo_baidu_urls').values(rows).onConflict((oc) => oc.columns(['site_id', 'record_kind', 'record_id']).doUpdateSet((eb) => ({
      index_state: eb.ref('excluded.index_state'), checked_at: eb.ref('excluded.checked_at'),
    }))).execute();
  }
}

export interface LogEntry {
  source: PushSource;
  accountId: number | null;
  taskId: number | null;
  sent: number;
  success: number;
  remain: number | null;
  notSameSite: readonly string[];
  notValid: readonly string[];
  error: string;
}

/** Lists Baidu refused are kept whole up to this many (a push sends at most 2,000). */
const KEPT_URLS = 2_000;

export async function addLog(db: Db, siteId: number, entry: LogEntry, at: number): Promise<number> {
  const row = await db.insertInto('seo_baidu_push_log').values({
    site_id: siteId, at, source: entry.source, account_id: entry.accountId, task_id: entry.taskId, sent: entry.sent, success: entry.success,
    remain: entry.remain, not_same_site: JSON.stringify(entry.notSameSite.slice(0, KEPT_URLS)), not_valid: JSON.stringify(entry.notValid.slice(0, KEPT_URLS)),
    error: entry.error.slice(0, 500),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const urlList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

export async function logPage(db: Db, siteId: number, query: { page?: number; rows?: number }): Promise<BaiduLogList> {
  const base = db.selectFrom('seo_baidu_push_log as l').where('l.site_id', '=', siteId);
  const { limit, offset } = paging(query);
  const [rows, count] = await Promise.all([
    base.leftJoin('accounts as a', 'a.id', 'l.account_id').selectAll('l').select('a.nick_name').orderBy('l.id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((r): BaiduLogRow => ({
      id: r.id, at: Number(r.at), source: r.source as PushSource,
      who: r.source === 'auto' ? BAIDU_MSG.auto : r.nick_name ?? '',
      sent: r.sent, success: r.success, remain: r.remain === null ? null : Number(r.remain),
      notSameSite: urlList(r.not_same_site), notValid: urlList(r.not_valid), error: r.error,
    })),
  };
}

/** The site's queued or running task of a kind (the page follows it after a reload). */
export async function activeTask(db: Db, siteId: number, kind: string): Promise<number | null> {
  const row = await db.selectFrom('tasks').select('id').where('site_id', '=', siteId).where('kind', '=', kind)
    .where('state', 'in', ['queued', 'running']).orderBy('id', 'desc').executeTakeFirst();
  return row?.id ?? null;
}

/** 收录 of records known to the index checks: kind:id → indexed. */
export async function indexStates(db: Db, siteId: number, refs: readonly { kind: BaiduRecordKind; id: number }[]): Promise<Map<string, boolean>> {
  const out = new Map<string, boolean>();
  for (const kind of new Set(refs.map((r) => r.kind))) {
    const ids = refs.filter((r) => r.kind === kind).map((r) => r.id);
    const rows = await db.selectFrom('seo_baidu_urls').select(['record_id', 'index_state'])
      .where('site_id', '=', siteId).where('record_kind', '=', kind).where('record_id', 'in', ids).where('index_state', '!=', '').execute();
    for (const r of rows) out.set(`${kind}:${r.record_id}`, r.index_state === 'indexed');
  }
  return out;
}
