// Stores a batch of beacons in one transaction: the batch is folded first (one row per visitor and
// per page view, so no statement touches a row twice), visitors are upserted with their running
// totals added, page views inserted (a leave beacon adds its time to its view's), form senders linked
// and the intent of every touched visitor scored again. A few statements per batch, however many
// beacons it holds.
import { sql, type Transaction } from 'kysely';
import { INTENT, scoreIntent, VISIT_GAP_MS, type IntentLevel } from '../../../../shared/domain/members/radarRules';
import type { BulkInserter } from '../../../core/db/bulkInsert';
import type { Database } from '../../../core/db/database';
import type { VisitEvent } from './visitEvent';

interface VisitorFold {
  siteId: number;
  visitorKey: string;
  firstAt: number;
  lastAt: number;
  ip: string;
  userAgent: string;
  region: string;
  source: string;
  engine: string;
  keyword: string;
  visits: number;
  pages: number;
  dwellMs: number;
  contactPages: number;
  memberId: number | null;
  memberAccount: string;
  lastPage: string;
}

interface ViewFold {
  siteId: number;
  visitorKey: string;
  viewKey: string;
  at: number;
  page: string;
  title: string;
  referrer: string;
  dwellMs: number;
  visitStart: boolean;
  region: string;
}

const key = (siteId: number, k: string) => `${siteId}|${k}`;

/** One row per visitor and per page view of the batch. */
export function foldEvents(events: readonly VisitEvent[]): { visitors: VisitorFold[]; views: ViewFold[] } {
  const visitors = new Map<string, VisitorFold>();
  const views = new Map<string, ViewFold>();
  for (const e of events) {
    const vk = key(e.siteId, e.visitorKey);
    let v = visitors.get(vk);
    if (!v) {
      v = {
        siteId: e.siteId, visitorKey: e.visitorKey, firstAt: e.at, lastAt: e.at, ip: e.ip, userAgent: e.userAgent, region: e.region,
        source: e.source, engine: e.engine, keyword: e.keyword, visits: 0, pages: 0, dwellMs: 0, contactPages: 0,
        memberId: null, memberAccount: '', lastPage: '',
      };
      visitors.set(vk, v);
    }
    v.firstAt = Math.min(v.firstAt, e.at);
    if (e.at >= v.lastAt) {
      v.lastAt = e.at;
      v.ip = e.ip;
      v.userAgent = e.userAgent;
      v.region = e.region;
      v.lastPage = e.page;
    }
    if (!v.keyword && e.keyword) {
      v.source = e.source;
      v.engine = e.engine;
      v.keyword = e.keyword;
    }
    if (e.memberId !== null) {
      v.memberId = e.memberId;
      v.memberAccount = e.memberAccount;
    }
    if (e.kind === 'view') {
      v.pages += 1;
      if (e.visitStart) v.visits += 1;
      if (e.contact) v.contactPages += 1;
    } else {
      v.dwellMs += e.dwellMs;
    }

    const pk = key(e.siteId, e.viewKey);
    const seen = views.get(pk);
    if (!seen) {
      views.set(pk, {
        siteId: e.siteId, visitorKey: e.visitorKey, viewKey: e.viewKey, at: e.kind === 'leave' ? e.at - e.dwellMs : e.at,
        page: e.page, title: e.title, referrer: e.referrer, dwellMs: e.dwellMs, visitStart: e.kind === 'view' && e.visitStart, region: e.region,
      });
    } else if (e.kind === 'view') {
      // The view arrived after its own leave in the same batch: its facts, the leave's dwell.
      Object.assign(seen, { at: e.at, page: e.page, title: e.title, referrer: e.referrer, visitStart: e.visitStart });
    } else {
      // Each leave beacon carries the time since the view's previous one: they add up.
      seen.dwellMs += e.dwellMs;
    }
  }
  return { visitors: [...visitors.values()], views: [...views.values()] };
}

/** Rows a statement of the visitors' upsert carries (× 17 values, under both back ends' limits). */
const UPSERT_ROWS = 200;
/** How close to a visit a form message must be to be this visitor's. */
const FORM_LINK_WINDOW_MS = VISIT_GAP_MS;

