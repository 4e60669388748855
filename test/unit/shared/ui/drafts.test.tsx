// Autosaved drafts (shared/ui/draft) through the container with the in-memory local storage:
// one user's drafts on one site, dropped after seven days, unreadable storage read as no draft;
// the keeper reads the page only after a pause (never per keystroke), offers a draft that differs
// from what loaded, holds off while the offer is open, and forgets the draft on save or 丢弃; the
// banner offers it with its time and, for records without a lock check, asks before restoring a
// draft older than the record.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { ContainerProvider } from '../../../../kernel/di/react';
import { CONSOLE_BUTTON } from '../../../../kernel/shell/providers/theme';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import { AUTOSAVE_DELAY_MS, DRAFT_TTL_MS, DraftBanner, DraftKeeper, DraftStore, draftStoreFor, draftSubject, useDraft, type Draft } from '../../../../shared/ui/draft';
import type { AccountInfo } from '../../../../shared/domain';

afterEach(cleanup);

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 6, 2, 30);

function account(id: number): AccountInfo {
  return {
    id, loginName: `user${id}`, nickName: `用户${id}`, avatarUrl: '', loginBizType: 'customer', isCompetition: false, demonstrationTag: false,
    sequence: '', agentType: null, isDcl: false, companyName: '', accountType: { id: 1, name: '企业版', isAgent: false },
  } as AccountInfo;
}

/** A kernel signed in as `user` on site `site` (through the real session and site services). */
async function signedIn(user: number, site: number, localStorage?: TestKernel['localStorage']): Promise<TestKernel> {
  const kernel = createTestKernel(localStorage ? { overrides: [{ token: TOKENS.localStorage, value: localStorage }] } : {});
  kernel.transport.reply('GET', 'admin/home', { twebId: site, siteType: 'zh' });
  kernel.transport.reply('GET', 'account/getAccountInfo', account(user));
  await kernel.get(TOKENS.site).loadHome();
  await kernel.get(TOKENS.session).loadAccount(site);
  return kernel;
}

describe('DraftStore', () => {
  it('keeps a draft for its user on its site only', async () => {
    const kernel = await signedIn(7, 3);
    const store = draftStoreFor(kernel.container) as DraftStore;
    expect(store).not.toBeNull();
    store.write(draftSubject('article.1', undefined), null, { title: '未保存的标题' });
    expect(store.read(draftSubject('article.1', undefined))?.data).toEqual({ title: '未保存的标题' });
    expect(store.read(draftSubject('article.1', 42))).toBeUndefined();
    expect(store.read(draftSubject('article.2', undefined))).toBeUndefined();

    // Same browser storage, another account or another site: nothing to see.
    const other = draftStoreFor((await signedIn(8, 3, kernel.localStorage)).container) as DraftStore;
    expect(other.read(draftSubject('article.1', undefined))).toBeUndefined();
    const otherSite = draftStoreFor((await signedIn(7, 4, kernel.localStorage)).container) as DraftStore;
    expect(otherSite.read(draftSubject('article.1', undefined))).toBeUndefined();
    const again = draftStoreFor((await signedIn(7, 3, kernel.localStorage)).container) as DraftStore;
    expect(again.read(draftSubject('article.1', undefined))?.data).toEqual({ title: '未保存的标题' });
  });

  it('has no store before the session and the site are known', () => {
    expect(draftStoreFor(createTestKernel().container)).toBeNull();
  });

  it('drops drafts older than seven days, opened or not', async () => {
    const kernel = await signedIn(7, 3);
    let now = T0;
    const store = draftStoreFor(kernel.container, () => now) as DraftStore;
    store.write('article.1:5', 2, { title: '旧的' });
    now = T0 + 2 * DAY;
    store.write('article.1:6', 4, { title: '较新的' });
    now = T0 + DRAFT_TTL_MS + DAY;
    store.prune();
    expect(kernel.localStorage.getItem('console.draft:7:3:article.1:5')).toBeNull();
    expect(store.read('article.1:6')?.data).toEqual({ title: '较新的' });
    now = T0 + 2 * DAY + DRAFT_TTL_MS + 1;
    expect(store.read('article.1:6')).toBeUndefined();
    expect(kernel.localStorage.getItem('console.draft:7:3:article.1:6')).toBeNull();
    expect(JSON.parse(kernel.localStorage.getItem('console.draft-index') as string)).toEqual({});
  });

  it('reads anything but a well-formed draft as none', async () => {
    const kernel = await signedIn(7, 3);
    const store = draftStoreFor(kernel.container, () => T0) as DraftStore;
    const key = 'console.draft:7:3:article.1:5';
    for (const raw of ['not json', '[]', JSON.stringify({ savedAt: T0, base: '2', data: {} }), JSON.stringify({ savedAt: 'x', base: 2, data: {} }), JSON.stringify({ savedAt: T0, base: 2, data: null })]) {
      kernel.localStorage.setItem(key, raw);
      expect(store.read('article.1:5')).toBeUndefined();
      expect(kernel.localStorage.getItem(key)).toBeNull();
    }
  });

  it('answers null when the storage refuses the write', async () => {
    const kernel = await signedIn(7, 3);
    const full = { getItem: (k: string) => kernel.localStorage.getItem(k), setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined, clear: () => undefined };
    const store = new DraftStore(full, { user: 7, site: 3 });
    expect(store.write('job:new', null, { title: 'x' })).toBeNull();
  });
});

