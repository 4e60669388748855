// 网站备份 as an administrator uses it (issue 14 §7), in Chromium against the real server: 立即备份
// starts a task whose line shows on the page, a reload finds the same task again, it ends and the
// backup is listed 可用; an article edited afterwards comes back through 恢复 after the confirmation
// 恢复将覆盖当前网站的全部数据，是否继续？, with the state before the restore listed as a backup of its
// own. The server runs one task at a time here and a held task of the test goes first, so the backup
// is still waiting when the page reloads, whatever the machine's speed. Screenshots at 1280 and
// 1440 px go to $BACKUP_SHOTS when it is set.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BACKUP_MSG } from '../../shared/domain/settings/backup';
import { SITE } from '../../server/core/db/seedData';
import { defineServerModule } from '../../server/core/modules/defineServerModule';
import { EMPTY } from '../../server/core/http/schemas';
import { defineTaskKind } from '../../server/core/tasks/kind';
import { loginAs, startStack, type Stack } from './support/stack';

let release: () => void = () => undefined;
const held = new Promise<void>((resolve) => {
  release = resolve;
});
/** A task that runs until the test releases it (the server's one runner is busy meanwhile). */
const holdKind = defineTaskKind<Record<string, never>>({
  kind: 'e2eBackup.hold', permission: 'website_backup', title: () => '测试占位任务', input: EMPTY,
  async run() {
    await held;
  },
});
const holdModule = defineServerModule({ id: 'e2e-backup-hold', tables: [], tasks: [holdKind] });

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ TASK_CONCURRENCY: '1' }, { extraModules: [holdModule] });
});
afterAll(async () => {
  release();
  await stack.close();
});

const PAGE = '/zhSetting/websiteBackup';
const SHOTS = process.env.BACKUP_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const rows = (page: Page) => page.locator('[data-testid="backup-table"] .ant-table-row');

it('backs up with its progress shown across a reload, then restores an edited article after the confirmation', async () => {
  const { page, context } = await stack.newPage();
  try {
    const db = stack.built.db;
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}${PAGE}`);
    await page.getByTestId('backup-page').waitFor();
    await page.getByText('暂无备份').waitFor();

    // The one runner is taken: the backup waits in the queue until the test lets the held task end.
    const admin = await db.selectFrom('accounts').select('id').where('login_name', '=', 'admin').executeTakeFirstOrThrow();
    await stack.built.deps.tasks.start({ siteId: SITE.corporate, accountId: admin.id }, holdKind, {});

    await page.getByTestId('backup-start').click();
    const task = page.getByTestId('backup-task');
    await task.getByText('网站备份').first().waitFor();
    await task.getByText('排队中').waitFor();
    // Listed as running, and the start button waits for it.
    await rows(page).first().getByText('备份中').waitFor();
    expect(await page.getByTestId('backup-start').isDisabled()).toBe(true);
    await shoot(page, 'backup-running');

    // A reload finds the same task again.
    await page.reload();
    await page.getByTestId('backup-page').waitFor();
    await page.getByTestId('backup-task').getByText('排队中').waitFor();
    await rows(page).first().getByText('备份中').waitFor();

    // Released: the backup runs to its end and is listed 可用, with its size and content.
    release();
    await page.getByText('备份完成').waitFor({ timeout: 60_000 });
    await page.getByTestId('backup-task').waitFor({ state: 'detached' });
    const first = rows(page).first();
    await first.getByText('可用').waitFor();
    await first.getByText(/条数据，\d+ 个文件/).waitFor();
    expect(await page.getByTestId('backup-start').isDisabled()).toBe(false);
    await shoot(page, 'backup-ready');

    // An article edited after the backup …
    const article = await db.selectFrom('articles').select(['id', 'title']).where('site_id', '=', SITE.corporate).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('articles').set({ title: '备份之后改的标题' }).where('id', '=', article.id).execute();

    // … comes back through 恢复, after the confirmation (cancelled once: nothing happens).
    await first.getByRole('button', { name: '恢复' }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.getByText(BACKUP_MSG.restoreConfirm).waitFor();
    await shoot(page, 'backup-confirm');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await db.selectFrom('articles').select('title').where('id', '=', article.id).executeTakeFirstOrThrow()).title).toBe('备份之后改的标题');

    // The 恢复 button is back once its click guard has passed.
    await first.locator('[data-testid^="backup-restore-"]:not([disabled])').waitFor();
    await first.getByRole('button', { name: '恢复' }).click();
    await dialog.getByText(BACKUP_MSG.restoreConfirm).waitFor();
    await dialog.getByRole('button', { name: '恢复' }).click();
    await page.getByText('恢复完成，网站数据已替换为该备份').waitFor({ timeout: 60_000 });
    expect((await db.selectFrom('articles').select('title').where('id', '=', article.id).executeTakeFirstOrThrow()).title).toBe(article.title);

    // The state before the restore was backed up first and is listed above.
    await rows(page).first().getByText('恢复前自动备份').waitFor();
    expect(await rows(page).count()).toBe(2);

    // 上传备份: the archive just made, as a file from disk, is listed once the server has checked it.
    const made = await db.selectFrom('site_backups').select('file').where('source', '=', 'manual').executeTakeFirstOrThrow();
    await page.locator('input[type=file]').setInputFiles(path.join(stack.built.deps.config.dataDir, made.file!));
    await page.getByText('备份已上传，签名校验通过，可在列表中恢复').waitFor({ timeout: 60_000 });
    await rows(page).first().getByText('上传的备份', { exact: true }).waitFor();
    expect(await rows(page).count()).toBe(3);
    await shoot(page, 'backup-list');
  } finally {
    await context.close();
  }
});
