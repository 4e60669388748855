// Menu strings in English: loaded only when the console is in English (zh-CN stays in menu.ts).
import type { Messages } from '../../../kernel';

const enUS: Messages = { plugin: 'Spider analysis', menu: { group: 'Spider analysis', analysis: 'Spider analysis' } };

export default enUS;
