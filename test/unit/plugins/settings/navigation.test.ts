// 导航设置's stores through the container (the settings plugin installed, a scripted server behind
// the real HttpService): a drag refused in the browser when it would make a fourth level (nothing
// sent), a drag saved as the whole tree from the version read, removal (children: 请先删除子导航,
// else confirmed first), the copy onto 手机导航 only once confirmed, and the edit page's save
// keeping the server's refusal with its field.
import { TOKENS } from '../../../../kernel';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import settings from '../../../../plugins/settings';
import { NAV_EDIT, NAV_TREE } from '../../../../plugins/settings/navigation/tokens';
import { NAV_MSG, type NavItem } from '../../../../shared/domain/settings/navigation';

const LIST = 'navigation/list';
const SAVE = 'navigation/saveNav';
const REMOVE = 'navigation/remove';
const COPY = 'navigation/copyNavigation';
const CREATE = 'navigation/create';
const SET_LEVEL = 'navigation/setLevel';

async function setup(): Promise<TestKernel> {
  const kernel = createTestKernel();
  await kernel.install([settings]);
  expect(kernel.get(TOKENS.plugins).status('settings')?.state).toBe('ready');
  return kernel;
}

const item = (id: number, name: string, children: NavItem[] = [], parent_id = 0): NavItem => ({
  id, name, parent_id, position: 'top', sort: 1, icon: '', show: 1, link_type: 'none', link_kind: '', link_section: '', link_id: 0, link_url: '', jump_type: 'cur_page',
  link_title: '', link_missing: false, children,
});
// 1 首页; 2 产品中心 › 3 数控机床 › 4 折弯机; 5 关于我们
const TREE = [item(1, '首页'), item(2, '产品中心', [item(3, '数控机床', [item(4, '折弯机', [], 3)], 2)]), item(5, '关于我们')];

async function loaded(kernel: TestKernel) {
  kernel.transport.reply('GET', LIST, { rows: TREE, total: 5, version: 7 });
  const store = kernel.get(NAV_TREE);
  await store.show('top');
  return store;
}

describe('the navigation tree', () => {
  it('refuses a drag to a fourth level in the browser, saying why and sending nothing', async () => {
    const kernel = await setup();
    const store = await loaded(kernel);
    expect(store.count).toBe(5);
    expect(store.canDrop(5, 4, 'inside')).toBe(false);
    expect(await store.move(5, 4, 'inside')).toBe(false);
    expect(kernel.notifier.toasts).toEqual([{ level: 'warning', message: NAV_MSG.depth }]);
    expect(kernel.transport.last(SAVE)).toBeUndefined();
    expect(store.canAddChild(4)).toBe(false);
    expect(store.canAddChild(3)).toBe(true);
  });

  it('saves a drag as the whole tree from the version it read, then reloads', async () => {
    const kernel = await setup();
    const store = await loaded(kernel);
    kernel.transport.reply('POST', SAVE, { changed: 2, version: 8 });
    expect(await store.move(5, 1, 'inside')).toBe(true);
    expect(kernel.transport.last(SAVE)?.data).toEqual({
      position: 'top', version: 7,
      items: [
        { id: 1, parent_id: 0, sort: 1 }, { id: 5, parent_id: 1, sort: 1 }, { id: 2, parent_id: 0, sort: 2 },
        { id: 3, parent_id: 2, sort: 1 }, { id: 4, parent_id: 3, sort: 1 },
      ],
    });
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '导航顺序已保存' });
    expect(kernel.transport.requests.filter((r) => r.url.endsWith(LIST))).toHaveLength(2);
  });

  it('moves with the menu through setLevel: 降为下级 under the item above, 升为上级 after the parent', async () => {
    const kernel = await setup();
    const store = await loaded(kernel);
    kernel.transport.reply('POST', SET_LEVEL, { changed: 1 });
    expect(store.moves(5)).toEqual({ up: true, down: false, indent: true, outdent: false });
    // 产品中心 carries three levels: under 首页 it would make four.
    expect(store.moves(2)).toEqual({ up: true, down: true, indent: false, outdent: false });
    expect(store.moves(1)).toEqual({ up: false, down: true, indent: false, outdent: false });
    await store.shift(3, 'outdent');
    expect(kernel.transport.last(SET_LEVEL)?.data).toEqual({ id: 3, parent_id: 0, index: 2 });
    await store.shift(5, 'up');
    expect(kernel.transport.last(SET_LEVEL)?.data).toEqual({ id: 5, parent_id: 0, index: 1 });
  });

  it('asks before removing, and never sends the removal of an item with children', async () => {
    const kernel = await setup();
    const store = await loaded(kernel);
    kernel.transport.reply('POST', REMOVE, { removed: 1 });
    expect(await store.remove(store.item(2)!)).toBe(false);
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'warning', message: '请先删除子导航' });
    kernel.notifier.answer = false;
    expect(await store.remove(store.item(5)!)).toBe(false);
    expect(kernel.notifier.confirms.at(-1)?.content).toBe('确定删除导航「关于我们」吗？删除后不可恢复。');
    expect(kernel.transport.last(REMOVE)).toBeUndefined();
    kernel.notifier.answer = true;
    expect(await store.remove(store.item(5)!)).toBe(true);
    expect(kernel.transport.last(REMOVE)?.data).toEqual({ id: 5 });
  });

  it('copies 顶部导航 onto 手机导航 only once confirmed, warning that it is replaced, then shows it', async () => {
    const kernel = await setup();
    const store = await loaded(kernel);
    kernel.transport.reply('GET', LIST, { rows: [item(9, '手机首页')], total: 1, version: 2 }).reply('POST', COPY, { copied: 5 });
    kernel.notifier.answer = false;
    expect(await store.copyTopToPhone()).toBe(false);
    expect(kernel.notifier.confirms.at(-1)).toMatchObject({ title: '复制导航', content: '复制后，手机导航现有的全部导航将被顶部导航替换，确定继续吗？' });
    expect(kernel.transport.last(COPY)).toBeUndefined();
    kernel.notifier.answer = true;
    expect(await store.copyTopToPhone()).toBe(true);
    expect(kernel.transport.last(COPY)?.data).toEqual({});
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已复制 5 项到手机导航' });
    expect(store.position).toBe('phone');
  });
});

describe('the add/edit page', () => {
  it('keeps the server’s refusal with the field it names, and adds under the parent asked for', async () => {
    const kernel = await setup();
    const edit = kernel.get(NAV_EDIT);
    await edit.open(null);
    kernel.transport.on('POST', CREATE, () => ({ data: { code: 404, message: NAV_MSG.targetMissing.article, data: { field: 'link_id' } } }));
    const fields = { name: '新闻', icon: '', show: 1 as const, link_type: 'inside_link' as const, link_kind: 'article' as const, link_section: '' as const, link_id: 99, link_url: '', jump_type: 'cur_page' as const };
    expect(await edit.save(fields, { position: 'phone', parent_id: 2 })).toEqual({ ok: false, message: NAV_MSG.targetMissing.article, field: 'link_id' });
    expect(kernel.transport.last(CREATE)?.data).toEqual({ position: 'phone', parent_id: 2, ...fields });
    // Silent: the page shows it on the field, not as a toast too.
    expect(kernel.notifier.errors()).toEqual([]);
  });
});
