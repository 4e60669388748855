// The 翻译克隆 home card, rendered (jsdom) over the real kernel with a scripted server: shown only when
// §6 allows (a customer login or a yxx site: nothing rendered, nothing asked); on a free site the
// bound foreign site and an enabled button; on a site whose clone is taken the button disabled with
// why and the running clone's progress line.
import { render, screen, waitFor } from '@testing-library/react';
import { ContainerModule } from 'inversify';
import { ContainerProvider } from '../../../../kernel/di/react';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import CloneCard from '../../../../plugins/sites/clone/CloneCard';
import cloneZh from '../../../../plugins/sites/clone/i18n.zh-CN';
import { bindCloneArea } from '../../../../plugins/sites/clone/services';

const HOME = { twebId: 1001, siteType: 'zh', site_name: '示范企业官网', isDcl: false, isNewXys: true, all_type: 'xys', language: 'zh-cn', product_record_id: 5001, transRole: true, road_type: 0 };
const RUNNING = { id: 41, kind: 'languages.clone', title: '翻译克隆站点', state: 'running', done: 3, total: 18, stage: '翻译文章', error: null, resultName: null, result: null, cancelRequested: false, createdAt: 1, startedAt: 1, finishedAt: null };

async function setup(home: object, loginBizType: string, status: object): Promise<TestKernel> {
  const kernel = createTestKernel();
  kernel.container.load(new ContainerModule((o) => bindCloneArea(o)));
  kernel.get(TOKENS.i18n).addBundle('sites', 'zh-CN', { clone: cloneZh });
  const t = kernel.transport;
  t.reply('GET', 'admin/home', home);
  t.reply('GET', 'account/getAccountInfo', { loginName: 'admin', loginBizType, isDcl: false });
  t.reply('GET', 'admin/task/list', { rows: [], total: 0 });
  t.reply('GET', 'admin/task/get', RUNNING);
  t.reply('GET', 'admin/translateZh/status', status);
  await kernel.get(TOKENS.site).loadHome();
  await kernel.get(TOKENS.session).loadAccount(1001);
  return kernel;
}
const show = (kernel: TestKernel) => render(<ContainerProvider container={kernel.container}><CloneCard /></ContainerProvider>);
const FREE = { taskId: null, transRole: true, foreignSiteName: 'Demo Global Site', foreignUrl: 'https://s1003.preview.example.com/' };

describe('翻译克隆 card', () => {
  it('hidden for a customer login and for a site §6 excludes; nothing asked', async () => {
    for (const [home, biz] of [[HOME, 'customer'], [{ ...HOME, all_type: 'yxx' }, 'operation'], [{ ...HOME, product_record_id: -1 }, 'operation']] as const) {
      const kernel = await setup(home, biz, FREE);
      const { container, unmount } = show(kernel);
      await new Promise((r) => setTimeout(r, 0));
      expect(container.innerHTML).toBe('');
      expect(kernel.transport.requests.filter((r) => r.url.endsWith('translateZh/status'))).toHaveLength(0);
      unmount();
    }
  });

  it('a free site: the bound foreign site and the button enabled', async () => {
    const kernel = await setup(HOME, 'operation', FREE);
    show(kernel);
    await screen.findByText('目标外文站：Demo Global Site');
    expect(screen.getByText('访问地址：https://s1003.preview.example.com/')).toBeTruthy();
    expect((screen.getByTestId('clone-open') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('clone-disabled')).toBeNull();
  });

  it('a taken clone: the button disabled with why and the running clone followed', async () => {
    const kernel = await setup({ ...HOME, transRole: false }, 'operation', { ...FREE, taskId: 41, transRole: false });
    show(kernel);
    expect((await screen.findByTestId('clone-disabled')).textContent).toBe(cloneZh.disabled);
    await screen.findByText('翻译克隆站点');
    await waitFor(() => expect((screen.getByTestId('clone-open') as HTMLButtonElement).disabled).toBe(true));
  });
});
