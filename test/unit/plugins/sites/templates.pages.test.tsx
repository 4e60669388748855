// The templates pages, rendered (jsdom) over the real kernel with a scripted server: 建站完成 for a
// failed build says why and offers 重新选择模板; a finished build shows the addresses and 绑定域名,
// and 编辑网站 only on the product's own hosts; 更换模板 with a refused change says why, and every
// card's 选择 is disabled.
import { render, screen, waitFor } from '@testing-library/react';
import { ContainerModule } from 'inversify';
import { MemoryRouter } from 'react-router-dom';
import { ContainerProvider } from '../../../../kernel/di/react';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import templatesZh from '../../../../plugins/sites/templates/i18n.zh-CN';
import FinishPage from '../../../../plugins/sites/templates/pages/FinishPage';
import TemplatePage from '../../../../plugins/sites/templates/pages/TemplatePage';
import { bindTemplatesArea } from '../../../../plugins/sites/templates/services';
import type { TaskView } from '../../../../shared/domain';
import type { TemplateCard } from '../../../../shared/domain/sites/templates';

const card = (id: number): TemplateCard => ({
  id, code: `T${1000 + id}`, name: `模板${id}`, industryId: 1, industryName: '企业', colorId: 2, colorName: '蓝色', funcTagIds: [], device: 'responsive',
  siteKind: 'zh', plus: false, cover: `/tpl/${id}.png`, mobileCover: `/tpl/${id}-m.png`, pcDemoUrl: `http://demo/${id}`, mobileDemoUrl: `http://demo/${id}/m`,
});
const task = (over: Partial<TaskView>): TaskView => ({
  id: 90, kind: 'sites.build', title: '使用模板 T1003 建站：新站', state: 'running', done: 0, total: 3, stage: '应用模板', error: null, resultName: null, result: null,
  cancelRequested: false, createdAt: 1, startedAt: 1, finishedAt: null, ...over,
});
const platform = { platformName: '建站', logoUrl: '', loginUrl: '/login', helpUrlNew: '', helpUrlOld: '', productDomains: ['console.example.com'] };

async function setup(host: string): Promise<TestKernel> {
  const kernel = createTestKernel({ config: { host } });
  kernel.container.load(new ContainerModule((o) => bindTemplatesArea(o)));
  kernel.get(TOKENS.i18n).addBundle('sites', 'zh-CN', { templates: templatesZh });
  const t = kernel.transport;
  t.reply('GET', 'admin/platformInfo', platform);
  t.reply('GET', 'admin/home', { twebId: 2001, road_type: 0, site_name: '新站', siteType: 'zh' });
  t.reply('GET', 'site/weblist', { rows: [{ id: 2001, site_name: '新站', lang: 'zh-cn', open_first_url: 'pc2001.example.com', open_third_url: 'm2001.example.com' }], total: 1 });
  t.reply('GET', 'admin/task/list', { rows: [], total: 0 });
  t.reply('POST', 'pub/sitePreviewPic', { pc: '/pics/pc.png', mobile: '/pics/m.png' });
  t.reply('GET', 'site/getDesktopUrl', { url: 'http://pc2001.example.com/designer' });
  await kernel.get(TOKENS.session).loadPlatform();
  return kernel;
}

const show = (kernel: TestKernel, path: string, page: React.ReactNode) => render(
  <ContainerProvider container={kernel.container}>
    <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
  </ContainerProvider>,
);

