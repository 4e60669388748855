// The recruitment pages as the operator sees them, rendered with the real container and a scripted
// server: the job list (若干, 长期有效, the enable switch, 查看简历 into the resume tab, the resume
// drawer showing values as text) and the job edit page (defaults, validation, save, refusals,
// not found). The rich-text editor is replaced by a textarea (it has its own tests).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ContainerProvider } from '../../../../kernel/di/react';
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import content from '../../../../plugins/content';
import JobEditPage from '../../../../plugins/content/pages/recruit/JobEditPage';
import JobsPage from '../../../../plugins/content/pages/recruit/JobsPage';
import type { Job, ResumeDetail, ResumeRow } from '../../../../shared/domain';

jest.mock('../../../../shared/ui/editor', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    LazyRichTextEditor: (props: { value: string; onChange: (html: string) => void; 'aria-label'?: string }) =>
      createElement('textarea', { 'aria-label': props['aria-label'], defaultValue: props.value, onChange: (e: { target: { value: string } }) => props.onChange(e.target.value) }),
  };
});

// jsdom has no MessageChannel; antd's Form batches its watchers in a macro task through one.
if (!('MessageChannel' in globalThis)) {
  Object.assign(globalThis, {
    MessageChannel: class {
      port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
      port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
    },
  });
}

afterEach(cleanup);
jest.setTimeout(40000);

function job(id: number, patch: Partial<Job> = {}): Job {
  return { id, title: `职位${id}`, department: '技术部', place: '杭州', number: 2, salary: '面议', education: '本科', experience: '3年', content: '<p>职责</p>', enabled: true, end_date: '2099-12-31', resume_count: 1, created_at: 0, updated_at: new Date(2026, 0, 6, 9, 30).getTime(), ...patch };
}
const resumeRow = (patch: Partial<ResumeRow> = {}): ResumeRow => ({ id: 4, job_id: 2, job_title: '职位2', name: '王小明', phone: '13800000000', email: 'wang@example.cn', dealt: false, created_at: new Date(2026, 0, 7, 10, 0).getTime(), ...patch });

function Probe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

async function renderAt(path: string, script: (kernel: ReturnType<typeof createTestKernel>) => void) {
  const kernel = createTestKernel();
  await kernel.install([content]);
  script(kernel);
  await act(async () => {
    render(
      <ContainerProvider container={kernel.container}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/zhContent/recruitlist" element={<JobsPage />} />
            <Route path="/zhContent/addrecruit" element={<><JobEditPage /><Probe /></>} />
            <Route path="*" element={<Probe />} />
          </Routes>
        </MemoryRouter>
      </ContainerProvider>,
    );
  });
  return kernel;
}

/** A button by its text (role queries over a whole antd page are slow in jsdom). */
const button = (text: string | RegExp, scope: HTMLElement = document.body) => within(scope).getByText(text, { selector: 'button > span' }).closest('button') as HTMLElement;

describe('JobsPage', () => {
  it('lists jobs, switches hiring, and opens a job’s resumes with their detail as text', async () => {
    const detail: ResumeDetail = { ...resumeRow(), fields: [{ name: 'name', title: '姓名', value: '王小明' }, { name: 'intro', title: '自我介绍', value: '<b>五年经验</b>' }] };
    const kernel = await renderAt('/zhContent/recruitlist', (k) =>
      k.transport
        .reply('GET', 'admin/job', { rows: [job(1, { number: 0, end_date: '' }), job(2)], total: 2 })
        .reply('GET', 'admin/job/enable', null)
        .reply('GET', 'admin/resume/resumeColumn', [{ name: 'name', title: '姓名' }, { name: 'gender', title: '性别' }, { name: 'phone', title: '手机号码' }, { name: 'introduction', title: '自我介绍' }])
        .reply('GET', 'admin/resume/list', { rows: [resumeRow()], total: 1 })
        .reply('GET', 'admin/resume/detail', detail)
        .reply('GET', 'admin/resume/deal', null),
    );
    const first = (await screen.findByText('职位1')).closest('tr') as HTMLElement;
    expect(within(first).getByText('若干')).toBeTruthy();
    expect(within(first).getByText('长期有效')).toBeTruthy();
    expect(screen.getByText('招聘管理', { selector: 'h2' })).toBeTruthy();

    // The switch stops hiring for that job.
    await act(async () => {
      fireEvent.click(first.querySelector('[role="switch"]') as HTMLElement);
    });
    await waitFor(() => expect(kernel.transport.last('admin/job/enable')?.params).toEqual({ id: 1, enabled: false }));
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已停止招聘' });

    // 查看简历 on the second job: the resume tab, filtered by it.
    const second = screen.getByText('职位2').closest('tr') as HTMLElement;
    await act(async () => {
      fireEvent.click(button('查看简历', second));
    });
    await waitFor(() => expect(kernel.transport.last('admin/resume/list')?.params).toEqual({ page: 1, rows: 10, job_id: 2 }));
    const resume = (await screen.findByText('王小明')).closest('tr') as HTMLElement;
    expect(within(resume).getByText('13800000000')).toBeTruthy();
    expect(within(resume).getByText('2026-01-07 10:00')).toBeTruthy();
    expect(within(resume).getByText('未处理')).toBeTruthy();
    // The server's columns that the rows carry, then the job and the time; the rest live in the detail.
    const headers = Array.from((resume.closest('table') as HTMLElement).querySelectorAll('thead th')).map((th) => th.textContent);
    expect(headers.filter(Boolean)).toEqual(['姓名', '手机号码', '应聘职位', '投递时间', '状态', '操作']);

    // 查看: the drawer shows every field as text, and marks it dealt.
    await act(async () => {
      fireEvent.click(button(/^查\s*看$/, resume));
    });
    const drawer = await screen.findByTestId('resume-detail');
    expect(within(drawer).getByText('<b>五年经验</b>')).toBeTruthy();
    expect(drawer.querySelector('b')).toBeNull();
    await act(async () => {
      fireEvent.click(button('标为已处理'));
    });
    await waitFor(() => expect(kernel.transport.last('admin/resume/deal')?.params).toEqual({ id: 4, dealt: true }));
    expect(await screen.findByText('标为未处理', { selector: 'button > span' })).toBeTruthy();
  });

  it('asks before removing a job, and sends nothing when the operator declines', async () => {
    const kernel = await renderAt('/zhContent/recruitlist', (k) => k.transport.reply('GET', 'admin/job', { rows: [job(1)], total: 1 }).reply('POST', 'admin/job/remove', null));
    const row = (await screen.findByText('职位1')).closest('tr') as HTMLElement;
    kernel.notifier.answer = false;
    await act(async () => {
      fireEvent.click(button(/^删\s*除$/, row));
    });
    expect(kernel.notifier.confirms).toHaveLength(1);
    expect(kernel.transport.last('admin/job/remove')).toBeUndefined();

    kernel.notifier.answer = true;
    await act(async () => {
      fireEvent.click(button(/^删\s*除$/, row));
    });
    await waitFor(() => expect(kernel.transport.last('admin/job/remove')?.data).toEqual({ ids: [1] }));
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已移到回收站' });
    // Nothing selected: batch deletion is off.
    expect(button('删除所选').hasAttribute('disabled')).toBe(true);
  });
});

