import { menuStrings } from './menu';
import { listEn } from './list.en-US';
import { editEn } from './edit.en-US';

export default { ...menuStrings['en-US'], list: listEn, edit: editEn };
