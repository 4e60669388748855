// 网站装修's calls (admin/decoration, site_decorate): the site's decoration and its save from the
// version it was read at, the records an inside link may point at, a draft's signed preview pages,
// and the site's lead forms for 提交表单 (the forms plugin's own list call, by endpoint).
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import type { ListData } from '../../../shared/domain/api/envelope';
import type { LeadFormSummary } from '../../../shared/domain/api/forms';
import type { DecorationAnswer, DecorationPreviewAnswer, DecorationSections, LinkTarget, RecordLinkKind } from '../../../shared/domain/design';

export interface LeadFormOption {
  id: number;
  title: string;
  published: boolean;
}

export class DecorationApi {
  constructor(private readonly http: HttpService) {}

  get(): Promise<DecorationAnswer> {
    return this.http.call<DecorationAnswer>(API.decorationGet);
  }

  /** Refused with DESIGN_MSG.conflict when someone else saved after `version` was read. */
  save(sections: DecorationSections, version: number): Promise<DecorationAnswer> {
    return this.http.call<DecorationAnswer>(API.decorationSave, { body: { sections, version } });
  }

  linkTargets(kind: RecordLinkKind, keyword: string, signal?: AbortSignal): Promise<LinkTarget[]> {
    return this.http.call<LinkTarget[]>(API.decorationLinkTargets, { query: { kind, keyword } }, { signal });
  }

  preview(sections: DecorationSections): Promise<DecorationPreviewAnswer> {
    return this.http.call<DecorationPreviewAnswer>(API.decorationPreview, { body: { sections } });
  }

  /** The site's lead forms (the first 100, as the forms list orders them). */
  async leadForms(): Promise<LeadFormOption[]> {
    const list = await this.http.call<ListData<LeadFormSummary>>(API.formList, { query: { page: 1, rows: 100 } });
    return list.rows.map((f) => ({ id: f.id, title: f.title, published: f.published }));
  }
}
