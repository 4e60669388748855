// 商机雷达 through the container (the members plugin installed, a scripted server behind the real
// HttpService): checkServer first — without the service nothing else is asked and the page says
// 未开通商机雷达服务，请联系客服开通; with it the state, the list and its filters as the server reads
// them, the switch (confirmed, then the state read again), 同步网站名称, a visitor's timeline in the
// drawer; and the strings of both languages having the same keys.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerProvider } from '../../../../kernel/di/react';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import members from '../../../../plugins/members';
import enUS from '../../../../plugins/members/radar/i18n.en-US';
import zhCN from '../../../../plugins/members/radar/i18n.zh-CN';
import RadarPage from '../../../../plugins/members/radar/pages/RadarPage';
import { RADAR_STORE } from '../../../../plugins/members/radar/tokens';
import type { RadarStateInfo, RadarVisitorDetail, RadarVisitorRow } from '../../../../shared/domain/members/radarApi';
import { RADAR_MSG } from '../../../../shared/domain/members/radarRules';

const CHECK = 'businessRadar/checkServer';
const STATE = 'businessRadar/radarState';
const LIST = 'businessRadar/list';
const VISITOR = 'businessRadar/visitor';
const OPEN = 'businessRadar/open';
const CLOSE = 'businessRadar/close';
const SYNC = 'businessRadar/syncSiteName';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
afterEach(cleanup);
jest.setTimeout(40000);

function state(patch: Partial<RadarStateInfo> = {}): RadarStateInfo {
  return { open: true, siteName: '示范企业官网', currentSiteName: '示范企业官网', since: Date.parse('2026-11-01T08:00:00Z'), siteId: 1001, today: { visitors: 12, views: 40, leads: 3 }, ...patch };
}

function visitor(id: number, patch: Partial<RadarVisitorRow> = {}): RadarVisitorRow {
  return {
    id, firstAt: Date.parse('2026-11-20T02:00:00Z'), lastAt: Date.parse('2026-11-28T02:00:00Z'), region: '广东省深圳市', source: 'engine', engine: 'baidu',
    keyword: '数控折弯机', visits: 2, pages: 5, dwellMs: 200_000, intent: 3, memberAccount: '', memberId: null, formMessageId: null, lastPage: 'https://www.demo.example.com/contact', ...patch,
  };
}

async function setup(): Promise<TestKernel> {
  const kernel = createTestKernel();
  await kernel.install([members]);
  expect(kernel.get(TOKENS.plugins).status('members')?.state).toBe('ready');
  return kernel;
}

describe('the radar store', () => {
  it('asks nothing more when the company lacks the service', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', CHECK, { entitled: false, message: RADAR_MSG.notEntitled });
    const store = kernel.get(RADAR_STORE);
    await store.load();
    expect(store.entitled).toBe(false);
    expect(store.entitlementMessage).toBe(RADAR_MSG.notEntitled);
    expect(kernel.transport.requests.map((r) => r.url.split('/').slice(-2).join('/'))).toEqual([CHECK]);
  });

  it('loads the state and the list, and sends the filters as the server reads them', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', CHECK, { entitled: true, message: '' }).reply('GET', STATE, state()).reply('GET', LIST, { rows: [visitor(7)], total: 1 });
    const store = kernel.get(RADAR_STORE);
    await store.load();
    expect(store.state?.today.leads).toBe(3);
    expect(store.list.rows.map((r) => r.id)).toEqual([7]);
    expect(kernel.transport.last(LIST)?.params).toEqual({ page: 1, rows: 10 });

    store.filter({ intent: 3 });
    store.filter({ source: 'engine', region: '广东' });
    store.filter({ start: '2026-11-01', end: '2026-11-28' });
    await settle();
    expect(kernel.transport.last(LIST)?.params).toEqual({ page: 1, rows: 10, intent: 3, source: 'engine', region: '广东', start: '2026-11-01', end: '2026-11-28' });
    expect(store.filtered).toBe(true);
    store.resetFilters();
    await settle();
    expect(kernel.transport.last(LIST)?.params).toEqual({ page: 1, rows: 10 });
    expect(store.filtered).toBe(false);
  });

  it('switches the radar and syncs the site name, reading the state again each time', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', CHECK, { entitled: true, message: '' }).reply('GET', STATE, state({ open: false })).reply('GET', LIST, { rows: [], total: 0 })
      .reply('POST', OPEN, null).reply('POST', CLOSE, null).reply('GET', SYNC, { siteName: '新名称' });
    const store = kernel.get(RADAR_STORE);
    await store.load();
    const states = () => kernel.transport.requests.filter((r) => r.url.endsWith(STATE)).length;
    expect(await store.setOpen(true)).toBe(true);
    expect(kernel.transport.last(OPEN)).toBeDefined();
    expect(await store.setOpen(false)).toBe(true);
    expect(kernel.transport.last(CLOSE)).toBeDefined();
    expect(await store.syncSiteName()).toBe(true);
    expect(states()).toBe(4);
  });

  it('shows the server’s refusal and reports failure', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', CHECK, { entitled: true, message: '' }).reply('GET', STATE, state()).reply('GET', LIST, { rows: [], total: 0 })
      .reply('POST', CLOSE, null, 402, RADAR_MSG.notEntitled);
    const store = kernel.get(RADAR_STORE);
    await store.load();
    expect(await store.setOpen(false)).toBe(false);
    expect(kernel.notifier.errors()).toEqual([RADAR_MSG.notEntitled]);
  });

  it('opens a visitor’s timeline, and a refused one keeps its message', async () => {
    const kernel = await setup();
    const detail: RadarVisitorDetail = { visitor: visitor(7), views: [{ at: 2, page: 'https://a.example.com/contact', title: '联系我们', referrer: '', dwellMs: 30_000, visitStart: true, region: '广东省深圳市' }] };
    kernel.transport.reply('GET', VISITOR, detail);
    const store = kernel.get(RADAR_STORE);
    await store.openVisitor(7);
    expect(kernel.transport.last(VISITOR)?.params).toEqual({ id: 7 });
    expect(store.visitor?.views).toHaveLength(1);
    store.closeVisitor();
    expect(store.visitorId).toBeNull();

    kernel.transport.reply('GET', VISITOR, null, 404, RADAR_MSG.visitorNotFound);
    await store.openVisitor(99);
    expect(store.visitorError).toBe(RADAR_MSG.visitorNotFound);
  });
});

