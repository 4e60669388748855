// The information area's services and stores, bound into the members plugin's container module (../services.ts).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { InformationApi } from './api';
import { InfoEditorStore } from './store/InfoEditorStore';
import { InfoListStore } from './store/InfoListStore';
import { InfoRecordsStore } from './store/InfoRecordsStore';
import { INFO_API, INFO_EDITOR, INFO_LIST, INFO_RECORDS } from './tokens';

export function bindInformationArea({ bind }: ContainerModuleLoadOptions): void {
  bind(INFO_API).toDynamicValue((ctx) => new InformationApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(INFO_LIST).to(InfoListStore).inSingletonScope();
  // One editor; the edit page loads it afresh each time it opens.
  bind(INFO_EDITOR).to(InfoEditorStore).inSingletonScope();
  bind(INFO_RECORDS).to(InfoRecordsStore).inSingletonScope();
}
