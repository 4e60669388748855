import { createToken } from '../../kernel';
import type { LeadFormsStore } from './store/LeadFormsStore';
import type { DataFormsStore } from './store/DataFormsStore';
import type { InboxStore } from './store/InboxStore';
import type { RecordsStore } from './store/RecordsStore';
import type { FormsApi } from './api';

export const FORMS_API = createToken<FormsApi>('forms.api');
export const LEAD_FORMS_STORE = createToken<LeadFormsStore>('forms.leadForms');
export const DATA_FORMS_STORE = createToken<DataFormsStore>('forms.dataForms');
export const INBOX_STORE = createToken<InboxStore>('forms.inbox');
export const RECORDS_STORE = createToken<RecordsStore>('forms.records');

/** Global dialogs of §2 this plugin provides. */
export const DIALOGS = {
  leadForm: 'forms.leadFormDialog',
  leadItem: 'forms.leadItemDialog',
  dataForm: 'forms.dataFormDialog',
  dataItem: 'forms.dataItemDialog',
} as const;
