// The message inbox through the container (forms plugin installed, a scripted server behind the
// real HttpService): what goes out for the operator's filters, paging, removal with confirmation,
// refusals shown to the operator, export named as the server names it, and data-form records.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import forms from '../../../../plugins/forms';
import { INBOX_STORE, RECORDS_STORE } from '../../../../plugins/forms/tokens';
import { saveDownload, summaryOf } from '../../../../plugins/forms/store/InboxStore';
import type { MessageRow } from '../../../../shared/domain';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function row(id: number, values: MessageRow['values'], readStatus = false): MessageRow {
  return { id, formId: 3, formTitle: '在线留言', values, readStatus, created_at: Date.UTC(2026, 0, 5, 8, 30) };
}

/** Lets the calls a setter started (void load()) answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup() {
  const kernel = createTestKernel();
  await kernel.install([forms]);
  expect(kernel.get(TOKENS.plugins).status('forms')?.state).toBe('ready');
  return { kernel, store: kernel.get(INBOX_STORE) };
}

const bodyOf = (kernel: ReturnType<typeof createTestKernel>, suffix: string) => kernel.transport.last(suffix)?.data;

describe('inbox filters and paging', () => {
  it('sends only page and rows when nothing is chosen, then every chosen filter as the server expects', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('POST', 'form/msglist', { rows: [row(1, { username: '王小明' })], total: 1 });
    const table = store.messages;
    await table.load();
    expect(bodyOf(kernel, 'form/msglist')).toEqual({ page: 1, rows: 10 });
    expect(table.list.rows.map((r) => r.id)).toEqual([1]);

    table.setForm(3);
    table.setReadFilter('unread');
    table.setDates('2026-01-01', '2026-01-31');
    table.search('  报价 ');
    await settle();
    expect(bodyOf(kernel, 'form/msglist')).toEqual({ formId: 3, readStatus: false, startDate: '2026-01-01', endDate: '2026-01-31', keyword: '报价', page: 1, rows: 10 });

    table.setReadFilter('read');
    await settle();
    expect(bodyOf(kernel, 'form/msglist')).toMatchObject({ readStatus: true });

    // Back to 全部 / 全部表单 / no dates / no keyword: those keys are gone, not sent empty.
    table.setReadFilter('all');
    table.setForm(undefined);
    table.setDates(undefined, undefined);
    table.search('');
    await settle();
    expect(bodyOf(kernel, 'form/msglist')).toEqual({ page: 1, rows: 10 });
    expect(table.readFilter).toBe('all');
  });

  it('pages on the server and goes back to page 1 when a filter changes', async () => {
    const { kernel, store } = await setup();
    const table = store.messages;
    kernel.transport.on('POST', 'form/msglist', (req) => {
      const page = (req.data as { page: number }).page;
      return { data: { code: 200, message: '', data: { rows: [row(page * 100, { username: `第${page}页` })], total: 25 } } };
    });
    await table.load();
    table.setPage(3);
    await settle();
    expect(bodyOf(kernel, 'form/msglist')).toEqual({ page: 3, rows: 10 });
    expect(table.list.rows[0].values.username).toBe('第3页');
    expect(table.list.total).toBe(25);

    table.setPage(1, 20);
    await settle();
    expect(bodyOf(kernel, 'form/msglist')).toEqual({ page: 1, rows: 20 });

    table.setPage(2);
    await settle();
    table.setReadFilter('unread');
    await settle();
    expect(bodyOf(kernel, 'form/msglist')).toEqual({ readStatus: false, page: 1, rows: 20 });
  });

  it('opens with the counts and the site’s lead forms for the form filter', async () => {
    const { kernel, store } = await setup();
    kernel.transport
      .reply('POST', 'form/msgCount', { total: 42, thisMonth: 7, lastMonth: 9, unread: 3 })
      .reply('GET', 'form/getlist', { rows: [{ id: 3, title: '在线留言' }, { id: 4, title: '报名表' }], total: 2 })
      .reply('POST', 'form/msglist', { rows: [], total: 0 });
    await store.open();
    expect(store.counts).toEqual({ total: 42, thisMonth: 7, lastMonth: 9, unread: 3 });
    expect(store.forms.map((f) => f.title)).toEqual(['在线留言', '报名表']);
    expect(kernel.transport.last('form/getlist')?.params).toEqual({ page: 1, rows: 100 });
  });

  it('shows the first three submitted values as the summary, as plain text', () => {
    expect(summaryOf(row(1, { username: '王小明', phone: '13800000000', empty: '', hobby: ['读书', '跑步'], email: 'a@b.cn' }))).toBe('王小明 / 13800000000 / 读书, 跑步');
    expect(summaryOf(row(2, { content: '<img src=x onerror=alert(1)>' }))).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('removing messages', () => {
  it('asks first, sends the ids as "1,2", tells how many went and reloads the list and the counts', async () => {
    const { kernel, store } = await setup();
    const table = store.messages;
    kernel.transport
      .reply('POST', 'form/msglist', { rows: [row(1, { a: 'x' }), row(2, { a: 'y' }), row(3, { a: 'z' })], total: 3 })
      .reply('POST', 'form/msgCount', { total: 1, thisMonth: 1, lastMonth: 0, unread: 1 })
      .reply('GET', 'form/removeMsg', { removed: 2 });
    await table.load();
    table.setSelected([1, 2]);
    kernel.transport.reply('POST', 'form/msglist', { rows: [row(3, { a: 'z' })], total: 1 });
    const listCalls = kernel.transport.requests.filter((r) => r.url.endsWith('form/msglist')).length;

    expect(await table.removeSelected()).toBe(true);
    expect(kernel.notifier.confirms).toHaveLength(1);
    expect(kernel.notifier.confirms[0]).toMatchObject({ danger: true, content: '确定删除所选的 2 条留言吗？删除后无法恢复。' });
    expect(kernel.transport.last('form/removeMsg')?.params).toEqual({ ids: '1,2' });
    expect(kernel.notifier.toasts).toContainEqual({ level: 'success', message: '已删除 2 条留言' });
    expect(kernel.transport.requests.filter((r) => r.url.endsWith('form/msglist')).length).toBe(listCalls + 1);
    expect(table.list.rows.map((r) => r.id)).toEqual([3]);
    expect(store.counts?.total).toBe(1);
    expect(table.selected).toEqual([]);
  });

  it('sends nothing when the operator declines', async () => {
    const { kernel, store } = await setup();
    kernel.notifier.answer = false;
    expect(await store.messages.remove([5])).toBe(false);
    expect(kernel.notifier.confirms[0].content).toBe('确定删除这条留言吗？删除后无法恢复。');
    expect(kernel.transport.last('form/removeMsg')).toBeUndefined();
    expect(kernel.notifier.toasts).toEqual([]);
  });

  it('shows the server’s refusal and claims no success', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'form/removeMsg', null, 404, '留言不存在或已删除');
    expect(await store.messages.remove([9])).toBe(false);
    expect(kernel.notifier.errors()).toEqual(['留言不存在或已删除']);
    expect(kernel.notifier.toasts.filter((t) => t.level === 'success')).toEqual([]);
  });

  it('shows a refusal the HTTP service leaves to the caller (502) exactly once', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'form/removeMsg', null, 502, '留言正在导出，请稍后再删除');
    expect(await store.messages.remove([9])).toBe(false);
    expect(kernel.notifier.errors()).toEqual(['留言正在导出，请稍后再删除']);
  });
});

describe('export', () => {
  it('exports what the filters select as a task, and hands the file over once it has succeeded', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('POST', 'form/msglist', { rows: [], total: 0 });
    const running = { id: 41, kind: 'forms.messageExport', title: '导出留言', state: 'running', done: 0, total: 2, stage: '正在读取留言', error: null, resultName: null, result: null, cancelRequested: false, createdAt: 1, startedAt: 1, finishedAt: null };
    kernel.transport.reply('POST', 'form/msgExportTask', { taskId: 41 });
    kernel.transport.reply('GET', 'task/get', running);
    kernel.transport.reply('GET', 'task/list', { rows: [running], total: 1 });
    const file = new Blob(['xlsx'], { type: XLSX });
    kernel.transport.on('GET', 'task/download', () => ({
      status: 200,
      headers: { 'content-type': XLSX, 'content-disposition': "attachment; filename=\"messages.xlsx\"; filename*=UTF-8''%E7%95%99%E8%A8%80-20260105.xlsx" },
      data: file,
    }));
    const table = store.messages;
    table.setForm(3);
    table.setReadFilter('unread');
    await settle();

    expect(await table.exportFile()).toBe(41);
    // Every page of the current selection: the filters, never page or rows.
    expect(kernel.transport.last('form/msgExportTask')?.data).toEqual({ formId: 3, readStatus: false });
    expect(table.exportTaskId).toBe(41);
    expect(table.exporting).toBe(false);
    expect(kernel.files.saved).toEqual([]);

    const done = { ...running, state: 'succeeded' as const, done: 2, resultName: '留言-20260105.xlsx', finishedAt: 2 };
    await table.exportFinished(done);
    await table.exportFinished(done);
    expect(kernel.files.saved.map((f) => f.fileName)).toEqual(['留言-20260105.xlsx']);
    expect(kernel.notifier.toasts).toContainEqual({ level: 'success', message: '已导出 留言-20260105.xlsx' });
    kernel.get(TOKENS.tasks).stop();
  });

  it('says why an export task failed, and saves nothing', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('POST', 'form/msgExportTask', { taskId: 42 });
    const failed = { id: 42, kind: 'forms.messageExport', title: '导出留言', state: 'failed', done: 0, total: 0, stage: '', error: '服务重启，任务已中断', resultName: null, result: null, cancelRequested: false, createdAt: 1, startedAt: 1, finishedAt: 2 };
    kernel.transport.reply('GET', 'task/get', failed);
    kernel.transport.reply('GET', 'task/list', { rows: [failed], total: 1 });
    await store.messages.exportFile();
    await store.messages.exportFinished(failed as never);
    expect(kernel.notifier.errors()).toEqual(['服务重启，任务已中断']);
    expect(kernel.files.saved).toEqual([]);
  });

  it('refuses an export the server does not start, tells the operator and follows nothing', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('POST', 'form/msgExportTask', null, 400, '开始日期不能晚于结束日期');
    expect(await store.messages.exportFile()).toBeNull();
    expect(store.messages.exportTaskId).toBeNull();
    expect(kernel.notifier.errors()).toEqual(['开始日期不能晚于结束日期']);
    expect(store.messages.exporting).toBe(false);
  });

  it('saves through a temporary <a download> and frees the object URL afterwards', () => {
    jest.useFakeTimers();
    const create = jest.fn(() => 'blob:inbox-1');
    const revoke = jest.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    try {
      saveDownload(new Blob(['x']), '留言.xlsx');
      expect(clicked).toEqual([{ href: 'blob:inbox-1', download: '留言.xlsx' }]);
      expect(document.querySelector('a[download]')).toBeNull();
      expect(revoke).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(revoke).toHaveBeenCalledWith('blob:inbox-1');
    } finally {
      click.mockRestore();
      jest.useRealTimers();
    }
  });
});

describe('one form’s messages', () => {
  it('lists through msglist2 scoped to the form, with its displayed columns, and saves the column choice', async () => {
    const { kernel, store } = await setup();
    const columns = [
      { name: 'username', title: '姓名', display: true },
      { name: 'phone', title: '电话', display: false },
    ];
    kernel.transport.reply('POST', 'form/msglist2', { rows: [row(1, { username: '王小明', phone: '138' })], total: 1, columns });
    const table = store.forForm(7);
    table.setReadFilter('unread');
    await settle();
    expect(bodyOf(kernel, 'form/msglist2')).toEqual({ formId: 7, readStatus: false, page: 1, rows: 10 });
    expect(table.displayedColumns.map((c) => c.title)).toEqual(['姓名']);
    // The form filter is fixed on this page.
    table.setForm(99);
    await settle();
    expect(bodyOf(kernel, 'form/msglist2')).toMatchObject({ formId: 7 });

    kernel.transport.reply('GET', 'form/setField', { columns });
    expect(await table.loadColumnChoices()).toEqual(columns);
    expect(kernel.transport.last('form/setField')?.params).toEqual({ id: 7 });

    const shown = columns.map((c) => ({ ...c, display: true }));
    kernel.transport.reply('POST', 'form/setField', { columns: shown }).reply('POST', 'form/msglist2', { rows: [], total: 0, columns: shown });
    expect(await table.saveColumns(['username', 'phone'])).toBe(true);
    expect(kernel.transport.requests.filter((r) => r.method === 'POST' && r.url.endsWith('form/setField')).at(-1)?.data).toEqual({ id: 7, display: ['username', 'phone'] });
    expect(kernel.notifier.toasts).toContainEqual({ level: 'success', message: '列表字段已保存' });
    expect(table.displayedColumns.map((c) => c.title)).toEqual(['姓名', '电话']);
  });
});

describe('coming back from a message', () => {
  it('finds one form’s list where it was left (same filters and page) with the opened row read', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('POST', 'form/msglist2', { rows: [row(8, { username: '李雷' })], total: 30, columns: [] });
    const table = store.forForm(7);
    table.setReadFilter('unread');
    table.setPage(3);
    await settle();
    kernel.transport.reply('GET', 'form/readMsg', { ...row(8, { username: '李雷' }, true), items: [], ip: '', userAgent: '' });
    await store.readMessage(8);
    const again = store.forForm(7);
    expect(again).toBe(table);
    expect(again.readFilter).toBe('unread');
    expect(again.list.page).toBe(3);
    expect(again.list.rows[0].readStatus).toBe(true);
    // Another form has a list of its own.
    expect(store.forForm(9)).not.toBe(table);
  });
});

describe('one message', () => {
  it('reads it (marking the inbox row read and the unread count down) and removes it after confirmation', async () => {
    const { kernel, store } = await setup();
    kernel.transport
      .reply('POST', 'form/msglist', { rows: [row(5, { username: '王小明' })], total: 1 })
      .reply('POST', 'form/msgCount', { total: 1, thisMonth: 1, lastMonth: 0, unread: 1 })
      .reply('GET', 'form/getlist', { rows: [], total: 0 });
    await store.open();
    kernel.transport.reply('GET', 'form/readMsg', { ...row(5, { username: '王小明' }, true), items: [{ name: 'username', title: '姓名', type: 'input', value: '王小明' }], ip: '1.2.3.4', userAgent: 'Chrome' });
    const detail = await store.readMessage(5);
    expect(kernel.transport.last('form/readMsg')?.params).toEqual({ id: 5 });
    expect(detail.items[0].value).toBe('王小明');
    expect(store.messages.list.rows[0].readStatus).toBe(true);
    expect(store.counts?.unread).toBe(0);

    kernel.transport.reply('GET', 'form/removeMsg', { removed: 1 });
    expect(await store.removeOne(5)).toBe(true);
    expect(kernel.notifier.confirms.at(-1)).toMatchObject({ danger: true });
    expect(kernel.transport.last('form/removeMsg')?.params).toEqual({ ids: '5' });
    expect(kernel.notifier.toasts).toContainEqual({ level: 'success', message: '已删除 1 条留言' });
  });
});

describe('data-form records', () => {
  const dataForm = {
    id: 11,
    title: '经销商名录',
    created_at: 0,
    updated_at: 0,
    fields: [
      { title: '名称', type: 'input', name: 'field0', placeholder: '', show: true, require: true, isCondition: true, isSystem: false, moduleName: '', options: [], selectItem: '' },
      { title: '地区', type: 'radio', name: 'field1', placeholder: '', show: true, require: false, isCondition: true, isSystem: false, moduleName: '', options: [{ label: '华东', value: 0 }, { label: '华南', value: 1 }], selectItem: '华东\n华南' },
      { title: '图片', type: 'image', name: 'field2', placeholder: '', show: true, require: false, isCondition: true, isSystem: false, moduleName: '', options: [], selectItem: '' },
      { title: '备注', type: 'input', name: 'field3', placeholder: '', show: true, require: false, isCondition: false, isSystem: false, moduleName: '', options: [], selectItem: '' },
    ],
  };

  it('opens the first data form, filters on its condition items with non-empty values only, resets, and opens a record', async () => {
    const kernel = createTestKernel();
    await kernel.install([forms]);
    const store = kernel.get(RECORDS_STORE);
    kernel.transport
      .reply('GET', 'form/xyslist', { rows: [{ id: 11, title: '经销商名录' }, { id: 12, title: '门店' }], total: 2 })
      .reply('GET', 'form/xysRow', dataForm)
      .reply('GET', 'form/xysMsglist', { rows: [{ id: 1, formId: 11, formTitle: '经销商名录', values: { field0: '华东一号店', field1: '华东' }, readStatus: true, created_at: 0 }], total: 1, columns: [{ name: 'field0', title: '名称', display: true }] });
    await store.open();
    expect(kernel.transport.last('form/xyslist')?.params).toEqual({ page: 1, rows: 100 });
    expect(store.formId).toBe(11);
    expect(kernel.transport.last('form/xysRow')?.params).toEqual({ id: 11 });
    expect(kernel.transport.last('form/xysMsglist')?.params).toEqual({ formId: 11, page: 1, rows: 10 });
    // Only input and radio condition items become filters.
    expect(store.conditionItems.map((i) => i.title)).toEqual(['名称', '地区']);
    expect(store.columns.map((c) => c.title)).toEqual(['名称']);

    store.setCondition('field0', '  ');
    store.setCondition('field1', '华东');
    store.applyConditions();
    await settle();
    expect(kernel.transport.last('form/xysMsglist')?.params).toEqual({ formId: 11, page: 1, rows: 10, conditions: JSON.stringify({ field1: '华东' }) });

    store.resetConditions();
    await settle();
    expect(kernel.transport.last('form/xysMsglist')?.params).toEqual({ formId: 11, page: 1, rows: 10 });
    expect(store.draft).toEqual({});

    kernel.transport.reply('GET', 'form/xysMsgInfo', { id: 1, formId: 11, formTitle: '经销商名录', values: {}, readStatus: true, created_at: 0, items: [{ name: 'field0', title: '名称', type: 'input', value: '华东一号店' }], ip: '', userAgent: '' });
    const detail = await store.readRecord(1);
    expect(kernel.transport.last('form/xysMsgInfo')?.params).toEqual({ id: 1 });
    expect(detail.items[0].value).toBe('华东一号店');

    // Back from a record's page the same form keeps its conditions and page (no new xysRow).
    store.setCondition('field1', '华东');
    store.applyConditions();
    await settle();
    const rowsAsked = kernel.transport.requests.filter((r) => r.url.endsWith('form/xysRow')).length;
    await store.open();
    expect(kernel.transport.requests.filter((r) => r.url.endsWith('form/xysRow')).length).toBe(rowsAsked);
    expect(kernel.transport.last('form/xysMsglist')?.params).toEqual({ formId: 11, page: 1, rows: 10, conditions: JSON.stringify({ field1: '华东' }) });
    expect(store.draft).toEqual({ field1: '华东' });
  });

  it('opens the form named in ?formId= and exports its records under the applied conditions', async () => {
    const kernel = createTestKernel();
    await kernel.install([forms]);
    const store = kernel.get(RECORDS_STORE);
    kernel.transport
      .reply('GET', 'form/xyslist', { rows: [{ id: 11, title: '经销商名录' }, { id: 12, title: '门店' }], total: 2 })
      .reply('GET', 'form/xysRow', { ...dataForm, id: 12 })
      .reply('GET', 'form/xysMsglist', { rows: [], total: 0, columns: [] })
      .on('GET', 'form/xysExportFile', () => ({ status: 200, headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="records-12.xlsx"' }, data: new Blob(['x'], { type: XLSX }) }));
    await store.open(12);
    expect(store.formId).toBe(12);
    store.setCondition('field1', '华南');
    store.applyConditions();
    await settle();
    const save = jest.fn();
    expect(await store.exportFile(save)).toBe('records-12.xlsx');
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'records-12.xlsx');
    expect(kernel.transport.last('form/xysExportFile')?.params).toEqual({ formId: 12, conditions: JSON.stringify({ field1: '华南' }) });
    expect(kernel.notifier.toasts).toContainEqual({ level: 'success', message: '已导出 records-12.xlsx' });
  });
});
