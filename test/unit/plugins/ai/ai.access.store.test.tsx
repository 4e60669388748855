// The AI access area through the container (its bindings over the real kernel, a scripted server
// behind the real HttpService): the store asks judgeAiProduct, then the quota only when AI may be
// used (a demo account's quota call would be refused with the 403 page); refreshQuota() after a
// model call shows the new figures. The frame, rendered: the exact refusal INSTEAD of the page, or
// the quota line (本月AI额度：剩余 … 重置) above it; one refresh updates the line.
import { act, render, screen, waitFor } from '@testing-library/react';
import { ContainerModule } from 'inversify';
import { ContainerProvider } from '../../../../kernel/di/react';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import accessZh from '../../../../plugins/ai/access/i18n.zh-CN';
import { AiPageFrame } from '../../../../plugins/ai/access/components/AiPageFrame';
import { bindAccessArea } from '../../../../plugins/ai/access/services';
import { AI_ACCESS_STORE } from '../../../../plugins/ai/access/tokens';
import type { AiProductAnswer, AiQuotaAnswer } from '../../../../shared/domain/ai/access';
import { AI_MSG } from '../../../../shared/domain/ai/messages';

const PRODUCT = 'agi/judgeAiProduct';
const QUOTA = 'personal/getRemaining';

const enabled: AiProductAnswer = { enabled: true, name: 'AI智能写作', expiresAt: Date.UTC(2027, 10, 28), configured: true, refusal: null };
/** 1 December 2026 00:00 in Shanghai. */
const RESET = Date.UTC(2026, 10, 30, 16, 0);
const quota = (used: number): AiQuotaAnswer => ({ total: 2_000_000, used, remaining: 2_000_000 - used, resetAt: RESET });

function setup(): TestKernel {
  const kernel = createTestKernel();
  kernel.container.load(new ContainerModule((options) => bindAccessArea(options)));
  kernel.get(TOKENS.i18n).addBundle('ai', 'zh-CN', { access: accessZh });
  return kernel;
}

const asked = (kernel: TestKernel) => kernel.transport.requests.map((r) => r.url.replace(/^.*\/(agi|personal)\//, '$1/'));

describe('AiAccessStore', () => {
  it('a company with the service: the product, then the quota; ready', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', PRODUCT, enabled);
    kernel.transport.reply('GET', QUOTA, quota(12_680));
    const store = kernel.get(AI_ACCESS_STORE);
    await store.load();
    expect(store).toMatchObject({ ready: true, refusal: null, loading: false, failed: false, quota: quota(12_680) });
    expect(asked(kernel)).toEqual([PRODUCT, QUOTA]);
    // One store for the console: the frame and every area's store see the same.
    expect(kernel.get(AI_ACCESS_STORE)).toBe(store);
  });

  it('unconfigured model: refused for pages that need it, not for one that works without it; the quota is read', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', PRODUCT, { ...enabled, configured: false, refusal: AI_MSG.unconfigured });
    kernel.transport.reply('GET', QUOTA, quota(12_680));
    const store = kernel.get(AI_ACCESS_STORE);
    await store.load();
    expect(store).toMatchObject({ ready: false, refusal: AI_MSG.unconfigured, quota: quota(12_680) });
    expect(store.refusalFor(true)).toBe(AI_MSG.unconfigured);
    expect(store.refusalFor(false)).toBeNull();
    expect(store.readyFor(false)).toBe(true);
  });

  it('refused (demo account, no service): the reason, and no quota call', async () => {
    for (const refusal of [AI_MSG.demo, AI_MSG.noService]) {
      const kernel = setup();
      kernel.transport.reply('GET', PRODUCT, { ...enabled, refusal });
      const store = kernel.get(AI_ACCESS_STORE);
      await store.load();
      expect(store).toMatchObject({ ready: false, refusal, quota: null });
      expect(asked(kernel)).toEqual([PRODUCT]);
      await store.refreshQuota();
      expect(asked(kernel)).toEqual([PRODUCT]);
      expect(kernel.navigator.visits).toEqual([]);
    }
  });

  it('refreshQuota after a model call shows what it spent; a failed refresh keeps the figures, quietly', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', PRODUCT, enabled);
    kernel.transport.reply('GET', QUOTA, quota(12_680));
    const store = kernel.get(AI_ACCESS_STORE);
    await store.load();
    kernel.transport.reply('GET', QUOTA, quota(13_100));
    await store.refreshQuota();
    expect(store.quota?.used).toBe(13_100);
    kernel.transport.reply('GET', QUOTA, null, 500, '服务器开小差了');
    await store.refreshQuota();
    expect(store.quota?.used).toBe(13_100);
    expect(kernel.notifier.errors()).toEqual([]);
  });

  it('a failed load says so (the server’s reason toasted) and may be retried', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', PRODUCT, null, 500, '服务器开小差了');
    const store = kernel.get(AI_ACCESS_STORE);
    await store.load();
    expect(store).toMatchObject({ failed: true, ready: false, loading: false });
    expect(kernel.notifier.errors()).toEqual(['服务器开小差了']);
    kernel.transport.reply('GET', PRODUCT, enabled);
    kernel.transport.reply('GET', QUOTA, quota(0));
    await store.load();
    expect(store).toMatchObject({ failed: false, ready: true });
  });
});

describe('AiPageFrame', () => {
  const renderFrame = (kernel: TestKernel) => render(
    <ContainerProvider container={kernel.container}>
      <AiPageFrame>
        <p>页面内容</p>
      </AiPageFrame>
    </ContainerProvider>,
  );

  it('shows the refusal, exactly, instead of the page', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', PRODUCT, { ...enabled, enabled: false, name: null, expiresAt: null, refusal: AI_MSG.noService });
    renderFrame(kernel);
    expect(await screen.findByText('当前账号未开通AI服务，请联系客服开通')).toBeTruthy();
    expect(screen.queryByText('页面内容')).toBeNull();
    expect(screen.queryByTestId('ai-quota')).toBeNull();
  });

  it('a page that works without the model shows AI服务未配置 above its content, with the quota line', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', PRODUCT, { ...enabled, configured: false, refusal: AI_MSG.unconfigured });
    kernel.transport.reply('GET', QUOTA, quota(12_680));
    render(
      <ContainerProvider container={kernel.container}>
        <AiPageFrame needsModel={false}>
          <p>页面内容</p>
        </AiPageFrame>
      </ContainerProvider>,
    );
    await screen.findByText('页面内容');
    expect(screen.getByTestId('ai-unconfigured').textContent).toContain('AI服务未配置，请联系管理员');
    expect(screen.getByTestId('ai-quota').textContent).toContain('剩余 1,987,320');
  });

  it('says it is checking, then shows the quota line and the page; a refresh updates the line', async () => {
    const kernel = setup();
    kernel.transport.reply('GET', PRODUCT, enabled);
    kernel.transport.reply('GET', QUOTA, quota(12_680));
    renderFrame(kernel);
    expect(screen.getByText('正在检查AI服务…')).toBeTruthy();
    expect(screen.queryByText('页面内容')).toBeNull();
    await screen.findByText('页面内容');
    expect(screen.getByTestId('ai-quota').textContent).toBe('本月AI额度：剩余 1,987,320 / 共 2,000,000 tokens · 已用 12,680 · 2026-12-01 重置');

    kernel.transport.reply('GET', QUOTA, quota(20_000));
    await act(() => kernel.get(AI_ACCESS_STORE).refreshQuota());
    await waitFor(() => expect(screen.getByTestId('ai-quota').textContent).toContain('剩余 1,980,000'));
  });
});