describe('DraftKeeper', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function keeperOn(state: { title: string; base: number | null; subject?: string }, store?: DraftStore) {
    const kernel = await signedIn(7, 3);
    const drafts = store ?? (draftStoreFor(kernel.container) as DraftStore);
    let reads = 0;
    const keeper = new DraftKeeper(drafts, {
      subject: () => state.subject ?? 'article.1:5',
      base: () => state.base,
      collect: () => {
        reads += 1;
        return { title: state.title };
      },
    });
    return { keeper, drafts, reads: () => reads };
  }

  it('reads the page once per pause, not per keystroke', async () => {
    const state = { title: '', base: 3 };
    const { keeper, drafts, reads } = await keeperOn(state);
    for (const ch of '逐字输入的标题') {
      state.title += ch;
      keeper.changed();
    }
    expect(reads()).toBe(0);
    expect(drafts.read('article.1:5')).toBeUndefined();
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(reads()).toBe(1);
    expect(drafts.read('article.1:5')).toMatchObject({ base: 3, data: { title: '逐字输入的标题' } });
    expect(keeper.savedAt).not.toBeNull();
    // Nothing changed since: page hide writes nothing more.
    keeper.flush();
    expect(reads()).toBe(1);
  });

  it('offers a stored draft that differs from what loaded, and holds off autosave until 恢复 or 丢弃', async () => {
    const state = { title: '服务器上的标题', base: 3 };
    const { keeper, drafts } = await keeperOn(state);
    drafts.write('article.1:5', 3, { title: '草稿里的标题' });
    keeper.loaded();
    expect(keeper.offer?.data).toEqual({ title: '草稿里的标题' });
    expect(keeper.offerStale).toBe(false);

    // Typing before deciding does not overwrite the offered draft.
    state.title = '新打的字';
    keeper.changed();
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    keeper.flush();
    expect(drafts.read('article.1:5')?.data).toEqual({ title: '草稿里的标题' });

    // 丢弃: the stored draft goes, and what was typed meanwhile is drafted from now on.
    keeper.discard();
    expect(keeper.offer).toBeNull();
    expect(drafts.read('article.1:5')).toBeUndefined();
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(drafts.read('article.1:5')?.data).toEqual({ title: '新打的字' });

    // A successful save forgets it.
    keeper.saved();
    expect(drafts.read('article.1:5')).toBeUndefined();
  });

  it('takes a draft back with the version it was written on, and says when the record changed since', async () => {
    const state = { title: '别人保存后的标题', base: 4 };
    const { keeper, drafts } = await keeperOn(state);
    drafts.write('article.1:5', 3, { title: '我的草稿' });
    keeper.loaded();
    expect(keeper.offerStale).toBe(true);
    const draft = keeper.take() as Draft<{ title: string }>;
    expect(draft).toMatchObject({ base: 3, data: { title: '我的草稿' } });
    expect(keeper.offer).toBeNull();
    // Still stored until it is saved.
    expect(drafts.read('article.1:5')?.base).toBe(3);
  });

  it('drops a draft equal to what loaded, and one of a saved record that names no version', async () => {
    const same = await keeperOn({ title: '相同', base: 3 });
    same.drafts.write('article.1:5', 3, { title: '相同' });
    same.keeper.loaded();
    expect(same.keeper.offer).toBeNull();
    expect(same.drafts.read('article.1:5')).toBeUndefined();

    const unversioned = await keeperOn({ title: '服务器', base: 3 });
    unversioned.drafts.write('article.1:5', null, { title: '不知道基于哪个版本' });
    unversioned.keeper.loaded();
    expect(unversioned.keeper.offer).toBeNull();
  });

  it('shows that the storage refused the draft', async () => {
    const full = new DraftStore({ getItem: () => null, setItem: () => { throw new Error('full'); }, removeItem: () => undefined, clear: () => undefined }, { user: 7, site: 3 });
    const { keeper } = await keeperOn({ title: 'x', base: null }, full);
    keeper.changed();
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(keeper.failed).toBe(true);
  });
});

