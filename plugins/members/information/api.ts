// The information area's calls (admin/information, server/modules/members/information) and the
// visitors' lookup (sitePlugin/information). Refusals the pages show on their own forms are silent.
import type { HttpService } from '../../../kernel';
import { API, TIMEOUTS, type ListData, type TaskStarted } from '../../../shared/domain';
import {
  INFO_MSG,
  type InfoDegree,
  type InfoImportRow,
  type InfoPermission,
  type InfoQueryDetail,
  type InfoQueryInput,
  type InfoQueryRow,
  type InfoRankOption,
  type InfoRecordRow,
  type InfoValues,
  type PublicLookupForm,
  type PublicLookupResult,
} from '../../../shared/domain/members';

export interface PageQuery {
  page: number;
  rows: number;
  keyword?: string;
}

export class InformationApi {
  constructor(private readonly http: HttpService) {}

  list(query: PageQuery) {
    return this.http.call<ListData<InfoQueryRow>>(API.infoList, { query: { ...query } });
  }
  detail(id: number) {
    return this.http.call<InfoQueryDetail>(API.infoDetail, { query: { id } });
  }
  ranks() {
    return this.http.call<InfoRankOption[]>(API.infoUserRankLink);
  }
  /** Silent: the edit page shows the refusal beside its form. */
  add(input: InfoQueryInput) {
    return this.http.call<{ id: number }>(API.infoAdd, { body: { ...input } }, { silent: true });
  }
  edit(id: number, input: InfoQueryInput) {
    return this.http.call<InfoQueryDetail>(API.infoEdit, { body: { id, ...input } }, { silent: true });
  }
  remove(id: number) {
    return this.http.call<{ removed: number }>(API.infoRemove, { body: { id } });
  }
  setDegree(id: number, degree: InfoDegree) {
    return this.http.call<unknown>(API.infoDegree, { body: { id, degree } });
  }
  setPermission(id: number, permission: InfoPermission, rankIds: number[]) {
    return this.http.call<unknown>(API.infoPermission, { body: { id, permission, rank_ids: rankIds } });
  }
  setWeight(id: number, weight: number) {
    return this.http.call<unknown>(API.infoWeight, { body: { id, weight } });
  }
  setOpen(id: number, open: boolean) {
    return this.http.call<unknown>(API.infoIfOpen, { body: { id, if_open: open ? 1 : 0 } });
  }

  records(queryId: number, query: PageQuery) {
    return this.http.call<ListData<InfoRecordRow>>(API.infoRecordList, { query: { query_id: queryId, ...query } });
  }
  /** Silent: the record dialog shows the refusal on its field. */
  addRecord(queryId: number, values: InfoValues) {
    return this.http.call<InfoRecordRow>(API.infoRecordAdd, { body: { query_id: queryId, values } }, { silent: true });
  }
  editRecord(queryId: number, id: number, values: InfoValues) {
    return this.http.call<InfoRecordRow>(API.infoRecordEdit, { body: { query_id: queryId, id, values } }, { silent: true });
  }
  removeRecords(queryId: number, ids: readonly number[]) {
    return this.http.call<{ removed: number }>(API.infoRecordRemove, { body: { query_id: queryId, ids: [...ids] } });
  }

  template(queryId: number) {
    return this.http.download(API.infoImportTemplate, { query: { query_id: queryId } });
  }
  startImport(queryId: number, file: File) {
    const form = new FormData();
    form.append('query_id', String(queryId));
    form.append('file', file, file.name);
    return this.http.upload<TaskStarted>(API.infoImport, form, { timeout: TIMEOUTS.other, tooLargeMessage: INFO_MSG.importTooLarge });
  }
  imports(queryId: number, query: PageQuery) {
    return this.http.call<ListData<InfoImportRow>>(API.infoImportHistory, { query: { query_id: queryId, ...query } });
  }

  // the visitors' page (silent: it shows the server's words itself)
  publicForm(siteId: number, id: number) {
    return this.http.call<PublicLookupForm>(API.infoPublicForm, { query: { site: siteId, id } }, { silent: true });
  }
  lookup(siteId: number, id: number, values: InfoValues) {
    return this.http.call<PublicLookupResult>(API.infoPublicSearch, { body: { site: siteId, id, values } }, { silent: true });
  }
}
