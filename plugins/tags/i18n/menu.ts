// Strings the console needs before this plugin is active: its name and menu titles (eager, so
// keep them few). The rest of the strings load with the plugin (i18n/zh-CN.ts, i18n/en-US.ts).
import type { Messages } from '../../../kernel';

export const menuStrings: Record<'zh-CN' | 'en-US', Messages> = {
  'zh-CN': { plugin: '标签管理', menu: { group: '标签管理', tags: '标签管理', detail: '标签内容' } },
  'en-US': { plugin: 'Tags', menu: { group: 'Tags', tags: 'Tags', detail: 'Tag content' } },
};
