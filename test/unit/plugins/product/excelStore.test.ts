// The product list's spreadsheets store through the container (the plugin installed, the real
// HttpService and TaskService over a scripted server): a file refused in the browser as the rule
// book says (not .xlsx, over 10 MB), the import's multipart body, the import followed and found
// again after a reload (the tab keeps its id; else the site's running import), its end acted on
// once, the template and the error report downloaded, and the export of the selection or of the
// list's filters, its file handed over once.
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import { TASK_POLL_MS } from '../../../../kernel/services/tasks/TaskServiceImpl';
import product from '../../../../plugins/product';
import { exportRequestOf } from '../../../../plugins/product/pages/excel/ExcelButtons';
import { IMPORT_TASK_KEY } from '../../../../plugins/product/pages/excel/ProductExcelStore';
import { DEFAULT_VIEW } from '../../../../plugins/product/store/listView';
import { PRODUCT_EXCEL } from '../../../../plugins/product/tokens';
import type { TaskView } from '../../../../shared/domain';
import { IMPORT_MSG, PRODUCT_LIMITS, type ProductImportResult } from '../../../../shared/domain/product';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const RESULT: ProductImportResult = {
  mode: 'add', skipErrors: false, rows: 3, added: 0, updated: 0, skipped: 0, failed: 1, stored: false,
  errors: [{ row: 3, name: '价格不对', reason: '价格格式不正确，最多保留两位小数' }],
};

const task = (id: number, patch: Partial<TaskView> = {}): TaskView => ({
  id, kind: 'product.import', title: '导入产品（产品.xlsx，仅新增）', state: 'running', done: 100, total: 500, stage: '正在检查数据',
  error: null, resultName: null, result: null, cancelRequested: false, createdAt: 1, startedAt: 1, finishedAt: null, ...patch,
});

