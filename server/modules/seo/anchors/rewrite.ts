// Anchor text applied to one body: the save hook (core's rewriteBody, run on every article and
// product save) and the bulk tasks share it. The body arrives sanitised (the sanitiser keeps
// data-anchor on links), so applying is clear-then-insert: a re-save never doubles a link.
import type { Kysely } from 'kysely';
import { applyAnchorTokens, clearAnchorTokens, countAnchorLinks, renderTokens, type AnchorSettings } from '../../../../shared/domain/seo/anchors';
import type { Database } from '../../../core/db/database';
import type { BodyRewriteInput, ContentKind } from '../../../core/content/hooks';
import { addUseCounts, appliesTo, recordPath, ruleAnchorsOf, settingsOf, siteHostsOf, type RuleAnchor } from './store';
import { tokenizeHtml } from './tokenize';

type Db = Kysely<Database>;

/** What applying to many bodies of one site shares (read once per task, not per record). */
export interface AnchorContext {
  settings: AnchorSettings;
  anchors: RuleAnchor[];
  hosts: string[];
}

export async function anchorContextOf(db: Db, siteId: number): Promise<AnchorContext> {
  const [settings, anchors, hosts] = await Promise.all([settingsOf(db, siteId), ruleAnchorsOf(db, siteId), siteHostsOf(db, siteId)]);
  return { settings, anchors, hosts };
}

/** The body with the site's anchors applied, and the links it holds per anchor. */
export function applyTo(ctx: AnchorContext, html: string, kind: ContentKind, id: number | null, articleType: number): { html: string; used: Map<number, number> } {
  return applyAnchorTokens(tokenizeHtml(html), ctx.anchors, {
    settings: ctx.settings, siteHosts: ctx.hosts, selfPaths: id === null ? [] : [recordPath(kind, id, articleType)],
  });
}

/** The body without any anchor link (their text kept), and how many were removed. */
export function clearFrom(html: string): { html: string; removed: number } {
  const cleared = clearAnchorTokens(tokenizeHtml(html));
  return { html: renderTokens(cleared.tokens), removed: cleared.removed };
}

/** The record's stored body and article type (null: not saved yet, or not the site's). */
async function storedOf(db: Db, siteId: number, kind: ContentKind, id: number | null): Promise<{ content: string; type: number } | null> {
  if (id === null) return null;
  if (kind === 'article') {
    return (await db.selectFrom('articles').select(['content', 'type']).where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst()) ?? null;
  }
  const row = await db.selectFrom('products').select('content').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  return row ? { content: row.content, type: 0 } : null;
}

/**
 * The save hook: applies the site's anchors when they are on for this kind of record (else the
 * body is left as written), and moves the use counts by what the save adds and what it drops.
 * A new article's type comes from its body's save; it has no address yet, so no self link.
 */
export async function rewriteWithAnchors(input: BodyRewriteInput): Promise<string> {
  const { db, siteId, kind, id, html } = input;
  const ctx = await anchorContextOf(db, siteId);
  if (!appliesTo(ctx.settings, kind) || ctx.anchors.length === 0) return html;
  const stored = await storedOf(db, siteId, kind, id);
  const result = applyTo(ctx, html, kind, stored ? id : null, stored?.type ?? 0);
  const delta = new Map(result.used);
  if (stored) for (const [anchorId, n] of countAnchorLinks(tokenizeHtml(stored.content))) delta.set(anchorId, (delta.get(anchorId) ?? 0) - n);
  await addUseCounts(db, siteId, delta);
  return result.html;
}
