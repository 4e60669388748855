// The information area's stores through the container (the members plugin installed, a scripted
// server behind the real HttpService): the list's 开放 and 权重 in place (put back when refused) and
// removal after 删除后该查询及其全部数据将无法恢复; the editor's fields (≤ 20, moved, removed), the rule
// book stopping a save before any request and the server's refusal kept; the records drawer's
// dialog values checked first, batch removal, the import file checked in the browser, the import
// started and followed, and found again from the history after a reload.
import { TOKENS } from '../../../../kernel';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import members from '../../../../plugins/members';
import { INFO_EDITOR, INFO_LIST, INFO_RECORDS } from '../../../../plugins/members/information/tokens';
import type { TaskView } from '../../../../shared/domain';
import { INFO_MSG, type InfoField, type InfoImportRow, type InfoQueryDetail, type InfoQueryRow } from '../../../../shared/domain/members';

const LIST = 'information/list';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup(): Promise<TestKernel> {
  const kernel = createTestKernel();
  await kernel.install([members]);
  expect(kernel.get(TOKENS.plugins).status('members')?.state).toBe('ready');
  return kernel;
}

const row = (id: number, patch: Partial<InfoQueryRow> = {}): InfoQueryRow => ({
  id, title: `查询${id}`, degree: 'exact', permission: 'all', rank_names: [], weight: 0, if_open: 1, record_count: 0, field_count: 2, updated_at: 0,
  public_path: `/lookup/1001/${id}`, ...patch,
});
const FIELDS: InfoField[] = [
  { key: 'f1', name: '证书编号', type: 'text', condition: true, shown: true, required: true },
  { key: 'f2', name: '发证日期', type: 'date', condition: false, shown: true, required: false },
];
const detail = (id: number, patch: Partial<InfoQueryDetail> = {}): InfoQueryDetail => ({
  id, title: `查询${id}`, fields: FIELDS, degree: 'exact', permission: 'all', rank_ids: [], no_result: '未查询到相关信息', weight: 3, if_open: 1, record_count: 2, ...patch,
});
const task = (id: number, patch: Partial<TaskView> = {}): TaskView => ({
  id, kind: 'members.infoImport', title: '导入查询记录（a.xlsx）', state: 'running', done: 1000, total: 5000, stage: '正在检查数据', error: null, resultName: null,
  result: null, cancelRequested: false, createdAt: 0, startedAt: 0, finishedAt: null, ...patch,
});
const imported = (taskId: number, state: string): InfoImportRow => ({
  id: taskId, task_id: taskId, file_name: 'a.xlsx', operator: '管理员', state, rows: 0, added: 0, failed: 0, has_errors: false, created_at: 0, finished_at: null,
});

describe('the lookup list', () => {
  it('switches 开放 at once and puts it back when the server refuses', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, { rows: [row(1), row(2)], total: 2 }).reply('POST', 'information/ifOpen', { id: 1, if_open: 0 });
    const store = kernel.get(INFO_LIST);
    await store.list.load();
    expect(kernel.transport.last(LIST)?.params).toEqual({ page: 1, rows: 10 });
    expect(await store.setOpen(store.list.rows[0], false)).toBe(true);
    expect(kernel.transport.last('information/ifOpen')?.data).toEqual({ id: 1, if_open: 0 });
    expect(store.list.rows[0].if_open).toBe(0);
    kernel.transport.reply('POST', 'information/ifOpen', null, 400, '该查询不存在或已被删除');
    expect(await store.setOpen(store.list.rows[1], false)).toBe(false);
    expect(store.list.rows[1].if_open).toBe(1);
    expect(kernel.notifier.errors()).toContain('该查询不存在或已被删除');
  });

  it('saves a new 权重 (0–9999, whole) and reads the list again; the same or a bad one sends nothing', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, { rows: [row(1, { weight: 5 })], total: 1 }).reply('POST', 'information/weight', { id: 1, weight: 20 });
    const store = kernel.get(INFO_LIST);
    await store.list.load();
    const loads = () => kernel.transport.requests.filter((r) => r.url.endsWith(LIST)).length;
    const before = loads();
    expect(await store.setWeight(store.list.rows[0], 20)).toBe(true);
    expect(kernel.transport.last('information/weight')?.data).toEqual({ id: 1, weight: 20 });
    expect(loads()).toBe(before + 1);
    const sent = kernel.transport.requests.length;
    for (const bad of [5, -1, 10_000, 1.5]) expect(await store.setWeight(row(1, { weight: 5 }), bad)).toBe(false);
    expect(kernel.transport.requests.length).toBe(sent);
  });

  it('removes a lookup only once the operator confirms the issue’s warning', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, { rows: [row(1)], total: 1 }).reply('POST', 'information/remove', { removed: 1 });
    const store = kernel.get(INFO_LIST);
    await store.list.load();
    kernel.notifier.answer = false;
    expect(await store.remove(store.list.rows[0])).toBe(false);
    expect(kernel.notifier.confirms.at(-1)).toMatchObject({ content: INFO_MSG.removeConfirm, danger: true });
    expect(kernel.transport.last('information/remove')).toBeUndefined();
    kernel.notifier.answer = true;
    expect(await store.remove(store.list.rows[0])).toBe(true);
    expect(kernel.transport.last('information/remove')?.data).toEqual({ id: 1 });
  });
});

