// 公众号采集's store through the container (the gather area's bindings over the real kernel, a
// scripted server behind the real HttpService): the link checked as typed with the shared rule
// (nothing sent for a foreign link), the latest gather and history on arrival, the AI switches off
// with the reason when the model is not configured, a gather in flight blocking a second one, the
// draft made, and 该文章已采集过 keeping the earlier draft to link to.
import { ContainerModule } from 'inversify';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { bindAccessArea } from '../../../../plugins/ai/access/services';
import { AI_ACCESS_STORE } from '../../../../plugins/ai/access/tokens';
import { bindGatherArea } from '../../../../plugins/ai/gather/services';
import { GATHER_STORE } from '../../../../plugins/ai/gather/tokens';
import type { AiProductAnswer } from '../../../../shared/domain/ai/access';
import type { AiGatherRecord } from '../../../../shared/domain/ai/gather';
import { AI_MSG } from '../../../../shared/domain/ai/messages';

const GATHER = 'AiArticle/gatherMpWeixinArticle';
const LAST = 'AiArticle/lastInfo';
const LIST = 'AiArticle/list';
const PRODUCT = 'agi/judgeAiProduct';
const QUOTA = 'personal/getRemaining';
const CATEGORIES = 'Category/getlist';

const record = (id: number, title: string): AiGatherRecord => ({
  id, url: `https://mp.weixin.qq.com/s/A${id}`, title, accountName: '示范科技公众号', publishedAt: 1_767_225_600_000, articleId: 500 + id, articleTitle: title,
  articleType: 1, imagesSaved: 2, imagesFailed: 1, aiSummary: false, aiRewrite: false, createdAt: 1_767_300_000_000,
});
const product = (configured: boolean): AiProductAnswer => ({ enabled: true, name: 'AI智能写作', expiresAt: null, configured, refusal: configured ? null : AI_MSG.unconfigured });

function setup(configured = true): TestKernel {
  const kernel = createTestKernel();
  kernel.container.load(new ContainerModule((options) => {
    bindAccessArea(options);
    bindGatherArea(options);
  }));
  kernel.transport.reply('GET', PRODUCT, product(configured));
  kernel.transport.on('GET', LAST, () => ({ data: { code: 200, message: '', data: record(2, '上一篇') } }));
  kernel.transport.reply('GET', CATEGORIES, [{ id: 7, name: '公司新闻', parent_id: 0, type: 1, sort: 0, article_count: 0, children: [{ id: 8, name: '行业动态', parent_id: 7, type: 1, sort: 0, article_count: 0, children: [] }] }]);
  return kernel;
}

const sent = (kernel: TestKernel, suffix: string) => kernel.transport.requests.filter((r) => r.url.split('?')[0].endsWith(suffix));