/** A server holding tasks by id; the list answers them newest first. */
async function setup(sessionStorage?: Record<string, string>) {
  const kernel = createTestKernel();
  for (const [k, v] of Object.entries(sessionStorage ?? {})) kernel.sessionStorage.setItem(k, v);
  await kernel.install([product]);
  const tasks = new Map<number, TaskView>();
  kernel.transport
    .on('GET', 'task/list', () => ({ data: { code: 200, message: '', data: { rows: [...tasks.values()].reverse(), total: tasks.size } } }))
    .on('GET', 'task/get', (req) => {
      const found = tasks.get(Number(req.params?.id));
      return { data: found ? { code: 200, message: '', data: found } : { code: 404, message: '任务不存在或已被删除', data: null } };
    })
    .on('GET', 'task/download', (req) => ({
      headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename="task-${req.params?.id}.xlsx"` },
      data: new Blob(['xlsx']),
    }))
    .on('GET', 'goods/importTemplate', () => ({
      headers: { 'content-type': XLSX, 'content-disposition': "attachment; filename*=UTF-8''%E4%BA%A7%E5%93%81%E5%AF%BC%E5%85%A5%E6%A8%A1%E6%9D%BF.xlsx" },
      data: new Blob(['template']),
    }));
  return { kernel, tasks, store: kernel.get(PRODUCT_EXCEL) };
}

const file = (name: string, bytes = 100) => new File([new Uint8Array(bytes)], name, { type: XLSX });

describe('the file', () => {
  it('takes an .xlsx and refuses others, too large or empty ones with the rule book’s words', async () => {
    const { store } = await setup();
    expect(store.pickFile(file('产品.xls'))).toBe(false);
    expect(store.fileError).toBe(IMPORT_MSG.notXlsx);
    expect(store.pickFile(file('setup.exe'))).toBe(false);
    const big = file('大.xlsx');
    Object.defineProperty(big, 'size', { value: PRODUCT_LIMITS.importBytes + 1 });
    expect(store.pickFile(big)).toBe(false);
    expect(store.fileError).toBe(IMPORT_MSG.fileTooLarge);
    expect(store.pickFile(file('空.xlsx', 0))).toBe(false);
    expect(store.file).toBeNull();
    expect(store.pickFile(file('产品.XLSX'))).toBe(true);
    expect([store.file?.name, store.fileError]).toEqual(['产品.XLSX', null]);
  });

  it('asks for a file before starting', async () => {
    const { kernel, store } = await setup();
    expect(await store.startImport()).toBe(false);
    expect(store.fileError).toBe(IMPORT_MSG.noFile);
    expect(kernel.transport.last('goods/import')).toBeUndefined();
  });
});

describe('the import', () => {
  it('uploads the file with the mode and 跳过错误行, follows the task and keeps its id for a reload', async () => {
    const { kernel, tasks, store } = await setup();
    kernel.transport.on('POST', 'goods/import', () => {
      tasks.set(41, task(41));
      return { data: { code: 200, message: '', data: { taskId: 41 } } };
    });
    store.pickFile(file('产品.xlsx'));
    store.setMode('update');
    store.setSkipErrors(true);
    expect(await store.startImport()).toBe(true);
    const form = kernel.transport.last('goods/import')?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([form.get('mode'), form.get('skip_errors'), (form.get('file') as File).name]).toEqual(['update', '1', '产品.xlsx']);
    expect(store.importTaskId).toBe(41);
    expect(store.importTask).toMatchObject({ state: 'running', done: 100, total: 500 });
    expect(kernel.sessionStorage.getItem(IMPORT_TASK_KEY)).toBe('41');
    // The form is ready for the next file.
    expect([store.file, store.skipErrors]).toEqual([null, false]);
    kernel.get(TOKENS.tasks).stop();
  });

  it('keeps the form when the server refuses the file, showing its words', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('POST', 'goods/import', null, 415, IMPORT_MSG.notXlsx);
    store.pickFile(file('改名的程序.xlsx'));
    expect(await store.startImport()).toBe(false);
    expect(kernel.notifier.errors()).toContain(IMPORT_MSG.notXlsx);
    expect(store.file?.name).toBe('改名的程序.xlsx');
    expect(store.importTaskId).toBeNull();
  });

  it('after a reload shows the running import again, sees it end once, and offers its report', async () => {
    jest.useFakeTimers();
    try {
      const { kernel, tasks, store } = await setup({ [IMPORT_TASK_KEY]: '41' });
      tasks.set(41, task(41, { done: 250 }));
      await store.restore();
      expect(store.importTask).toMatchObject({ id: 41, state: 'running', done: 250, stage: '正在检查数据' });
      expect(store.importEnded(store.importTask as TaskView)).toBe(false);
      // The server finishes it; the next poll shows the result.
      tasks.set(41, task(41, { state: 'succeeded', done: 500, stage: '正在生成错误报告', result: RESULT, resultName: '产品导入错误报告_20261125.xlsx', finishedAt: 2 }));
      await jest.advanceTimersByTimeAsync(TASK_POLL_MS);
      expect(store.importResult).toEqual(RESULT);
      expect(store.importEnded(store.importTask as TaskView)).toBe(true);
      expect(store.importEnded(store.importTask as TaskView)).toBe(false);
      await store.downloadReport();
      expect(kernel.files.saved.map((f) => f.fileName)).toEqual(['task-41.xlsx']);
      store.dismissImport();
      expect([store.importTaskId, kernel.sessionStorage.getItem(IMPORT_TASK_KEY)]).toEqual([null, null]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('finds the site’s running import when this tab kept none, and forgets a kept one the site does not have', async () => {
    const { kernel, tasks, store } = await setup({ [IMPORT_TASK_KEY]: '99' });
    tasks.set(12, task(12, { kind: 'forms.messageExport' }));
    tasks.set(30, task(30, { state: 'succeeded' }));
    tasks.set(31, task(31));
    await store.restore();
    expect(store.importTaskId).toBe(31);
    expect(kernel.sessionStorage.getItem(IMPORT_TASK_KEY)).toBe('31');
    // The forgotten one is not announced.
    expect(kernel.notifier.errors()).toEqual([]);
    kernel.get(TOKENS.tasks).stop();
  });

  it('shows nothing when no import runs', async () => {
    const { tasks, store } = await setup();
    tasks.set(30, task(30, { state: 'succeeded' }));
    await store.restore();
    expect(store.importTaskId).toBeNull();
  });

  it('downloads the template', async () => {
    const { kernel, store } = await setup();
    await store.downloadTemplate();
    expect(kernel.files.saved.map((f) => f.fileName)).toEqual(['产品导入模板.xlsx']);
  });
});

describe('the export', () => {
  it('exports the selection when rows are selected, else the list’s filters, else everything', () => {
    const view = { ...DEFAULT_VIEW, keyword: ' 折弯机 ', filters: { type_id: 6, status: 1 as const, sort: 'updated_desc' as const } };
    expect(exportRequestOf(view, [3, 1])).toEqual({ scope: 'selection', request: { ids: [3, 1], sort: 'updated_desc' } });
    expect(exportRequestOf(view, [])).toEqual({ scope: 'filtered', request: { type_id: 6, status: 1, sort: 'updated_desc', keyword: '折弯机' } });
    expect(exportRequestOf(DEFAULT_VIEW, []).scope).toBe('all');
  });

  it('starts the export with the request and hands its file over once when it ends', async () => {
    const { kernel, tasks, store } = await setup();
    kernel.transport.on('POST', 'goods/export', () => {
      tasks.set(50, task(50, { kind: 'product.export', state: 'succeeded', resultName: '产品导出_20261125.xlsx' }));
      return { data: { code: 200, message: '', data: { taskId: 50 } } };
    });
    expect(await store.startExport({ type_id: 6, keyword: undefined, price_min: '' })).toBe(true);
    expect(kernel.transport.last('goods/export')?.data).toEqual({ type_id: 6 });
    const done = store.exportTask as TaskView;
    expect(done.state).toBe('succeeded');
    await store.exportEnded(done);
    await store.exportEnded(done);
    expect(kernel.files.saved.map((f) => f.fileName)).toEqual(['task-50.xlsx']);
  });
});
