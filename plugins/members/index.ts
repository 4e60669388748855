// Members and marketing interaction (§2 /marketInteract, issue 13): the 营销中心 card, members and
// their ranks with the member centre's settings (vipManagement), information search (infoSearch)
// and the business radar (radar), plus the visitors' member pages and lookups. One folder per area:
// card/, members/, centre/, information/, radar/ — each with its pages, store, API calls and strings.
import { definePlugin, type RouteDescriptor } from '../../kernel';
import { menuStrings } from './i18n/menu';

const children: RouteDescriptor[] = [
  // §6: the card is held with any of marketing_interaction's keys (the kernel grants the group's key then).
  { path: 'card', title: 'members.menu.card', permission: 'marketing_interaction', page: () => import(/* webpackChunkName: "page-members-card" */ './card/MarketCardPage') },
  { path: 'vipManagement', title: 'members.menu.vipManagement', permission: 'member_manage', page: () => import(/* webpackChunkName: "page-members-list" */ './members/pages/VipManagementPage') },
  // §2: no breadcrumb on addManagement (shared/domain/navigation lists it); both keep 会员管理 highlighted.
  { path: 'addManagement', title: 'members.menu.addManagement', permission: 'member_manage', hidden: true, activeMenu: '/marketInteract/vipManagement', page: () => import(/* webpackChunkName: "page-members-edit" */ './members/pages/MemberEditPage') },
  { path: 'editManagementRank', title: 'members.menu.editManagementRank', permission: 'member_manage', hidden: true, activeMenu: '/marketInteract/vipManagement', page: () => import(/* webpackChunkName: "page-members-rank" */ './members/pages/RankEditPage') },
  { path: 'radar', title: 'members.menu.radar', permission: 'opportunity_radar', page: () => import(/* webpackChunkName: "page-members-radar" */ './radar/pages/RadarPage') },
  { path: 'infoSearch', title: 'members.menu.infoSearch', permission: 'information_search', page: () => import(/* webpackChunkName: "page-members-info" */ './information/pages/InfoSearchPage') },
  { path: 'infoDataAdd', title: 'members.menu.infoDataAdd', permission: 'information_search', hidden: true, activeMenu: '/marketInteract/infoSearch', page: () => import(/* webpackChunkName: "page-members-info-edit" */ './information/pages/InfoDataAddPage') },
];

export default definePlugin({
  id: 'members',
  title: 'members.plugin',
  siteTypes: ['zh', 'en', 'ydyl'],
  routes: [
    {
      path: '/marketInteract',
      title: 'members.menu.group',
      icon: 'marketing',
      permission: 'marketing_interaction',
      redirect: 'noredirect',
      order: 45,
      children,
    },
  ],
  publicPages: [
    // The visitors' member pages of a site: register, login, 找回密码, 我的资料 (centre/public).
    { path: '/member/:siteId/:page', page: () => import(/* webpackChunkName: "public-member" */ './centre/public/MemberPublicPage') },
    // A visitor's lookup (information/public).
    { path: '/lookup/:siteId/:id', page: () => import(/* webpackChunkName: "public-lookup" */ './information/public/LookupPage') },
  ],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-members-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-members-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-members-services" */ './services'),
});
