// The members area's calls (admin/ucenterMember, server/modules/members/members), plus the site's
// password policy from the member centre's registration settings (the member form checks by it).
import type { HttpService } from '../../../kernel';
import { API, type ListData } from '../../../shared/domain';
import type {
  MemberDetail, MemberExportRequest, MemberListQuery, MemberRow, MemberSaveRequest, RankEditRequest, RankRow,
} from '../../../shared/domain/members/memberApi';
import type { PasswordPolicy } from '../../../shared/domain/members/settings';

function compact<T extends object>(query: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v !== null));
}

export class MembersApi {
  constructor(private readonly http: HttpService) {}

  members(query: MemberListQuery) {
    return this.http.call<ListData<MemberRow>>(API.memberList, { query: compact(query) });
  }
  /** Silent: the drawer shows its own error with a retry. */
  detail(id: number, page = 1, rows = 10) {
    return this.http.call<MemberDetail>(API.memberDetail, { query: { id, page, rows } }, { silent: true });
  }
  /** Silent: the edit page shows the refusal on the field it concerns. */
  save(request: MemberSaveRequest) {
    return this.http.call<MemberRow>(API.memberAdd, { body: compact(request) }, { silent: true });
  }
  setStatus(ids: readonly number[], status: 0 | 1) {
    return this.http.call<{ updated: number }>(API.memberSetStatus, { body: { ids: [...ids], status } });
  }
  updateRank(ids: readonly number[], rankId: number) {
    return this.http.call<{ updated: number }>(API.memberUpdateRank, { query: { rank_id: rankId, ids: ids.join(',') } });
  }
  remove(ids: readonly number[]) {
    return this.http.call<{ removed: number }>(API.memberRemove, { query: { ids: ids.join(',') } });
  }
  exportTask(request: MemberExportRequest) {
    return this.http.call<{ taskId: number }>(API.memberExportTask, { body: compact(request) });
  }

  ranks() {
    return this.http.call<ListData<RankRow>>(API.memberRankList);
  }
  rank(id: number) {
    return this.http.call<RankRow>(API.memberRankDetail, { query: { id } });
  }
  /** Silent: the rank page shows the refusal on its field. */
  saveRank(request: RankEditRequest) {
    return this.http.call<RankRow>(API.memberRankEdit, { body: compact(request) }, { silent: true });
  }
  /** Not silent: 该等级下还有会员，不能删除 is shown as the server words it. */
  removeRank(id: number) {
    return this.http.call<{ removed: number }>(API.memberRankRemove, { body: { id } });
  }

  /** The site's password policy (会员中心设置 › 注册); silent: the form falls back to the default. */
  async passwordPolicy(): Promise<PasswordPolicy> {
    const answer = await this.http.call<{ config: { password: PasswordPolicy } }>(API.memberRegisterConfigGet, {}, { silent: true });
    return answer.config.password;
  }
}
