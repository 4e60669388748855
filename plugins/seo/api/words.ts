// The keyword library's and detection's calls (server/modules/seo/words).
import type { HttpService } from '../../../kernel';
import { API, TIMEOUTS, type ListData, type TaskStarted } from '../../../shared/domain';
import type {
  DetectionState, HitListQuery, HitReplaceRequest, HitReplaceResult, WordHit, WordImportResult, WordKind, WordListQuery, WordRow, WordSaveRequest, WordStats,
} from '../../../shared/domain/seo/words';

/** Only the filters given (an empty one is no filter). */
const compact = <T extends object>(q: T) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

export class WordsApi {
  constructor(private readonly http: HttpService) {}

  list(query: WordListQuery) {
    return this.http.call<ListData<WordRow>>(API.wordList, { query: compact(query) });
  }
  stats() {
    return this.http.call<WordStats>(API.wordStats);
  }
  save(request: WordSaveRequest) {
    return this.http.call<WordRow>(API.wordSave, { body: { ...request } });
  }
  remove(ids: number[]) {
    return this.http.call<{ removed: number }>(API.wordRemove, { body: { ids } });
  }
  enable(ids: number[], enabled: boolean) {
    return this.http.call<{ changed: number }>(API.wordEnable, { body: { ids, enabled } });
  }
  import(file: File, kind: WordKind) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    return this.http.upload<WordImportResult>(API.wordImport, form, { timeout: TIMEOUTS.other, tooLargeMessage: '导入文件不能超过 2 MB' });
  }
  export(query: Pick<WordListQuery, 'kind' | 'group'>) {
    return this.http.download(API.wordExport, { query: compact(query) });
  }
  detect() {
    return this.http.call<TaskStarted>(API.wordDetect, { body: {} });
  }
  detection() {
    return this.http.call<DetectionState>(API.wordDetection);
  }
  hits(query: HitListQuery) {
    return this.http.call<ListData<WordHit>>(API.wordHits, { query: compact(query) });
  }
  replace(request: HitReplaceRequest) {
    return this.http.call<HitReplaceResult>(API.wordReplace, { body: { ...request } });
  }
}
