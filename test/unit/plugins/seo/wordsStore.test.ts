// The keyword library's store through the container: a word is checked with the shared rule before
// anything is sent; the server's refusal lands on the field; 替换 of one hit sends that hit and
// reads the hits again; 全部删除 only after a confirmation; a replacement holding markup is refused
// without a call.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import seo from '../../../../plugins/seo';
import { WORDS_STORE } from '../../../../plugins/seo/tokens';
import type { WordHit } from '../../../../shared/domain/seo/words';

async function setup() {
  const kernel = createTestKernel();
  await kernel.install([seo]);
  return { kernel, store: kernel.get(WORDS_STORE) };
}

const HIT: WordHit = {
  id: 7, record_kind: 'article', record_id: 3, record_title: '文章', edit_path: '/zhContent/add?type=1&id=3', field: 'body', word_id: 11,
  word: '最佳', word_kind: 'forbidden', offset: 4, snippet: { before: '我们是', word: '最佳', after: '伙伴' }, version: 2,
};

it('refuses an empty or too long word without calling the server', async () => {
  const { kernel, store } = await setup();
  expect(await store.save({ word: '  ', kind: 'core', enabled: true })).toEqual({ ok: false, field: 'word', message: '请输入词语' });
  expect(await store.save({ word: '词'.repeat(51), kind: 'core', enabled: true })).toMatchObject({ ok: false, field: 'word' });
  expect(kernel.transport.requests).toHaveLength(0);
});

it('saves a word, and shows the server’s refusal of a taken one on the field', async () => {
  const { kernel, store } = await setup();
  kernel.transport.reply('POST', 'admin/Words/save', null, 400, '该词语已在词库中（不区分大小写和全半角）');
  const refused = await store.save({ word: 'ＳＥＯ', kind: 'brand', enabled: true });
  expect(refused).toMatchObject({ ok: false, message: '该词语已在词库中（不区分大小写和全半角）' });
  kernel.transport.reply('POST', 'admin/Words/save', { id: 5, word: 'SEO', kind: 'brand', enabled: true, usage_count: null, created_at: 1, updated_at: 1 });
  kernel.transport.reply('GET', 'admin/Words/list', { rows: [], total: 0 });
  kernel.transport.reply('GET', 'admin/Words/stats', { core: 0, longtail: 0, brand: 1, region: 0, forbidden: 0, total: 1, enabled: 1 });
  expect(await store.save({ word: ' SEO ', kind: 'brand', enabled: true })).toEqual({ ok: true });
  expect(kernel.transport.last('admin/Words/save')?.data).toEqual({ word: 'SEO', kind: 'brand', enabled: true });
  expect(store.stats?.brand).toBe(1);
});

it('replaces one hit with the typed word and reads the hits again', async () => {
  const { kernel, store } = await setup();
  kernel.transport.reply('POST', 'admin/Words/replace', { replaced: 1, records: 1, conflicts: 0 });
  kernel.transport.reply('GET', 'admin/Words/hits', { rows: [], total: 0 });
  kernel.transport.reply('GET', 'admin/Words/detection', { finishedAt: 1, hitCount: 0, recordCount: 0, taskId: null });
  expect(await store.replace({ hit: HIT }, '优质')).toBe(true);
  expect(kernel.transport.last('admin/Words/replace')?.data).toEqual({ hit_id: 7, replacement: '优质' });
  expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已处理 1 处，修改 1 条内容' });
  expect(kernel.notifier.confirms).toHaveLength(0);
  expect(store.hits.total).toBe(0);
});

it('removes every hit of a word only after a confirmation, and refuses markup in a replacement', async () => {
  const { kernel, store } = await setup();
  kernel.notifier.answer = false;
  expect(await store.replace({ wordId: 11, word: '最佳' }, '')).toBe(false);
  expect(kernel.notifier.confirms.map((c) => c.content)).toEqual(['确定删除所有内容中的“最佳”吗？']);
  expect(await store.replace({ hit: HIT }, '<b>')).toBe(false);
  expect(kernel.notifier.errors()).toEqual(['替换词不能包含尖括号等字符']);
  expect(kernel.transport.requests).toHaveLength(0);
  kernel.notifier.answer = true;
  kernel.transport.reply('POST', 'admin/Words/replace', { replaced: 3, records: 2, conflicts: 1 });
  kernel.transport.reply('GET', 'admin/Words/hits', { rows: [], total: 0 });
  kernel.transport.reply('GET', 'admin/Words/detection', { finishedAt: 1, hitCount: 0, recordCount: 0, taskId: null });
  expect(await store.replace({ wordId: 11, word: '最佳' }, '')).toBe(true);
  expect(kernel.transport.last('admin/Words/replace')?.data).toEqual({ word_id: 11, replacement: '' });
  expect(kernel.notifier.toasts.at(-1)?.message).toBe('已处理 3 处，修改 2 条内容；1 条内容在检测后被修改过，未处理，请重新检测');
});
