// Strings the console needs before this plugin is active: its name, menu titles and palette
// entries (eager, so keep them few). The rest load with the plugin (i18n/zh-CN.ts, i18n/en-US.ts).
import type { Messages } from '../../../kernel';

export const menuStrings: Record<'zh-CN' | 'en-US', Messages> = {
  'zh-CN': {
    plugin: '短视频管理',
    menu: { group: '短视频管理', list: '短视频列表', add: '添加短视频', edit: '编辑短视频', account: '账号管理' },
    palette: { newVideo: '新建短视频', videos: '短视频' },
    bins: { videos: '短视频' },
  },
  'en-US': {
    plugin: 'Short videos',
    menu: { group: 'Short videos', list: 'Short videos', add: 'Add short video', edit: 'Edit short video', account: 'Accounts' },
    palette: { newVideo: 'New short video', videos: 'Short videos' },
    bins: { videos: 'Short videos' },
  },
};
