// Strings the console needs before this plugin is active: its name, menu titles and palette
// entries (eager, so keep them few). The rest load with the plugin (i18n/zh-CN.ts, i18n/en-US.ts).
import type { MenuStrings } from '../../../kernel';

export const menuStrings: MenuStrings = {
  'zh-CN': {
    plugin: '产品管理',
    menu: { group: '产品管理', list: '产品列表', add: '编辑产品', tag: '产品标签', capture: '采集产品', historyList: '历史版本', historyEdit: '版本对比' },
    palette: { products: '产品', newProduct: '新建产品' },
    bins: { products: '产品' },
  },
  // Every plugin's English menu strings share one chunk, fetched only in English.
  'en-US': () => import(/* webpackChunkName: "i18n-menus-en" */ './menu.en-US'),
};
