// The active site's template (key site_decorate): themeInfo / admin theme (ThemeInfo), isChangeTheme
// (allowed, or why not), the Chinese change (admin/theme/change, ours) and the foreign change
// (EnTheme/changeTemplate). A change touches only the theme row, theme_name and the history: the
// site's articles and every other admin record are kept. desktopUrl: the site editor's address.
import { MSG } from '../../../../shared/domain/messages';
import { deriveSiteStatus, SITE_STATUS_EXPIRED } from '../../../../shared/domain/siteStatus';
import {
  TEMPLATE_MSG, type DesktopUrlAnswer, type EnThemeChangeRequest, type ThemeChangeCheck, type ThemeChangeRequest, type ThemeInfo,
} from '../../../../shared/domain/sites/templates';
import { ApiError } from '../../../core/http/envelope';
import { route, signedIn, type AnyRoute, type AuthState, type RouteContext } from '../../../core/http/routeDef';
import { EMPTY, id, obj } from '../../../core/http/schemas';
import { activeSite, companySite, type SiteRow } from '../../../core/services/siteScope';
import type { AppDeps } from '../../../core/http/routeDef';
import { templateRow } from './cards';
import { KEY, originOf } from './catalogueRoutes';
import { checkMobileTemplate, checkPcTemplate, isWebsite, modeOf, plusAllowed } from './rules';
import { applyChange, reconcileBuild, themeInfo, themeOf } from './theme';

/** Why the site's template may not be changed now, or '' when it may. */
async function whyNot(deps: AppDeps, auth: AuthState, site: SiteRow): Promise<string> {
  if (auth.account.is_demo === 1) return MSG.demoAccount;
  if (!isWebsite(site)) return TEMPLATE_MSG.notWebsite;
  if (deriveSiteStatus(site, deps.now()) === SITE_STATUS_EXPIRED) return MSG.siteExpired;
  await reconcileBuild(deps.db, site.id);
  const theme = await themeOf(deps.db, site.id);
  // A site of the old system (a theme_name, no template row) may take its first template here.
  if (!theme) return site.theme_name === '' ? TEMPLATE_MSG.notBuilt : '';
  if (theme.state !== 'ready') return TEMPLATE_MSG.building;
  return '';
}

async function refuseUnlessAllowed(ctx: RouteContext<unknown, unknown>, site: SiteRow): Promise<void> {
  const reason = await whyNot(ctx.deps, signedIn(ctx), site);
  if (!reason) return;
  if (reason === MSG.demoAccount) ctx.request.auditState = { result: 'refused', code: 403, detail: reason };
  throw new ApiError(reason === MSG.demoAccount ? 403 : 409, reason);
}

const infoRoute = (name: 'themeInfo' | 'adminTheme') => route<Record<string, never>, undefined, ThemeInfo>(name, {
  access: { permission: KEY },
  mutates: false,
  schema: { querystring: EMPTY },
  async handler(ctx) {
    const site = await activeSite(ctx);
    await reconcileBuild(ctx.deps.db, site.id);
    return themeInfo(ctx.deps.db, site, originOf(ctx));
  },
});

export const themeRoutes: AnyRoute[] = [
  infoRoute('themeInfo'),
  infoRoute('adminTheme'),

  route<Record<string, never>, undefined, ThemeChangeCheck>('isChangeTheme', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const reason = await whyNot(ctx.deps, signedIn(ctx), site);
      return { allowed: reason === '', reason };
    },
  }),

  route<Record<string, never>, ThemeChangeRequest, ThemeInfo>('themeChange', {
    access: { permission: KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ templateId: id(), mobileTemplateId: id() }) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const auth = signedIn(ctx);
      const site = await activeSite(ctx);
      const { templateId, mobileTemplateId } = ctx.body;
      ctx.note({ detail: `更换模板（电脑 ${templateId ?? '-'}，手机 ${mobileTemplateId ?? '-'}）` });
      await refuseUnlessAllowed(ctx, site);
      if (modeOf(site) === 'foreign') throw new ApiError(400, TEMPLATE_MSG.foreignUseEn);
      if (templateId === undefined && mobileTemplateId === undefined) throw new ApiError(400, TEMPLATE_MSG.chooseOne);
      const plus = await plusAllowed(db, auth.account.company_id);
      if (templateId !== undefined) {
        const t = await templateRow(db, templateId);
        if (!t) throw new ApiError(404, TEMPLATE_MSG.templateNotFound);
        checkPcTemplate(site, t, plus);
      }
      if (mobileTemplateId !== undefined) {
        const t = await templateRow(db, mobileTemplateId);
        if (!t) throw new ApiError(404, TEMPLATE_MSG.templateNotFound);
        checkMobileTemplate(site, t, plus);
      }
      await applyChange(db, site, { templateId, mobileTemplateId }, auth.account.login_name, now());
      return themeInfo(db, await companySite(db, auth, site.id), originOf(ctx));
    },
  }),

  route<Record<string, never>, EnThemeChangeRequest, ThemeInfo>('enThemeChange', {
    access: { permission: KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ templateId: id() }, ['templateId']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const auth = signedIn(ctx);
      const site = await activeSite(ctx);
      ctx.note({ detail: `更换外文站模板（模板 ${ctx.body.templateId}）` });
      await refuseUnlessAllowed(ctx, site);
      if (modeOf(site) !== 'foreign') throw new ApiError(400, TEMPLATE_MSG.notForeign);
      const t = await templateRow(db, ctx.body.templateId);
      if (!t) throw new ApiError(404, TEMPLATE_MSG.templateNotFound);
      checkPcTemplate(site, t, await plusAllowed(db, auth.account.company_id));
      await applyChange(db, site, { templateId: t.id }, auth.account.login_name, now());
      return themeInfo(db, await companySite(db, auth, site.id), originOf(ctx));
    },
  }),

  route<Record<string, never>, undefined, DesktopUrlAnswer>('desktopUrl', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      if (!isWebsite(site)) throw new ApiError(400, TEMPLATE_MSG.notWebsite);
      return { url: desktopUrlOf(site) };
    },
  }),
];

/**
 * The site editor (可视化编辑) is served on the site's own system address, like the original
 * product's desktop: <open_first_url>/desktop/?twebId=<id>&lang=<language>.
 */
export function desktopUrlOf(site: SiteRow): string {
  const fallback = `https://s${site.id}.preview.example.com/`;
  const stored = site.open_first_url.trim();
  let url: URL;
  try {
    url = new URL('desktop/', stored.endsWith('/') ? stored : `${stored}/`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http');
  } catch {
    // A stored address that is not one: the system address the site was created with.
    url = new URL('desktop/', fallback);
  }
  url.searchParams.set('twebId', String(site.id));
  url.searchParams.set('lang', site.language_type || site.lang);
  return url.href;
}
