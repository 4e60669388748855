// The keyword pages as the operator sees them (real container, scripted server): the list with its
// count links and the edit dialog refusing a bad link (shared rule, no call) and showing the
// server's refusal of a taken word on the field; a keyword's content with type, status and the
// recycle-bin mark, the picker associating a chosen article; a missing or unknown keyword.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ContainerProvider } from '../../../../kernel/di/react';
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import keywords from '../../../../plugins/keywords';
import product from '../../../../plugins/product';
import AssociatePage from '../../../../plugins/keywords/pages/AssociatePage';
import KeywordsPage from '../../../../plugins/keywords/pages/KeywordsPage';
import { KEYWORD_MSG, type Keyword, type KeywordArticle, type KeywordCandidate, type KeywordLinked } from '../../../../shared/domain';

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

const keyword = (id: number, patch: Partial<Keyword> = {}): Keyword => ({
  id, word: `关键词${id}`, url: '', sort: id, content_count: 0, created_at: 0, updated_at: new Date(2026, 0, 5, 8, 0).getTime(), ...patch,
});
const linked = (id: number, patch: Partial<KeywordArticle> = {}): KeywordArticle => ({
  id, article_id: id, type: 1, title: `文章${id}`, status: 1, status_text: '已发布', in_recycle_bin: false, associated_at: new Date(2026, 0, 6, 9, 0).getTime(), updated_at: 0, ...patch,
});
const candidate = (id: number, patch: Partial<KeywordCandidate> = {}): KeywordCandidate => ({ id, type: 1, title: `候选${id}`, status: 1, status_text: '已发布', updated_at: 0, ...patch });

/** A button by its text (role queries over a whole antd page are slow in jsdom). */
const button = (text: string | RegExp, scope: HTMLElement = document.body) => within(scope).getByText(text, { selector: 'button > span' }).closest('button') as HTMLElement;

function Probe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** withProducts: the product plugin installed and the caller holding product_list on a Chinese site. */
async function renderAt(path: string, script: (kernel: ReturnType<typeof createTestKernel>) => void, { withProducts = false } = {}) {
  const kernel = createTestKernel();
  await kernel.install(withProducts ? [keywords, product] : [keywords]);
  if (withProducts) {
    const roles = ['keyword', 'recommend_keyword', 'product_manage', 'product_list'].map((role) => ({ role, select: 'true', meta: { title: role } }));
    kernel.transport.reply('POST', 'admin/menu/getlist', roles).reply('GET', 'admin/home', { twebId: 1001, siteType: 'zh', site_name: '站点', sysVersion: 3, language: 'zh-cn' });
    await kernel.get(TOKENS.permission).load();
    await kernel.get(TOKENS.site).loadHome();
  }
  script(kernel);
  await act(async () => {
    render(
      <ContainerProvider container={kernel.container}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/keywords/manage" element={<KeywordsPage />} />
            <Route path="/keywords/associateContent" element={<><AssociatePage /><Probe /></>} />
            <Route path="*" element={<Probe />} />
          </Routes>
        </MemoryRouter>
      </ContainerProvider>,
    );
  });
  return kernel;
}

it('lists keywords, refuses a bad link without a call, shows a taken word on the field, and opens a keyword’s content', async () => {
  const kernel = await renderAt('/keywords/manage', (k) =>
    k.transport
      .reply('POST', 'keyword/list', { rows: [keyword(1, { word: '智能制造', url: '/smart.html', content_count: 3 }), keyword(2)], total: 2 })
      .on('POST', 'keyword/save', () => ({ data: { code: 400, message: KEYWORD_MSG.wordExists, data: { field: 'word' } } }))
      .reply('GET', 'keyword/content', { rows: [], total: 0, keyword: { id: 1, word: '智能制造', url: '/smart.html' } }),
  );
  const row = (await screen.findByText('智能制造')).closest('tr') as HTMLElement;
  expect(within(row).getByText('/smart.html')).toBeTruthy();
  expect(within(row).getByText('2026-01-05 08:00')).toBeTruthy();
  expect(within(screen.getByText('关键词2').closest('tr') as HTMLElement).getByText('未设置')).toBeTruthy();
  expect(screen.getByText('共 2 个关键词')).toBeTruthy();

  await act(async () => {
    fireEvent.click(button('添加关键词'));
  });
  const dialog = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
  fireEvent.change(within(dialog).getByLabelText('关键词'), { target: { value: '智能制造' } });
  fireEvent.change(within(dialog).getByLabelText('链接地址'), { target: { value: 'not a url' } });
  await act(async () => {
    fireEvent.click(button(/^保\s*存$/, dialog));
  });
  expect(await within(dialog).findByText(KEYWORD_MSG.urlInvalid)).toBeTruthy();
  expect(kernel.transport.last('keyword/save')).toBeUndefined();

  // A good link: the server refuses the taken word, and the dialog says so on the word.
  fireEvent.change(within(dialog).getByLabelText('链接地址'), { target: { value: '' } });
  await act(async () => {
    fireEvent.click(button(/^保\s*存$/, dialog));
  });
  await waitFor(() => expect(kernel.transport.last('keyword/save')?.data).toEqual({ word: '智能制造', url: '', sort: 0 }));
  expect(await within(dialog).findByText(KEYWORD_MSG.wordExists)).toBeTruthy();
  expect(document.querySelector('.ant-modal')).toBeTruthy();

  // The count opens the keyword's content, named at once.
  await act(async () => {
    fireEvent.click(button('3 条', row));
  });
  expect(await screen.findByText('关键词“智能制造”的关联内容')).toBeTruthy();
  expect(kernel.transport.last('keyword/content')?.params).toEqual({ id: 1, kind: 'article', page: 1, rows: 10 });
});

