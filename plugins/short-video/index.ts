// Short-video plugin (§2 /zhSmallVideo, issue 11 §11): the site's short videos — list with filters,
// batch 上架/下架, the recycle bin, playback — the add/edit page (an uploaded mp4/webm or a share
// link), and the platform accounts they belong to. Videos published before §9's cutoff are 旧版:
// viewed and played, never edited. The spelling "samll" is the spec's and stays.
import { definePlugin, type CommandContribution } from '../../kernel';
import { menuStrings } from './i18n/menu';

const editPage = () => import(/* webpackChunkName: "page-short-video-edit" */ './pages/VideoEditPage');

// Command palette (Ctrl+K): listed where the list's permission is held.
const commands: CommandContribution[] = [
  { id: 'newShortVideo', title: 'short-video.palette.newVideo', path: '/zhSmallVideo/samll_video_add', permission: 'small_video_list', keywords: '新建短视频 添加短视频 new short video duanshipin douyin' },
];

export default definePlugin({
  id: 'short-video',
  title: 'short-video.plugin',
  siteTypes: ['zh', 'en', 'ydyl'],
  routes: [
    {
      path: '/zhSmallVideo',
      title: 'short-video.menu.group',
      icon: 'video',
      permission: 'small_video_manage',
      redirect: 'noredirect',
      order: 7,
      children: [
        { path: 'samll_video_list', title: 'short-video.menu.list', permission: 'small_video_list', page: () => import(/* webpackChunkName: "page-short-video-list" */ './pages/VideoListPage') },
        // §2: no breadcrumb, and the list stays highlighted (shared/domain/navigation knows both pages).
        { path: 'samll_video_add', title: 'short-video.menu.add', permission: 'small_video_list', hidden: true, page: editPage },
        { path: 'samll_video_edit', title: 'short-video.menu.edit', permission: 'small_video_list', hidden: true, page: editPage },
        { path: 'account', title: 'short-video.menu.account', permission: 'account_list', page: () => import(/* webpackChunkName: "page-short-video-accounts" */ './pages/AccountsPage') },
      ],
    },
  ],
  commands,
  // Removed videos are listed in the site's recycle bin too, beside the articles and products.
  recycleBins: [{ id: 'shortVideos', title: 'short-video.bins.videos', permission: 'small_video_list', order: 50, load: () => import(/* webpackChunkName: "recycle-short-video" */ './recycle/videoBin') }],
  recordSources: [{ id: 'shortVideos', title: 'short-video.palette.videos', permission: 'small_video_list', load: () => import(/* webpackChunkName: "palette-short-video" */ './palette') }],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-short-video-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-short-video-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-short-video-services" */ './services'),
});
