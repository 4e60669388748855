// The forms contract (§7 Forms, api-facts): lead forms, data forms (the responsive-site "xys"
// variants), their messages, and the public submission a visitor's browser makes.
import type { DataFormItem, FormVariant, SubmissionValues } from '../forms';
import type { ListData } from './envelope';

/** Page and size of list calls (api-facts: page, rows; rows default 10). */
export interface PageQuery {
  page?: number;
  rows?: number;
}

export interface LeadFormSummary {
  id: number;
  title: string;
  variant: FormVariant;
  published: boolean;
  itemCount: number;
  messageCount: number;
  unreadCount: number;
  created_at: number;
  updated_at: number;
}

export interface LeadFormListQuery extends PageQuery {
  keyword?: string;
}

/** getRow: the stored form; `fields` is the JSON text of LeadFormFields (§3). */
export interface LeadFormRecord {
  id: number;
  title: string;
  fields: string;
  variant: FormVariant;
  published: boolean;
  created_at: number;
  updated_at: number;
}

/** Lead-form save sends id, title, fields (§7); id absent when adding. */
export interface LeadFormSaveRequest {
  id?: number;
  title: string;
  fields: string;
}

export interface FormPublishRequest {
  id: number;
  published: boolean;
}

/** A column of the inbox: which items show their value in the message list (setField). */
export interface MessageColumn {
  name: string;
  title: string;
  display: boolean;
}

export interface SetFieldRequest {
  id: number;
  /** Names of the items shown as columns. */
  display: string[];
}

export interface MessageListQuery extends PageQuery {
  formId?: number;
  /** false = unread only, true = read only. */
  readStatus?: boolean;
  /** YYYY-MM-DD, inclusive. */
  startDate?: string;
  endDate?: string;
  keyword?: string;
}

export interface MessageRow {
  id: number;
  formId: number;
  formTitle: string;
  /** Submitted values by item name (plain text). */
  values: SubmissionValues;
  readStatus: boolean;
  created_at: number;
}

/** msglist2: one form's messages with its display columns. */
export interface FormMessageList extends ListData<MessageRow> {
  columns: MessageColumn[];
}

export interface MessageDetail extends MessageRow {
  /** Every item of the form in its order, with the submitted value as text. */
  items: { name: string; title: string; type: string; value: string }[];
  ip: string;
  userAgent: string;
}

export interface MessageCount {
  total: number;
  thisMonth: number;
  lastMonth: number;
  unread: number;
}

export interface DataFormSummary {
  id: number;
  title: string;
  itemCount: number;
  recordCount: number;
  /** Visitors can open and submit it (formPublish / dataFormPublish switch it). */
  published: boolean;
  created_at: number;
  updated_at: number;
}

export interface DataFormRecord {
  id: number;
  title: string;
  fields: DataFormItem[];
  created_at: number;
  updated_at: number;
}

/** Data-form save sends id, title, fields (§7). */
export interface DataFormSaveRequest {
  id?: number;
  title: string;
  fields: DataFormItem[];
}

export interface DataRecordListQuery extends PageQuery {
  formId: number;
  /** Filter on a condition item: name=value (JSON text of Record<string,string>). */
  conditions?: string;
}

/** The public definition a visitor's page renders (no internals). */
export interface PublicFormDefinition {
  id: number;
  kind: 'lead' | 'data';
  title: string;
  siteName: string;
  /** Lead: the contentList and button settings; data: the items. */
  fields: string;
}

export interface PublicSubmitRequest {
  formId: number;
  kind: 'lead' | 'data';
  values: Record<string, unknown>;
}
