// Lazy pages and widgets: one loaded ahead (warmUp, or shown before) appears at once with no
// loading state in between; a chunk that fails to load offers a retry that loads it again.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { RetryableLazy } from '../../../../kernel/shell/routing/RetryableLazy';
import { loadModule } from '../../../../kernel/shell/routing/lazyLoad';

afterEach(cleanup);

const Page = () => createElement('p', null, '首页内容');
const fallback = createElement('span', null, '加载中');
const renderError = (_error: Error, retry: () => void) => createElement('button', { onClick: retry }, '重试');

it('renders a module loaded ahead at once, without the fallback', async () => {
  const load = jest.fn(async () => ({ default: Page }));
  await loadModule(load);
  render(createElement(RetryableLazy, { load, fallback, renderError }));
  // Synchronously on the first render: nothing suspended, no fallback shown.
  expect(screen.getByText('首页内容')).toBeTruthy();
  expect(screen.queryByText('加载中')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});

it('shows the fallback while loading, then the module; a second mount needs no loading', async () => {
  const load = jest.fn(async () => ({ default: Page }));
  const first = render(createElement(RetryableLazy, { load, fallback, renderError }));
  expect(screen.getByText('加载中')).toBeTruthy();
  expect(await screen.findByText('首页内容')).toBeTruthy();
  first.unmount();
  render(createElement(RetryableLazy, { load, fallback, renderError }));
  expect(screen.getByText('首页内容')).toBeTruthy();
});

it('offers a retry after a failed load, which loads the chunk again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail = true;
  const load = jest.fn(async () => {
    if (fail) throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    return { default: Page };
  });
  render(createElement(RetryableLazy, { load, fallback, renderError }));
  const retry = await screen.findByText('重试');
  fail = false;
  await act(async () => fireEvent.click(retry));
  expect(await screen.findByText('首页内容')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});
