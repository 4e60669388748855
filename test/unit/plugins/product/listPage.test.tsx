// The product list page as the operator sees it, rendered with the real container and a scripted
// server: the address is the list (a filter chosen is written to it; a price the rule book refuses
// is named as typed and never sent), the price and category cells, and the two empty states.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ContainerProvider } from '../../../../kernel/di/react';
import type { TestKernel } from '../../../../kernel/testing/createTestKernel';
import ProductListPage from '../../../../plugins/product/pages/list/ProductListPage';
import { CATEGORIES, LIST, TAGS, row, seedTree, setup, tag } from './listFixtures';

afterEach(cleanup);
jest.setTimeout(40000);

function Probe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

async function renderAt(path: string, rows: ReturnType<typeof row>[]): Promise<TestKernel> {
  const kernel = await setup();
  kernel.transport
    .reply('POST', LIST, { rows, total: rows.length })
    .reply('GET', CATEGORIES, seedTree())
    .reply('GET', TAGS, { rows: [tag(1, { name: '热销' }), tag(2, { name: '新品' })], total: 2 });
  await act(async () => {
    render(
      <ContainerProvider container={kernel.container}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/zhProduct/list" element={<><ProductListPage /><Probe /></>} />
            <Route path="/zhProduct/add" element={<Probe />} />
          </Routes>
        </MemoryRouter>
      </ContainerProvider>,
    );
  });
  return kernel;
}

const location = () => screen.getByTestId('location').textContent;
const button = (text: string | RegExp, scope: HTMLElement = document.body) => within(scope).getByText(text, { selector: 'button > span' }).closest('button') as HTMLElement;
const click = (element: HTMLElement) => act(async () => {
  fireEvent.click(element);
});

it('lists what its address says, with ¥ prices, 面议 and 未分类', async () => {
  const kernel = await renderAt('/zhProduct/list?category=1&status=1&min=100', [
    row(5, { name: '折弯机A', price_sell: 1_280_000 }),
    row(6, { name: '剪板机B', price_negotiable: 1, type_id: 0, type_name: '' }),
  ]);
  const first = (await screen.findByText('折弯机A')).closest('tr') as HTMLElement;
  expect(within(first).getByText('¥12,800.00')).toBeTruthy();
  expect((within(first).getByText('折弯机A') as HTMLAnchorElement).getAttribute('href')).toBe('/zhProduct/add?id=5');
  const second = screen.getByText('剪板机B').closest('tr') as HTMLElement;
  expect(within(second).getByText('面议')).toBeTruthy();
  expect(within(second).getByText('未分类')).toBeTruthy();
  expect(screen.getByText('共 2 条')).toBeTruthy();
  expect(kernel.transport.last(LIST)?.data).toEqual({ page: 1, rows: 10, type_id: 1, status: 1, price_min: '100' });
});

it('names a price the rule book refuses as it is typed, sends nothing, and writes a good range to the address', async () => {
  const kernel = await renderAt('/zhProduct/list', [row(5)]);
  await screen.findByText('产品5');
  const asked = kernel.transport.requests.filter((r) => r.url.endsWith(LIST)).length;
  const low = screen.getByLabelText('最低价');
  await act(async () => {
    fireEvent.change(low, { target: { value: '1.234' } });
  });
  expect(screen.getByRole('alert').textContent).toBe('价格格式不正确，最多保留两位小数');
  await act(async () => {
    fireEvent.blur(low);
  });
  expect(kernel.transport.requests.filter((r) => r.url.endsWith(LIST)).length).toBe(asked);
  expect(location()).toBe('/zhProduct/list');

  await act(async () => {
    fireEvent.change(low, { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('最高价'), { target: { value: '99.5' } });
  });
  expect(screen.getByRole('alert').textContent).toBe('最低价不能高于最高价');
  await act(async () => {
    fireEvent.change(screen.getByLabelText('最高价'), { target: { value: '20000.5' } });
  });
  expect(screen.queryByRole('alert')).toBeNull();
  await act(async () => {
    fireEvent.keyDown(low, { key: 'Enter', code: 'Enter', keyCode: 13 });
  });
  await waitFor(() => expect(location()).toBe('/zhProduct/list?min=1000&max=20000.5'));
  await waitFor(() => expect(kernel.transport.last(LIST)?.data).toEqual({ page: 1, rows: 10, price_min: '1000', price_max: '20000.5' }));
});

it('filters by a category from the tree, with its subcategories’ count shown', async () => {
  const kernel = await renderAt('/zhProduct/list', [row(5)]);
  await screen.findByText('产品5');
  const node = (await screen.findByText('折弯机', { selector: '.pl-tree-name' })).closest('.pl-tree-node') as HTMLElement;
  expect(within(node).getByText('7')).toBeTruthy();
  await click(node);
  await waitFor(() => expect(location()).toBe('/zhProduct/list?category=6'));
  await waitFor(() => expect(kernel.transport.last(LIST)?.data).toEqual({ page: 1, rows: 10, type_id: 6 }));
  await click(screen.getByText('全部分类'));
  await waitFor(() => expect(location()).toBe('/zhProduct/list'));
});

it('offers 添加产品 on an empty catalogue, and 清除筛选 when nothing matches', async () => {
  await renderAt('/zhProduct/list', []);
  const empty = (await screen.findByText('还没有产品')).closest('.ant-empty') as HTMLElement;
  await click(button('添加产品', empty));
  expect(location()).toBe('/zhProduct/add');
  cleanup();

  await renderAt('/zhProduct/list?status=0&keyword=xyz&sort=updated_desc', []);
  const none = (await screen.findByText('没有符合条件的产品')).closest('.ant-empty') as HTMLElement;
  await click(button('清除筛选', none));
  // The order is kept: it narrows nothing.
  await waitFor(() => expect(location()).toBe('/zhProduct/list?sort=updated_desc'));
});

it('drops a category the site no longer has from a stale address', async () => {
  const kernel = await renderAt('/zhProduct/list?category=999&status=1', [row(5)]);
  await waitFor(() => expect(location()).toBe('/zhProduct/list?status=1'));
  await waitFor(() => expect(kernel.transport.last(LIST)?.data).toEqual({ page: 1, rows: 10, status: 1 }));
});
