// Menu, palette and recycle-bin strings in English: loaded only when the console is in English,
// before the menu is drawn (zh-CN, the default, stays in menu.ts).
import type { Messages } from '../../../kernel';

const enUS: Messages = {
    plugin: 'Content',
    menu: { group: 'Content', news: 'News', help: 'Help', case: 'Cases', download: 'Downloads', video: 'Videos', album: 'Albums', recruit: 'Recruitment', addRecruit: 'Edit job', add: 'Edit content', capture: 'Capture', history: 'History', historyEdit: 'Revision', categories: 'Categories', recycleAlias: 'Recycle bin', recycle: 'Recycle bin', drafts: 'Drafts' },
    palette: { articles: 'Articles', newNews: 'New news article', newHelp: 'New help article', newCase: 'New case', newDownload: 'New download', newVideo: 'New video', newAlbum: 'New album', newJob: 'New job', capture: 'Capture articles' },
    bins: { articles: 'Articles', albums: 'Albums', jobs: 'Jobs' },
  };

export default enUS;
