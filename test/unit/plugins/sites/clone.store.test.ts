// The clone area through the container (its bindings over the real kernel, a scripted server behind
// the real HttpService): the card's status (the running clone found again after a reload, the button
// disabled when transRole is false), and the dialog's §4 steps — no content → 请选择要翻译的内容
// without a call; no foreign site → started at once; a foreign site under 500000 → step 3 → start;
// over → step 2 (强制翻译) → step 3 → start with force; a refusal shown in the dialog.
import { ContainerModule } from 'inversify';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { bindCloneArea } from '../../../../plugins/sites/clone/services';
import { CLONE_STORE } from '../../../../plugins/sites/clone/tokens';
import { MSG } from '../../../../shared/domain/messages';

const RUNNING = { id: 41, kind: 'languages.clone', title: '翻译克隆站点', state: 'running', done: 3, total: 18, stage: '翻译文章', error: null, resultName: null, result: null, cancelRequested: false, createdAt: 1, startedAt: 1, finishedAt: null };
const FREE = { taskId: null, transRole: true, foreignSiteName: 'Demo Global Site', foreignUrl: 'https://s1003.preview.example.com/' };

function setup(status: object = FREE): TestKernel {
  const kernel = createTestKernel();
  kernel.container.load(new ContainerModule((options) => bindCloneArea(options)));
  kernel.transport.reply('GET', 'admin/task/list', { rows: [], total: 0 });
  kernel.transport.reply('GET', 'admin/task/get', RUNNING);
  kernel.transport.reply('GET', 'admin/translateZh/status', status);
  return kernel;
}
const calls = (kernel: TestKernel, suffix: string) => kernel.transport.requests.filter((r) => r.url.endsWith(suffix));

describe('the card', () => {
  it('a free site may start; a site whose clone runs finds its task again and the button is disabled', async () => {
    const free = setup();
    const s = free.get(CLONE_STORE);
    await s.load();
    expect(s.canStart).toBe(true);
    expect(s.status?.foreignSiteName).toBe('Demo Global Site');

    const busy = setup({ ...FREE, taskId: 41, transRole: false });
    const b = busy.get(CLONE_STORE);
    await b.load();
    await new Promise((r) => setTimeout(r, 0));
    expect(b.canStart).toBe(false);
    expect(b.task?.stage).toBe('翻译文章');
    expect(b.running).toBe(true);
  });
});

describe('the dialog', () => {
  it('no content chosen → 请选择要翻译的内容 and nothing asked', async () => {
    const kernel = setup();
    const s = kernel.get(CLONE_STORE);
    await s.load();
    s.openDialog();
    s.setChoice([]);
    await s.confirmChoice();
    expect(s.error).toBe(MSG.chooseTranslateContent);
    expect(calls(kernel, 'translateZh/ensiteInfo')).toHaveLength(0);
  });

  it('no foreign site → the clone starts at once (even over 500000)', async () => {
    const kernel = setup({ ...FREE, foreignSiteName: '', foreignUrl: '' });
    kernel.transport.reply('POST', 'admin/translateZh/ensiteInfo', { url: '', wordNum: 600_000, site_name: '', equal: false });
    kernel.transport.reply('POST', 'admin/translateZh/toTranslate', { taskId: 41 });
    const s = kernel.get(CLONE_STORE);
    await s.load();
    s.openDialog();
    s.setChoice(['admin']);
    await s.confirmChoice();
    expect(calls(kernel, 'translateZh/ensiteInfo')[0].data).toEqual({ types: ['admin'] });
    expect(calls(kernel, 'translateZh/toTranslate')[0].data).toEqual({ types: ['admin'] });
    expect(s.started).toBe(true);
    expect(s.canStart).toBe(false);
    expect(s.status).toMatchObject({ taskId: 41, transRole: false });
  });

  it('a foreign site under 500000 → step 3 (its name and address) → start', async () => {
    const kernel = setup();
    kernel.transport.reply('POST', 'admin/translateZh/ensiteInfo', { url: 'https://s1003.preview.example.com/', wordNum: 12_000, site_name: 'Demo Global Site', equal: true });
    kernel.transport.reply('POST', 'admin/translateZh/toTranslate', { taskId: 41 });
    const s = kernel.get(CLONE_STORE);
    await s.load();
    s.openDialog();
    await s.confirmChoice();
    expect(s.step).toBe(3);
    expect(s.info).toMatchObject({ site_name: 'Demo Global Site', url: 'https://s1003.preview.example.com/' });
    expect(calls(kernel, 'translateZh/toTranslate')).toHaveLength(0);
    await s.confirmStep();
    expect(calls(kernel, 'translateZh/toTranslate')[0].data).toEqual({ types: ['admin', 'visual'] });
    expect(s.started).toBe(true);
  });

  it('a foreign site over 500000 → step 2 → 强制翻译 → step 3 → start with force; a refusal stays in the dialog', async () => {
    const kernel = setup();
    kernel.transport.reply('POST', 'admin/translateZh/ensiteInfo', { url: 'https://s1003.preview.example.com/', wordNum: 600_001, site_name: 'Demo Global Site', equal: false });
    kernel.transport.reply('POST', 'admin/translateZh/toTranslate', null, 409, '站点已在翻译克隆中或已克隆，不能再次克隆');
    const s = kernel.get(CLONE_STORE);
    await s.load();
    s.openDialog();
    await s.confirmChoice();
    expect(s.step).toBe(2);
    await s.confirmStep();
    expect(s.step).toBe(3);
    expect(calls(kernel, 'translateZh/toTranslate')).toHaveLength(0);
    await s.confirmStep();
    expect(calls(kernel, 'translateZh/toTranslate')[0].data).toEqual({ types: ['admin', 'visual'], force: true });
    expect(s.error).toBe('站点已在翻译克隆中或已克隆，不能再次克隆');
    expect(s.started).toBe(false);
    expect(s.canStart).toBe(true);
  });
});
