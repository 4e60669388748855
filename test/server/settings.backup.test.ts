// 网站备份 on the server (issue 14 §7): every installed table is declared for backups (site, parent,
// reset or skipped); a backup → changes → restore gives back exactly the site's rows of every table
// and its files, other sites untouched; an altered archive and another site's archive are refused
// with nothing changed; one backup or restore task per site at a time, held by the database; the
// newest N kept; the key and the active site decide what a caller may touch.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import yauzl from 'yauzl';
import yazl from 'yazl';
import type { ApiName } from '../../shared/domain/api/endpoints';
import { BACKUP_MSG, type BackupListData } from '../../shared/domain/settings/backup';
import { writeSiteArchive } from '../../server/core/backup/archive';
import { backupPlan, BackupPlanError, loadBackupPlan, type BackupPlan } from '../../server/core/backup/scopes';
import { siteCondition } from '../../server/core/backup/siteData';
import { SITE } from '../../server/core/db/seedData';
import { secretBoxOf } from '../../server/core/services/secretBox';
import { INSTALLED } from '../../server/app';
import { CHINESE, snapshot, startServer, type CallOptions, type Harness } from './support/harness';
import { multipart } from './support/multipart';

let h: Harness;
let admin: string;
let plan: BackupPlan;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
  plan = await loadBackupPlan(h.built.db, h.built.deps.modules);
}, 60_000);
afterAll(() => h.close());

const call = (name: ApiName, options: CallOptions = {}, token = admin) => h.call(name, { token, ...options });
const data = async (name: ApiName, options: CallOptions = {}, token = admin) => {
  const res = await call(name, options, token);
  expect({ name, status: res.statusCode, body: res.json().code === 200 ? '' : res.body }).toEqual({ name, status: 200, body: '' });
  return res.json().data;
};
const list = async (): Promise<BackupListData> => data('backupList');
const db = () => h.built.db as unknown as Kysely<any>;

/** Starts a backup and waits for its task: the new backup's row. */
async function backUp() {
  const { taskId, backupId } = await data('backupAdd', { body: {} });
  await h.built.deps.tasks.settled();
  const task = await h.built.db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
  expect({ state: task.state, error: task.error }).toEqual({ state: 'succeeded', error: null });
  return (await list()).rows.find((r) => r.id === backupId)!;
}

async function restore(id: number) {
  const { taskId } = await data('backupRestore', { body: { id } });
  await h.built.deps.tasks.settled();
  return h.built.db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
}

/** The site's rows of every saved table, each table ordered by all its columns. */
async function siteRows(siteId: number): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const t of plan.tables) {
    if (t.mode === 'reset') continue;
    let q = db().selectFrom(t.table).selectAll().where(siteCondition(plan, t, siteId));
    for (const c of t.columns) q = q.orderBy(sql.ref(c));
    out[t.table] = await q.execute();
  }
  return out;
}

/** Every file of the site's folders with its hash. */
function siteFiles(siteId: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const folder of plan.siteFolders) {
    const root = path.join(h.dir, folder, String(siteId));
    if (!fs.existsSync(root)) continue;
    for (const name of fs.readdirSync(root, { recursive: true }) as string[]) {
      const full = path.join(root, name);
      if (fs.statSync(full).isFile()) out[`${folder}/${name}`] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  }
  return out;
}

/** Everything but the task rows and the log (a refused restore still records its failed task). */
async function everything() {
  const all = await snapshot(h);
  delete all.tasks;
  return { rows: all, files: siteFiles(SITE.corporate) };
}

