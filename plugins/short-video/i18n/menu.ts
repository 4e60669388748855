// Strings the console needs before this plugin is active: its name, menu titles and palette
// entries (eager, so keep them few). The rest load with the plugin (i18n/zh-CN.ts, i18n/en-US.ts).
import type { MenuStrings } from '../../../kernel';

export const menuStrings: MenuStrings = {
  'zh-CN': {
    plugin: '短视频管理',
    menu: { group: '短视频管理', list: '短视频列表', add: '添加短视频', edit: '编辑短视频', account: '账号管理' },
    palette: { newVideo: '新建短视频', videos: '短视频' },
    bins: { videos: '短视频' },
  },
  // Every plugin's English menu strings share one chunk, fetched only in English.
  'en-US': () => import(/* webpackChunkName: "i18n-menus-en" */ './menu.en-US'),
};
