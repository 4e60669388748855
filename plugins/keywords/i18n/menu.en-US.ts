// Menu, palette and recycle-bin strings in English: loaded only when the console is in English,
// before the menu is drawn (zh-CN, the default, stays in menu.ts).
import type { Messages } from '../../../kernel';

const enUS: Messages = { plugin: 'Keywords', menu: { group: 'Keywords', manage: 'Keywords', associate: 'Associated content' } };

export default enUS;
