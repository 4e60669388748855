// Plugins' header buttons (manifest `headerActions`, the settings plugin's 网站二维码): registration
// refuses an unknown key, a duplicate id and a dialog the plugin does not own; the header shows a
// button only to users holding its key on a site of its types, follows a new permission tree, and a
// click opens the plugin's dialog — whose code loads only then.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { ContainerProvider } from '../../../../kernel/di/react';
import { HeaderActions } from '../../../../kernel/shell/header/HeaderActions';
import { DialogHost } from '../../../../kernel/shell/DialogHost';
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import type { PluginManifest } from '../../../../kernel/plugin/types';

afterEach(cleanup);
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function qrPlugin(load: jest.Mock, extra: Partial<PluginManifest> = {}): PluginManifest {
  return {
    id: 'qrs',
    title: 'qrs.plugin',
    siteTypes: ['zh'],
    routes: [],
    i18n: { 'zh-CN': { plugin: '二维码', header: '网站二维码' } },
    dialogs: [{ id: 'qrs.siteQr', load }],
    headerActions: [{ id: 'siteQr', title: 'qrs.header', icon: 'qrcode', permission: 'qrcode_setting', dialog: 'qrs.siteQr' }],
    ...extra,
  };
}

async function setup(roles: string[], manifest: PluginManifest) {
  const kernel = createTestKernel();
  kernel.transport.reply('POST', 'menu/getlist', roles.map((role) => ({ role, select: 'true', meta: { title: role } })));
  await kernel.install([manifest]);
  await kernel.get(TOKENS.permission).load();
  await act(async () => {
    render(createElement(ContainerProvider, { container: kernel.container, children: [createElement(HeaderActions, { key: 'a' }), createElement(DialogHost, { key: 'd' })] }));
  });
  return kernel;
}

it('shows 网站二维码 to a holder of qrcode_setting and opens its dialog, loaded only on the click', async () => {
  const load = jest.fn(async () => ({ default: () => createElement('div', { role: 'dialog' }, '二维码对话框') }));
  const kernel = await setup(['sys_setting', 'qrcode_setting'], qrPlugin(load));
  expect(kernel.get(TOKENS.preferences).values.isQR_code).toBe(true);
  const button = screen.getByRole('button', { name: /网站二维码/ });
  expect(load).not.toHaveBeenCalled();
  await act(async () => {
    fireEvent.click(button);
  });
  expect(await screen.findByText('二维码对话框')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

it('shows nothing without the key (isQR_code false), nor on a site type the action is not for', async () => {
  const load = jest.fn();
  const kernel = await setup(['sys_setting', 'operation_log'], qrPlugin(load));
  expect(kernel.get(TOKENS.preferences).values.isQR_code).toBe(false);
  expect(screen.queryByRole('button', { name: /网站二维码/ })).toBeNull();
  cleanup();
  await setup(['qrcode_setting'], qrPlugin(load, { siteTypes: ['en'] }));
  expect(screen.queryByRole('button', { name: /网站二维码/ })).toBeNull();
  expect(load).not.toHaveBeenCalled();
});

it('refuses a header action with an unknown key, a duplicate id, or another plugin\'s dialog', async () => {
  const kernel = createTestKernel();
  const host = kernel.get(TOKENS.plugins);
  const load = jest.fn();
  await kernel.install([
    qrPlugin(load, { id: 'unknownkey', dialogs: [{ id: 'a.d', load }], headerActions: [{ id: 'x', title: 't', permission: 'no_such_key', dialog: 'a.d' }] }),
    qrPlugin(load, { id: 'foreigndialog', dialogs: [{ id: 'b.d', load }], headerActions: [{ id: 'y', title: 't', permission: 'qrcode_setting', dialog: 'resources.galleryPicker' }] }),
    qrPlugin(load, { id: 'first', dialogs: [{ id: 'c.d', load }], headerActions: [{ id: 'z', title: 't', permission: 'qrcode_setting', dialog: 'c.d' }] }),
    qrPlugin(load, { id: 'second', dialogs: [{ id: 'e.d', load }], headerActions: [{ id: 'z', title: 't', permission: 'qrcode_setting', dialog: 'e.d' }] }),
  ]);
  expect(host.status('unknownkey')).toMatchObject({ state: 'refused', error: expect.stringContaining('no_such_key') });
  expect(host.status('foreigndialog')).toMatchObject({ state: 'refused', error: expect.stringContaining('不是本插件的') });
  expect(host.status('first')?.state).toBe('ready');
  expect(host.status('second')).toMatchObject({ state: 'refused', error: expect.stringContaining('已被注册') });
  expect(host.headerActions.map((a) => `${a.pluginId}:${a.id}`)).toEqual(['first:z']);
});
