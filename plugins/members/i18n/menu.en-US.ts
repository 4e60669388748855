// Menu strings in English: loaded only when the console is in English, before the menu is drawn.
import type { Messages } from '../../../kernel';

const enUS: Messages = {
  plugin: 'Marketing',
  menu: { group: 'Marketing', card: 'Marketing centre', vipManagement: 'Members', addManagement: 'Add member', editManagementRank: 'Edit member rank', radar: 'Business radar', infoSearch: 'Information search', infoDataAdd: 'Edit lookup' },
};

export default enUS;