describe('GatherStore', () => {
  it('loads the latest gather, the history and the categories (as a flat tree); AI switches usable while access is unknown', async () => {
    const kernel = setup();
    kernel.transport.on('GET', '', (r) => (r.url.includes(LIST) ? { data: { code: 200, message: '', data: { total: 2, rows: [record(2, '上一篇'), record(1, '第一篇')] } } } : { status: 404, data: { code: 404, message: 'x', data: null } }));
    kernel.transport.reply('GET', PRODUCT, product(true));
    kernel.transport.reply('GET', CATEGORIES, [{ id: 7, name: '公司新闻', parent_id: 0, type: 1, sort: 0, article_count: 0, children: [{ id: 8, name: '行业动态', parent_id: 7, type: 1, sort: 0, article_count: 0, children: [] }] }]);
    kernel.transport.on('GET', LAST, () => ({ data: { code: 200, message: '', data: record(2, '上一篇') } }));
    const store = kernel.get(GATHER_STORE);
    await store.load();
    expect(store.last?.title).toBe('上一篇');
    expect(store.history.map((r) => r.title)).toEqual(['上一篇', '第一篇']);
    expect(store.historyTotal).toBe(2);
    expect(store.categories).toEqual([{ id: 7, name: '公司新闻', depth: 0 }, { id: 8, name: '行业动态', depth: 1 }]);
    expect(store.aiOffReason).toBeNull();
  });

  it('checks the link as typed and sends nothing for a link that is not a WeChat article', async () => {
    const kernel = setup();
    const store = kernel.get(GATHER_STORE);
    store.setUrl('https://example.com/s/abc');
    expect(store.urlProblem).toBe(AI_MSG.notWeixinUrl);
    expect(store.canGather).toBe(false);
    expect(await store.gather()).toBe(false);
    expect(store.refusal?.message).toBe(AI_MSG.notWeixinUrl);
    expect(sent(kernel, GATHER)).toHaveLength(0);
    store.setUrl('https://mp.weixin.qq.com/s/AbC');
    expect(store.urlProblem).toBeNull();
    expect(store.canGather).toBe(true);
  });

  it('with the model unconfigured (as the page frame learnt it) the AI switches stay off and say why', async () => {
    const kernel = setup(false);
    // The page works without the model, so the frame reads the quota too.
    kernel.transport.reply('GET', QUOTA, { total: 1000, used: 10, remaining: 990, resetAt: 0 });
    const store = kernel.get(GATHER_STORE);
    await kernel.get(AI_ACCESS_STORE).load();
    await store.load();
    expect(store.aiOffReason).toBe(AI_MSG.unconfigured);
    store.setAiSummary(true);
    store.setAiRewrite(true);
    expect([store.aiSummaryOn, store.aiRewriteOn]).toEqual([false, false]);
  });

  it('one gather at a time; the draft made becomes the latest gather', async () => {
    const kernel = setup();
    let release: () => void = () => undefined;
    kernel.transport.on('POST', GATHER, () => new Promise((resolve) => { release = () => resolve({ data: { code: 200, message: '', data: { ...record(3, '新采集的文章'), aiSummary: true } } }); }));
    kernel.transport.reply('GET', QUOTA, { total: 1000, used: 10, remaining: 990, resetAt: 0 });
    const store = kernel.get(GATHER_STORE);
    // The page's frame has loaded the access store (the product, then the quota once).
    await kernel.get(AI_ACCESS_STORE).load();
    await store.load();
    store.setUrl('https://mp.weixin.qq.com/s/New3?scene=1');
    store.setCategory(8);
    store.setAiSummary(true);
    const first = store.gather();
    expect(store.running).toBe(true);
    expect(store.canGather).toBe(false);
    expect(await store.gather()).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    release();
    expect(await first).toBe(true);
    expect(sent(kernel, GATHER)).toHaveLength(1);
    expect(sent(kernel, GATHER)[0].data).toEqual({ url: 'https://mp.weixin.qq.com/s/New3?scene=1', articleType: 1, categoryId: 8, aiSummary: true, aiRewrite: false });
    expect(store.running).toBe(false);
    expect(store.result?.title).toBe('新采集的文章');
    expect(store.last?.title).toBe('新采集的文章');
    expect(store.url).toBe('');
    // The model was used: the frame's quota is asked again.
    await new Promise((r) => setTimeout(r, 0));
    expect(sent(kernel, QUOTA)).toHaveLength(2);
  });

  it('该文章已采集过 keeps the earlier draft to link to; no toast (the page shows it)', async () => {
    const kernel = setup();
    kernel.transport.on('POST', GATHER, () => ({ data: { code: 400, message: AI_MSG.alreadyGathered, data: { gatherId: 2, articleId: 502, articleType: 1, title: '上一篇' } } }));
    const store = kernel.get(GATHER_STORE);
    store.setUrl('https://mp.weixin.qq.com/s/A2');
    expect(await store.gather()).toBe(false);
    expect(store.refusal).toEqual({ message: AI_MSG.alreadyGathered, duplicate: { gatherId: 2, articleId: 502, articleType: 1, title: '上一篇' } });
    expect(store.result).toBeNull();
    expect(kernel.notifier.toasts.filter((t) => t.level === 'error')).toEqual([]);
  });
});
