import { createToken } from '../../../kernel';
import type { InformationApi } from './api';
import type { InfoEditorStore } from './store/InfoEditorStore';
import type { InfoListStore } from './store/InfoListStore';
import type { InfoRecordsStore } from './store/InfoRecordsStore';

export const INFO_API = createToken<InformationApi>('members.info.api');
export const INFO_LIST = createToken<InfoListStore>('members.info.list');
export const INFO_EDITOR = createToken<InfoEditorStore>('members.info.editor');
export const INFO_RECORDS = createToken<InfoRecordsStore>('members.info.records');
