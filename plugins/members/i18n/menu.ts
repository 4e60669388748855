// Strings the console needs before this plugin is active: its name and menu titles (eager, so keep
// them few). The rest load with the plugin (i18n/zh-CN.ts, i18n/en-US.ts).
import type { MenuStrings } from '../../../kernel';

export const menuStrings: MenuStrings = {
  'zh-CN': {
    plugin: '营销互动',
    menu: { group: '营销互动', card: '营销中心', vipManagement: '会员管理', addManagement: '添加会员', editManagementRank: '编辑会员等级', radar: '商机雷达', infoSearch: '信息搜索', infoDataAdd: '编辑查询' },
  },
  // Every plugin's English menu strings share one chunk, fetched only in English.
  'en-US': () => import(/* webpackChunkName: "i18n-menus-en" */ './menu.en-US'),
};
