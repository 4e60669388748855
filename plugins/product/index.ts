// Product plugin (§2 /zhProduct, §6 product_manage): the catalogue with its category tree, the
// edit page, product tags, capture from suppliers' pages and each product's revision history.
import { definePlugin, type CommandContribution } from '../../kernel';
import { menuStrings } from './i18n/menu';

const list = () => import(/* webpackChunkName: "page-product-list" */ './pages/list/ProductListPage');
const edit = () => import(/* webpackChunkName: "page-product-edit" */ './pages/edit/ProductEditPage');
const tags = () => import(/* webpackChunkName: "page-product-tags" */ './pages/tags/ProductTagsPage');
const capture = () => import(/* webpackChunkName: "page-product-capture" */ './pages/capture/CapturePage');
const historyList = () => import(/* webpackChunkName: "page-product-history" */ './pages/history/HistoryListPage');
const historyEdit = () => import(/* webpackChunkName: "page-product-revision" */ './pages/history/HistoryEditPage');

const commands: CommandContribution[] = [
  { id: 'newProduct', title: 'product.palette.newProduct', path: '/zhProduct/add', permission: 'product_list', keywords: '新建产品 添加产品 new product chanpin' },
];

export default definePlugin({
  id: 'product',
  title: 'product.plugin',
  siteTypes: ['zh', 'en', 'ydyl'],
  routes: [
    {
      path: '/zhProduct',
      title: 'product.menu.group',
      icon: 'product',
      permission: 'product_manage',
      redirect: 'noredirect',
      order: 6,
      children: [
        { path: 'list', title: 'product.menu.list', permission: 'product_list', page: list },
        // §2: no breadcrumb on add (shared/domain/navigation), and it highlights the list.
        { path: 'add', title: 'product.menu.add', permission: 'product_list', hidden: true, activeMenu: '/zhProduct/list', page: edit },
        { path: 'tag', title: 'product.menu.tag', permission: 'product_tags', page: tags },
        // §2: capture and the history pages are hidden, without breadcrumb, and keep the list highlighted.
        { path: 'capture', title: 'product.menu.capture', permission: 'product_capture', hidden: true, breadcrumb: false, activeMenu: '/zhProduct/list', page: capture },
        { path: 'historyList', title: 'product.menu.historyList', permission: 'product_history_list', hidden: true, breadcrumb: false, activeMenu: '/zhProduct/list', page: historyList },
        { path: 'historyEdit', title: 'product.menu.historyEdit', permission: 'product_history_edit', hidden: true, breadcrumb: false, activeMenu: '/zhProduct/list', page: historyEdit },
      ],
    },
  ],
  commands,
  // Removed products are listed in the site's recycle bin too, beside the articles.
  recycleBins: [{ id: 'products', title: 'product.bins.products', permission: 'product_list', order: 40, load: () => import(/* webpackChunkName: "recycle-product" */ './recycle/productBin') }],
  recordSources: [{ id: 'products', title: 'product.palette.products', permission: 'product_list', load: () => import(/* webpackChunkName: "palette-product" */ './palette') }],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-product-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-product-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-product-services" */ './services'),
});
