// The members area's stores through the container (the members plugin installed, a scripted server
// behind the real HttpService): what the list's filters and batches send, the export task started
// with the list's filters, the drawer's 变更记录 paging, the member form (the site's password policy,
// the server's refusal kept with its field) and the ranks (save refusals, removal).
import { TOKENS } from '../../../../kernel';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import members from '../../../../plugins/members';
import { MEMBER_FORM, MEMBER_LIST, MEMBER_RANKS } from '../../../../plugins/members/members/tokens';
import { MEMBER_MSG } from '../../../../shared/domain/members';
import type { MemberRow, RankRow } from '../../../../shared/domain/members/memberApi';

const LIST = 'ucenterMember/list';
const SET_STATUS = 'ucenterMember/setStatus';
const UPDATE_RANK = 'ucenterMember/updateUserRank';
const REMOVE = 'ucenterMember/remove';
const DETAIL = 'ucenterMember/detail';
const ADD = 'ucenterMember/add';
const EXPORT = 'ucenterMember/exportTask';
const RANKS = 'ucenterMember/rankList';
const RANK_EDIT = 'ucenterMember/rankEdit';
const RANK_REMOVE = 'ucenterMember/rankRemove';
const REGISTER_CONFIG = 'ucenterConfig/registerConfig';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup(): Promise<TestKernel> {
  const kernel = createTestKernel();
  await kernel.install([members]);
  expect(kernel.get(TOKENS.plugins).status('members')?.state).toBe('ready');
  return kernel;
}

const member = (id: number, patch: Partial<MemberRow> = {}): MemberRow => ({
  id, account: `member${id}`, phone: '', email: '', nickname: '', real_name: '', company: '', rank_id: 1, rank_name: '普通会员', rank_color: '#8c8c8c',
  status: 1, source: 2, remark: '', registered_at: 1_700_000_000_000, last_login_at: null, last_login_ip: '', ...patch,
});
const rank = (id: number, patch: Partial<RankRow> = {}): RankRow => ({
  id, name: `等级${id}`, level: id, color: '#123456', is_default: id === 1 ? 1 : 0, allow_download: 1, member_count: 0, created_at: 0, updated_at: 0, ...patch,
});
const detail = (m: MemberRow) => ({ member: m, consents: [], logins: [], changes: { rows: [], total: 25 } });

describe('the member list', () => {
  it('sends the filters and keyword as the server reads them, and clears them', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, { rows: [member(5)], total: 1 });
    const store = kernel.get(MEMBER_LIST);
    await store.list.load();
    expect(kernel.transport.last(LIST)?.params).toEqual({ page: 1, rows: 10 });
    store.filter({ rank_id: 3 });
    store.filter({ status: 2, source: 1 });
    store.filter({ reg_start: '2026-01-01', reg_end: '2026-01-31' });
    store.list.search(' 138 ');
    await settle();
    expect(kernel.transport.last(LIST)?.params).toEqual({ page: 1, rows: 10, keyword: '138', rank_id: 3, status: 2, source: 1, reg_start: '2026-01-01', reg_end: '2026-01-31' });
    expect(store.filtered).toBe(true);
    store.clearFilters();
    await settle();
    expect(kernel.transport.last(LIST)?.params).toEqual({ page: 1, rows: 10 });
    expect(store.filtered).toBe(false);
  });

  it('runs 禁用, 修改等级 and 删除 on the selection, then reloads and tells how many', async () => {
    const kernel = await setup();
    kernel.transport
      .reply('GET', LIST, { rows: [member(5), member(6)], total: 2 })
      .reply('POST', SET_STATUS, { updated: 2 })
      .reply('GET', UPDATE_RANK, { updated: 1 })
      .reply('GET', REMOVE, { removed: 1 });
    const store = kernel.get(MEMBER_LIST);
    await store.list.load();
    store.select([5, 6]);
    const loads = () => kernel.transport.requests.filter((r) => r.url.endsWith(LIST)).length;
    const before = loads();
    expect(await store.run('disable')).toBe(true);
    expect(kernel.transport.last(SET_STATUS)?.data).toEqual({ ids: [5, 6], status: 0 });
    expect(store.selected).toEqual([]);
    expect(loads()).toBe(before + 1);
    expect(kernel.notifier.toasts.at(-1)).toEqual({ level: 'success', message: '已禁用 2 位会员' });

    expect(await store.changeRank(4, [6])).toBe(true);
    expect(kernel.transport.last(UPDATE_RANK)?.params).toEqual({ rank_id: 4, ids: '6' });
    expect(await store.run('remove', [5])).toBe(true);
    expect(kernel.transport.last(REMOVE)?.params).toEqual({ ids: '5' });
    // Nothing selected: nothing sent.
    expect(await store.run('enable', [])).toBe(false);
  });

  it('keeps the selection when the server refuses a batch, showing its reason', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', LIST, { rows: [member(5)], total: 1 }).reply('POST', SET_STATUS, null, 404, MEMBER_MSG.memberNotFound);
    const store = kernel.get(MEMBER_LIST);
    await store.list.load();
    store.select([5]);
    expect(await store.run('enable')).toBe(false);
    expect(store.selected).toEqual([5]);
    expect(kernel.notifier.errors()).toContain(MEMBER_MSG.memberNotFound);
  });

  it('starts the export with the list’s filters and 导出完整手机号, and follows its task', async () => {
    const kernel = await setup();
    kernel.transport
      .reply('GET', LIST, { rows: [], total: 0 })
      .reply('POST', EXPORT, { taskId: 42 })
      .reply('GET', 'task/get', { id: 42, kind: 'members.memberExport', state: 'failed', title: '导出会员', done: 0, total: 0, stage: '', error: '失败', resultName: null, createdAt: 0, updatedAt: 0 });
    const store = kernel.get(MEMBER_LIST);
    store.filter({ status: 1 });
    store.list.search('zhang');
    store.setFullPhone(true);
    await store.startExport();
    expect(kernel.transport.last(EXPORT)?.data).toEqual({ status: 1, keyword: 'zhang', fullPhone: true });
    expect(store.exportTaskId).toBe(42);
    await store.exportFinished(kernel.get(TOKENS.tasks).watch(42)!);
    expect(store.exportTaskId).toBeNull();
  });

  it('opens the drawer and pages its 变更记录', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', DETAIL, detail(member(7)));
    const store = kernel.get(MEMBER_LIST);
    store.openDetail(7);
    await settle();
    await settle();
    expect(kernel.transport.last(DETAIL)?.params).toEqual({ id: 7, page: 1, rows: 10 });
    expect(store.detail?.member.account).toBe('member7');
    store.setChangesPage(3);
    await settle();
    expect(kernel.transport.last(DETAIL)?.params).toEqual({ id: 7, page: 3, rows: 10 });
    store.closeDetail();
    expect(store.detail).toBeNull();
  });
});

