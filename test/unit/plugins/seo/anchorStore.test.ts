// The anchor text store through the container: drafts checked with the shared rule (nothing sent
// when it fails), removal and bulk runs only after a confirmation, the bulk result on the page.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import seo from '../../../../plugins/seo';
import { ANCHOR_STORE } from '../../../../plugins/seo/tokens';
import { ANCHOR_MSG } from '../../../../shared/domain/seo/anchors';

async function setup() {
  const kernel = createTestKernel();
  await kernel.install([seo]);
  return { kernel, store: kernel.get(ANCHOR_STORE) };
}

it('checks a draft with the shared rule and sends nothing that fails it', async () => {
  const { kernel, store } = await setup();
  expect(await store.save({ word: '网站', link: 'javascript:alert(1)', weight: 0 })).toEqual({ ok: false, field: 'link', message: ANCHOR_MSG.linkInvalid });
  expect(await store.save({ word: '', link: '/x', weight: 0 })).toMatchObject({ ok: false, field: 'word' });
  expect(kernel.transport.requests).toHaveLength(0);
});

it('saves a valid draft trimmed, then reloads the list', async () => {
  const { kernel, store } = await setup();
  kernel.transport.reply('POST', 'admin/anchor/save', { id: 5 });
  kernel.transport.reply('POST', 'admin/anchor/list', { rows: [{ id: 5, word: '网站', link: '/w', weight: 2, use_count: 0, created_at: 1, updated_at: 1 }], total: 1 });
  expect(await store.save({ word: ' 网站 ', link: ' /w ', weight: 2 })).toEqual({ ok: true });
  expect(kernel.transport.last('admin/anchor/save')?.data).toEqual({ word: '网站', link: '/w', weight: 2 });
  expect(store.list.rows.map((r) => r.word)).toEqual(['网站']);
});

it('shows the server\'s refusal on the word field', async () => {
  const { kernel, store } = await setup();
  kernel.transport.reply('POST', 'admin/anchor/save', { field: 'word' }, 400, ANCHOR_MSG.wordExists);
  expect(await store.save({ word: '网站', link: '/w', weight: 0 })).toMatchObject({ ok: false, field: 'word', message: ANCHOR_MSG.wordExists });
});

it('removes only after the operator confirms', async () => {
  const { kernel, store } = await setup();
  kernel.notifier.answer = false;
  expect(await store.remove([{ id: 1, word: '网站' }])).toBe(false);
  expect(kernel.transport.requests).toHaveLength(0);
  kernel.notifier.answer = true;
  kernel.transport.reply('POST', 'admin/anchor/remove', { removed: 1 });
  kernel.transport.reply('POST', 'admin/anchor/list', { rows: [], total: 0 });
  expect(await store.remove([{ id: 1, word: '网站' }])).toBe(true);
  expect(kernel.transport.last('admin/anchor/remove')?.data).toEqual({ ids: [1] });
});

it('refuses settings outside 1–20 links per record without calling the server', async () => {
  const { kernel, store } = await setup();
  const settings = { enabled: true, articles: true, products: true, max_per_record: 21, once_per_word: true, new_window: true, nofollow_external: true };
  expect(await store.saveSettings(settings)).toBe(false);
  expect(kernel.notifier.errors()).toEqual([ANCHOR_MSG.perRecordInvalid]);
  expect(kernel.transport.requests).toHaveLength(0);
});

it('runs 全部更新 as a task after a confirmation and shows its counts when it has succeeded', async () => {
  const { kernel, store } = await setup();
  const running = { id: 4, kind: 'seo.anchorApplyAll', title: '锚文本全部更新', state: 'running', done: 1, total: 10, stage: '正在更新锚文本', error: null, resultName: null, result: null, cancelRequested: false, createdAt: 1, startedAt: 1, finishedAt: null };
  kernel.transport.reply('POST', 'admin/anchor/applyAll', { taskId: 4 });
  kernel.transport.reply('GET', 'task/get', running);
  kernel.transport.reply('GET', 'task/list', { rows: [running], total: 1 });
  kernel.transport.reply('POST', 'admin/anchor/list', { rows: [], total: 0 });
  expect(await store.startBulk('applyAll')).toBe(true);
  expect(kernel.notifier.confirms).toHaveLength(1);
  expect(store.bulkTaskId).toBe(4);
  await store.bulkFinished({ ...running, state: 'succeeded', done: 10, result: { updated: 7, skipped: 0, links: 12 }, finishedAt: 2 } as never);
  expect(store.bulkResult).toEqual({ kind: 'applyAll', updated: 7, links: 12 });
});