async function renderPage(script: (kernel: TestKernel) => void): Promise<TestKernel> {
  const kernel = await setup();
  script(kernel);
  await act(async () => {
    render(
      <ContainerProvider container={kernel.container}>
        <MemoryRouter initialEntries={['/marketInteract/radar']}>
          <RadarPage />
        </MemoryRouter>
      </ContainerProvider>,
    );
  });
  return kernel;
}

describe('the radar page', () => {
  it('says 未开通商机雷达服务，请联系客服开通 without the service', async () => {
    await renderPage((k) => k.transport.reply('GET', CHECK, { entitled: false, message: RADAR_MSG.notEntitled }));
    expect(await screen.findByText(RADAR_MSG.notEntitled)).toBeTruthy();
    expect(screen.queryByTestId('radar-table')).toBeNull();
  });

  it('shows the figures, the visitors with source, keyword and intent, confirms closing, and opens the drawer', async () => {
    const kernel = await renderPage((k) => k.transport.reply('GET', CHECK, { entitled: true, message: '' }).reply('GET', STATE, state())
      .reply('GET', LIST, { rows: [visitor(7), visitor(8, { intent: 1, source: 'direct', engine: '', keyword: '', memberAccount: 'zhangsan', memberId: 3 })], total: 2 })
      .reply('GET', VISITOR, { visitor: visitor(7), views: [{ at: Date.now(), page: 'https://www.demo.example.com/contact', title: '联系我们', referrer: 'https://www.baidu.com/s?wd=x', dwellMs: 65_000, visitStart: true, region: '广东省深圳市' }] })
      .reply('POST', CLOSE, null));
    const row = (await screen.findByText('关键词：数控折弯机')).closest('tr') as HTMLElement;
    expect(within(row).getByText('百度')).toBeTruthy();
    expect(within(row).getByText('高意向')).toBeTruthy();
    expect(within(row).getByText('3 分 20 秒')).toBeTruthy();
    expect(screen.getByText('会员 zhangsan')).toBeTruthy();
    expect(screen.getByText('共 2 位访客')).toBeTruthy();
    expect(screen.getByTestId('radar-snippet').textContent).toContain('data-site="1001"');

    kernel.notifier.answer = false;
    await act(async () => {
      fireEvent.click(screen.getByTestId('radar-switch'));
    });
    expect(kernel.notifier.confirms.at(-1)?.content).toBe(zhCN.closeConfirm);
    expect(kernel.transport.last(CLOSE)).toBeUndefined();

    await act(async () => {
      fireEvent.click(within(row).getByText('查看轨迹'));
    });
    const drawer = await screen.findByTestId('radar-visitor-drawer');
    expect(within(drawer).getByText('联系我们')).toBeTruthy();
    expect(within(drawer).getByText('新访问')).toBeTruthy();
  });
});

describe('the radar strings', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();
  it('zh-CN and en-US have the same keys, and zh-CN says the refusal verbatim', () => {
    expect(keys(enUS)).toEqual(keys(zhCN));
    expect(zhCN.notEntitled).toBe(RADAR_MSG.notEntitled);
  });
});