describe('the member form', () => {
  it('reads the site’s password policy and the member being edited', async () => {
    const kernel = await setup();
    kernel.transport
      .reply('GET', REGISTER_CONFIG, { config: { password: { minLength: 12, lettersAndDigits: false } }, ranks: [], smsRegisterOn: false })
      .reply('GET', DETAIL, detail(member(9, { nickname: '老客户' })));
    const store = kernel.get(MEMBER_FORM);
    await store.load(9);
    expect(store.policy).toEqual({ minLength: 12, lettersAndDigits: false });
    expect(store.member?.nickname).toBe('老客户');
  });

  it('falls back to the default policy when the settings cannot be read', async () => {
    const kernel = await setup();
    kernel.transport.reply('GET', REGISTER_CONFIG, null, 403, '没有权限');
    const store = kernel.get(MEMBER_FORM);
    await store.load(null);
    expect(store.policy.minLength).toBe(8);
    expect(store.loadError).toBeNull();
    // Silent: the form does not toast the settings' refusal.
    expect(kernel.notifier.errors()).toEqual([]);
  });

  it('keeps the server’s refusal with the field it names, silently', async () => {
    const kernel = await setup();
    kernel.transport.on('POST', ADD, () => ({ data: { code: 400, message: MEMBER_MSG.phoneTaken, data: { field: 'phone' } }, status: 400 }));
    const store = kernel.get(MEMBER_FORM);
    const outcome = await store.save({ account: 'zhangwei', password: 'Qz7kLm29vx', phone: '13800138000', rank_id: 1, status: 1 });
    expect(outcome).toEqual({ ok: false, message: MEMBER_MSG.phoneTaken, field: 'phone' });
    expect(kernel.notifier.errors()).toEqual([]);
    expect(kernel.transport.last(ADD)?.data).toEqual({ account: 'zhangwei', password: 'Qz7kLm29vx', phone: '13800138000', rank_id: 1, status: 1 });
  });
});

describe('the ranks', () => {
  it('loads, saves (a refusal kept with its field) and removes after the server agrees', async () => {
    const kernel = await setup();
    kernel.transport
      .reply('GET', RANKS, { rows: [rank(1), rank(2)], total: 2 })
      .on('POST', RANK_EDIT, () => ({ data: { code: 400, message: MEMBER_MSG.rankNameTaken, data: { field: 'name' } }, status: 400 }))
      .reply('POST', RANK_REMOVE, null, 400, MEMBER_MSG.rankHasMembers);
    const store = kernel.get(MEMBER_RANKS);
    await store.load();
    expect(store.ranks.map((r) => r.id)).toEqual([1, 2]);
    expect(await store.rank(2)).toMatchObject({ name: '等级2' });
    const outcome = await store.save({ name: '等级1', level: 9, color: '#000000', is_default: 0, allow_download: 1 });
    expect(outcome).toEqual({ ok: false, message: MEMBER_MSG.rankNameTaken, field: 'name' });
    expect(await store.remove(rank(2))).toBe(false);
    expect(kernel.notifier.errors()).toContain(MEMBER_MSG.rankHasMembers);
    kernel.transport.reply('POST', RANK_REMOVE, { removed: 1 });
    expect(await store.remove(rank(2))).toBe(true);
    expect(kernel.transport.last(RANK_REMOVE)?.data).toEqual({ id: 2 });
  });
});

describe('the members area’s strings', () => {
  const flatten = (bundle: object, prefix = '', out: string[] = []): string[] => {
    for (const [key, value] of Object.entries(bundle)) {
      if (value && typeof value === 'object') flatten(value, `${prefix}${key}.`, out);
      else out.push(`${prefix}${key}`);
    }
    return out;
  };
  it('has the same keys in Chinese and English, the rule book’s messages verbatim', async () => {
    const zh = (await import('../../../../plugins/members/members/i18n.zh-CN')).default;
    const en = (await import('../../../../plugins/members/members/i18n.en-US')).default;
    expect(flatten(en).sort()).toEqual(flatten(zh).sort());
    expect(zh.list.removeConfirm).toBe('删除后该会员将无法登录且不可恢复，是否继续？');
    expect(zh.ranks.hasMembers).toBe(MEMBER_MSG.rankHasMembers);
  });
});
