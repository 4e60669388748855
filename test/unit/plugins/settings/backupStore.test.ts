// The backup area's store through the container (the settings plugin installed, a scripted server
// behind the real HttpService): the list with the running task a reload must follow again; 立即备份
// refused by the server (已有备份任务正在进行) shown and the list read again; 恢复 asking exactly
// 恢复将覆盖当前网站的全部数据，是否继续？ and sending nothing when declined; a finished restore's
// toast; 删除 confirmed.
import { TOKENS } from '../../../../kernel';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import settings from '../../../../plugins/settings';
import { BACKUP_STORE } from '../../../../plugins/settings/backup/tokens';
import type { TaskView } from '../../../../shared/domain';
import { BACKUP_MSG, type BackupListData, type BackupRow } from '../../../../shared/domain/settings/backup';

const LIST = 'System/backupList';
const ADD = 'System/addBackup';
const RESTORE = 'System/restore';
const REMOVE = 'System/removeBackup';

async function setup(): Promise<TestKernel> {
  const kernel = createTestKernel();
  await kernel.install([settings]);
  expect(kernel.get(TOKENS.plugins).status('settings')?.state).toBe('ready');
  return kernel;
}

const backup = (id: number, patch: Partial<BackupRow> = {}): BackupRow => ({
  id, name: `网站备份_${id}`, source: 'manual', status: 'ready', size: 1024, rows: 100, files: 3, operator: '系统管理员',
  created_at: 1_780_000_000_000, finished_at: 1_780_000_001_000, task_id: 10 + id, error: null, ...patch,
});
const listData = (rows: BackupRow[], activeTask: BackupListData['activeTask'] = null): BackupListData => ({ rows, total: rows.length, keep: 5, activeTask });
const task = (id: number, state: TaskView['state'], error: string | null = null): TaskView => ({
  id, kind: 'settings.backupRestore', title: '恢复网站备份', state, done: 1, total: 1, stage: '', error, resultName: null, result: null, cancelRequested: false,
  createdAt: 1_780_000_000_000, startedAt: 1_780_000_000_000, finishedAt: 1_780_000_001_000,
});

describe('网站备份 store', () => {
  it('reads the list and the site\'s running task, so a reload follows it again', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, listData([backup(2, { status: 'running', size: 0 }), backup(1)], { id: 12, kind: 'backup' }));
    const store = kernel.get(BACKUP_STORE);
    await store.load();
    expect(store.rows.map((r) => r.id)).toEqual([2, 1]);
    expect(store.active).toEqual({ id: 12, kind: 'backup' });
    expect(store.busy).toBe(true);
    expect(kernel.transport.last(LIST)?.params).toEqual({ page: 1, rows: 20 });
  });

  it('starts a backup and follows its task; a refusal is shown and the list read again', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, listData([])).reply('POST', ADD, { taskId: 31, backupId: 3 });
    const store = kernel.get(BACKUP_STORE);
    await store.startBackup();
    expect(store.active).toEqual({ id: 31, kind: 'backup' });

    const other = await setup();
    other.transport.reply('GET', LIST, listData([], { id: 40, kind: 'restore' })).reply('POST', ADD, null, 409, BACKUP_MSG.busy);
    const refused = other.get(BACKUP_STORE);
    await refused.startBackup();
    expect(other.notifier.errors()).toEqual([BACKUP_MSG.busy]);
    // The task that holds the site is the one shown.
    expect(refused.active).toEqual({ id: 40, kind: 'restore' });
  });

  it('asks exactly 恢复将覆盖当前网站的全部数据，是否继续？ and sends nothing when declined', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, listData([backup(1)])).reply('POST', RESTORE, { taskId: 50 });
    const store = kernel.get(BACKUP_STORE);
    await store.load();
    kernel.notifier.answer = false;
    expect(await store.restore(store.rows[0])).toBe(false);
    expect(kernel.notifier.confirms.at(-1)?.content).toBe('恢复将覆盖当前网站的全部数据，是否继续？');
    expect(kernel.transport.last(RESTORE)).toBeUndefined();

    kernel.notifier.answer = true;
    expect(await store.restore(store.rows[0])).toBe(true);
    expect(kernel.transport.last(RESTORE)?.data).toEqual({ id: 1 });
    expect(store.active).toEqual({ id: 50, kind: 'restore' });
    // Its end: a toast, the list read again, the page free.
    await store.taskFinished(task(50, 'succeeded'));
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '恢复完成，网站数据已替换为该备份' });
    expect(store.active).toBeNull();
  });

  it('shows why a restore failed (an altered archive)', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, listData([backup(1)])).reply('POST', RESTORE, { taskId: 51 });
    const store = kernel.get(BACKUP_STORE);
    await store.load();
    await store.restore(store.rows[0]);
    await store.taskFinished(task(51, 'failed', BACKUP_MSG.altered));
    expect(kernel.notifier.errors()).toEqual([BACKUP_MSG.altered]);
    expect(store.busy).toBe(false);
  });

  it('removes after its confirmation only', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, listData([backup(1)])).reply('POST', REMOVE, { removed: 1 });
    const store = kernel.get(BACKUP_STORE);
    await store.load();
    kernel.notifier.answer = false;
    expect(await store.remove(store.rows[0])).toBe(false);
    expect(kernel.transport.last(REMOVE)).toBeUndefined();
    kernel.notifier.answer = true;
    expect(await store.remove(store.rows[0])).toBe(true);
    expect(kernel.notifier.confirms.at(-1)?.content).toBe(BACKUP_MSG.removeConfirm);
    expect(kernel.transport.last(REMOVE)?.data).toEqual({ id: 1 });
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '备份已删除' });
  });

  it('refuses a file not named .zip before sending it', async () => {
    const kernel = await setup();
    const store = kernel.get(BACKUP_STORE);
    expect(await store.upload(new Blob(['x']), 'backup.txt')).toBe(false);
    expect(kernel.notifier.errors()).toEqual([BACKUP_MSG.notZip]);
    expect(kernel.transport.last('System/uploadBackup')).toBeUndefined();
  });
});
