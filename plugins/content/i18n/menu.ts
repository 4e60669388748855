// Strings the console needs before this plugin is active: its name and menu titles (eager, so
// keep them few). The rest of the strings load with the plugin (i18n/zh-CN.ts, i18n/en-US.ts).
import type { MenuStrings } from '../../../kernel';

export const menuStrings: MenuStrings = {
  'zh-CN': {
    plugin: '内容管理',
    menu: { group: '内容管理', news: '新闻资讯', help: '帮助中心', case: '成功案例', download: '下载中心', video: '视频中心', album: '相册', recruit: '招聘管理', addRecruit: '编辑职位', add: '编辑内容', capture: '内容采集', history: '历史版本', historyEdit: '版本详情', categories: '分类管理', recycleAlias: '回收站', recycle: '回收站', drafts: '草稿箱' },
    palette: { articles: '文章', newNews: '新建新闻', newHelp: '新建帮助', newCase: '新建案例', newDownload: '新建下载', newVideo: '新建视频', newAlbum: '新建相册', newJob: '新建职位', capture: '采集文章' },
    bins: { articles: '文章', albums: '相册', jobs: '职位' },
  },
  // Every plugin's English menu strings share one chunk, fetched only in English.
  'en-US': () => import(/* webpackChunkName: "i18n-menus-en" */ './menu.en-US'),
};
