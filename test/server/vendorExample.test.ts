// The README's vendor example (test/fixtures/vendor): the README shows exactly these files, and the
// server module works installed beside the product's — its table migrated, its list scoped to the
// caller's site and key, its task run to a downloadable file.
import fs from 'node:fs';
import path from 'node:path';
import { TASK_MSG, type TaskView } from '../../shared/domain/api/tasks';
import { SITE } from '../../server/core/db/seedData';
import notes from '../fixtures/vendor/server/modules/notes';
import { opLogs, startServer, type Harness } from './support/harness';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(ROOT, 'test/fixtures/vendor');
const FILES = ['plugins/notes/index.ts', 'plugins/notes/NotesPage.tsx', 'server/modules/notes/index.ts'];

/** The code block the README shows under a heading naming `file`. */
function readmeBlock(file: string): string {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const at = readme.indexOf(`\`${file}\` `);
  if (at < 0) throw new Error(`README 中没有 ${file}`);
  const block = /```tsx?\n([\s\S]*?)```/.exec(readme.slice(at));
  if (!block) throw new Error(`README 中 ${file} 后没有代码块`);
  return block[1];
}

/** Relative import specifiers replaced by the repository paths they name, seen from `from`. */
const resolved = (text: string, from: string) =>
  text.replace(/(['"])(\.{1,2}\/[^'"]+)\1/g, (_m, q, spec) => `${q}@/${path.posix.join(path.posix.dirname(from), spec)}${q}`);

it('the README shows the example as it is tested, 80 lines at most in all', () => {
  let lines = 0;
  for (const file of FILES) {
    const fixture = fs.readFileSync(path.join(FIXTURE, file), 'utf8');
    expect(resolved(readmeBlock(file), file)).toBe(resolved(fixture, `test/fixtures/vendor/${file}`));
    lines += fixture.trimEnd().split('\n').length;
  }
  expect(lines).toBeLessThanOrEqual(80);
});

describe('the vendor module installed beside the product', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startServer({}, { extraModules: [notes] });
    token = await h.login('admin');
    await h.call('siteActive', { token, query: { twebId: SITE.corporate } });
  });
  afterAll(() => h.close());

  const list = (t = token) => h.call(notes.routes[0], { token: t, query: { page: 1, rows: 20 } });

  it('migrates its table and lists the notes of the caller\'s site only, newest first', async () => {
    const site = SITE.corporate;
    await h.built.db.insertInto('notes').values([{ site_id: site, text: '第一条' }, { site_id: site, text: '第二条' }, { site_id: 999_999, text: '别的网站' }]).execute();
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((n: { text: string }) => n.text)).toEqual(['第二条', '第一条']);
  });

  it('refuses a caller without its key, and unknown fields', async () => {
    await h.built.db.updateTable('accounts').set({ permissions: JSON.stringify(['home']) }).where('login_name', '=', 'operator').execute();
    const operator = await h.login('operator');
    expect((await list(operator)).statusCode).toBe(403);
    expect((await h.call(notes.routes[1], { token, body: { extra: 1 } })).statusCode).toBe(400);
  });

  it('archives through a task: its id at once, then progress, a result file and the op-log', async () => {
    const started = await h.call(notes.routes[1], { token, body: {} });
    expect(started.statusCode).toBe(200);
    const taskId = started.json().data.taskId as number;
    await h.built.deps.tasks.settled();
    const task = (await h.call('taskGet', { token, query: { id: taskId } })).json().data as TaskView;
    expect(task).toMatchObject({ kind: 'notes.archive', title: '归档便签', state: 'succeeded', done: 2, total: 2, result: { count: 2 } });
    const file = await h.call('taskDownload', { token, query: { id: taskId } });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('第一条\n第二条\n');
    expect((await opLogs(h)).some((l) => l.path.endsWith('notes/archive') && l.result === 'ok')).toBe(true);
    // A finished task cannot be cancelled.
    const cancel = await h.call('taskCancel', { token, body: { id: taskId } });
    expect(cancel.json().message).toBe(TASK_MSG.alreadyFinished);
  });
});
