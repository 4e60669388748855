// 异常页面 (exception_page): the 404, 500 and 网站已关闭 pages, read and saved one at a time, and the
// public read the site's own pages use (whether the site is closed, and each page's content).
import {
  checkSitePage,
  siteImageUrlValid,
  SITE_INFO_MSG,
  SITE_PAGE_KINDS,
  SITE_PAGE_LIMITS,
  type SiteExceptionPage,
  type SitePagesAnswer,
  type SitePublicPages,
} from '../../../../shared/domain/settings/site';
import { diffChanges } from '../../../core/http/auditChanges';
import { ApiError } from '../../../core/http/envelope';
import { route, type AnyRoute } from '../../../core/http/routeDef';
import { bool, EMPTY, id, int, obj, oneOf, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { SITE_KEYS } from './keys';
import { readPages, writePage } from './pages';

const PAGE_BODY = obj({
  kind: oneOf(SITE_PAGE_KINDS),
  title: str(SITE_PAGE_LIMITS.title * 2),
  text: str(SITE_PAGE_LIMITS.text * 2),
  image: str(500),
  showHomeButton: bool(),
  buttonText: str(SITE_PAGE_LIMITS.button * 2),
  autoReturnSeconds: int(0, 1_000_000),
}, ['kind', 'title', 'text', 'image', 'showHomeButton', 'buttonText', 'autoReturnSeconds']);

export const pageRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, SitePagesAnswer>('sitePagesGet', {
    access: { permission: SITE_KEYS.pages },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return { pages: await readPages(ctx.deps.db, site.id) };
    },
  }),

  route<Record<string, never>, SiteExceptionPage, SiteExceptionPage>('sitePageSave', {
    access: { permission: SITE_KEYS.pages },
    mutates: true,
    schema: { querystring: EMPTY, body: PAGE_BODY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const page: SiteExceptionPage = { ...ctx.body, title: ctx.body.title.trim(), text: ctx.body.text.trim(), image: ctx.body.image.trim(), buttonText: ctx.body.buttonText.trim() };
      const refusal = checkSitePage(page);
      if (refusal) throw new ApiError(400, refusal.message, { field: refusal.field });
      if (!siteImageUrlValid(page.image)) throw new ApiError(400, SITE_INFO_MSG.imageInvalid, { field: 'image' });
      const before = (await readPages(ctx.deps.db, site.id)).find((p) => p.kind === page.kind)!;
      await writePage(ctx.deps.db, site.id, page, ctx.deps.now());
      ctx.note({ detail: `保存异常页面 ${page.kind}`, changes: diffChanges({ ...before }, { ...page }, { ignore: ['kind'] }) });
      return page;
    },
  }),

  route<{ site_id: number }, undefined, SitePublicPages>('sitePublicPages', {
    access: { public: true },
    mutates: false,
    schema: { querystring: obj({ site_id: id() }, ['site_id']) },
    async handler(ctx) {
      const site = await ctx.deps.db.selectFrom('sites').select(['id', 'site_name']).where('id', '=', ctx.query.site_id).executeTakeFirst();
      if (!site) throw new ApiError(404, '网站不存在');
      const info = await ctx.deps.db.selectFrom('settings_site_info').select('closed').where('site_id', '=', site.id).executeTakeFirst();
      const pages = await readPages(ctx.deps.db, site.id);
      return {
        closed: Boolean(info?.closed),
        siteName: site.site_name,
        pages: Object.fromEntries(pages.map((p) => [p.kind, p])) as SitePublicPages['pages'],
      };
    },
  }),
];
