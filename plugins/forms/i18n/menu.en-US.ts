// Menu, palette and recycle-bin strings in English: loaded only when the console is in English,
// before the menu is drawn (zh-CN, the default, stays in menu.ts).
import type { Messages } from '../../../kernel';

const enUS: Messages = { plugin: 'Forms', menu: {
    group: 'Forms',
    form: 'Forms',
    formEn: 'Forms',
    form4: 'Data forms',
    messages: 'Messages',
    inquiries: 'Inquiries',
    formMessages: 'Form messages',
    details: 'Message',
    recordDetails: 'Record',
    addForm: 'New form',
    records: 'Data records',
  }, palette: { forms: 'Forms' } };

export default enUS;
