// Reading and locking a site's navigation: one tree's rows, one item of the site, the tree's lock
// and version, and what each inside link points at — read from the content and product modules'
// tables (the settings module depends on both), always within the caller's site.
import type { Kysely, Selectable } from 'kysely';
import { SITE_SECTION_LABELS, type RecordLinkKind, type SiteSection } from '../../../../shared/domain/design/links';
import { NAV_MSG, navTreeOf, type NavFields, type NavItem, type NavPosition } from '../../../../shared/domain/settings/navigation';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import type { NavItemsTable } from './tables';

export type Db = Kysely<Database>;
export type NavRow = Selectable<NavItemsTable>;

export function navNotFound(): ApiError {
  return new ApiError(404, NAV_MSG.notFound);
}

/** One tree of the site, in no particular order (navTreeOf orders it). */
export function treeRows(db: Db, siteId: number, position: NavPosition): Promise<NavRow[]> {
  return db.selectFrom('nav_items').selectAll().where('site_id', '=', siteId).where('position', '=', position).execute();
}

/** An item of the site, or 404 (another site's item is one that does not exist). */
export async function navOf(db: Db, siteId: number, id: number): Promise<NavRow> {
  const row = await db.selectFrom('nav_items').selectAll().where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw navNotFound();
  return row;
}

/** The tree's version as the list shows it (0 before its first write). */
export async function treeVersion(db: Db, siteId: number, position: NavPosition): Promise<number> {
  const row = await db.selectFrom('nav_trees').select('version').where('site_id', '=', siteId).where('position', '=', position).executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/**
 * Inside a transaction, before reading the tree to change it: bumps its version (taking the row's
 * lock on PostgreSQL, so writes to one tree queue) and answers the version it had.
 */
export async function lockTree(trx: Db, siteId: number, position: NavPosition, now: number): Promise<number> {
  const row = await trx.insertInto('nav_trees').values({ site_id: siteId, position, version: 1, updated_at: now })
    .onConflict((oc) => oc.columns(['site_id', 'position']).doUpdateSet((eb) => ({ version: eb('nav_trees.version', '+', 1), updated_at: now })))
    .returning('version').executeTakeFirstOrThrow();
  return Number(row.version) - 1;
}

/** The site's record an inside link points at: its name, or undefined when it is gone. */
async function recordTitles(db: Db, siteId: number, kind: RecordLinkKind, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  let rows: { id: number; title: string }[];
  if (kind === 'article') {
    rows = await db.selectFrom('articles').select(['id', 'title']).where('site_id', '=', siteId).where('disabled', '=', 0).where('id', 'in', ids).execute();
  } else if (kind === 'product') {
    rows = await db.selectFrom('products').select(['id', 'name as title']).where('site_id', '=', siteId).where('disabled', '=', 0).where('id', 'in', ids).execute();
  } else if (kind === 'article_type') {
    rows = await db.selectFrom('categories').select(['id', 'name as title']).where('site_id', '=', siteId).where('id', 'in', ids).execute();
  } else {
    rows = await db.selectFrom('product_categories').select(['id', 'name as title']).where('site_id', '=', siteId).where('id', 'in', ids).execute();
  }
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** 404 with the kind's words when an inside link's record is not a live record of the site. */
export async function requireLinkTarget(db: Db, siteId: number, fields: NavFields): Promise<void> {
  if (fields.link_type !== 'inside_link' || fields.link_kind === 'section' || fields.link_kind === '') return;
  const found = await recordTitles(db, siteId, fields.link_kind, [fields.link_id]);
  if (!found.has(fields.link_id)) throw new ApiError(404, NAV_MSG.targetMissing[fields.link_kind], { field: 'link_id' });
}

type LinkInfo = Pick<NavItem, 'link_title' | 'link_missing'>;

/** What each row's link points at now: the section's label or the record's name, or missing. */
export async function linkInfo(db: Db, siteId: number, rows: readonly NavRow[]): Promise<Map<number, LinkInfo>> {
  const wanted = new Map<RecordLinkKind, number[]>();
  for (const row of rows) {
    if (row.link_type !== 'inside_link' || row.link_kind === 'section' || !row.link_kind) continue;
    const kind = row.link_kind as RecordLinkKind;
    wanted.set(kind, [...(wanted.get(kind) ?? []), row.link_id]);
  }
  const titles = new Map<RecordLinkKind, Map<number, string>>();
  for (const [kind, ids] of wanted) titles.set(kind, await recordTitles(db, siteId, kind, [...new Set(ids)]));
  const out = new Map<number, LinkInfo>();
  for (const row of rows) {
    if (row.link_type !== 'inside_link') out.set(row.id, { link_title: '', link_missing: false });
    else if (row.link_kind === 'section') out.set(row.id, { link_title: SITE_SECTION_LABELS[row.link_section as SiteSection] ?? '', link_missing: false });
    else {
      const title = titles.get(row.link_kind as RecordLinkKind)?.get(row.link_id);
      out.set(row.id, { link_title: title ?? '', link_missing: title === undefined });
    }
  }
  return out;
}

/** The stored fields as the wire's NavFields (what the op-log's before/after compares). */
export function fieldsOf(row: NavRow): NavFields {
  return {
    name: row.name, icon: row.icon, show: row.show === 0 ? 0 : 1, link_type: row.link_type as NavFields['link_type'],
    link_kind: row.link_kind as NavFields['link_kind'], link_section: row.link_section as NavFields['link_section'],
    link_id: row.link_id, link_url: row.link_url, jump_type: row.jump_type as NavFields['jump_type'],
  };
}

export function toNavItem(row: NavRow, info: LinkInfo | undefined, children: NavItem[] = []): NavItem {
  return {
    id: row.id, position: row.position as NavPosition, parent_id: row.parent_id, sort: row.sort, ...fieldsOf(row),
    link_title: info?.link_title ?? '', link_missing: info?.link_missing ?? false, children,
  };
}

/** One tree as nested items, each level in order, with its links resolved. */
export async function navTree(db: Db, siteId: number, position: NavPosition): Promise<NavItem[]> {
  const rows = await treeRows(db, siteId, position);
  const info = await linkInfo(db, siteId, rows);
  type Node = NavRow & { children: Node[] };
  const build = (nodes: Node[]): NavItem[] => nodes.map((n) => toNavItem(n, info.get(n.id), build(n.children)));
  return build(navTreeOf(rows) as Node[]);
}

/** "顶部导航「产品中心」" — how the op log names an item. */
export function navLabel(row: Pick<NavRow, 'name' | 'id'>): string {
  return `「${row.name}」（${row.id}）`;
}