it('shows a keyword’s content with type, status and the recycle-bin mark, and associates a picked article', async () => {
  let associated = false;
  const kernel = await renderAt('/keywords/associateContent?id=3', (k) =>
    k.transport
      .on('GET', 'keyword/content', () => ({
        data: {
          code: 200, message: '',
          data: {
            rows: [
              ...(associated ? [linked(21, { title: '新关联的文章', type: 3 })] : []),
              linked(11, { title: '展会新闻' }), linked(12, { type: 11, status: 0, title: '旧视频', in_recycle_bin: true }),
            ],
            total: associated ? 3 : 2,
            keyword: { id: 3, word: '工业博览会', url: '/news/expo.html' },
          },
        },
      }))
      .reply('GET', 'keyword/candidates', { rows: [candidate(21, { title: '新关联的文章', type: 3 }), candidate(22)], total: 2 })
      .on('POST', 'keyword/associate', () => {
        associated = true;
        return { data: { code: 200, message: '', data: { associated: 1 } } };
      })
      .reply('POST', 'keyword/list', { rows: [keyword(3, { word: '工业博览会', content_count: 3 })], total: 1 }),
  );
  // Opened by address: the server's answer names the keyword.
  expect(await screen.findByText('关键词“工业博览会”的关联内容')).toBeTruthy();
  expect(screen.getByText('链接：/news/expo.html')).toBeTruthy();
  const old = screen.getByText('旧视频').closest('tr') as HTMLElement;
  expect(within(old).getByText('回收站中')).toBeTruthy();
  expect(within(old).getByText('视频')).toBeTruthy();
  expect(within(old).getByText('草稿')).toBeTruthy();
  const news = screen.getByText('展会新闻').closest('tr') as HTMLElement;
  expect(within(news).queryByText('回收站中')).toBeNull();
  expect(within(news).getByText('已发布')).toBeTruthy();

  await act(async () => {
    fireEvent.click(button('添加关联内容'));
  });
  const picker = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
  const pick = (await within(picker).findByText('新关联的文章')).closest('tr') as HTMLElement;
  expect(within(pick).getByText('案例')).toBeTruthy();
  await act(async () => {
    fireEvent.click(within(pick).getByRole('checkbox'));
  });
  await act(async () => {
    fireEvent.click(button(/确定关联/, picker));
  });
  await waitFor(() => expect(kernel.transport.last('keyword/associate')?.data).toEqual({ id: 3, kind: 'article', ids: [21] }));
  expect(await screen.findByText('共 3 条')).toBeTruthy();
  expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已关联 1 条内容' });

  // Back to the list.
  await act(async () => {
    fireEvent.click(button('返回关键词列表'));
  });
  expect(await screen.findByText('共 1 个关键词')).toBeTruthy();
});