describe('the lookup editor', () => {
  it('starts a new lookup with one condition, stops a save the rule book refuses, and sends the definition', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', 'information/userRankLink', [{ id: 7, name: '金牌会员', level: 3, color: '#faad14' }]).reply('POST', 'information/add', { id: 12 });
    const store = kernel.get(INFO_EDITOR);
    await store.open(null);
    expect(store.fields).toHaveLength(1);
    expect(store.ranks.map((r) => r.name)).toEqual(['金牌会员']);
    expect(await store.save()).toBeNull();
    expect(store.problem).toBe(INFO_MSG.titleRequired);
    store.setTitle(' 证书查询 ');
    store.updateField(0, { name: '证书编号', condition: false });
    expect(await store.save()).toBeNull();
    expect(store.problem).toBe(INFO_MSG.conditionRequired);
    expect(kernel.transport.last('information/add')).toBeUndefined();

    store.updateField(0, { condition: true });
    store.addField();
    store.updateField(1, { name: '照片', type: 'image', condition: true });
    expect(store.fields[1]).toMatchObject({ key: 'f2', type: 'image', condition: false });
    store.moveField(1, -1);
    expect(store.fields.map((f) => f.name)).toEqual(['照片', '证书编号']);
    store.setPermission('rank');
    expect(await store.save()).toBeNull();
    expect(store.problem).toBe(INFO_MSG.ranksRequired);
    store.setRankIds([7]);
    expect(await store.save()).toBe(12);
    expect(kernel.transport.last('information/add')?.data).toEqual({
      title: '证书查询', degree: 'exact', permission: 'rank', rank_ids: [7], no_result: '未查询到相关信息', weight: 0, if_open: 1,
      fields: [
        { key: 'f2', name: '照片', type: 'image', condition: false, shown: true, required: false },
        { key: 'f1', name: '证书编号', type: 'text', condition: true, shown: true, required: true },
      ],
    });
  });

  it('holds at most 20 fields and never removes the last one', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', 'information/userRankLink', []);
    const store = kernel.get(INFO_EDITOR);
    await store.open(null);
    store.removeField(0);
    expect(store.fields).toHaveLength(1);
    for (let i = 0; i < 25; i++) store.addField();
    expect(store.fields).toHaveLength(20);
    expect(store.canAddField).toBe(false);
  });

  it('edits a lookup and keeps the server’s refusal beside the form', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', 'information/userRankLink', []).reply('GET', 'information/detail', detail(4)).reply('POST', 'information/edit', null, 400, INFO_MSG.rankUnknown);
    const store = kernel.get(INFO_EDITOR);
    await store.open(4);
    expect([store.title, store.weight, store.recordCount]).toEqual(['查询4', 3, 2]);
    expect(await store.save()).toBeNull();
    expect(kernel.transport.last('information/edit')?.data).toMatchObject({ id: 4, title: '查询4' });
    expect(store.problem).toBe(INFO_MSG.rankUnknown);
  });
});