describe('建站完成', () => {
  it('a failed build says why and offers 重新选择模板', async () => {
    const kernel = await setup('console.example.com');
    kernel.transport.reply('GET', 'admin/task/get', task({ state: 'failed', error: '模板不存在', finishedAt: 2 }));
    show(kernel, '/zhHome/finish?twebId=2001&taskId=90', <FinishPage />);
    expect((await screen.findByTestId('finish-reason')).textContent).toBe('模板不存在');
    expect(screen.getByText('建站未完成')).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新选择模板' }).getAttribute('href')).toBe('/zhHome/selectTemplate');
    expect(screen.queryByTestId('finish-done')).toBeNull();
  });

  it('a finished build: addresses, 绑定域名 and, on the product’s host, 编辑网站', async () => {
    const kernel = await setup('console.example.com');
    kernel.transport.reply('GET', 'admin/task/get', task({ state: 'succeeded', done: 3, finishedAt: 2 }));
    show(kernel, '/zhHome/finish?twebId=2001&taskId=90', <FinishPage />);
    await screen.findByTestId('finish-done');
    expect(screen.getByTestId('finish-pc-url').getAttribute('href')).toBe('http://pc2001.example.com');
    expect(screen.getByTestId('finish-mobile-url').textContent).toBe('m2001.example.com');
    expect(screen.getByRole('link', { name: '绑定域名' }).getAttribute('href')).toBe('/zhSetting/site2');
    expect(screen.getByRole('link', { name: '编辑网站' }).getAttribute('href')).toBe('http://pc2001.example.com/designer');
  });

  it('off the product’s hosts there is no 编辑网站', async () => {
    const kernel = await setup('www.customer-site.cn');
    kernel.transport.reply('GET', 'admin/task/get', task({ state: 'succeeded', done: 3, finishedAt: 2 }));
    show(kernel, '/zhHome/finish?twebId=2001&taskId=90', <FinishPage />);
    await screen.findByTestId('finish-done');
    expect(screen.getByRole('link', { name: '绑定域名' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '编辑网站' })).toBeNull();
  });
});

// antd spaces a two-character Chinese label (选 择) inside the button.
const CHOOSE = /^选\s?择$/;

describe('更换模板', () => {
  it('a refused change says why and every 选择 is disabled', async () => {
    const kernel = await setup('console.example.com');
    const t = kernel.transport;
    t.reply('GET', 'site/themeInfo', { twebId: 2001, mode: 'zh', roadType: 0, template: card(1), mobileTemplate: null, history: [] });
    t.reply('GET', 'theme/isChangeTheme', { allowed: false, reason: '网站已到期，请续费后再更换模板' });
    t.reply('GET', 'pub/industryList', []);
    t.reply('GET', 'pub/colorlist', []);
    t.reply('POST', 'pub/funcTagList', []);
    t.reply('GET', 'pub/getPlusRole', { allowed: false });
    t.reply('GET', 'pub/tplist', { rows: [card(1), card(2), card(3)], total: 3 });
    show(kernel, '/zhHome/template', <TemplatePage />);
    expect((await screen.findByTestId('change-refused')).textContent).toContain('当前不能更换模板：网站已到期，请续费后再更换模板');
    await waitFor(() => expect(screen.getAllByRole('button', { name: CHOOSE })).toHaveLength(2));
    for (const button of screen.getAllByRole('button', { name: CHOOSE })) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('当前模板', { selector: '.ant-tag' })).toBeTruthy();
  });

  it('a site without a catalogue template (old system) may take its first one; a new one is pointed to 选择模板', async () => {
    const kernel = await setup('console.example.com');
    const t = kernel.transport;
    t.reply('GET', 'site/themeInfo', { twebId: 2001, mode: 'zh', roadType: 0, template: null, mobileTemplate: null, history: [] });
    t.reply('GET', 'theme/isChangeTheme', { allowed: true, reason: '' });
    t.reply('GET', 'pub/industryList', []);
    t.reply('GET', 'pub/colorlist', []);
    t.reply('POST', 'pub/funcTagList', []);
    t.reply('GET', 'pub/getPlusRole', { allowed: false });
    t.reply('GET', 'pub/tplist', { rows: [card(1), card(2)], total: 2 });
    show(kernel, '/zhHome/template', <TemplatePage />);
    await screen.findByText('尚未选择模板');
    expect(screen.getByRole('link', { name: '去选择模板' }).getAttribute('href')).toBe('/zhHome/selectTemplate');
    await waitFor(() => expect(screen.getAllByRole('button', { name: CHOOSE })).toHaveLength(2));
    for (const button of screen.getAllByRole('button', { name: CHOOSE })) expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
