// The tags plugin through the container (installed and activated by the real plugin host, a
// scripted server behind the real HttpService): its routes and menu, what its calls send, a
// refused save toasted once and handed back, deletion confirmed and followed by a reload.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import tags from '../../../../plugins/tags';
import { TAGS_API, TAGS_STORE } from '../../../../plugins/tags/tokens';
import { CONTENT_MSG, type Tag } from '../../../../shared/domain';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const tag = (id: number, patch: Partial<Tag> = {}): Tag => ({ id, name: `标签${id}`, article_count: 2, show: true, sort: 0, created_at: Date.UTC(2026, 0, 5), ...patch });

async function setup() {
  const kernel = createTestKernel();
  await kernel.install([tags]);
  expect(kernel.get(TOKENS.plugins).status('tags')?.state).toBe('ready');
  return { kernel, store: kernel.get(TAGS_STORE), api: kernel.get(TAGS_API) };
}

const calls = (kernel: ReturnType<typeof createTestKernel>, method: string, suffix: string) => kernel.transport.requests.filter((r) => r.method === method && r.url.endsWith(suffix));

describe('manifest', () => {
  it('registers /zhTags with its list and the hidden detail page under tag_manage / tag_list', async () => {
    const { kernel } = await setup();
    const group = kernel.get(TOKENS.plugins).routes.find((r) => r.fullPath === '/zhTags');
    expect(group).toMatchObject({ permission: 'tag_manage', redirect: 'noredirect', icon: 'tags', siteTypes: ['zh', 'en', 'ydyl'] });
    expect(group?.children.map((c) => [c.fullPath, c.permission, c.hidden, c.activeMenu])).toEqual([
      ['/zhTags/tags', 'tag_list', false, undefined],
      ['/zhTags/tagsdetail', 'tag_list', true, '/zhTags/tags'],
    ]);
    const i18n = kernel.get(TOKENS.i18n);
    expect(i18n.t('tags.menu.group')).toBe('标签管理');
    expect(i18n.t('tags.menu.tags')).toBe('标签管理');
    // The full strings arrived with the plugin.
    expect(i18n.t('tags.list.add')).toBe('添加标签');
  });
});