describe('the records drawer', () => {
  function script(kernel: TestKernel, history: InfoImportRow[] = []) {
    kernel.transport
      .reply('GET', 'information/detail', detail(4))
      .reply('GET', 'information/recordList', { rows: [{ id: 9, values: { f1: 'A', f2: '' }, created_at: 0, updated_at: 0 }], total: 1 })
      .reply('GET', 'information/importHistory', { rows: history, total: history.length });
  }

  it('checks a record by the rule book before sending it, and removes the selection after a confirmation', async () => {
    const kernel = await setup();
    script(kernel);
    kernel.transport.reply('POST', 'information/recordAdd', { id: 10 }).reply('POST', 'information/recordRemove', { removed: 1 });
    const store = kernel.get(INFO_RECORDS);
    await store.open(4);
    expect(kernel.transport.last('information/recordList')?.params).toEqual({ query_id: 4, page: 1, rows: 10 });
    expect(await store.saveRecord({ f1: '', f2: '' }, null)).toEqual({ ok: false, message: INFO_MSG.valueRequired('证书编号'), field: 'f1' });
    expect(await store.saveRecord({ f1: 'B', f2: '2026-02-30' }, null)).toMatchObject({ ok: false, field: 'f2' });
    expect(kernel.transport.last('information/recordAdd')).toBeUndefined();
    expect(await store.saveRecord({ f1: ' <b>B</b> ', f2: '2026/2/3' }, null)).toEqual({ ok: true });
    expect(kernel.transport.last('information/recordAdd')?.data).toEqual({ query_id: 4, values: { f1: '<b>B</b>', f2: '2026-02-03' } });

    store.select([9]);
    expect(await store.removeSelected()).toBe(true);
    expect(kernel.notifier.confirms.at(-1)?.content).toContain('1 条');
    expect(kernel.transport.last('information/recordRemove')?.data).toEqual({ query_id: 4, ids: [9] });
    expect(store.selected).toEqual([]);
  });

  it('refuses a file that is not an .xlsx or too large before uploading', async () => {
    const kernel = await setup();
    script(kernel);
    const store = kernel.get(INFO_RECORDS);
    await store.open(4);
    expect(store.pickFile(new File(['MZ'], 'setup.exe'))).toBe(false);
    expect(store.fileError).toBe(INFO_MSG.importNotXlsx);
    const big = new File(['x'], 'big.xlsx');
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    expect(store.pickFile(big)).toBe(false);
    expect(store.fileError).toBe(INFO_MSG.importTooLarge);
    expect(await store.startImport()).toBe(false);
    expect(store.fileError).toBe(INFO_MSG.importNoFile);
  });

  it('starts an import, follows it, and finds it again after a reload from the history', async () => {
    const kernel = await setup();
    script(kernel);
    kernel.transport.reply('POST', 'information/import', { taskId: 31 }).reply('GET', 'task/get', task(31)).reply('GET', 'task/list', { rows: [task(31)], total: 1 });
    const store = kernel.get(INFO_RECORDS);
    await store.open(4);
    expect(store.pickFile(new File(['PK'], '证书.xlsx'))).toBe(true);
    expect(await store.startImport()).toBe(true);
    const sent = kernel.transport.last('information/import')?.data as FormData;
    expect(sent.get('query_id')).toBe('4');
    expect((sent.get('file') as File).name).toBe('证书.xlsx');
    expect(store.importTaskId).toBe(31);
    expect(kernel.sessionStorage.getItem('members.info.import.4')).toBe('31');

    // A reload: the drawer opens again and its import is the running one of the history.
    script(kernel, [imported(31, 'running')]);
    store.close();
    kernel.sessionStorage.clear();
    await store.open(4);
    await settle();
    expect(store.importTaskId).toBe(31);
    expect(store.importTask).toMatchObject({ id: 31, state: 'running', done: 1000 });

    // Once it ends, the records and the history are read again, once.
    const loads = () => kernel.transport.requests.filter((r) => r.url.endsWith('information/recordList')).length;
    const before = loads();
    expect(store.importEnded(task(31, { state: 'succeeded', finishedAt: 1 }))).toBe(true);
    expect(store.importEnded(task(31, { state: 'succeeded', finishedAt: 1 }))).toBe(false);
    await settle();
    expect(loads()).toBe(before + 1);
  });
});
