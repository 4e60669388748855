// Menu, palette and recycle-bin strings in English: loaded only when the console is in English,
// before the menu is drawn (zh-CN, the default, stays in menu.ts).
import type { Messages } from '../../../kernel';

const enUS: Messages = {
    plugin: 'Short videos',
    menu: { group: 'Short videos', list: 'Short videos', add: 'Add short video', edit: 'Edit short video', account: 'Accounts' },
    palette: { newVideo: 'New short video', videos: 'Short videos' },
    bins: { videos: 'Short videos' },
  };

export default enUS;
