// Menu, palette and recycle-bin strings in English: loaded only when the console is in English,
// before the menu is drawn (zh-CN, the default, stays in menu.ts).
import type { Messages } from '../../../kernel';

const enUS: Messages = { plugin: 'Image resources', menu: { group: 'Images', index: 'Image library', watermark: 'Watermark' } };

export default enUS;
