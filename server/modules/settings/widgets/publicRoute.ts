// GET site-admin-api/plugin/widgets/public?siteId= (public): what a live site's pages show of its
// widgets — only those switched on and meant for the site's type, each with its public fields
// (WIDGET_PUBLIC_FIELDS); 外文客服's form only while it is published. A site that is closed,
// expired or unknown answers 404.
import { appEntry, appForSiteType } from '../../../../shared/domain/apps';
import { deriveSiteStatus } from '../../../../shared/domain/siteStatus';
import { widgetPublicFields, WIDGET_MSG, type WidgetConfigs, type WidgetPublicPayload } from '../../../../shared/domain/settings/widgets';
import { ApiError } from '../../../core/http/envelope';
import { route, type AnyRoute } from '../../../core/http/routeDef';
import { id, obj } from '../../../core/http/schemas';
import { publishedForms } from './refs';
import { enabledWidgets } from './store';

const SITE_LIVE = 2;

export const widgetPublicRoute: AnyRoute = route<{ siteId: number }, undefined, WidgetPublicPayload>('widgetPublic', {
  access: { public: true }, mutates: false,
  schema: { querystring: obj({ siteId: id() }, ['siteId']) },
  async handler(ctx) {
    const { db, now } = ctx.deps;
    const site = await db.selectFrom('sites').select(['id', 'site_type', 'inline', 'sys_end_time']).where('id', '=', ctx.query.siteId).executeTakeFirst();
    if (!site || deriveSiteStatus(site, now()) !== SITE_LIVE) throw new ApiError(404, WIDGET_MSG.siteClosed);
    const widgets = (await enabledWidgets(db, site.id)).filter((w) => {
      const entry = appEntry(w.kind);
      return !!entry && appForSiteType(entry, site.site_type);
    });
    const payload: Record<string, unknown> = { siteId: site.id };
    for (const w of widgets) payload[w.kind] = widgetPublicFields(w.kind, w.config);
    const message = payload.enMessage as Partial<WidgetConfigs['enMessage']> | undefined;
    if (message?.formId) {
      const published = await publishedForms(db, site.id, [message.formId]);
      if (!published.has(message.formId)) payload.enMessage = { ...message, formId: 0, formButton: '' };
    }
    return payload as WidgetPublicPayload;
  },
});
