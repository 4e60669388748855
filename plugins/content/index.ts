// Content plugin (§2 /zhContent, /zhRecycle): article lists of six types, the edit page with the
// rich-text editor, albums, categories, revisions, capture, jobs and resumes, and the recycle bin.
import { definePlugin, type CommandContribution, type RecycleBinContribution, type RouteDescriptor } from '../../kernel';
import { menuStrings } from './i18n/menu';

const articleList = () => import(/* webpackChunkName: "page-content-list" */ './pages/ArticleListPage');
const recycleBin = () => import(/* webpackChunkName: "page-content-recycle" */ './pages/RecycleBinPage');

const lists: RouteDescriptor[] = [
  { path: 'news', title: 'content.menu.news', permission: 'article_list', page: articleList },
  { path: 'help', title: 'content.menu.help', permission: 'help_list', page: articleList },
  { path: 'case', title: 'content.menu.case', permission: 'case_list', page: articleList },
  { path: 'download', title: 'content.menu.download', permission: 'download_list', page: articleList },
  { path: 'video', title: 'content.menu.video', permission: 'video_list', page: articleList },
  { path: 'album', title: 'content.menu.album', permission: 'album_list', page: () => import(/* webpackChunkName: "page-content-albums" */ './pages/AlbumListPage') },
  // §2 hides the breadcrumb on recruitlist (shared/domain/navigation lists it).
  { path: 'recruitlist', title: 'content.menu.recruit', permission: 'job_list', page: () => import(/* webpackChunkName: "page-content-jobs" */ './pages/recruit/JobsPage') },
];

const hidden: RouteDescriptor[] = [
  // §2: the add page highlights the list of its ?type= (shared/domain/navigation activeMenuPath).
  { path: 'add', title: 'content.menu.add', permission: 'content_manage', hidden: true, page: () => import(/* webpackChunkName: "page-content-edit" */ './pages/ArticleEditPage') },
  { path: 'addrecruit', title: 'content.menu.addRecruit', permission: 'job_list', hidden: true, activeMenu: '/zhContent/recruitlist', page: () => import(/* webpackChunkName: "page-content-job-edit" */ './pages/recruit/JobEditPage') },
  { path: 'capture', title: 'content.menu.capture', permission: 'content_capture', hidden: true, page: () => import(/* webpackChunkName: "page-content-capture" */ './pages/CapturePage') },
  { path: 'historyList', title: 'content.menu.history', permission: 'content_history_list', hidden: true, page: () => import(/* webpackChunkName: "page-content-history" */ './pages/RevisionListPage') },
  { path: 'historyEdit', title: 'content.menu.historyEdit', permission: 'content_history_edit', hidden: true, page: () => import(/* webpackChunkName: "page-content-revision" */ './pages/RevisionViewPage') },
  { path: 'addlist', title: 'content.menu.categories', permission: 'content_manage', hidden: true, page: () => import(/* webpackChunkName: "page-content-categories" */ './pages/CategoryPage') },
  // The drafts of every type (the home's 草稿文章 to-do): the content group stays highlighted.
  { path: 'drafts', title: 'content.menu.drafts', permission: 'content_manage', hidden: true, activeMenu: '/zhContent', page: () => import(/* webpackChunkName: "page-content-drafts" */ './pages/DraftsPage') },
  { path: 'index', title: 'content.menu.recycleAlias', permission: 'content_manage', hidden: true, activeMenu: '/zhRecycle/index', page: recycleBin },
];

// Command palette (Ctrl+K): each action is listed where its list's permission is held.
const commands: CommandContribution[] = [
  { id: 'newNews', title: 'content.palette.newNews', path: '/zhContent/add?type=1', permission: 'article_list', keywords: '新建文章 写文章 new article xinwen' },
  { id: 'newHelp', title: 'content.palette.newHelp', path: '/zhContent/add?type=2', permission: 'help_list', keywords: '新建文章 new article' },
  { id: 'newCase', title: 'content.palette.newCase', path: '/zhContent/add?type=3', permission: 'case_list', keywords: '新建文章 new article' },
  { id: 'newDownload', title: 'content.palette.newDownload', path: '/zhContent/add?type=4', permission: 'download_list', keywords: '新建文章 new article' },
  { id: 'newVideo', title: 'content.palette.newVideo', path: '/zhContent/add?type=11', permission: 'video_list', keywords: '新建文章 new article' },
  { id: 'newAlbum', title: 'content.palette.newAlbum', path: '/zhContent/add?type=5', permission: 'album_list', keywords: 'new album' },
  { id: 'newJob', title: 'content.palette.newJob', path: '/zhContent/addrecruit', permission: 'job_list', keywords: 'new job zhaopin' },
  { id: 'capture', title: 'content.palette.capture', path: '/zhContent/capture?type=1', permission: 'content_capture', keywords: 'capture caiji' },
];

// The site's recycle bin lists these beside other plugins' tabs (products, short videos).
const binSources = () => import(/* webpackChunkName: "recycle-content" */ './recycle/sources');
const recycleBins: RecycleBinContribution[] = [
  { id: 'articles', title: 'content.bins.articles', permission: 'content_manage', order: 10, load: () => binSources().then((m) => ({ default: m.articleBin })) },
  { id: 'albums', title: 'content.bins.albums', permission: 'album_list', order: 20, load: () => binSources().then((m) => ({ default: m.albumBin })) },
  { id: 'jobs', title: 'content.bins.jobs', permission: 'job_list', order: 30, load: () => binSources().then((m) => ({ default: m.jobBin })) },
];

export default definePlugin({
  id: 'content',
  title: 'content.plugin',
  siteTypes: ['zh', 'en', 'ydyl'],
  routes: [
    { path: '/zhContent', title: 'content.menu.group', icon: 'content', permission: 'content_manage', redirect: 'noredirect', order: 10, children: [...lists, ...hidden] },
    {
      path: '/zhRecycle',
      title: 'content.menu.recycle',
      icon: 'recycle',
      permission: 'content_manage',
      redirect: '/zhRecycle/index',
      order: 90,
      children: [{ path: 'index', title: 'content.menu.recycle', permission: 'content_manage', page: recycleBin }],
    },
  ],
  commands,
  recycleBins,
  recordSources: [{ id: 'articles', title: 'content.palette.articles', permission: 'content_manage', load: () => import(/* webpackChunkName: "palette-content" */ './palette') }],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-content-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-content-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-content-services" */ './services'),
});
