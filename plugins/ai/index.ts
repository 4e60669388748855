// The AI assistant (issue 16, group ai_manage): 公众号采集 brings a WeChat article and its pictures in
// as a draft; AI写作任务 writes drafts in bulk from keywords, with progress that survives a reload;
// AI对话 answers token by token. Every page first asks whether the company has the AI service and
// shows its token quota (access/). Areas: access/, gather/, tasks/, dialogue/.
import { definePlugin } from '../../kernel';
import { menuStrings } from './i18n/menu';

export default definePlugin({
  id: 'ai',
  title: 'ai.plugin',
  siteTypes: ['zh', 'en', 'ydyl'],
  routes: [
    {
      path: '/aiAssistant',
      title: 'ai.menu.group',
      icon: 'ai',
      permission: 'ai_manage',
      redirect: 'noredirect',
      order: 15,
      children: [
        { path: 'gather', title: 'ai.menu.gather', permission: 'ai_gather', page: () => import(/* webpackChunkName: "page-ai-gather" */ './gather/pages/GatherPage') },
        { path: 'taskList', title: 'ai.menu.taskList', permission: 'ai_task', page: () => import(/* webpackChunkName: "page-ai-tasks" */ './tasks/pages/TaskListPage') },
        {
          path: 'taskDetail',
          title: 'ai.menu.taskDetail',
          permission: 'ai_task',
          hidden: true,
          breadcrumb: false,
          activeMenu: '/aiAssistant/taskList',
          page: () => import(/* webpackChunkName: "page-ai-task-detail" */ './tasks/pages/TaskDetailPage'),
        },
        { path: 'dialogue', title: 'ai.menu.dialogue', permission: 'ai_dialogue', page: () => import(/* webpackChunkName: "page-ai-dialogue" */ './dialogue/pages/DialoguePage') },
      ],
    },
  ],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-ai-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-ai-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-ai-services" */ './services'),
});
