// The radar's reads: the visitor list with its filters, one visitor with the timeline of its page
// views, and today's figures. Everything is scoped to the site asked about.
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  RADAR_TIMELINE_MAX,
  type RadarListAnswer,
  type RadarListQuery,
  type RadarVisitorDetail,
  type RadarVisitorRow,
} from '../../../../shared/domain/members/radarApi';
import type { IntentLevel, RadarEngine, RadarSource } from '../../../../shared/domain/members/radarRules';
import type { Database } from '../../../core/db/database';
import { paging } from '../../../core/http/paging';
import { addDays, startOfDay } from '../../../core/services/dates';
import type { RadarVisitorsTable } from './tables';

export function visitorRow(r: Selectable<RadarVisitorsTable>): RadarVisitorRow {
  return {
    id: r.id,
    firstAt: Number(r.first_at),
    lastAt: Number(r.last_at),
    region: r.region,
    source: r.source as RadarSource,
    engine: r.engine as RadarEngine | '',
    keyword: r.keyword,
    visits: r.visits,
    pages: r.pages,
    dwellMs: Number(r.dwell_ms),
    intent: r.intent as IntentLevel,
    memberAccount: r.member_account,
    memberId: r.member_id,
    formMessageId: r.form_message_id,
    lastPage: r.last_page,
  };
}

/** LIKE's own characters matched literally (with `escape '\'`). */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listVisitors(db: Kysely<Database>, siteId: number, q: RadarListQuery): Promise<RadarListAnswer> {
  let where = db.selectFrom('radar_visitors').where('site_id', '=', siteId);
  // Dates are calendar days of the server's clock (as every statistic); the end day is included.
  if (q.start) where = where.where('last_at', '>=', startOfDay(q.start));
  if (q.end) where = where.where('last_at', '<', startOfDay(addDays(q.end, 1)));
  if (q.intent) where = where.where('intent', '=', q.intent);
  if (q.source) where = where.where('source', '=', q.source);
  const region = q.region?.trim();
  if (region) where = where.where(sql<boolean>`region like ${likeText(region)} escape '\\'`);
  const { limit, offset } = paging(q);
  const [rows, count] = await Promise.all([
    where.selectAll().orderBy('last_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    where.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(visitorRow), total: Number(count.n) };
}

export async function visitorDetail(db: Kysely<Database>, siteId: number, visitorId: number): Promise<RadarVisitorDetail | null> {
  const visitor = await db.selectFrom('radar_visitors').selectAll().where('id', '=', visitorId).where('site_id', '=', siteId).executeTakeFirst();
  if (!visitor) return null;
  const views = await db.selectFrom('radar_views')
    .select(['at', 'page', 'title', 'referrer', 'dwell_ms', 'visit_start', 'region'])
    .where('visitor_id', '=', visitor.id)
    .orderBy('at', 'desc').orderBy('id', 'desc')
    .limit(RADAR_TIMELINE_MAX)
    .execute();
  return {
    visitor: visitorRow(visitor),
    views: views.map((v) => ({
      at: Number(v.at), page: v.page, title: v.title, referrer: v.referrer, dwellMs: Number(v.dwell_ms), visitStart: v.visit_start === 1, region: v.region,
    })),
  };
}

/** Visitors seen, page views and new 高/中意向 visitors since `since` (the card and today's figures). */
export async function radarFigures(db: Kysely<Database>, siteId: number, since: number): Promise<{ visitors: number; views: number; leads: number }> {
  const [visitors, views, leads] = await Promise.all([
    db.selectFrom('radar_visitors').select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('site_id', '=', siteId).where('last_at', '>=', since).executeTakeFirstOrThrow(),
    db.selectFrom('radar_views').select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('site_id', '=', siteId).where('at', '>=', since).executeTakeFirstOrThrow(),
    newLeads(db, siteId, since),
  ]);
  return { visitors: Number(visitors.n), views: Number(views.n), leads };
}

export async function newLeads(db: Kysely<Database>, siteId: number, since: number): Promise<number> {
  const row = await db.selectFrom('radar_visitors')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('site_id', '=', siteId).where('lead_at', '>=', since).where('intent', '>=', 2)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