interface Touched {
  id: number;
  site_id: number;
  visitor_key: string;
  first_at: number | string;
  last_at: number | string;
  ip: string;
  user_agent: string;
  keyword: string;
  visits: number;
  pages: number;
  dwell_ms: number | string;
  contact_pages: number;
  member_id: number | null;
  form_message_id: number | null;
  intent: number;
  lead_at: number | string | null;
}

const T = 'radar_visitors';
const stored = (c: string) => sql.raw(`"${T}"."${c}"`);
const incoming = (c: string) => sql.raw(`excluded."${c}"`);

async function upsertVisitors(trx: Transaction<Database>, visitors: readonly VisitorFold[]): Promise<Touched[]> {
  const out: Touched[] = [];
  for (let i = 0; i < visitors.length; i += UPSERT_ROWS) {
    const chunk = visitors.slice(i, i + UPSERT_ROWS);
    const rows = await trx.insertInto('radar_visitors')
      .values(chunk.map((v) => ({
        site_id: v.siteId, visitor_key: v.visitorKey, first_at: v.firstAt, last_at: v.lastAt, ip: v.ip, user_agent: v.userAgent,
        region: v.region, source: v.source, engine: v.engine, keyword: v.keyword,
        visits: v.visits, pages: v.pages, dwell_ms: v.dwellMs, contact_pages: v.contactPages,
        member_id: v.memberId, member_account: v.memberAccount, form_message_id: null, intent: INTENT.low, lead_at: null, last_page: v.lastPage,
      })))
      .onConflict((oc) => oc.columns(['site_id', 'visitor_key']).doUpdateSet({
        first_at: sql`case when ${incoming('first_at')} < ${stored('first_at')} then ${incoming('first_at')} else ${stored('first_at')} end`,
        last_at: sql`case when ${incoming('last_at')} > ${stored('last_at')} then ${incoming('last_at')} else ${stored('last_at')} end`,
        ip: sql`case when ${incoming('last_at')} >= ${stored('last_at')} then ${incoming('ip')} else ${stored('ip')} end`,
        user_agent: sql`case when ${incoming('last_at')} >= ${stored('last_at')} then ${incoming('user_agent')} else ${stored('user_agent')} end`,
        region: sql`case when ${incoming('last_at')} >= ${stored('last_at')} then ${incoming('region')} else ${stored('region')} end`,
        last_page: sql`case when ${incoming('last_at')} >= ${stored('last_at')} and ${incoming('last_page')} <> '' then ${incoming('last_page')} else ${stored('last_page')} end`,
        // The first visit's source, unless a later search brings the keyword the first lacked.
        source: sql`case when ${stored('keyword')} = '' and ${incoming('keyword')} <> '' then ${incoming('source')} else ${stored('source')} end`,
        engine: sql`case when ${stored('keyword')} = '' and ${incoming('keyword')} <> '' then ${incoming('engine')} else ${stored('engine')} end`,
        keyword: sql`case when ${stored('keyword')} = '' then ${incoming('keyword')} else ${stored('keyword')} end`,
        visits: sql`${stored('visits')} + ${incoming('visits')}`,
        pages: sql`${stored('pages')} + ${incoming('pages')}`,
        dwell_ms: sql`${stored('dwell_ms')} + ${incoming('dwell_ms')}`,
        contact_pages: sql`${stored('contact_pages')} + ${incoming('contact_pages')}`,
        member_id: sql`coalesce(${incoming('member_id')}, ${stored('member_id')})`,
        member_account: sql`case when ${incoming('member_id')} is not null then ${incoming('member_account')} else ${stored('member_account')} end`,
      }))
      .returning(['id', 'site_id', 'visitor_key', 'first_at', 'last_at', 'ip', 'user_agent', 'keyword', 'visits', 'pages', 'dwell_ms', 'contact_pages', 'member_id', 'form_message_id', 'intent', 'lead_at'])
      .execute();
    out.push(...(rows as Touched[]));
  }
  return out;
}

