// The forms plugin's container module: its API client and stores.
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../kernel';
import { FormsApi } from './api';
import { DataFormsStore } from './store/DataFormsStore';
import { InboxStore } from './store/InboxStore';
import { LeadFormsStore } from './store/LeadFormsStore';
import { RecordsStore } from './store/RecordsStore';
import { DATA_FORMS_STORE, FORMS_API, INBOX_STORE, LEAD_FORMS_STORE, RECORDS_STORE } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(FORMS_API).toDynamicValue((ctx) => new FormsApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(LEAD_FORMS_STORE).to(LeadFormsStore).inSingletonScope();
  bind(DATA_FORMS_STORE).to(DataFormsStore).inSingletonScope();
  bind(INBOX_STORE).to(InboxStore).inSingletonScope();
  bind(RECORDS_STORE).to(RecordsStore).inSingletonScope();
});
