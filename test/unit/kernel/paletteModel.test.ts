// The palette's model: actions pass the menu's permission rule (keys and site types), pages are
// the filtered routes the menu could show, and ranking puts title matches first.
import { isAllowed } from '../../../kernel/plugin/filterRoutes';
import type { CommandContribution, Compiled, CompiledRoute } from '../../../kernel/plugin/types';
import { actionItems, pageItems, rank } from '../../../kernel/shell/palette/paletteModel';

const t = (key: string) => ({ 'a.new': '新建新闻', 'a.form': '新建表单', 'm.group': '内容管理', 'm.news': '新闻资讯', 'm.add': '编辑内容' })[key] ?? key;

const route = (fullPath: string, title: string, extra: Partial<CompiledRoute> = {}): CompiledRoute => ({
  fullPath, title, pluginId: 'content', public: false, hidden: false, breadcrumb: true, productHostOnly: false, order: 0, children: [], page: async () => ({ default: () => null }), ...extra,
});

it('lists an action only where the menu rule allows it', () => {
  const commands: Compiled<CommandContribution>[] = [
    { id: 'n', title: 'a.new', path: '/zhContent/add?type=1', permission: 'article_list', pluginId: 'content', siteTypes: ['zh', 'en'] },
    { id: 'f', title: 'a.form', path: '/zhEnquiry/form?edit=new', permission: 'form_list', pluginId: 'forms', siteTypes: ['zh'] },
  ];
  const on = (roles: string[], siteType: 'zh' | 'en') => actionItems(commands, (c) => isAllowed(c, { roles: new Set(roles), siteType }), t).map((i) => i.title);
  expect(on(['article_list', 'form_list'], 'zh')).toEqual(['新建新闻', '新建表单']);
  expect(on(['article_list', 'form_list'], 'en')).toEqual(['新建新闻']);
  expect(on(['form_list'], 'zh')).toEqual(['新建表单']);
  expect(on([], 'zh')).toEqual([]);
});

it('offers visible pages with their menu group, never hidden ones', () => {
  const items = pageItems([route('/zhContent', 'm.group', { page: undefined }), route('/zhContent/news', 'm.news', { parentPath: '/zhContent' }), route('/zhContent/add', 'm.add', { hidden: true, parentPath: '/zhContent' })], t);
  expect(items.map((i) => [i.title, i.hint, i.path])).toEqual([['新闻资讯', '内容管理', '/zhContent/news']]);
});

it('ranks a title that starts with the query before one that only contains it', () => {
  const items = pageItems([route('/a', '新闻资讯'), route('/b', '最新新闻'), route('/c', '标签管理')], (k) => k);
  expect(rank(items, '新闻').map((i) => i.title)).toEqual(['新闻资讯', '最新新闻']);
  expect(rank(items, '/c').map((i) => i.title)).toEqual(['标签管理']);
  expect(rank(items, '  ')).toHaveLength(3);
});
