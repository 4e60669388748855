// 公众号采集's calls: the gather itself (it may take seconds: pictures are fetched and filed), the
// latest gather, one record, the history; and the article categories of a type (content's endpoint).
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import type { AiGatherLastAnswer, AiGatherListAnswer, AiGatherRecord, AiGatherRequest } from '../../../shared/domain/ai/gather';
import type { Category } from '../../../shared/domain/api/content';

/** The longest a gather may take before the console gives up waiting (a 2 MB page with 50 pictures and two model calls). */
const GATHER_TIMEOUT_MS = 180_000;

export class GatherApi {
  constructor(private readonly http: HttpService) {}

  /** Silent: the page shows the refusal beside the form (该文章已采集过 with its draft link). */
  gather(request: AiGatherRequest): Promise<AiGatherRecord> {
    return this.http.call<AiGatherRecord>(API.aiGather, { body: { ...request } }, { silent: true, timeout: GATHER_TIMEOUT_MS });
  }

  last(): Promise<AiGatherLastAnswer> {
    return this.http.call<AiGatherLastAnswer>(API.aiGatherLast, {}, { silent: true });
  }

  detail(id: number): Promise<AiGatherRecord> {
    return this.http.call<AiGatherRecord>(API.aiGatherDetail, { query: { id } });
  }

  list(page: number, rows: number): Promise<AiGatherListAnswer> {
    return this.http.call<AiGatherListAnswer>(API.aiGatherList, { query: { page, rows } }, { silent: true });
  }

  categories(type: number): Promise<Category[]> {
    return this.http.call<Category[]>(API.categoryList, { query: { type } }, { silent: true });
  }
}
