// The widgets area's calls: each widget's settings and their save (site-admin-api/plugin/…), and the
// site's lead forms for 外文客服's form button (the forms plugin's own list call, by endpoint).
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import type { ListData } from '../../../shared/domain/api/envelope';
import type { LeadFormSummary } from '../../../shared/domain/api/forms';
import { WIDGET_CALLS, type WidgetAnswer, type WidgetKind, type WidgetSettings } from '../../../shared/domain/settings/widgets';

export class WidgetsApi {
  constructor(private readonly http: HttpService) {}

  get<K extends WidgetKind>(kind: K): Promise<WidgetAnswer<K>> {
    return this.http.call<WidgetAnswer<K>>(API[WIDGET_CALLS[kind].get]);
  }

  save<K extends WidgetKind>(kind: K, settings: WidgetSettings<K>): Promise<WidgetAnswer<K>> {
    return this.http.call<WidgetAnswer<K>>(API[WIDGET_CALLS[kind].save], { body: settings as unknown as Record<string, unknown> });
  }

  /** The site's lead forms (the first 100, newest first, as the forms list orders them). */
  async leadForms(): Promise<Pick<LeadFormSummary, 'id' | 'title' | 'published'>[]> {
    const list = await this.http.call<ListData<LeadFormSummary>>(API.formList, { query: { page: 1, rows: 100 } });
    return list.rows.map((f) => ({ id: f.id, title: f.title, published: f.published }));
  }
}