describe('tag list', () => {
  it('lists with page, rows and the keyword', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'admin_cms/Tag/getList', { rows: [tag(1), tag(2)], total: 2 });
    await store.list.load();
    expect(kernel.transport.last('Tag/getList')?.params).toEqual({ page: 1, rows: 10 });
    expect(store.list.rows.map((t) => t.name)).toEqual(['标签1', '标签2']);
    store.list.search('行业');
    await settle();
    expect(kernel.transport.last('Tag/getList')?.params).toEqual({ page: 1, rows: 10, keyword: '行业' });
  });

  it('saves a new tag with a POST body of name, show and sort, then reloads', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'Tag/getList', { rows: [], total: 0 }).reply('POST', 'Tag/save', { id: 7 });
    await expect(store.save({ name: ' 新品 ', show: true, sort: 3 })).resolves.toEqual({ ok: true, id: 7 });
    expect(kernel.transport.last('Tag/save')?.data).toEqual({ name: '新品', show: true, sort: 3 });
    expect(kernel.notifier.toasts).toEqual([{ level: 'success', message: '标签已保存' }]);
    expect(calls(kernel, 'GET', 'Tag/getList')).toHaveLength(1);

    await store.save({ id: 7, name: '新品', show: false, sort: 3 });
    expect(kernel.transport.last('Tag/save')?.data).toEqual({ id: 7, name: '新品', show: false, sort: 3 });
  });

  it('toasts a refused save once (a taken name) and hands the refusal back, without reloading', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'Tag/getList', { rows: [], total: 0 }).reply('POST', 'Tag/save', null, 400, CONTENT_MSG.tagExists);
    await expect(store.save({ name: '新品', show: true, sort: 0 })).resolves.toEqual({ ok: false, message: CONTENT_MSG.tagExists });
    expect(kernel.notifier.errors()).toEqual([CONTENT_MSG.tagExists]);
    expect(calls(kernel, 'GET', 'Tag/getList')).toHaveLength(0);
    expect(store.saving).toBe(false);
  });

  it('switches show with a save of the same tag, and puts it back when refused', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'Tag/getList', { rows: [tag(4, { sort: 5 })], total: 1 }).reply('POST', 'Tag/save', { id: 4 });
    await store.list.load();
    await expect(store.setShow(store.list.rows[0], false)).resolves.toBe(true);
    expect(kernel.transport.last('Tag/save')?.data).toEqual({ id: 4, name: '标签4', show: false, sort: 5 });
    expect(store.list.rows[0].show).toBe(false);

    kernel.transport.reply('POST', 'Tag/save', null, 500, '系统繁忙，请稍后再试！');
    await expect(store.setShow(store.list.rows[0], true)).resolves.toBe(false);
    expect(store.list.rows[0].show).toBe(false);
    expect(kernel.notifier.errors()).toEqual(['系统繁忙，请稍后再试！']);
  });

  it('deletes after confirmation with the ids in the query, then reloads', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'Tag/getList', { rows: [tag(5), tag(6)], total: 2 }).reply('GET', 'Tag/remove', null);
    await store.list.load();

    kernel.notifier.answer = false;
    await expect(store.remove([store.list.rows[0]])).resolves.toBe(false);
    expect(kernel.notifier.confirms[0].content).toBe('确定删除标签“标签5”吗？内容上的该标签会一并移除。');
    expect(kernel.transport.last('Tag/remove')).toBeUndefined();

    kernel.notifier.answer = true;
    await expect(store.remove([store.list.rows[0]])).resolves.toBe(true);
    expect(kernel.transport.last('Tag/remove')?.params).toEqual({ id: 5 });
    expect(calls(kernel, 'GET', 'Tag/getList')).toHaveLength(2);
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '标签已删除' });

    // A batch: one call per tag (tagRemove takes one id), then one reload.
    store.select([5, 6]);
    await store.removeSelected();
    expect(kernel.notifier.confirms.at(-1)?.content).toBe('确定删除所选的 2 个标签吗？内容上的这些标签会一并移除。');
    expect(calls(kernel, 'GET', 'Tag/remove').slice(-2).map((r) => r.params)).toEqual([{ id: 5 }, { id: 6 }]);
    expect(calls(kernel, 'GET', 'Tag/getList')).toHaveLength(3);
    expect(store.selected).toEqual([]);
  });

  it('keeps the list when deletion is refused, and stops a batch at the first refusal', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'Tag/getList', { rows: [tag(5), tag(6), tag(7)], total: 3 }).reply('GET', 'Tag/remove', null, 404, '标签不存在');
    await store.list.load();
    await expect(store.remove([store.list.rows[0]])).resolves.toBe(false);
    expect(calls(kernel, 'GET', 'Tag/getList')).toHaveLength(1);
    expect(kernel.notifier.errors()).toEqual(['标签不存在']);

    // 6 goes, 7 is refused, 5 is never asked for: the list reloads and keeps 7 selected.
    kernel.transport.on('GET', 'Tag/remove', (request) =>
      (request.params as { id: number }).id === 7 ? { data: { code: 404, message: '标签不存在', data: null } } : { data: { code: 200, message: '', data: { unlinked: 0 } } },
    );
    store.select([6, 7]);
    await expect(store.removeSelected()).resolves.toBe(false);
    expect(calls(kernel, 'GET', 'Tag/remove').slice(-2).map((r) => r.params)).toEqual([{ id: 6 }, { id: 7 }]);
    expect(store.selected).toEqual([7]);
    expect(calls(kernel, 'GET', 'Tag/getList')).toHaveLength(2);
  });

  it('reads a tag’s articles with id, page and rows', async () => {
    const { kernel, api } = await setup();
    kernel.transport.reply('GET', 'Tag/tagView', { rows: [], total: 0 });
    await api.articles(5, 2, 20);
    expect(kernel.transport.last('Tag/tagView')?.params).toEqual({ id: 5, page: 2, rows: 20 });
  });
});
