// Shapes of lead forms, data forms and their items (spec §3). Stored by the server as JSON text
// (lead form `fields`) or an array (data form `fields`), exactly as the console edits them.

export const LEAD_ITEM_TYPES = ['input', 'radio', 'checkbox', 'date', 'phone', 'provinces', 'select', 'textarea', 'upload', 'uploadimg', 'uploadfile', 'text', 'IDCard', 'email'] as const;
export type LeadItemType = (typeof LEAD_ITEM_TYPES)[number];

export const DATA_ITEM_TYPES = ['input', 'radio', 'image', 'file'] as const;
export type DataItemType = (typeof DATA_ITEM_TYPES)[number];

export const SYSTEM_MODULES = ['username', 'phone', 'email', 'title', 'company'] as const;
export type SystemModule = (typeof SYSTEM_MODULES)[number];

/** Which site a lead form belongs to: Chinese sites and the foreign variant differ in defaults. */
export type FormVariant = 'zh' | 'en';

export type CheckType = '' | 'phone' | 'email' | 'IDCard';
export type BoolText = 'true' | 'false';

export interface FormOption {
  label: string;
  /** The option's line index (§3). */
  value: number;
}

export interface LimitValue {
  value: number;
  min: number;
  max: number;
}

export interface FormItem {
  /** Numeric, max existing id + 1. */
  id: number;
  title: string;
  type: LeadItemType;
  /** System module name (username, phone, email, title, company) or ''. */
  moduleName: string;
  /** Field name: the module name for system items, field0 … field15 otherwise. */
  name: string;
  value: string;
  /** Hint text shown inside the input. */
  placeholder: string;
  /** Shown on the published form. */
  show: boolean;
  require: boolean;
  disabled: boolean;
  isSystem: boolean;
  isCondition: boolean;
  /** Shown as a column in the message inbox. */
  display: boolean;
  width: string;
  checkType: CheckType;
  options: FormOption[];
  /** Options text, one per line. */
  selectItem: string;
  /** Length limits apply (input, textarea). */
  limitType: boolean;
  minValue: LimitValue;
  maxValue: LimitValue;
  dateType: 'date' | 'range';
  accuracyType: 'date' | 'hour';
  /** Phone: show the area-code selector. */
  areaSelect: BoolText;
  /** Phone: 'true' exactly 11 digits, 'false' 7 to 11. */
  enterDigitsSelect: BoolText;
  /** Provinces: include the county level. */
  countySelect: BoolText;
  /** Text item: heading and sub-heading. */
  mainTitle: string;
  subtitle: string;
}

export type TextAlign = 'left' | 'center' | 'right';

/** What a lead form's `fields` JSON text holds. */
export interface LeadFormFields {
  contentList: FormItem[];
  buttonName: string;
  popupName: string;
  textAlign: TextAlign;
  buttonWidth: string;
  verifyWidth: string;
}

export interface LeadFormInput {
  id?: number;
  title: string;
  /** JSON text of LeadFormFields. */
  fields: string;
}

export interface DataFormItem {
  /** Temporary while editing (lowest unused 0–19, with is_new); dropped from new items on save. */
  id?: number;
  is_new?: boolean;
  title: string;
  type: DataItemType;
  name: string;
  placeholder: string;
  show: boolean;
  require: boolean;
  /** Usable as a filter condition on the records list. */
  isCondition: boolean;
  isSystem: boolean;
  moduleName: string;
  options: FormOption[];
  selectItem: string;
}

export interface DataFormInput {
  id?: number;
  title: string;
  fields: DataFormItem[];
}
