// Reading a site's anchors and settings, and what the rule needs to know about a record: the
// site's hosts (links to them are not "outside") and the record's own paths (never linked to itself).
import { sql, type Kysely } from 'kysely';
import { DEFAULT_ANCHOR_SETTINGS, type Anchor, type AnchorSettings } from '../../../../shared/domain/seo/anchors';
import type { Database } from '../../../core/db/database';
import type { ContentKind } from '../../../core/content/hooks';
import { recordPath as addressOf } from '../../../../shared/domain/seo/recordPaths';
import './tables';

type Db = Kysely<Database>;

export type RuleAnchor = Pick<Anchor, 'id' | 'word' | 'link' | 'weight'>;

export async function settingsOf(db: Db, siteId: number): Promise<AnchorSettings> {
  const row = await db.selectFrom('seo_anchor_settings').selectAll().where('site_id', '=', siteId).executeTakeFirst();
  if (!row) return { ...DEFAULT_ANCHOR_SETTINGS };
  return {
    enabled: row.enabled === 1, articles: row.articles === 1, products: row.products === 1, max_per_record: row.max_per_record,
    once_per_word: row.once_per_word === 1, new_window: row.new_window === 1, nofollow_external: row.nofollow_external === 1,
  };
}

export async function saveSettings(db: Db, siteId: number, s: AnchorSettings, at: number): Promise<void> {
  const row = {
    enabled: s.enabled ? 1 : 0, articles: s.articles ? 1 : 0, products: s.products ? 1 : 0, max_per_record: s.max_per_record,
    once_per_word: s.once_per_word ? 1 : 0, new_window: s.new_window ? 1 : 0, nofollow_external: s.nofollow_external ? 1 : 0, updated_at: at,
  };
  await db.insertInto('seo_anchor_settings').values({ site_id: siteId, ...row })
    .onConflict((oc) => oc.column('site_id').doUpdateSet(row)).execute();
}

/** Every anchor of the site, as the rule takes them. */
export function ruleAnchorsOf(db: Db, siteId: number): Promise<RuleAnchor[]> {
  return db.selectFrom('seo_anchors').select(['id', 'word', 'link', 'weight']).where('site_id', '=', siteId).execute();
}

export async function siteHostsOf(db: Db, siteId: number): Promise<string[]> {
  const rows = await db.selectFrom('site_domains').select('domain').where('site_id', '=', siteId).execute();
  return rows.map((r) => r.domain.toLowerCase());
}

/** The record's address on the site (as the sitemap writes it). */
export function recordPath(kind: ContentKind, id: number, articleType: number): string {
  return addressOf(kind, id, articleType);
}

export function appliesTo(settings: AnchorSettings, kind: ContentKind): boolean {
  return settings.enabled && (kind === 'article' ? settings.articles : settings.products);
}

/** Adds per-anchor differences to the use counts (never below 0). */
export async function addUseCounts(db: Db, siteId: number, delta: ReadonlyMap<number, number>): Promise<void> {
  for (const [id, by] of delta) {
    if (by === 0) continue;
    await db.updateTable('seo_anchors')
      .set({ use_count: sql<number>`case when use_count + ${by} < 0 then 0 else use_count + ${by} end` })
      .where('site_id', '=', siteId).where('id', '=', id).execute();
  }
}