it('has a 产品 tab kept in the address: products with their 上架/下架 state, and a picker of products', async () => {
  const productRow = (id: number, title: string, status: 0 | 1): KeywordLinked => ({
    id, title, status, status_text: status ? '上架' : '下架', in_recycle_bin: false, associated_at: new Date(2026, 0, 6, 9, 0).getTime(), updated_at: 0,
  });
  const script = (k: ReturnType<typeof createTestKernel>) =>
    k.transport
      .on('GET', 'keyword/content', (req) => ({
        data: {
          code: 200, message: '',
          data: {
            rows: (req.params as { kind?: string }).kind === 'product' ? [productRow(31, '数控折弯机', 1), productRow(32, '旧款剪板机', 0)] : [linked(11, { title: '展会新闻' })],
            total: (req.params as { kind?: string }).kind === 'product' ? 2 : 1,
            keyword: { id: 3, word: '工业博览会', url: '' },
          },
        },
      }))
      .reply('GET', 'keyword/candidates', { rows: [{ id: 41, title: '激光切割机', status: 1, status_text: '上架', updated_at: 0 }], total: 1 });
  const kernel = await renderAt('/keywords/associateContent?id=3', script, { withProducts: true });
  expect(await screen.findByText('展会新闻')).toBeTruthy();
  const tab = (name: string) => within(document.querySelector('.ant-tabs-nav') as HTMLElement).getByText(name);
  expect(tab('文章')).toBeTruthy();

  await act(async () => {
    fireEvent.click(tab('产品'));
  });
  expect(await screen.findByText('数控折弯机')).toBeTruthy();
  expect(screen.getByTestId('location').textContent).toBe('/keywords/associateContent?id=3&kind=product');
  expect(kernel.transport.last('keyword/content')?.params).toEqual({ id: 3, kind: 'product', page: 1, rows: 10 });
  expect(within(screen.getByText('数控折弯机').closest('tr') as HTMLElement).getByText('上架')).toBeTruthy();
  expect(within(screen.getByText('旧款剪板机').closest('tr') as HTMLElement).getByText('下架')).toBeTruthy();
  expect(screen.getByText('产品名称')).toBeTruthy();
  expect(screen.queryByText('类型')).toBeNull();
  expect(screen.getByText('共 2 个产品')).toBeTruthy();

  await act(async () => {
    fireEvent.click(button('添加关联产品'));
  });
  const picker = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
  expect(within(picker).getByText('添加关联产品')).toBeTruthy();
  expect(await within(picker).findByText('激光切割机')).toBeTruthy();
  expect(within(picker).queryByLabelText('内容类型')).toBeNull();
  expect(kernel.transport.last('keyword/candidates')?.params).toEqual({ id: 3, kind: 'product', page: 1, rows: 10 });
  cleanup();

  // Opened by that address (a reload): straight on the 产品 tab.
  const again = await renderAt('/keywords/associateContent?id=3&kind=product', script, { withProducts: true });
  expect(await screen.findByText('数控折弯机')).toBeTruthy();
  expect(again.transport.requests.filter((r) => r.url.endsWith('keyword/content')).map((r) => (r.params as { kind?: string }).kind)).toEqual(['product']);
  expect(document.querySelector('.ant-tabs-tab-active')?.textContent).toBe('产品');
  cleanup();

  // Without the product plugin's pages for the caller: no 产品 tab, and the address's kind falls back to articles.
  await renderAt('/keywords/associateContent?id=3&kind=product', script);
  expect(await screen.findByText('展会新闻')).toBeTruthy();
  expect(within(document.querySelector('.ant-tabs-nav') as HTMLElement).queryByText('产品')).toBeNull();
});

it('refuses a missing keyword id without calling the server, and says when a keyword does not exist', async () => {
  const kernel = await renderAt('/keywords/associateContent', () => undefined);
  expect(await screen.findByText('没有指定关键词')).toBeTruthy();
  expect(kernel.transport.last('keyword/content')).toBeUndefined();
  cleanup();

  await renderAt('/keywords/associateContent?id=404', (k) => k.transport.reply('GET', 'keyword/content', null, 404, '站点不存在或无权访问'));
  expect(await screen.findByText('关键词不存在或已被删除')).toBeTruthy();
});

it('shows a failed list with a retry', async () => {
  let fail = true;
  await renderAt('/keywords/manage', (k) =>
    k.transport.on('POST', 'keyword/list', () => (fail ? { status: 500, data: { code: 500, message: '系统繁忙，请稍后再试！', data: null } } : { data: { code: 200, message: '', data: { rows: [keyword(9)], total: 1 } } })),
  );
  expect(await screen.findByText('加载失败：系统繁忙，请稍后再试！')).toBeTruthy();
  fail = false;
  await act(async () => {
    fireEvent.click(button(/^重\s*试$/));
  });
  expect(await screen.findByText('关键词9')).toBeTruthy();
});
