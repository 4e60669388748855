// Keywords plugin (§2 /keywords, §6 keyword › recommend_keyword): a site's recommended keywords
// (internal links and SEO) — list with search and paging, add and edit in a dialog (the shared
// rules of shared/domain/api/keywords.ts), deletion, and what each keyword links to — a tab per
// kind (articles; products where the caller may open the product plugin's list) with a picker to
// add more. Talks to the server through its own client (plugins never import each other).
import { definePlugin } from '../../kernel';
import { menuStrings } from './i18n/menu';

export default definePlugin({
  id: 'keywords',
  title: 'keywords.plugin',
  siteTypes: ['zh', 'en', 'ydyl'],
  routes: [
    {
      path: '/keywords',
      title: 'keywords.menu.group',
      icon: 'keywords',
      permission: 'keyword',
      redirect: 'noredirect',
      // §2 lists it after the content group.
      order: 12,
      children: [
        { path: 'manage', title: 'keywords.menu.manage', permission: 'recommend_keyword', page: () => import(/* webpackChunkName: "page-keywords-manage" */ './pages/KeywordsPage') },
        {
          path: 'associateContent',
          title: 'keywords.menu.associate',
          permission: 'recommend_keyword',
          hidden: true,
          // §2: no breadcrumb here (shared/domain/navigation lists it too).
          breadcrumb: false,
          activeMenu: '/keywords/manage',
          page: () => import(/* webpackChunkName: "page-keywords-associate" */ './pages/AssociatePage'),
        },
      ],
    },
  ],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-keywords-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-keywords-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-keywords-services" */ './services'),
});
