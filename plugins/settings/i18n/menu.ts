// Strings the console needs before this plugin is active: its name and menu titles (eager, so keep
// them few). The rest load with the plugin (i18n/zh-CN.ts, i18n/en-US.ts).
import type { MenuStrings } from '../../../kernel';

export const menuStrings: MenuStrings = {
  'zh-CN': {
    plugin: '系统设置',
    menu: {
      group: '系统设置',
      navbar: '导航设置',
      addNavbar: '编辑导航',
      email: '邮件设置',
      shortMessage: '短信设置',
      share: '分享设置',
      customer: '在线客服',
      site: '网站信息',
      site2: '域名管理',
      anomaly: '异常页面',
      jrttyzm: '头条验证',
      qrCodeSetting: '网站二维码',
      websiteBackup: '网站备份',
      clearCache: '清除缓存',
      bottomflexsetting: '底部浮动信息',
      flexvideosetting: '浮动视频',
      flexEnMessage: '外文客服',
      flexEnShare: '外文分享',
      zhOperationLog: '操作日志',
    },
  },
  // Every plugin's English menu strings share one chunk, fetched only in English.
  'en-US': () => import(/* webpackChunkName: "i18n-menus-en" */ './menu.en-US'),
};
