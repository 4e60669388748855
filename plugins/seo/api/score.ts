// The site score's calls (server/modules/seo/score; shapes in shared/domain/seo/score.ts).
import type { HttpService } from '../../../kernel';
import { API, type ListData, type TaskStarted } from '../../../shared/domain';
import type { ScoreCheckId, ScoreHistory, ScoreRecordRow, ScoreStatus } from '../../../shared/domain/seo/score';

export class ScoreApi {
  constructor(private readonly http: HttpService) {}

  status() {
    return this.http.call<ScoreStatus>(API.scoreStatus);
  }
  /** Scoring off (the report stays; a run under way stops); answers the new status. */
  close() {
    return this.http.call<ScoreStatus>(API.scoreClose);
  }
  /** Scoring on and an evaluation started (or the one under way): its task id. */
  evaluate() {
    return this.http.call<TaskStarted>(API.scoreEvaluate, { body: {} });
  }
  records(query: { check: ScoreCheckId; run_id: number; page: number; rows: number }) {
    return this.http.call<ListData<ScoreRecordRow>>(API.scoreRecords, { query: { ...query } });
  }
  history(query: { page: number; rows: number }) {
    return this.http.call<ScoreHistory>(API.scoreHistory, { query: { ...query } });
  }
}
