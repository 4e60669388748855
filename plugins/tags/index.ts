// Tags plugin (§2 /zhTags): the site's content tags — list with search and paging, add and edit
// in a dialog (unique names, shown or hidden on the site, sort value), deletion, and each tag's
// articles. Talks to the server through its own client (plugins never import each other).
import { definePlugin } from '../../kernel';
import { menuStrings } from './i18n/menu';

export default definePlugin({
  id: 'tags',
  title: 'tags.plugin',
  siteTypes: ['zh', 'en', 'ydyl'],
  routes: [
    {
      path: '/zhTags',
      title: 'tags.menu.group',
      icon: 'tags',
      permission: 'tag_manage',
      redirect: 'noredirect',
      order: 8,
      siteTypes: ['zh', 'en', 'ydyl'],
      children: [
        { path: 'tags', title: 'tags.menu.tags', permission: 'tag_list', page: () => import(/* webpackChunkName: "page-tags-list" */ './pages/TagsPage') },
        {
          path: 'tagsdetail',
          title: 'tags.menu.detail',
          permission: 'tag_list',
          hidden: true,
          activeMenu: '/zhTags/tags',
          page: () => import(/* webpackChunkName: "page-tags-detail" */ './pages/TagDetailPage'),
        },
      ],
    },
  ],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-tags-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-tags-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-tags-services" */ './services'),
});
