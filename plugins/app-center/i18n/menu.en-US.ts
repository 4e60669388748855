// Menu strings in English: loaded only when the console is in English, before the menu is drawn.
import type { Messages } from '../../../kernel';

const enUS: Messages = {
  plugin: 'Apps',
  menu: { group: 'Apps', index: 'Application centre', bearspaw: 'Baidu Xiongzhang' },
};

export default enUS;
