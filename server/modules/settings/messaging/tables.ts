// 邮件与短信设置's tables (issue 14 §4), merged into core's Database: a site's mail and SMS settings
// (one row each), its message templates, the test sends' throttle and the send log.
import type { Generated } from 'kysely';

export interface SettingsMailTable {
  site_id: number;
  notify_lead: number;
  /** 'smtp' | 'platform' (shared/domain MAIL_MODES). */
  mode: string;
  host: string;
  port: number;
  ssl: number;
  account: string;
  /** secretBox-sealed password ('' when none); never answered. */
  password_sealed: string;
  sender_name: string;
  sender_address: string;
  /** JSON array of addresses. */
  recipients: string;
  /** The account that saved it last: lead notification tasks run in its name. */
  updated_by: number | null;
  updated_at: number;
}

export interface SettingsSmsTable {
  site_id: number;
  notify_lead: number;
  signature: string;
  /** JSON array of mainland mobile numbers. */
  phones: string;
  updated_by: number | null;
  updated_at: number;
}

/** A template a site changed (the others are the defaults of shared/domain). */
export interface SettingsMessageTemplatesTable {
  site_id: number;
  /** 'mail' | 'sms'. */
  channel: string;
  /** 'lead' | 'test'. */
  code: string;
  /** Mail: the subject; SMS: ''. */
  subject: string;
  /** Mail: the body; SMS: the content. */
  body: string;
  /** SMS: the gateway's template id ('' when it sends free text). */
  template_id: string;
  updated_at: number;
}

/** When a site last sent a test of a channel and how many today: claimed by one conditional UPDATE. */
export interface SettingsSendSlotsTable {
  site_id: number;
  channel: string;
  last_at: number;
  /** Beijing day number of sent_today. */
  day: number;
  sent_today: number;
}

export interface SettingsSendLogTable {
  id: Generated<number>;
  site_id: number;
  channel: string;
  /** 'test' | 'lead'. */
  kind: string;
  recipients: string;
  subject: string;
  /** 'ok' | 'failed'. */
  result: string;
  error: string;
  created_at: number;
}

declare module '../../../core/db/database' {
  interface Database {
    settings_mail: SettingsMailTable;
    settings_sms: SettingsSmsTable;
    settings_message_templates: SettingsMessageTemplatesTable;
    settings_send_slots: SettingsSendSlotsTable;
    settings_send_log: SettingsSendLogTable;
  }
}

export const MESSAGING_TABLES = ['settings_mail', 'settings_sms', 'settings_message_templates', 'settings_send_slots', 'settings_send_log'] as const;
