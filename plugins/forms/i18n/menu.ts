// Strings the console needs before this plugin is active: its name and menu titles (eager, so
// keep them few). The rest of the strings load with the plugin (i18n/zh-CN.ts, i18n/en-US.ts).
import type { Messages } from '../../../kernel';

export const menuStrings: Record<'zh-CN' | 'en-US', Messages> = {
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
  'en-US': { plugin: 'Forms', menu: {
    group: 'Forms',
    form: 'Forms',
    formEn: 'Forms',
    form4: 'Data forms',
    messages: 'Messages',
    inquiries: 'Inquiries',
    formMessages: 'Form messages',
    details: 'Message',
    recordDetails: 'Record',
    addForm: 'New form',
    records: 'Data records',
  }, palette: { forms: 'Forms' } },
};
