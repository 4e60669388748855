// PageTabsService through the container: tabs open beside the active one, a redirect moves the
// tab instead of adding one, closing brings the last used tab forward, closed tabs reopen, and
// the switch and tabs are remembered per user.
import { TOKENS } from '../../../../kernel';
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { MAX_TABS } from '../../../../kernel/services/tabs/PageTabsServiceImpl';

function kernelFor(user: { loginName: string }) {
  const session = { staff: user, account: null };
  const kernel = createTestKernel({ overrides: [{ token: TOKENS.session, value: session }] });
  const tabs = kernel.get(TOKENS.pageTabs);
  tabs.load();
  return { kernel, tabs, session };
}
const at = (path: string) => ({ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '' });

it('opens, moves, closes and reopens tabs', () => {
  const { tabs } = kernelFor({ loginName: 'alice' });
  tabs.setEnabled(true);
  tabs.visit(at('/zhHome/index'), '首页');
  tabs.visit(at('/zhContent/news'), '新闻资讯');
  tabs.visit(at('/zhHome/index'), '首页');
  tabs.visit(at('/zhTags/tags'), '标签管理');
  // Opened beside the active tab (首页), not at the end.
  expect(tabs.tabs.map((t) => t.title)).toEqual(['首页', '标签管理', '新闻资讯']);
  // A redirect (replace) moves the active tab.
  tabs.visit(at('/zhTags/tags?page=2'), '标签管理', true);
  expect(tabs.tabs.map((t) => t.key)).toEqual(['/zhHome/index', '/zhTags/tags?page=2', '/zhContent/news']);
  // Closing the active tab brings the most recently used one forward.
  expect(tabs.close('/zhTags/tags?page=2')?.key).toBe('/zhHome/index');
  expect(tabs.reopen()?.key).toBe('/zhTags/tags?page=2');
  tabs.closeOthers('/zhHome/index');
  expect(tabs.tabs.map((t) => t.key)).toEqual(['/zhHome/index']);
  // The last tab never closes.
  expect(tabs.close('/zhHome/index')).toBeUndefined();
  expect(tabs.tabs).toHaveLength(1);
});

it(`keeps at most ${MAX_TABS} tabs, closing the least recently used`, () => {
  const { tabs } = kernelFor({ loginName: 'alice' });
  tabs.setEnabled(true);
  for (let i = 0; i <= MAX_TABS; i++) tabs.visit(at(`/p${i}`), `P${i}`);
  expect(tabs.tabs).toHaveLength(MAX_TABS);
  expect(tabs.tabs.some((t) => t.key === '/p0')).toBe(false);
  expect(tabs.closed.map((t) => t.key)).toEqual(['/p0']);
});

it('remembers the switch and the tabs per user, and refuses stored garbage', () => {
  const { kernel, tabs, session } = kernelFor({ loginName: 'alice' });
  tabs.setEnabled(true);
  tabs.visit(at('/zhContent/news'), '新闻资讯');
  session.staff = { loginName: 'bob' };
  tabs.load();
  expect(tabs.enabled).toBe(false);
  session.staff = { loginName: 'alice' };
  tabs.load();
  expect(tabs.enabled).toBe(true);
  expect(tabs.tabs.map((t) => t.title)).toEqual(['新闻资讯']);

  kernel.localStorage.setItem('console.pageTabs.carol', JSON.stringify({ enabled: true, tabs: [{ pathname: 'javascript:alert(1)', search: '', title: 'x' }, { pathname: '/ok', search: '', title: 'OK' }, 7] }));
  session.staff = { loginName: 'carol' };
  tabs.load();
  expect(tabs.tabs.map((t) => t.key)).toEqual(['/ok']);
});