/**
 * Form senders: a message of the same site from the visitor's address (and browser, when both are
 * known) sent within 30 minutes of the visitor's visits. Only messages of the last two hours are
 * read (the (site, created_at) index), so a batch costs one short range scan per site.
 */
async function linkFormSenders(trx: Transaction<Database>, touched: Touched[], now: number): Promise<void> {
  const unlinked = touched.filter((t) => t.form_message_id === null && t.ip);
  if (unlinked.length === 0) return;
  const sites = [...new Set(unlinked.map((t) => t.site_id))];
  const ips = [...new Set(unlinked.map((t) => t.ip))];
  const messages = await trx.selectFrom('form_messages')
    .select(['id', 'site_id', 'ip', 'user_agent', 'created_at'])
    .where('site_id', 'in', sites)
    .where('created_at', '>=', now - 4 * FORM_LINK_WINDOW_MS)
    .where('ip', 'in', ips.slice(0, 500))
    .orderBy('id')
    .execute();
  if (messages.length === 0) return;
  for (const t of unlinked) {
    const first = Number(t.first_at) - FORM_LINK_WINDOW_MS;
    const last = Number(t.last_at) + FORM_LINK_WINDOW_MS;
    const found = messages.find((m) => m.site_id === t.site_id && m.ip === t.ip
      && (!m.user_agent || !t.user_agent || m.user_agent === t.user_agent.slice(0, m.user_agent.length))
      && Number(m.created_at) >= first && Number(m.created_at) <= last);
    if (!found) continue;
    t.form_message_id = found.id;
    await trx.updateTable('radar_visitors').set({ form_message_id: found.id }).where('id', '=', t.id).execute();
  }
}

/** Scores every touched visitor again; writes only those whose intent moved (a statement per level). */
async function rescore(trx: Transaction<Database>, touched: readonly Touched[], now: number): Promise<void> {
  const moved = new Map<IntentLevel, { ids: number[]; firstLead: number[] }>();
  for (const t of touched) {
    const intent = scoreIntent({
      pages: t.pages, dwellMs: Number(t.dwell_ms), visits: t.visits, contactPages: t.contact_pages,
      keyword: t.keyword !== '', member: t.member_id !== null, form: t.form_message_id !== null,
    });
    if (intent === t.intent) continue;
    let group = moved.get(intent);
    if (!group) moved.set(intent, (group = { ids: [], firstLead: [] }));
    group.ids.push(t.id);
    if (intent >= INTENT.mid && t.lead_at === null) group.firstLead.push(t.id);
  }
  for (const [intent, group] of moved) {
    await trx.updateTable('radar_visitors').set({ intent }).where('id', 'in', group.ids).execute();
    if (group.firstLead.length > 0) await trx.updateTable('radar_visitors').set({ lead_at: now }).where('id', 'in', group.firstLead).execute();
  }
}

export async function storeVisits(trx: Transaction<Database>, bulk: BulkInserter, events: readonly VisitEvent[], now: number): Promise<void> {
  const { visitors, views } = foldEvents(events);
  const touched = await upsertVisitors(trx, visitors);
  const idOf = new Map(touched.map((t) => [key(t.site_id, t.visitor_key), t.id]));
  await bulk.insert(trx, {
    table: 'radar_views',
    columns: [['site_id', 'int4'], ['visitor_id', 'int4'], ['view_key', 'text'], ['at', 'int8'], ['page', 'text'], ['title', 'text'], ['referrer', 'text'], ['dwell_ms', 'int8'], ['visit_start', 'int4'], ['region', 'text']],
    onConflict: { key: ['site_id', 'view_key'], column: 'dwell_ms', rule: 'add' },
  }, views.map((v) => [v.siteId, idOf.get(key(v.siteId, v.visitorKey)), v.viewKey, v.at, v.page, v.title, v.referrer, v.dwellMs, v.visitStart ? 1 : 0, v.region]));
  await linkFormSenders(trx, touched, now);
  await rescore(trx, touched, now);
}
