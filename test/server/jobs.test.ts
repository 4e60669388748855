// Recruitment: jobs (list, defaults, save, enable, recycle bin) and resumes (columns, list, detail,
// dealt, removal), behind job_list.
import { SEED_JOB, SEED_RESUMES } from '../../server/modules/content/seedLibrary';
import { CONTENT_ERR } from '../../server/modules/content/articles';
import { JOB_DEFAULTS, JOB_ERR } from '../../server/modules/content/jobRoutes';
import { opLogs, snapshot, startServer, type Harness } from './support/harness';
import { tokenWith } from './support/content';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

const jobs = async (query: Record<string, string | number | boolean> = {}) => (await h.call('jobList', { token: admin, query })).json().data;

describe('jobs', () => {
  it('lists the live jobs newest first with resume counts, filtered by state and keyword', async () => {
    const all = await jobs();
    expect(all.total).toBe(3);
    expect(all.rows.map((j: any) => [j.id, j.title, j.resume_count, j.enabled])).toEqual([
      [SEED_JOB.frontend, '前端开发工程师', 4, true], [SEED_JOB.sales, '销售经理', 3, true], [SEED_JOB.admin, '行政专员', 1, false],
    ]);
    expect(all.rows[0].content).toContain('<h3>岗位职责</h3>');
    expect(all.rows[0].end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await jobs({ enabled: false })).rows.map((j: any) => j.id)).toEqual([SEED_JOB.admin]);
    expect((await jobs({ keyword: '工程师' })).rows.map((j: any) => j.id)).toEqual([SEED_JOB.frontend]);
  });

  it('answers a blank template and a job’s detail', async () => {
    expect((await h.call('jobDefaults', { token: admin })).json().data).toEqual(JOB_DEFAULTS);
    const detail = (await h.call('jobDetail', { token: admin, body: { id: SEED_JOB.sales } })).json().data;
    expect(detail).toMatchObject({ id: SEED_JOB.sales, title: '销售经理', department: '销售部', place: '上海', number: 3, resume_count: 3 });
  });

  it('saves a job (checked, sanitised) and edits it', async () => {
    const res = await h.call('jobSave', { token: admin, body: {
      title: ' 产品经理 ', department: '产品部', place: '杭州', number: 2, salary: '25k-40k', education: '本科', experience: '5年以上',
      content: '<p onclick="x()">负责产品规划</p><script>alert(1)</script>', enabled: true, end_date: '2030-12-31',
    } });
    const { id } = res.json().data;
    const saved = (await h.call('jobDetail', { token: admin, body: { id } })).json().data;
    expect(saved).toMatchObject({ title: '产品经理', content: '<p>负责产品规划</p>', end_date: '2030-12-31', enabled: true, resume_count: 0 });
    await h.call('jobSave', { token: admin, body: { id, title: '高级产品经理', number: 0, end_date: '' } });
    expect((await h.call('jobDetail', { token: admin, body: { id } })).json().data).toMatchObject({ title: '高级产品经理', number: 0, end_date: '' });

    const before = await snapshot(h);
    for (const [body, message] of [
      [{ title: '  ' }, JOB_ERR.titleRequired],
      [{ title: '职'.repeat(101) }, JOB_ERR.titleTooLong],
      [{ title: '日期错', end_date: '2025-02-30' }, JOB_ERR.endDateInvalid],
    ] as const) {
      expect((await h.call('jobSave', { token: admin, body })).json().message).toBe(message);
    }
    expect((await h.call('jobSave', { token: admin, body: { title: '日期格式', end_date: '2025/01/01' } })).statusCode).toBe(400);
    expect(await snapshot(h)).toEqual(before);
  });

  it('stops and restarts hiring', async () => {
    expect((await h.call('jobEnable', { token: admin, query: { id: SEED_JOB.sales, enabled: false } })).statusCode).toBe(200);
    expect((await jobs({ enabled: false })).rows.map((j: any) => j.id)).toContain(SEED_JOB.sales);
    await h.call('jobEnable', { token: admin, query: { id: SEED_JOB.sales, enabled: true } });
    expect((await jobs({ enabled: true })).rows.map((j: any) => j.id)).toContain(SEED_JOB.sales);
  });

  it('removes to the recycle bin, restores, and destroys (with its resumes) from the recycle bin only', async () => {
    const { id } = (await h.call('jobSave', { token: admin, body: { title: '临时职位' } })).json().data;
    await h.built.db.insertInto('resumes').values({ site_id: 1001, job_id: id, name: '临时应聘者', phone: '', email: '', fields: '{}', dealt: 0, created_at: Date.now() }).execute();
    expect((await h.call('jobDestroy', { token: admin, body: { ids: [id] } })).json().message).toBe(CONTENT_ERR.notInRecycleBin);
    expect((await h.call('jobRemove', { token: admin, body: { ids: [id] } })).json().data).toEqual({ removed: 1 });
    expect((await jobs()).rows.map((j: any) => j.id)).not.toContain(id);
    const recycle = (await h.call('jobRecycle', { token: admin, body: { page: 1, rows: 10 } })).json().data;
    expect(recycle.rows.map((j: any) => j.id)).toEqual([id]);
    expect((await h.call('jobRestore', { token: admin, body: { ids: [id] } })).json().data).toEqual({ restored: 1 });
    expect((await jobs()).rows.map((j: any) => j.id)).toContain(id);
    await h.call('jobRemove', { token: admin, body: { ids: [id] } });
    expect((await h.call('jobDestroy', { token: admin, body: { ids: [id] } })).json().data).toEqual({ destroyed: 1, resumes: 1 });
    expect((await h.call('jobDetail', { token: admin, body: { id } })).statusCode).toBe(404);
    expect(await h.built.db.selectFrom('resumes').selectAll().where('job_id', '=', id).execute()).toEqual([]);
  });
});

