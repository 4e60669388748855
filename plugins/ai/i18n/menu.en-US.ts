// Menu strings in English: loaded only when the console is in English, before the menu is drawn.
import type { Messages } from '../../../kernel';

const enUS: Messages = {
  plugin: 'AI assistant',
  menu: { group: 'AI assistant', gather: 'WeChat gathering', taskList: 'AI writing tasks', taskDetail: 'Task detail', dialogue: 'AI chat' },
};

export default enUS;
