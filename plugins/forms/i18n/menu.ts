// Strings the console needs before this plugin is active: its name and menu titles (eager, so
// keep them few). The rest of the strings load with the plugin (i18n/zh-CN.ts, i18n/en-US.ts).
import type { MenuStrings } from '../../../kernel';

export const menuStrings: MenuStrings = {
  'zh-CN': { plugin: '表单留言', menu: {
    group: '表单留言',
    form: '表单管理',
    formEn: '表单管理',
    form4: '数据表单',
    messages: '留言管理',
    inquiries: '询盘管理',
    formMessages: '查看留言',
    details: '留言详情',
    recordDetails: '记录详情',
    addForm: '新建表单',
    records: '数据记录',
  }, palette: { forms: '表单' } },
  // Every plugin's English menu strings share one chunk, fetched only in English.
  'en-US': () => import(/* webpackChunkName: "i18n-menus-en" */ './menu.en-US'),
};
