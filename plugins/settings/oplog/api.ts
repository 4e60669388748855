// 操作日志's calls (admin/System getLogList, getLogDetail, getLogUsers, exportLog; server/modules/settings/oplog).
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import type { OplogAccount, OplogDetail, OplogFilter, OplogListData } from '../../../shared/domain/settings/oplog';

export class OplogApi {
  constructor(private readonly http: HttpService) {}

  list(query: OplogFilter & { page: number; rows: number }) {
    return this.http.call<OplogListData>(API.opLogList, { query: { ...query } });
  }
  /** Silent: the drawer shows its own error with a retry. */
  detail(id: number) {
    return this.http.call<OplogDetail>(API.opLogDetail, { query: { id } }, { silent: true });
  }
  accounts() {
    return this.http.call<OplogAccount[]>(API.opLogAccounts);
  }
  exportTask(filter: OplogFilter) {
    return this.http.call<{ taskId: number }>(API.opLogExport, { body: { ...filter } });
  }
}