describe('resumes', () => {
  it('answers the columns and lists resumes newest first, by job, state and keyword', async () => {
    const columns = (await h.call('resumeColumns', { token: admin })).json().data;
    expect(columns.slice(0, 5)).toEqual([
      { name: 'name', title: '姓名' }, { name: 'gender', title: '性别' }, { name: 'age', title: '年龄' }, { name: 'phone', title: '手机号码' }, { name: 'email', title: '电子邮箱' },
    ]);
    const all = (await h.call('resumeList', { token: admin, query: {} })).json().data;
    expect(all.total).toBe(SEED_RESUMES.corporate);
    expect(all.rows[0]).toMatchObject({ name: '黄丽', job_id: SEED_JOB.frontend, job_title: '前端开发工程师', dealt: false });
    const created = all.rows.map((r: any) => r.created_at);
    expect([...created].sort((a: number, b: number) => b - a)).toEqual(created);
    expect((await h.call('resumeList', { token: admin, query: { job_id: SEED_JOB.sales } })).json().data.total).toBe(3);
    expect((await h.call('resumeList', { token: admin, query: { dealt: true } })).json().data.total).toBe(SEED_RESUMES.dealt);
    expect((await h.call('resumeList', { token: admin, query: { keyword: '1391234' } })).json().data.rows.map((r: any) => r.name)).toEqual(['李娜']);
  });

  it('answers a resume with every column, marks it dealt, and removes resumes', async () => {
    const first = (await h.call('resumeList', { token: admin, query: { dealt: false } })).json().data.rows[0];
    const detail = (await h.call('resumeDetail', { token: admin, query: { id: first.id } })).json().data;
    expect(detail.fields.find((f: any) => f.name === 'school')).toEqual({ name: 'school', title: '毕业院校', value: '宁波大学' });
    expect(detail.fields.find((f: any) => f.name === 'phone')?.value).toBe(first.phone);
    expect((await h.call('resumeDeal', { token: admin, query: { id: first.id, dealt: true } })).statusCode).toBe(200);
    expect((await h.call('resumeDetail', { token: admin, query: { id: first.id } })).json().data.dealt).toBe(true);
    expect((await h.call('resumeRemove', { token: admin, query: { ids: String(first.id) } })).json().data).toEqual({ removed: 1 });
    expect((await h.call('resumeDetail', { token: admin, query: { id: first.id } })).statusCode).toBe(404);
  });

  it('needs job_list, and logs every change', async () => {
    const noJobs = await tokenWith(h, ['article_list']);
    for (const name of ['jobList', 'resumeList', 'resumeColumns', 'jobDefaults'] as const) {
      expect((await h.call(name, { token: noJobs })).statusCode).toBe(403);
    }
    const actions = new Set((await opLogs(h)).filter((l) => l.result === 'ok').map((l) => l.action));
    for (const action of ['jobSave', 'jobEnable', 'jobRemove', 'jobRestore', 'jobDestroy', 'resumeDeal', 'resumeRemove']) expect(actions.has(action)).toBe(true);
  });
});
