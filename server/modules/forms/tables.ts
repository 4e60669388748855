// The forms module's tables: their Kysely row types, merged into core's Database so every query is typed.
import type { Generated } from 'kysely';

/** A lead form (§3) of a site. */
export interface FormsTable {
  id: Generated<number>;
  site_id: number;
  /** Chinese-site or foreign defaults (en for en/ydyl sites). */
  variant: 'zh' | 'en';
  title: string;
  /** JSON text of LeadFormFields (contentList and button settings), as checkLeadForm normalised it. */
  fields: string;
  /** 1: visitors can open and submit it. */
  published: number;
  created_at: number;
  updated_at: number;
}

/** A data form (§3, the responsive-site "xys" forms) of a site. */
export interface DataFormsTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  /** JSON text of DataFormItem[] (every item named, new-item ids dropped). */
  fields: string;
  created_at: number;
  updated_at: number;
  /** 1: visitors can open and submit it (007_hardening; lead forms have had it from the start). */
  published: Generated<number>;
}

/** A visitor's submission: a lead-form message or a data-form record (kind says which form table). */
export interface FormMessagesTable {
  id: Generated<number>;
  site_id: number;
  /** forms.id when kind is 'lead', data_forms.id when 'data'. */
  form_id: number;
  kind: 'lead' | 'data';
  /** JSON text of the checked values by item name (plain text, never HTML-interpreted). */
  values: string;
  /** The values' text, lower-cased, one per line: what the keyword filter matches (not the JSON keys). */
  search_text: string;
  read_status: number;
  ip: string;
  user_agent: string;
  created_at: number;
}

declare module '../../core/db/database' {
  interface Database {
    forms: FormsTable;
    data_forms: DataFormsTable;
    form_messages: FormMessagesTable;
  }
}

/** This module's tables, parents before children (the order of seeding and snapshots). */
export const FORMS_TABLES = ['forms', 'data_forms', 'form_messages'] as const;
