// Home plugin: the worked example of the plugin contract. The manifest is plain data; the page,
// the store and the English strings arrive lazily.
import { definePlugin, siteHomeRoute } from '../../kernel';
import { menuStrings } from './i18n/menu';

const page = () => import(/* webpackChunkName: "page-home" */ './pages/HomePage');

export default definePlugin({
  id: 'home',
  title: 'home.plugin',
  routes: [
    siteHomeRoute('zh', 'zhHome', 'home.menu.home', page),
    siteHomeRoute('en', 'enHome', 'home.menu.home', page),
    siteHomeRoute('ydyl', 'ydylHome', 'home.menu.home', page),
    // The mini-program (xcx) and shop homes are the miniprogram plugin's console (issue 17 §8).
  ],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-home-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-home-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-home-services" */ './services'),
});
