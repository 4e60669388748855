// The designer (issue 15, §2 zhDecoration and /previewBox): 网站装修 styles the site's five
// sections with the §3 catalogues and shows them in a desktop or phone frame before saving; the
// preview boxes frame a site's PC, mobile or mini-program address. It binds the kernel's design
// token (catalogues, sectionCss, the validator, link targets) for vendors' page designers. Areas:
// design/ (the token's service), decoration/ (the page, its store and calls), previewBox/.
import { definePlugin } from '../../kernel';
import { menuStrings } from './i18n/menu';

export default definePlugin({
  id: 'designer',
  title: 'designer.plugin',
  siteTypes: ['zh', 'en', 'ydyl'],
  routes: [
    // §2: zhDecoration under /zhSetting, no breadcrumb, only on the product's own hosts (the
    // site-editing item); its full-size draft preview highlights it.
    {
      parent: '/zhSetting',
      path: 'zhDecoration',
      title: 'designer.menu.zhDecoration',
      permission: 'site_decorate',
      breadcrumb: false,
      productHostOnly: true,
      page: () => import(/* webpackChunkName: "page-designer-decoration" */ './decoration/pages/DecorationPage'),
    },
    {
      parent: '/zhSetting',
      path: 'zhDecoration/preview',
      title: 'designer.menu.preview',
      permission: 'site_decorate',
      hidden: true,
      activeMenu: '/zhSetting/zhDecoration',
      page: () => import(/* webpackChunkName: "page-designer-preview" */ './decoration/pages/DecorationPreviewPage'),
    },
    // §2 /previewBox (hidden): opened by decoration, templates and home, so any signed-in user.
    {
      path: '/previewBox',
      title: 'designer.menu.previewBox',
      public: true,
      hidden: true,
      redirect: 'noredirect',
      children: [
        { path: 'pcPreview/:mUrl/:pcUrl/:id/:sn', title: 'designer.menu.pcPreview', public: true, hidden: true, page: () => import(/* webpackChunkName: "page-preview-box" */ './previewBox/pages/PreviewBoxPage') },
        { path: 'mobilePreview/:mUrl/:pcUrl/:id/:sn', title: 'designer.menu.mobilePreview', public: true, hidden: true, page: () => import(/* webpackChunkName: "page-preview-box" */ './previewBox/pages/PreviewBoxPage') },
        { path: 'xcxPreview/:url/:qrcode/:sn', title: 'designer.menu.xcxPreview', public: true, hidden: true, page: () => import(/* webpackChunkName: "page-preview-box-xcx" */ './previewBox/pages/XcxPreviewPage') },
      ],
    },
  ],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-designer-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-designer-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-designer-services" */ './services'),
});