function putFile(siteId: number, relative: string, text: string): void {
  const full = path.join(h.dir, 'uploads', String(siteId), relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
}

describe('the declaration', () => {
  it('covers every installed table: saved by site or parent, reset, or skipped — none left out', () => {
    const planned = new Set([...plan.tables.map((t) => t.table), ...plan.skipped.map((s) => s.table)]);
    expect(INSTALLED.tables.filter((t) => !planned.has(t))).toEqual([]);
    // What a site has: its articles with their tags by the article, its products, members, forms …
    const mode = Object.fromEntries(plan.tables.map((t) => [t.table, t.mode]));
    expect(mode).toMatchObject({ articles: 'site', article_tags: 'parent', products: 'site', product_tag_links: 'parent', members: 'site', forms: 'site', member_sessions: 'reset' });
    expect(plan.skipped.map((s) => s.table)).toEqual(expect.arrayContaining(['accounts', 'sessions', 'op_logs', 'tasks', 'login_throttle', 'site_backups']));
    expect(plan.siteFolders).toEqual(['uploads', 'short-video', 'file-host']);
  });

  it('refuses a module whose table has no site_id and is not declared, naming it', () => {
    const columns = new Map([['gadgets', ['id', 'owner']], ['widgets_x', ['id', 'site_id']]]);
    expect(() => backupPlan([{ id: 'vendor', tables: ['widgets_x', 'gadgets'] as never }], columns)).toThrow(BackupPlanError);
    expect(() => backupPlan([{ id: 'vendor', tables: ['widgets_x', 'gadgets'] as never }], columns)).toThrow(/vendor.*gadgets.*site_id/);
    // Declared as the child of a saved table, or skipped, it is accepted.
    expect(backupPlan([{ id: 'vendor', tables: ['widgets_x', 'gadgets'] as never, backup: { tables: { gadgets: { parent: 'widgets_x', key: 'owner' } } as never } }], columns).tables.map((t) => t.mode)).toEqual(['site', 'parent']);
    expect(backupPlan([{ id: 'vendor', tables: ['widgets_x', 'gadgets'] as never, backup: { tables: { gadgets: 'skip' } as never } }], columns).skipped).toEqual([{ table: 'gadgets', module: 'vendor' }]);
  });

  it('never skips a table that holds a foreign key into a saved one (a restore would break it)', async () => {
    const saved = new Set<string>(plan.tables.filter((t) => t.mode !== 'reset').map((t) => t.table));
    const refs: string[] = [];
    for (const { table } of plan.skipped) {
      const targets = h.config.databaseUrl
        ? (await sql<{ target: string }>`select ccu.table_name as target from information_schema.table_constraints tc
            join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
            where tc.constraint_type = 'FOREIGN KEY' and tc.table_name = ${table}`.execute(db())).rows.map((r) => r.target)
        : (await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table})`.execute(db())).rows.map((r) => r.table);
      for (const target of targets) if (saved.has(target)) refs.push(`${table} → ${target}`);
    }
    expect(refs).toEqual([]);
  });
});

describe('backup and restore', () => {
  it('gives back every table\'s rows and the files exactly, after edits, removals and additions; other sites untouched', async () => {
    putFile(SITE.corporate, '2026-01/aaaa.txt', 'first file');
    putFile(SITE.corporate, '2026-01/bbbb.txt', 'second file');
    const before = await siteRows(SITE.corporate);
    const filesBefore = siteFiles(SITE.corporate);
    const otherBefore = await siteRows(SITE.marketingFree);
    expect(before.articles.length).toBeGreaterThan(0);
    expect(before.products.length).toBeGreaterThan(0);
    expect(before.members.length).toBeGreaterThan(0);

    const made = await backUp();
    expect(made).toMatchObject({ status: 'ready', source: 'manual', operator: expect.any(String) });
    expect(made.size).toBeGreaterThan(0);
    expect(made.rows).toBe(Object.values(before).reduce((a, r) => a + r.length, 0));
    expect(made.files).toBe(Object.keys(filesBefore).length);

    // Changes: an article edited, a product deleted, a member added, a tag link removed, files changed.
    const article = before.articles[0] as { id: number };
    await db().updateTable('articles').set({ title: '已修改的标题' }).where('id', '=', article.id).execute();
    const product = (before.products as { id: number }[])[0];
    await db().deleteFrom('product_tag_links').where('product_id', '=', product.id).execute();
    await db().deleteFrom('product_revisions').where('product_id', '=', product.id).execute();
    await db().deleteFrom('products').where('id', '=', product.id).execute();
    const member = before.members[0] as Record<string, unknown>;
    await db().insertInto('members').values({
      ...member, id: undefined, account: 'after_backup', account_key: 'after_backup', phone: '13900009999', email: 'after_backup@example.com', nickname: '新会员',
    }).execute();
    await db().deleteFrom('article_tags').where('article_id', 'in', (before.articles as { id: number }[]).map((a) => a.id)).execute();
    fs.rmSync(path.join(h.dir, 'uploads', String(SITE.corporate), '2026-01/aaaa.txt'));
    putFile(SITE.corporate, '2026-01/bbbb.txt', 'changed');
    putFile(SITE.corporate, '2026-02/cccc.txt', 'new after backup');
    expect(await siteRows(SITE.corporate)).not.toEqual(before);

    const task = await restore(made.id);
    expect({ state: task.state, error: task.error }).toEqual({ state: 'succeeded', error: null });
    expect(await siteRows(SITE.corporate)).toEqual(before);
    expect(siteFiles(SITE.corporate)).toEqual(filesBefore);
    expect(await siteRows(SITE.marketingFree)).toEqual(otherBefore);

    // The state before the restore was backed up first, and is listed.
    const rows = (await list()).rows;
    expect(rows[0]).toMatchObject({ source: 'before_restore', status: 'ready' });
    expect(rows.find((r) => r.id === made.id)?.status).toBe('ready');

    // The ids of restored rows are never given again: a new article gets a new id.
    const next = await db().insertInto('articles').values({ ...(before.articles[0] as object), id: undefined, title: '新文章' }).returning('id').executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(Math.max(...(before.articles as { id: number }[]).map((a) => a.id)));
    await db().deleteFrom('article_revisions').where('article_id', '=', next.id).execute();
    await db().deleteFrom('articles').where('id', '=', next.id).execute();
  });

  it('downloads the archive: a zip with the rows, the files and the signed manifest of the site', async () => {
    const made = (await list()).rows.find((r) => r.status === 'ready')!;
    const res = await call('backupDownload', { query: { id: made.id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.rawPayload.length).toBe(made.size);
    const file = path.join(h.dir, 'download.zip');
    fs.writeFileSync(file, res.rawPayload);
    const names = await entryNames(file);
    expect(names).toEqual(expect.arrayContaining(['manifest.json', 'manifest.sig', 'data/articles.jsonl', 'data/members.jsonl']));
    expect(names.some((n) => n.startsWith('files/uploads/'))).toBe(true);
    const manifest = JSON.parse((await entryText(file, 'manifest.json')));
    expect(manifest).toMatchObject({ siteId: SITE.corporate, format: 'site-backup' });
    expect(manifest.schema).toContain('settings_010_backups');
  });
});

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => yauzl.open(file, { lazyEntries: true, autoClose: false }, (err, z) => (err ? reject(err) : resolve(z!))));
}

async function entryNames(file: string): Promise<string[]> {
  const zip = await openZip(file);
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (e: yauzl.Entry) => { names.push(e.fileName); zip.readEntry(); });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  zip.close();
  return names;
}

/** Every entry's bytes (small test archives only). */
async function entries(file: string): Promise<Map<string, Buffer>> {
  const zip = await openZip(file);
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (e: yauzl.Entry) => {
      zip.openReadStream(e, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream!.on('data', (c: Buffer) => chunks.push(c));
        stream!.on('end', () => { out.set(e.fileName, Buffer.concat(chunks)); zip.readEntry(); });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  zip.close();
  return out;
}

async function entryText(file: string, name: string): Promise<string> {
  return (await entries(file)).get(name)!.toString('utf8');
}

async function writeZip(file: string, content: Map<string, Buffer>): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of content) zip.addBuffer(bytes, name);
  zip.end();
  await new Promise<void>((resolve, reject) => zip.outputStream.pipe(fs.createWriteStream(file)).on('close', resolve).on('error', reject));
}

/** A backup row of the active site whose archive is `file` (as an upload would list it). */
async function listedArchive(file: string): Promise<number> {
  const relative = path.join('backups', String(SITE.corporate), `${path.basename(file)}`);
  fs.copyFileSync(file, path.join(h.dir, relative));
  const row = await db().insertInto('site_backups').values({
    site_id: SITE.corporate, account_id: null, source: 'uploaded', name: path.basename(file), state: 'ready', file: relative,
    size: fs.statSync(file).size, rows: 0, files: 0, task_id: null, error: null, created_at: Date.now(), finished_at: Date.now(),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

describe('refused archives change nothing', () => {
  let original: string;
  beforeAll(async () => {
    const made = await backUp();
    original = path.join(h.dir, (await db().selectFrom('site_backups').select('file').where('id', '=', made.id).executeTakeFirstOrThrow()).file);
  });

  async function refused(file: string, message: string) {
    const id = await listedArchive(file);
    const before = await everything();
    const task = await restore(id);
    expect({ state: task.state, error: task.error }).toEqual({ state: 'failed', error: message });
    await db().deleteFrom('site_backups').where('id', '=', id).execute();
    const after = await everything();
    // The refused archive's own row is gone again; everything else is as it was.
    before.rows.site_backups = (before.rows.site_backups as { id: number }[]).filter((r) => r.id !== id);
    expect(after).toEqual(before);
  }

  it('an article changed inside the data file (manifest kept): 备份文件已损坏或被修改', async () => {
    const content = await entries(original);
    const text = content.get('data/articles.jsonl')!.toString('utf8');
    content.set('data/articles.jsonl', Buffer.from(text.replace(/"[^"]{2,}"/, '"篡改的标题"'), 'utf8'));
    const file = path.join(h.dir, 'altered-data.zip');
    await writeZip(file, content);
    await refused(file, BACKUP_MSG.altered);
  });

  it('a manifest changed (its signature no longer holds), a file added, a file changed', async () => {
    const base = await entries(original);
    const manifest = JSON.parse(base.get('manifest.json')!.toString('utf8'));
    const cases: Map<string, Buffer>[] = [];
    const m1 = new Map(base);
    m1.set('manifest.json', Buffer.from(JSON.stringify({ ...manifest, siteName: '别的名字' })));
    cases.push(m1);
    const m2 = new Map(base);
    m2.set('files/uploads/2026-03/evil.txt', Buffer.from('extra'));
    cases.push(m2);
    const m3 = new Map(base);
    const someFile = [...base.keys()].find((n) => n.startsWith('files/'))!;
    m3.set(someFile, Buffer.from('changed bytes'));
    cases.push(m3);
    for (const [i, content] of cases.entries()) {
      const file = path.join(h.dir, `altered-${i}.zip`);
      await writeZip(file, content);
      await refused(file, BACKUP_MSG.altered);
    }
    // Not a zip at all.
    const junk = path.join(h.dir, 'junk.zip');
    fs.writeFileSync(junk, 'not a zip');
    await refused(junk, BACKUP_MSG.altered);
  });

  it('another site\'s archive, signed by this server: 该备份属于其他网站', async () => {
    const file = path.join(h.dir, 'other-site.zip');
    const out = fs.createWriteStream(file);
    await writeSiteArchive({
      db: h.built.db, config: h.config, plan, box: secretBoxOf(h.config), signal: new AbortController().signal, progress: () => undefined,
    }, { id: SITE.marketingFree, name: '其他网站' }, out, Date.now());
    await refused(file, BACKUP_MSG.foreignSite);
  });
});

describe('one task per site, kept newest N, keys and sites', () => {
  it('a second backup or a restore while one runs: 已有备份任务正在进行 (the database decides among racing requests)', async () => {
    const ready = (await list()).rows.find((r) => r.status === 'ready')!;
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => call('backupAdd', { body: {} })),
      ...Array.from({ length: 2 }, () => call('backupRestore', { body: { id: ready.id } })),
    ]);
    const bodies = answers.map((r) => r.json());
    expect(bodies.filter((b) => b.code === 200)).toHaveLength(1);
    const refusals = bodies.filter((b) => b.code !== 200);
    expect(refusals).toHaveLength(7);
    for (const b of refusals) expect(b.message).toBe(BACKUP_MSG.busy);
    expect(answers.every((r) => r.statusCode < 500)).toBe(true);
    // While it runs the list names its task (a reload finds it).
    const during = await list();
    const started = bodies.find((b) => b.code === 200)!.data.taskId;
    if (during.activeTask) expect(during.activeTask.id).toBe(started);
    await h.built.deps.tasks.settled();
    expect((await list()).activeTask).toBeNull();
    // Free again once it ended.
    await backUp();
  });

  it('keeps the newest BACKUP_KEEP finished backups and deletes the older archives', async () => {
    process.env.BACKUP_KEEP = '2';
    try {
      await backUp();
      const newest = await backUp();
      const rows = (await list()).rows;
      expect(rows.map((r) => r.status)).toEqual(['ready', 'ready']);
      expect(rows[0].id).toBe(newest.id);
      const files = fs.readdirSync(path.join(h.dir, 'backups', String(SITE.corporate))).filter((n) => n.endsWith('.zip') && /^\d+-/.test(n));
      const listed = (await db().selectFrom('site_backups').select('file').where('site_id', '=', SITE.corporate).execute()).map((r) => path.basename(r.file));
      expect(files.sort()).toEqual(listed.sort());
    } finally {
      delete process.env.BACKUP_KEEP;
    }
  });

  it('removes a backup and its archive; another site\'s backup answers 404 on every route', async () => {
    const made = await backUp();
    const file = path.join(h.dir, (await db().selectFrom('site_backups').select('file').where('id', '=', made.id).executeTakeFirstOrThrow()).file);
    expect(fs.existsSync(file)).toBe(true);
    await data('backupRemove', { body: { id: made.id } });
    expect(fs.existsSync(file)).toBe(false);
    expect((await list()).rows.map((r) => r.id)).not.toContain(made.id);

    const other = await db().insertInto('site_backups').values({
      site_id: SITE.marketingFree, account_id: null, source: 'manual', name: '其他网站的备份', state: 'ready', file: 'backups/1002/x.zip',
      size: 1, rows: 0, files: 0, task_id: null, error: null, created_at: 1, finished_at: 1,
    }).returning('id').executeTakeFirstOrThrow();
    for (const [name, options] of [['backupRemove', { body: { id: other.id } }], ['backupRestore', { body: { id: other.id } }], ['backupDownload', { query: { id: other.id } }]] as const) {
      const res = await call(name, options);
      expect({ name, status: res.statusCode, code: res.json().code, message: res.json().message }).toEqual({ name, status: 404, code: 404, message: BACKUP_MSG.notFound });
    }
    expect((await list()).rows.map((r) => r.name)).not.toContain('其他网站的备份');
    expect(await db().selectFrom('site_backups').select('id').where('id', '=', other.id).executeTakeFirst()).toBeDefined();
  });

  it('refuses callers without website_backup, and bad input with a Chinese message', async () => {
    const operator = await h.login('operator');
    for (const name of ['backupList', 'backupAdd'] as const) {
      const res = await call(name, name === 'backupAdd' ? { body: {} } : {}, operator);
      expect(res.json().code).toBe(403);
    }
    for (const body of [{ id: 'x' }, { id: 1, extra: 1 }, {}]) {
      const res = await call('backupRestore', { body });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code).toBe(400);
      expect(res.json().message).toMatch(CHINESE);
    }
  });
});

/** A backup task as a process left it when it stopped: its row, the backup's row and the lock. */
async function crashedBackup(target: Harness, state: 'running' | 'failed', error: string | null) {
  const now = Date.now();
  const task = await target.built.db.insertInto('tasks').values({
    site_id: SITE.corporate, account_id: 1, kind: 'settings.backup', title: '网站备份', input: JSON.stringify({ backupId: 1, lock: 'x'.repeat(32) }),
    state, done: 3, total: 10, stage: '正在备份文件', error, result: null, result_name: null, result_path: null,
    cancel_requested: 0, attempts: 1, created_at: now, started_at: now, finished_at: state === 'failed' ? now : null, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  const backupRow = await target.built.db.insertInto('site_backups').values({
    site_id: SITE.corporate, account_id: 1, source: 'manual', name: '中断的备份', state: 'running', file: null,
    size: 0, rows: 0, files: 0, task_id: task.id, error: null, created_at: now, finished_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  await target.built.db.deleteFrom('backup_locks').where('site_id', '=', SITE.corporate).execute();
  await target.built.db.insertInto('backup_locks').values({ site_id: SITE.corporate, token: 'crashed-lock', kind: 'backup', task_id: task.id, created_at: now }).execute();
  return { taskId: task.id, backupId: backupRow.id };
}

describe('after a stop', () => {
  it('a backup whose task ended without it (failed by the restart) is listed 失败 with the reason, and its lock is taken back', async () => {
    const crashed = await crashedBackup(h, 'failed', '服务重启，任务已中断');
    const listed = await list();
    expect(listed.rows.find((r) => r.id === crashed.backupId)).toMatchObject({ status: 'failed', error: '服务重启，任务已中断' });
    expect(listed.activeTask).toBeNull();
    // The lock it left does not hold the site.
    const made = await backUp();
    expect(made.status).toBe('ready');
    expect(await db().selectFrom('backup_locks').selectAll().execute()).toEqual([]);
  });

  it('a lock without its task (a crash between the two) holds the site for a minute only', async () => {
    await db().insertInto('backup_locks').values({ site_id: SITE.corporate, token: 'orphan', kind: 'backup', task_id: null, created_at: Date.now() }).execute();
    expect((await call('backupAdd', { body: {} })).json()).toMatchObject({ code: 409, message: BACKUP_MSG.busy });
    await db().updateTable('backup_locks').set({ created_at: Date.now() - 61_000 }).where('token', '=', 'orphan').execute();
    expect((await backUp()).status).toBe('ready');
  });

  // SQLite only: a restart needs the same database file again (on PostgreSQL the harness gives each server a new database).
  (process.env.TEST_PG_URL ? it.skip : it)('SQLite: a server stopped mid-backup and started again shows it 失败 (服务重启，任务已中断) and takes new backups', async () => {
    const h1 = await startServer();
    let h2: Harness | null = null;
    try {
      const crashed = await crashedBackup(h1, 'running', null);
      await h1.built.close();
      h2 = await startServer({ DATA_DIR: h1.dir });
      const token = await h2.login('admin');
      const rows = (await h2.call('backupList', { token })).json().data as BackupListData;
      expect(rows.rows.find((r) => r.id === crashed.backupId)).toMatchObject({ status: 'failed', error: '服务重启，任务已中断' });
      expect(rows.activeTask).toBeNull();
      const started = (await h2.call('backupAdd', { token, body: {} })).json();
      expect(started.code).toBe(200);
      await h2.built.deps.tasks.settled();
      const after = (await h2.call('backupList', { token })).json().data as BackupListData;
      expect(after.rows.find((r) => r.id === started.data.backupId)?.status).toBe('ready');
    } finally {
      await h2?.close();
      fs.rmSync(h1.dir, { recursive: true, force: true });
    }
  });
});

describe('uploading an archive', () => {
  const upload = (bytes: Buffer, fileName = 'backup.zip') => call('backupUpload', { raw: multipart([{ name: 'file', value: bytes, fileName, type: 'application/zip' }]) });

  it('lists one of this site made here (signature and site hold), and it restores', async () => {
    const made = await backUp();
    const archive = (await call('backupDownload', { query: { id: made.id } })).rawPayload;
    const res = await upload(archive);
    expect(res.json()).toMatchObject({ code: 200 });
    const listed = (await list()).rows.find((r) => r.id === res.json().data.id)!;
    expect(listed).toMatchObject({ source: 'uploaded', status: 'ready', size: archive.length, rows: made.rows, files: made.files });
    const task = await restore(listed.id);
    expect({ state: task.state, error: task.error }).toEqual({ state: 'succeeded', error: null });
  });

  it('refuses another site\'s archive, an altered one, junk and a file not named .zip, storing nothing', async () => {
    const other = path.join(h.dir, 'upload-other.zip');
    await writeSiteArchive({
      db: h.built.db, config: h.config, plan, box: secretBoxOf(h.config), signal: new AbortController().signal, progress: () => undefined,
    }, { id: SITE.marketingFree, name: '其他网站' }, fs.createWriteStream(other), Date.now());
    const own = (await list()).rows.find((r) => r.status === 'ready')!;
    const content = await entries(path.join(h.dir, (await db().selectFrom('site_backups').select('file').where('id', '=', own.id).executeTakeFirstOrThrow()).file));
    content.set('manifest.json', Buffer.from(content.get('manifest.json')!.toString('utf8').replace('"siteName":"', '"siteName":"改')));
    const altered = path.join(h.dir, 'upload-altered.zip');
    await writeZip(altered, content);

    const before = await everything();
    const filesBefore = fs.readdirSync(path.join(h.dir, 'backups', String(SITE.corporate))).sort();
    for (const [bytes, name, message] of [
      [fs.readFileSync(other), 'b.zip', BACKUP_MSG.foreignSite],
      [fs.readFileSync(altered), 'b.zip', BACKUP_MSG.altered],
      [Buffer.from('not a zip at all'), 'b.zip', BACKUP_MSG.altered],
      [fs.readFileSync(other), 'b.txt', BACKUP_MSG.notZip],
    ] as const) {
      const res = await upload(bytes, name);
      expect({ name, status: res.statusCode < 500, code: res.json().code, message: res.json().message }).toEqual({ name, status: true, code: expect.any(Number), message });
      expect(res.json().code).not.toBe(200);
    }
    expect(await everything()).toEqual(before);
    expect(fs.readdirSync(path.join(h.dir, 'backups', String(SITE.corporate))).sort()).toEqual(filesBefore);
  });
});
