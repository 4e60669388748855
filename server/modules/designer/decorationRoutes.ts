// admin/decoration get/save/preview (site_decorate, the active site), the link targets, and the
// public stylesheet and preview pages (issue 15 §6). A save names the version it started from:
// the one UPDATE … WHERE version = ? (or, for the first save, the INSERT guarded by the unique
// site_id) decides, so of two saves from one version the second is refused and writes nothing.
import type { DecorationAnswer, DecorationPreviewAnswer } from '../../../shared/domain/design/api';
import { DESIGN_MSG, type DecorationSections } from '../../../shared/domain/design/style';
import { diffChanges } from '../../core/http/auditChanges';
import { ApiError } from '../../core/http/envelope';
import { route, signedIn, type AnyRoute } from '../../core/http/routeDef';
import { EMPTY, int, MAX_ID, obj } from '../../core/http/schemas';
import { activeSite, type SiteRow } from '../../core/services/siteScope';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/database';
import { saveDraft } from './drafts';
import { linkTargetRoutes } from './linkTargets';
import { PREVIEW_TTL_MS, signPreviewToken } from './previewToken';
import { publicRoutes } from './publicRoutes';
import { checkDecorationRefs } from './refs';
import { DECORATION_BODY_LIMIT, DESIGN_KEY, SECTIONS_SCHEMA } from './schemas';
import { checkedSections, decorationRow, sectionsOf } from './store';
import { previewPageUrl, stylesheetUrl } from './urls';

const access = { permission: DESIGN_KEY };

async function answerOf(db: Kysely<Database>, site: SiteRow): Promise<DecorationAnswer> {
  const row = await decorationRow(db, site.id);
  return {
    sections: sectionsOf(row),
    version: row?.version ?? 0,
    updatedAt: Number(row?.updated_at ?? 0),
    // The template is the site's theme (sites.theme_name); there is no template catalogue with ids yet.
    template: site.theme_name ? { id: 0, name: site.theme_name } : null,
    stylesheetUrl: stylesheetUrl(site.id),
  };
}

/** "about_us.background.color" → value, for the operation log's before/after of each field. */
function flat(sections: DecorationSections): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, style] of Object.entries(sections)) {
    for (const [group, fields] of Object.entries(style)) {
      for (const [field, value] of Object.entries(fields as Record<string, unknown>)) out[`${name}.${group}.${field}`] = value;
    }
  }
  return out;
}

const conflict = () => new ApiError(409, DESIGN_MSG.conflict);

export const decorationRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, DecorationAnswer>('decorationGet', {
    access,
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      return answerOf(ctx.deps.db, await activeSite(ctx));
    },
  }),

  route<Record<string, never>, { sections: unknown; version: number }, DecorationAnswer>('decorationSave', {
    access,
    mutates: true,
    bodyLimit: DECORATION_BODY_LIMIT,
    schema: { querystring: EMPTY, body: obj({ sections: SECTIONS_SCHEMA, version: int(0, MAX_ID) }, ['sections', 'version']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const sections = checkedSections(ctx.body.sections, site.id);
      await checkDecorationRefs(db, site.id, sections);
      const before = await decorationRow(db, site.id);
      const values = { sections: JSON.stringify(sections), updated_at: now(), updated_by: signedIn(ctx).account.id };
      const { version } = ctx.body;
      if (version === 0) {
        // The first save: whoever inserts first wins; the other finds the row and is refused.
        const inserted = await db.insertInto('site_decorations').values({ site_id: site.id, version: 1, ...values })
          .onConflict((oc) => oc.column('site_id').doNothing()).returning('site_id').executeTakeFirst();
        if (!inserted) throw conflict();
      } else {
        const updated = await db.updateTable('site_decorations').set((eb) => ({ ...values, version: eb('version', '+', 1) }))
          .where('site_id', '=', site.id).where('version', '=', version).executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw conflict();
      }
      ctx.note({ detail: '保存网站装修', changes: diffChanges(flat(sectionsOf(before)), flat(sections)) });
      return answerOf(db, site);
    },
  }),

  route<Record<string, never>, { sections: unknown }, DecorationPreviewAnswer>('decorationPreview', {
    access,
    mutates: true,
    bodyLimit: DECORATION_BODY_LIMIT,
    schema: { querystring: EMPTY, body: obj({ sections: SECTIONS_SCHEMA }, ['sections']) },
    async handler(ctx) {
      const { db, now, config } = ctx.deps;
      const site = await activeSite(ctx);
      const sections = checkedSections(ctx.body.sections, site.id);
      await checkDecorationRefs(db, site.id, sections);
      const at = now();
      const expiresAt = at + PREVIEW_TTL_MS;
      const draftId = await saveDraft(db, site.id, sections, at, expiresAt);
      const token = signPreviewToken(config, { siteId: site.id, draftId, expiresAt });
      ctx.note({ detail: `生成网站装修预览（草稿 ${draftId}）` });
      return { pcUrl: previewPageUrl(token, 'pc'), mobileUrl: previewPageUrl(token, 'mobile'), expiresAt };
    },
  }),

  ...linkTargetRoutes,
  ...publicRoutes,
];