describe('JobEditPage', () => {
  it('starts a new job from the server’s defaults, requires a title, saves and goes back to the list', async () => {
    const kernel = await renderAt('/zhContent/addrecruit', (k) =>
      k.transport.reply('GET', 'admin/job/create', { title: '', department: '', place: '', number: 0, salary: '', education: '', experience: '', content: '', enabled: true, end_date: '' }).reply('POST', 'admin/job/create', { id: 9 }),
    );
    expect(await screen.findByText('添加职位')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('招聘人数') as HTMLInputElement).value).toBe('0'));

    // No title: nothing is sent.
    await act(async () => {
      fireEvent.click(button(/^保\s*存$/));
    });
    expect(await screen.findByText('请输入职位名称')).toBeTruthy();
    expect(kernel.transport.last('admin/job/create')?.method).toBe('GET');

    fireEvent.change(screen.getByLabelText('职位名称'), { target: { value: '  前端工程师 ' } });
    fireEvent.change(screen.getByLabelText('工作地点'), { target: { value: '杭州' } });
    fireEvent.change(screen.getByLabelText('职位描述'), { target: { value: '<p>负责控制台</p>' } });
    await act(async () => {
      fireEvent.click(button(/^保\s*存$/));
    });
    await waitFor(() => expect(kernel.transport.last('admin/job/create')?.method).toBe('POST'));
    expect(kernel.transport.last('admin/job/create')?.data).toEqual({ title: '前端工程师', department: '', place: '杭州', number: 0, salary: '', education: '', experience: '', enabled: true, end_date: '', content: '<p>负责控制台</p>' });
    expect(kernel.notifier.toasts).toContainEqual({ level: 'success', message: '职位已保存' });
    // Back on the list.
    expect(await screen.findByText('招聘管理', { selector: 'h2' })).toBeTruthy();
  });

  it('edits an existing job and shows the server’s refusal', async () => {
    const kernel = await renderAt('/zhContent/addrecruit?id=5', (k) => k.transport.reply('POST', 'admin/job/detail', job(5, { end_date: '2026-12-31' })).reply('POST', 'admin/job/create', null, 400, '职位名称不能为空'));
    await waitFor(() => expect((screen.getByLabelText('职位名称') as HTMLInputElement).value).toBe('职位5'));
    expect(kernel.transport.last('admin/job/detail')?.data).toEqual({ id: 5 });
    expect(screen.getByText('编辑职位')).toBeTruthy();
    expect((screen.getByLabelText('截止日期') as HTMLInputElement).value).toBe('2026-12-31');

    await act(async () => {
      fireEvent.click(button(/^保\s*存$/));
    });
    await waitFor(() => expect(kernel.transport.last('admin/job/create')?.data).toMatchObject({ id: 5, title: '职位5', end_date: '2026-12-31', number: 2, enabled: true, content: '<p>职责</p>' }));
    expect(await screen.findByText('保存失败：职位名称不能为空')).toBeTruthy();
    expect(kernel.notifier.errors()).toEqual(['保存失败：职位名称不能为空']);
    expect(screen.getByTestId('location').textContent).toBe('/zhContent/addrecruit?id=5');
  });

  it('says so when the job does not exist', async () => {
    await renderAt('/zhContent/addrecruit?id=404', (k) => k.transport.reply('POST', 'admin/job/detail', null, 404, '职位不存在'));
    expect(await screen.findByText('职位不存在或已被删除')).toBeTruthy();
    expect(screen.getByText('职位不存在')).toBeTruthy();
  });
});