describe('DraftBanner', () => {
  function Page({ base, confirmStale, onRestore }: { base: number | null; confirmStale?: boolean; onRestore: (d: Draft<{ title: string }>) => void }) {
    const draft = useDraft<{ title: string }>({ kind: 'job', id: 9, ready: true, base, collect: () => ({ title: '服务器上的职位' }) });
    return <DraftBanner keeper={draft} onRestore={onRestore} confirmStale={confirmStale} />;
  }

  async function show(kernel: TestKernel, props: Parameters<typeof Page>[0]) {
    await act(async () => {
      render(
        <ConfigProvider button={CONSOLE_BUTTON}>
          <ContainerProvider container={kernel.container}>
            <Page {...props} />
          </ContainerProvider>
        </ConfigProvider>,
      );
    });
  }

  it('offers the draft with its time; 恢复 hands it to the page', async () => {
    const kernel = await signedIn(7, 3);
    const at = Date.now() - 2 * 60 * 60 * 1000;
    (draftStoreFor(kernel.container, () => at) as DraftStore).write('job:9', 100, { title: '草稿职位' });
    const restored: Draft<{ title: string }>[] = [];
    await show(kernel, { base: 100, onRestore: (d) => restored.push(d) });
    expect(screen.getByText('发现未保存的草稿，是否恢复？')).toBeTruthy();
    expect(screen.getByText(new RegExp(`草稿保存于 ${dayjs(at).format('YYYY-MM-DD HH:mm:ss')}`))).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('恢复'));
    });
    expect(restored.map((d) => d.data.title)).toEqual(['草稿职位']);
    expect(screen.queryByText('发现未保存的草稿，是否恢复？')).toBeNull();
  });

  it('asks before restoring a draft older than a record whose save has no lock check', async () => {
    const kernel = await signedIn(7, 3);
    (draftStoreFor(kernel.container) as DraftStore).write('job:9', 100, { title: '旧草稿' });
    const restored: Draft<{ title: string }>[] = [];
    await show(kernel, { base: 200, confirmStale: true, onRestore: (d) => restored.push(d) });
    expect(screen.getByText(/这条内容已被修改过/)).toBeTruthy();
    kernel.notifier.answer = false;
    await act(async () => {
      fireEvent.click(screen.getByText('恢复'));
    });
    expect(kernel.notifier.confirms.map((c) => c.content)).toEqual(['草稿保存之后，这条内容已被修改过。恢复并保存会覆盖那些修改，确定恢复吗？']);
    expect(restored).toEqual([]);
    kernel.notifier.answer = true;
    await act(async () => {
      fireEvent.click(screen.getByText('恢复'));
    });
    expect(restored.map((d) => d.data.title)).toEqual(['旧草稿']);
  });

  it('丢弃 removes the stored draft', async () => {
    const kernel = await signedIn(7, 3);
    const store = draftStoreFor(kernel.container) as DraftStore;
    store.write('job:9', 100, { title: '不要了' });
    await show(kernel, { base: 100, onRestore: () => undefined });
    await act(async () => {
      fireEvent.click(screen.getByText('丢弃'));
    });
    expect(screen.queryByText('发现未保存的草稿，是否恢复？')).toBeNull();
    expect(store.read('job:9')).toBeUndefined();
  });
});
