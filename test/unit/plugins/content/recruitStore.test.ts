// Recruitment through the container (content plugin installed, a scripted server behind the real
// HttpService): what the job and resume calls send (ids arrays in POST bodies, comma-separated ids
// and true/false flags in GET queries), and what the operator sees when the server refuses.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import content from '../../../../plugins/content';
import { CONTENT_API, RECRUIT } from '../../../../plugins/content/tokens';
import type { Job, JobSaveRequest, ResumeDetail, ResumeRow } from '../../../../shared/domain';

/** Lets the calls a setter started (void load()) answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function job(id: number, patch: Partial<Job> = {}): Job {
  return {
    id,
    title: `职位${id}`,
    department: '技术部',
    place: '杭州',
    number: 2,
    salary: '面议',
    education: '本科',
    experience: '3年',
    content: '<p>职责</p>',
    enabled: true,
    end_date: '',
    resume_count: 1,
    created_at: Date.UTC(2026, 0, 5),
    updated_at: Date.UTC(2026, 0, 6),
    ...patch,
  };
}

function resume(id: number, patch: Partial<ResumeRow> = {}): ResumeRow {
  return { id, job_id: 3, job_title: '职位3', name: '王小明', phone: '13800000000', email: 'wang@example.cn', dealt: false, created_at: Date.UTC(2026, 0, 7), ...patch };
}

async function setup() {
  const kernel = createTestKernel();
  await kernel.install([content]);
  expect(kernel.get(TOKENS.plugins).status('content')?.state).toBe('ready');
  return { kernel, store: kernel.get(RECRUIT), api: kernel.get(CONTENT_API) };
}

const paramsOf = (kernel: ReturnType<typeof createTestKernel>, suffix: string) => kernel.transport.last(suffix)?.params;
const bodyOf = (kernel: ReturnType<typeof createTestKernel>, suffix: string) => kernel.transport.last(suffix)?.data;
const calls = (kernel: ReturnType<typeof createTestKernel>, suffix: string) => kernel.transport.requests.filter((r) => r.url.endsWith(suffix));

describe('jobs', () => {
  it('lists with page and rows, then the keyword and the hiring filter as true/false', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'admin/job', { rows: [job(1), job(2, { enabled: false })], total: 2 });
    await store.jobs.load();
    expect(kernel.transport.last('admin/job')?.method).toBe('GET');
    expect(paramsOf(kernel, 'admin/job')).toEqual({ page: 1, rows: 10 });
    expect(store.jobs.rows.map((j) => j.id)).toEqual([1, 2]);

    store.jobs.search('工程师');
    await settle();
    expect(paramsOf(kernel, 'admin/job')).toEqual({ page: 1, rows: 10, keyword: '工程师' });

    store.filterJobs(false);
    await settle();
    expect(paramsOf(kernel, 'admin/job')).toEqual({ page: 1, rows: 10, keyword: '工程师', enabled: false });

    store.filterJobs(undefined);
    await settle();
    expect(paramsOf(kernel, 'admin/job')).toEqual({ page: 1, rows: 10, keyword: '工程师' });
  });

  it('enables and stops a job with id and enabled in the query, showing the new state at once', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'admin/job', { rows: [job(3)], total: 1 }).reply('GET', 'admin/job/enable', null);
    await store.jobs.load();
    const row = store.jobs.rows[0];

    const pending = store.setEnabled(row, false);
    expect(store.jobs.rows[0].enabled).toBe(false);
    expect(store.toggling.has(3)).toBe(true);
    await expect(pending).resolves.toBe(true);
    expect(kernel.transport.last('admin/job/enable')?.method).toBe('GET');
    expect(paramsOf(kernel, 'admin/job/enable')).toEqual({ id: 3, enabled: false });
    expect(store.toggling.has(3)).toBe(false);
  });

  it('puts the switch back and tells why when the server refuses', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'admin/job', { rows: [job(3)], total: 1 }).reply('GET', 'admin/job/enable', null, 404, '职位不存在');
    await store.jobs.load();
    await expect(store.setEnabled(store.jobs.rows[0], false)).resolves.toBe(false);
    expect(store.jobs.rows[0].enabled).toBe(true);
    expect(kernel.notifier.errors()).toEqual(['职位不存在']);
  });

  it('moves jobs to the recycle bin with an ids array in the POST body, then reloads', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'admin/job', { rows: [job(1), job(2)], total: 2 }).reply('POST', 'admin/job/remove', null);
    await store.jobs.load();
    store.selectJobs([1, 2]);
    const before = calls(kernel, 'admin/job').length;

    await expect(store.removeJobs()).resolves.toBe(true);
    expect(kernel.transport.last('admin/job/remove')?.method).toBe('POST');
    expect(bodyOf(kernel, 'admin/job/remove')).toEqual({ ids: [1, 2] });
    expect(store.selectedJobs).toEqual([]);
    expect(calls(kernel, 'admin/job').length).toBe(before + 1);

    // One row's 删除 sends just that id.
    await store.removeJobs([2]);
    expect(bodyOf(kernel, 'admin/job/remove')).toEqual({ ids: [2] });
  });

  it('keeps the selection when removal is refused', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'admin/job', { rows: [job(1)], total: 1 }).reply('POST', 'admin/job/remove', null, 400, '参数 ids 不能为空');
    await store.jobs.load();
    store.selectJobs([1]);
    await expect(store.removeJobs()).resolves.toBe(false);
    expect(store.selectedJobs).toEqual([1]);
    expect(kernel.notifier.errors()).toEqual(['参数 ids 不能为空']);
  });

  it('offers the jobs in the resume filter (one page of the largest size the server takes)', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'admin/job', { rows: [job(1), job(2)], total: 2 });
    await store.loadJobChoices();
    expect(paramsOf(kernel, 'admin/job')).toEqual({ page: 1, rows: 100 });
    expect(store.jobChoices).toEqual([
      { id: 1, title: '职位1' },
      { id: 2, title: '职位2' },
    ]);
  });
});

describe('job edit calls', () => {
  it('reads a job with its id in the POST body, accepting the record bare or under info', async () => {
    const { kernel, api } = await setup();
    kernel.transport.reply('POST', 'admin/job/detail', job(5));
    await expect(api.job(5)).resolves.toMatchObject({ id: 5, title: '职位5' });
    expect(bodyOf(kernel, 'admin/job/detail')).toEqual({ id: 5 });

    kernel.transport.reply('POST', 'admin/job/detail', { info: job(6) });
    await expect(api.job(6)).resolves.toMatchObject({ id: 6 });
  });

  it('reads the defaults of a new job with a GET of job/create', async () => {
    const { kernel, api } = await setup();
    kernel.transport.reply('GET', 'admin/job/create', { title: '', number: 0, enabled: true, end_date: '' });
    await expect(api.jobDefaults()).resolves.toEqual({ title: '', number: 0, enabled: true, end_date: '' });
    expect(kernel.transport.last('admin/job/create')?.method).toBe('GET');
  });

  it('saves with a POST of job/create carrying every field, and leaves refusals to the page (no toast)', async () => {
    const { kernel, api } = await setup();
    const request: JobSaveRequest = { id: 5, title: '前端工程师', department: '技术部', place: '杭州', number: 0, salary: '面议', education: '本科', experience: '不限', content: '<p>负责</p>', enabled: true, end_date: '2026-12-31' };
    kernel.transport.reply('POST', 'admin/job/create', { id: 5 });
    await expect(api.saveJob(request)).resolves.toEqual({ id: 5 });
    expect(bodyOf(kernel, 'admin/job/create')).toEqual(request);

    kernel.transport.reply('POST', 'admin/job/create', null, 400, '标题不能超过100个字符');
    await expect(api.saveJob(request)).rejects.toThrow('标题不能超过100个字符');
    expect(kernel.notifier.errors()).toEqual([]);
  });
});

describe('resumes', () => {
  it('switches to the resume tab filtered by a job (查看简历)', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'admin/resume/list', { rows: [resume(4)], total: 1 });
    store.showResumesOf(3);
    expect(store.tab).toBe('resumes');
    await settle();
    expect(paramsOf(kernel, 'admin/resume/list')).toEqual({ page: 1, rows: 10, job_id: 3 });
    expect(store.resumes.rows.map((r) => r.id)).toEqual([4]);

    store.filterResumes({ dealt: false });
    await settle();
    expect(paramsOf(kernel, 'admin/resume/list')).toEqual({ page: 1, rows: 10, job_id: 3, dealt: false });

    store.filterResumes({ job_id: undefined, dealt: true });
    await settle();
    expect(paramsOf(kernel, 'admin/resume/list')).toEqual({ page: 1, rows: 10, dealt: true });
  });

  it('takes the server’s columns, leaving out the ones the table shows itself', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'admin/resume/resumeColumn', [
      { name: 'id', title: 'ID' },
      { name: 'name', title: '姓名' },
      { name: 'phone', title: '电话' },
      { name: 'dealt', title: '状态' },
    ]);
    await store.loadColumns();
    expect(store.columns.map((c) => c.name)).toEqual(['name', 'phone']);
  });

  it('deletes resumes with comma-separated ids in the query, then reloads', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'admin/resume/list', { rows: [resume(4), resume(5)], total: 2 }).reply('GET', 'admin/resume/remove', null).reply('GET', 'admin/job', { rows: [], total: 0 });
    await store.resumes.load();
    store.selectResumes([4, 5]);
    await expect(store.removeResumes()).resolves.toBe(true);
    expect(kernel.transport.last('admin/resume/remove')?.method).toBe('GET');
    expect(paramsOf(kernel, 'admin/resume/remove')).toEqual({ ids: '4,5' });
    expect(calls(kernel, 'admin/resume/list')).toHaveLength(2);
    expect(store.selectedResumes).toEqual([]);
  });

  it('opens a resume and marks it dealt with id and dealt in the query', async () => {
    const { kernel, store } = await setup();
    const detail: ResumeDetail = { ...resume(4), fields: [{ name: 'name', title: '姓名', value: '王小明' }, { name: 'intro', title: '自我介绍', value: '<b>五年经验</b>' }] };
    kernel.transport
      .reply('GET', 'admin/resume/list', { rows: [resume(4)], total: 1 })
      .reply('GET', 'admin/resume/detail', detail)
      .reply('GET', 'admin/resume/deal', null);
    await store.resumes.load();

    await store.openResume(4);
    expect(paramsOf(kernel, 'admin/resume/detail')).toEqual({ id: 4 });
    expect(store.detailId).toBe(4);
    expect(store.detail?.fields).toHaveLength(2);

    await expect(store.setDealt(4, true)).resolves.toBe(true);
    expect(paramsOf(kernel, 'admin/resume/deal')).toEqual({ id: 4, dealt: true });
    expect(store.detail?.dealt).toBe(true);
    expect(store.resumes.rows[0].dealt).toBe(true);

    await store.setDealt(4, false);
    expect(paramsOf(kernel, 'admin/resume/deal')).toEqual({ id: 4, dealt: false });
    expect(store.detail?.dealt).toBe(false);

    store.closeResume();
    expect(store.detailId).toBeNull();
    expect(store.detail).toBeNull();
  });

  it('reloads under a dealt filter, since the marked resume may leave it', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'admin/resume/list', { rows: [resume(4)], total: 1 }).reply('GET', 'admin/resume/deal', null);
    store.filterResumes({ dealt: false });
    await settle();
    const before = calls(kernel, 'admin/resume/list').length;
    await store.setDealt(4, true);
    expect(calls(kernel, 'admin/resume/list').length).toBe(before + 1);
  });

  it('shows why a resume could not be opened', async () => {
    const { kernel, store } = await setup();
    kernel.transport.reply('GET', 'admin/resume/detail', null, 404, '简历不存在');
    await store.openResume(9);
    expect(store.detail).toBeNull();
    expect(store.detailError).toBe('简历不存在');
    expect(store.detailLoading).toBe(false);
  });
});
