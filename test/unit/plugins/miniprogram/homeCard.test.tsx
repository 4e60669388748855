// 响应式小程序 on the Chinese home (issue 17 item 8): the miniprogram plugin's homeCards entry shown
// through the kernel's home cards (the real plugin installed, a scripted server): the bound platforms
// and each one's status from admin/xcx/info, 进入小程序管理 leading to /zhHome/zhXcx; nothing for an
// account without xys_xcx, nor on a mini-program site (its home is the console).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TOKENS } from '../../../../kernel';
import { ContainerProvider } from '../../../../kernel/di/react';
import { PluginHomeCards } from '../../../../kernel/shell/home/PluginHomeCards';
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import miniprogram from '../../../../plugins/miniprogram';
import type { MpBinding, MpInfo } from '../../../../shared/domain/miniprogram';

afterEach(cleanup);

const binding = (platform: MpBinding['platform'], status: MpBinding['status']): MpBinding => ({
  platform, status, appId: status === 'unbound' ? '' : 'wx0123456789abcdef', secretSet: status !== 'unbound', reason: '', submittedAt: null, publishedAt: null, updatedAt: null,
});
const INFO: MpInfo = {
  siteId: 1001, siteName: '示范企业官网', siteType: 'zh', providerConfigured: true, providerMessage: '',
  bindings: [binding('weixin', 'reviewing'), binding('baidu', 'unbound'), binding('alipay', 'published'), binding('douyin', 'unbound')],
};

async function showHome(roles: string[], siteType = 'zh') {
  const kernel = createTestKernel();
  const t = kernel.transport;
  t.reply('POST', 'menu/getlist', roles.map((role) => ({ role, select: 'true', meta: { title: role } })));
  t.reply('GET', 'admin/home', { twebId: 1001, siteType, site_name: '示范企业官网' });
  t.reply('GET', 'xcx/info', INFO);
  await kernel.install([miniprogram]);
  await kernel.get(TOKENS.site).loadHome();
  await kernel.get(TOKENS.permission).load();
  await act(async () => {
    render(
      <ContainerProvider container={kernel.container}>
        <MemoryRouter initialEntries={['/zhHome/index']}>
          <Routes>
            <Route path="/zhHome/index" element={<PluginHomeCards />} />
            <Route path="/zhHome/zhXcx" element={<p>小程序管理页</p>} />
          </Routes>
        </MemoryRouter>
      </ContainerProvider>,
    );
  });
  return kernel;
}

describe('响应式小程序 home card', () => {
  it('shows the bound platforms and their status; 进入小程序管理 opens /zhHome/zhXcx', async () => {
    await showHome(['xys_xcx']);
    expect((await screen.findByTestId('mp-home-summary')).textContent).toBe('已绑定 2/4 个平台');
    expect(screen.getByText('响应式小程序')).toBeTruthy();
    expect(screen.getByTestId('mp-home-weixin').textContent).toBe('微信 审核中');
    expect(screen.getByTestId('mp-home-alipay').textContent).toBe('支付宝 已发布');
    expect(screen.getByTestId('mp-home-baidu').textContent).toBe('百度 未绑定');
    await act(async () => {
      fireEvent.click(screen.getByTestId('mp-home-enter'));
    });
    expect(await screen.findByText('小程序管理页')).toBeTruthy();
  });

  it('nothing without xys_xcx, nor on a mini-program site; its info is not asked', async () => {
    for (const [roles, siteType] of [[['site_setting'], 'zh'], [['xys_xcx'], 'xcx']] as const) {
      const kernel = await showHome([...roles], siteType);
      // The home's cards come after two frames and an idle moment (afterPaint): wait past that.
      await act(async () => {
        await new Promise((r) => setTimeout(r, 600));
      });
      expect(screen.queryByTestId('mp-home-card')).toBeNull();
      expect(kernel.transport.requests.filter((r) => r.url.endsWith('xcx/info'))).toHaveLength(0);
      cleanup();
    }
  });
});
