// Anchor text's calls (server/modules/seo/anchors).
import type { HttpService } from '../../../kernel';
import { API, TIMEOUTS, type Anchor, type AnchorImportResult, type AnchorListQuery, type AnchorSaveRequest, type AnchorSettings, type ListData, type TaskStarted } from '../../../shared/domain';

export class AnchorApi {
  constructor(private readonly http: HttpService) {}

  list(query: AnchorListQuery) {
    return this.http.call<ListData<Anchor>>(API.anchorList, { body: { ...query } });
  }
  save(request: AnchorSaveRequest) {
    return this.http.call<{ id: number }>(API.anchorSave, { body: { ...request } });
  }
  remove(ids: number[]) {
    return this.http.call<{ removed: number }>(API.anchorRemove, { body: { ids } });
  }
  import(file: File) {
    const form = new FormData();
    form.append('file', file);
    return this.http.upload<AnchorImportResult>(API.anchorImport, form, { timeout: TIMEOUTS.other, tooLargeMessage: '导入文件不能超过 2MB' });
  }
  settings() {
    return this.http.call<AnchorSettings>(API.anchorSettingsGet);
  }
  saveSettings(settings: AnchorSettings) {
    return this.http.call<AnchorSettings>(API.anchorSettingsSave, { body: { ...settings } });
  }
  applyAll() {
    return this.http.call<TaskStarted>(API.anchorApplyAll, { body: {} });
  }
  clearAll() {
    return this.http.call<TaskStarted>(API.anchorClearAll, { body: {} });
  }
}
