// Menu strings in English: loaded only when the console is in English, before the menu is drawn.
import type { Messages } from '../../../kernel';

const enUS: Messages = {
  plugin: 'Mini-programs',
  menu: { home: 'Home', zhXcx: 'Responsive mini-program', group: 'Mini-program', index: 'Mini-program console' },
};

export default enUS;
