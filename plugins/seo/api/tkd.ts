// The calls of SEO variables and 全站TKD (shapes in shared/domain/seo/tkd.ts).
import type { HttpService } from '../../../kernel';
import { API, type SeoParams, type TaskStarted, type TkdInsideQuery, type TkdInsideRow, type TkdInsideSaveRequest, type TkdRecordKind, type TkdState, type TkdTemplates } from '../../../shared/domain';

export class TkdApi {
  constructor(private readonly http: HttpService) {}

  params() {
    return this.http.call<SeoParams>(API.seoParamsGet);
  }
  saveParams(params: SeoParams) {
    return this.http.call<SeoParams>(API.seoParamsSave, { body: { separator: params.separator, keywords: params.keywords, variables: params.variables.map((v) => ({ name: v.name, value: v.value })) } });
  }
  tkd() {
    return this.http.call<TkdState>(API.seoTkdGet);
  }
  saveTkd(templates: TkdTemplates) {
    return this.http.call<TkdState>(API.seoTkdSave, { body: { ...templates } });
  }
  inside(query: TkdInsideQuery) {
    return this.http.call<{ rows: TkdInsideRow[]; total: number }>(API.seoInsideList, { query: { ...query } });
  }
  saveInside(request: TkdInsideSaveRequest) {
    return this.http.call<TkdInsideRow>(API.seoInsideSave, { body: { ...request } });
  }
  extract(kind: TkdRecordKind, id: number, version: number) {
    return this.http.call<TkdInsideRow>(API.seoExtract, { body: { kind, id, version } });
  }
  extractAll(kind: TkdRecordKind) {
    return this.http.call<TaskStarted>(API.seoExtractAll, { body: { kind } });
  }
}
