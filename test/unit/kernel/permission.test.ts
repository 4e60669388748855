// PermissionService through the container (§3, §6): the ver-2 tree → granted roles → isQR_code.
import { createTestKernel } from '../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../kernel/tokens';
import type { PermissionEntry } from '../../../shared/domain';

const entry = (role: string, select: boolean, children?: PermissionEntry[]): PermissionEntry => ({
  role,
  select: select ? 'true' : 'false',
  meta: { title: role },
  ...(children ? { children } : {}),
});

describe('PermissionService.load', () => {
  it('posts {ver: 2} to admin/menu/getlist', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('POST', 'admin/menu/getlist', []);
    await kernel.get(TOKENS.permission).load();
    const req = kernel.transport.last('admin/menu/getlist');
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/api/app/site-admin-api/admin/menu/getlist');
    expect(req?.data).toEqual({ ver: 2 });
  });

  it('grants roles whose select is \'true\' at up to four nested levels', async () => {
    const kernel = createTestKernel();
    const tree = [
      entry('content_manage', true, [
        entry('article_list', true),
        entry('case_list', false),
        entry('level2', true, [entry('level3', false, [entry('level4', true)])]),
      ]),
      entry('product_manage', false, [entry('product_list', false)]),
      entry('spider', true),
    ];
    kernel.transport.reply('POST', 'admin/menu/getlist', tree);
    const permission = kernel.get(TOKENS.permission);
    await permission.load();
    expect(permission.loaded).toBe(true);
    expect(permission.tree).toEqual(tree);
    expect([...permission.roles].sort()).toEqual(['article_list', 'content_manage', 'home', 'level2', 'level4', 'spider'].sort());
    expect(permission.has('article_list')).toBe(true);
    expect(permission.has('case_list')).toBe(false);
    expect(permission.has('level3')).toBe(false);
    expect(permission.has('product_manage')).toBe(false);
  });

  it('always grants home, even with an empty or malformed tree', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('POST', 'admin/menu/getlist', null);
    const permission = kernel.get(TOKENS.permission);
    await permission.load();
    expect(permission.has('home')).toBe(true);
    expect([...permission.roles]).toEqual(['home']);
    expect(permission.tree).toEqual([]);
  });

  it('isQR_code follows qrcode_setting', async () => {
    const kernel = createTestKernel();
    const permission = kernel.get(TOKENS.permission);
    const prefs = kernel.get(TOKENS.preferences);

    kernel.transport.reply('POST', 'admin/menu/getlist', [entry('sys_setting', true, [entry('qrcode_setting', true)])]);
    await permission.load();
    expect(prefs.values.isQR_code).toBe(true);

    kernel.transport.reply('POST', 'admin/menu/getlist', [entry('sys_setting', true, [entry('qrcode_setting', false), entry('site_setting', true)])]);
    await permission.load();
    expect(prefs.values.isQR_code).toBe(false);
  });

  it('a failed load leaves the service unloaded', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('POST', 'admin/menu/getlist', null, 500, '系统错误');
    const permission = kernel.get(TOKENS.permission);
    await expect(permission.load()).rejects.toThrow('系统错误');
    expect(permission.loaded).toBe(false);
  });

  it('reset forgets the grants', async () => {
    const kernel = createTestKernel();
    kernel.transport.reply('POST', 'admin/menu/getlist', [entry('spider', true)]);
    const permission = kernel.get(TOKENS.permission);
    await permission.load();
    permission.reset();
    expect(permission.loaded).toBe(false);
    expect(permission.has('spider')).toBe(false);
  });
});
