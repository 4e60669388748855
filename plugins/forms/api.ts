// The forms plugin's calls (§7 Forms).
import type { HttpService } from '../../kernel';
import {
  API,
  type DataFormRecord,
  type DataFormSaveRequest,
  type DataFormSummary,
  type FormMessageList,
  type LeadFormListQuery,
  type LeadFormRecord,
  type LeadFormSaveRequest,
  type LeadFormSummary,
  type ListData,
  type MessageColumn,
  type MessageCount,
  type MessageDetail,
  type MessageListQuery,
  type MessageRow,
  type PublicFormDefinition,
  type DataRecordListQuery,
  type TaskStarted,
} from '../../shared/domain';

/** Drops undefined and empty values so queries carry only what the user chose. */
function compact<T extends object>(query: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
}

export class FormsApi {
  constructor(private readonly http: HttpService) {}

  // lead forms
  list(query: LeadFormListQuery) {
    return this.http.call<ListData<LeadFormSummary>>(API.formList, { query: compact(query) });
  }
  row(id: number) {
    return this.http.call<LeadFormRecord>(API.formRow, { query: { id } });
  }
  save(request: LeadFormSaveRequest) {
    return this.http.call<{ id: number }>(API.formSave, { body: compact(request) });
  }
  remove(id: number) {
    return this.http.call<null>(API.formRemove, { query: { id } });
  }
  publish(id: number, published: boolean) {
    return this.http.call<null>(API.formPublish, { body: { id, published } });
  }
  columns(id: number) {
    return this.http.call<{ columns: MessageColumn[] }>(API.formFieldsGet, { query: { id } });
  }
  setColumns(id: number, display: string[]) {
    return this.http.call<{ columns: MessageColumn[] }>(API.formFieldsSet, { body: { id, display } });
  }

  // messages
  messages(query: MessageListQuery) {
    return this.http.call<ListData<MessageRow>>(API.messageListAll, { body: compact(query) });
  }
  formMessages(query: MessageListQuery & { formId: number }) {
    return this.http.call<FormMessageList>(API.messageListByForm, { body: compact(query) });
  }
  readMessage(id: number) {
    return this.http.call<MessageDetail>(API.messageReadOne, { query: { id } });
  }
  removeMessages(ids: number[]) {
    return this.http.call<{ removed: number }>(API.messageRemove, { query: { ids: ids.join(',') } });
  }
  count() {
    return this.http.call<MessageCount>(API.messageCount, { body: {} });
  }
  exportMessages(query: MessageListQuery) {
    return this.http.download(API.messageExport, { query: compact(query) });
  }
  /** The export as a background task: answers its id at once (the kernel's TaskService follows it). */
  startMessageExport(query: MessageListQuery) {
    return this.http.call<TaskStarted>(API.messageExportTask, { body: compact(query) });
  }

  // data forms and their records
  dataForms(query: LeadFormListQuery) {
    return this.http.call<ListData<DataFormSummary>>(API.dataFormList, { query: compact(query) });
  }
  dataForm(id: number) {
    return this.http.call<DataFormRecord>(API.dataFormRow, { query: { id } });
  }
  saveDataForm(request: DataFormSaveRequest) {
    return this.http.call<{ id: number }>(API.dataFormSave, { body: compact(request) });
  }
  removeDataForm(id: number) {
    return this.http.call<null>(API.dataFormRemove, { query: { id } });
  }
  publishDataForm(id: number, published: boolean) {
    return this.http.call<null>(API.dataFormPublish, { body: { id, published } });
  }
  records(query: DataRecordListQuery) {
    return this.http.call<FormMessageList>(API.dataRecordList, { query: compact(query) });
  }
  record(id: number) {
    return this.http.call<MessageDetail>(API.dataRecordInfo, { query: { id } });
  }
  exportRecords(query: DataRecordListQuery) {
    return this.http.download(API.dataRecordExport, { query: compact(query) });
  }

  // visitors
  definition(kind: 'lead' | 'data', id: number) {
    return this.http.call<PublicFormDefinition>(API.publicFormDefinition, { query: { id, kind } }, { silent: true });
  }
  submit(kind: 'lead' | 'data', formId: number, values: Record<string, unknown>) {
    return this.http.call<null>(API.publicFormSubmit, { body: { formId, kind, values } }, { silent: true });
  }
}
