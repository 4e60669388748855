// 百度收录's calls (server/modules/seo/baidu).
import type { HttpService } from '../../../kernel';
import { API, type TaskStarted } from '../../../shared/domain';
import type {
  BaiduLogList, BaiduPushResult, BaiduRef, BaiduSettings, BaiduSettingsSave, BaiduUrlList, BaiduUrlQuery,
} from '../../../shared/domain/seo/baidu';

/** Only the filters given (an empty one is no filter). */
const compact = <T extends object>(q: T) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

export class BaiduApi {
  constructor(private readonly http: HttpService) {}

  settings() {
    return this.http.call<BaiduSettings>(API.baiduSettingsGet);
  }
  saveSettings(request: BaiduSettingsSave) {
    return this.http.call<BaiduSettings>(API.baiduSettingsSave, { body: { ...request } });
  }
  urls(query: BaiduUrlQuery) {
    return this.http.call<BaiduUrlList>(API.baiduUrls, { query: compact(query) });
  }
  push(refs: BaiduRef[]) {
    return this.http.call<BaiduPushResult>(API.baiduPush, { body: { refs } });
  }
  pushAll() {
    return this.http.call<TaskStarted>(API.baiduPushAll, { body: {} });
  }
  /** The records given, or every live one when none. */
  indexCheck(refs: BaiduRef[]) {
    return this.http.call<TaskStarted>(API.baiduIndexCheck, { body: refs.length ? { refs } : {} });
  }
  log(query: { page: number; rows: number }) {
    return this.http.call<BaiduLogList>(API.baiduPushLog, { query });
  }
}
