// Plugins' home cards (manifest `homeCards`, e.g. the sites plugin's 翻译克隆): registration refuses an
// unknown key and a duplicate id; the home shows a card only to users holding its key on a site of
// its types, in order, loading its plugin's services first; a card that fails to load shows a
// retry in its own place and leaves the others.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ContainerModule } from 'inversify';
import { createElement } from 'react';
import { ContainerProvider } from '../../../../kernel/di/react';
import { createToken } from '../../../../kernel/di/token';
import { useService } from '../../../../kernel/di/react';
import { PluginHomeCards } from '../../../../kernel/shell/home/PluginHomeCards';
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import type { PluginManifest } from '../../../../kernel/plugin/types';

afterEach(cleanup);
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const GREETING = createToken<{ text: string }>('test.greeting');

function cardPlugin(id: string, extra: Partial<PluginManifest> = {}): PluginManifest {
  return {
    id,
    title: `${id}.plugin`,
    siteTypes: ['zh'],
    routes: [],
    i18n: { 'zh-CN': { plugin: id } },
    ...extra,
  };
}

async function setup(roles: string[], manifests: PluginManifest[]) {
  const kernel = createTestKernel();
  kernel.transport.reply('POST', 'menu/getlist', roles.map((role) => ({ role, select: 'true', meta: { title: role } })));
  await kernel.install(manifests);
  await kernel.get(TOKENS.permission).load();
  await act(async () => {
    render(createElement(ContainerProvider, { container: kernel.container, children: createElement(PluginHomeCards) }));
  });
  return kernel;
}

function Greeting() {
  return createElement('p', null, useService(GREETING).text);
}

it('shows the cards a user may see, in order, each after its plugin’s services are bound', async () => {
  const services = async () => ({ default: new ContainerModule(({ bind }) => void bind(GREETING).toConstantValue({ text: '翻译克隆卡片' })) });
  const later = jest.fn(async () => ({ default: () => createElement('p', null, '小程序卡片') }));
  await setup(['site_setting', 'xys_xcx'], [
    cardPlugin('mini', { homeCards: [{ id: 'xcx', permission: 'xys_xcx', order: 20, load: later }] }),
    cardPlugin('clone', { services, homeCards: [{ id: 'clone', permission: 'site_setting', order: 10, load: async () => ({ default: Greeting }) }] }),
  ]);
  expect(await screen.findByText('翻译克隆卡片')).toBeTruthy();
  expect(await screen.findByText('小程序卡片')).toBeTruthy();
  const order = Array.from(document.querySelectorAll('[data-testid^="home-card-"]')).map((el) => el.getAttribute('data-testid'));
  expect(order).toEqual(['home-card-clone', 'home-card-xcx']);
});

it('shows nothing without the key or on another site type, and loads nothing', async () => {
  const load = jest.fn();
  await setup(['site_setting'], [cardPlugin('mini', { homeCards: [{ id: 'xcx', permission: 'xys_xcx', load }] }), cardPlugin('en', { siteTypes: ['en'], homeCards: [{ id: 'en', permission: 'site_setting', load }] })]);
  expect(document.querySelector('.home-plugin-cards')).toBeNull();
  expect(load).not.toHaveBeenCalled();
});

it('a card that fails to load shows 重试 in its place; the retry loads it again', async () => {
  let fail = true;
  const load = jest.fn(async () => {
    if (fail) throw new Error('网络中断');
    return { default: () => createElement('p', null, '恢复了') };
  });
  await setup(['xys_xcx'], [cardPlugin('mini', { homeCards: [{ id: 'xcx', permission: 'xys_xcx', load }] })]);
  expect(await screen.findByText('该卡片加载失败')).toBeTruthy();
  fail = false;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
  });
  expect(await screen.findByText('恢复了')).toBeTruthy();
});

it('refuses a card with an unknown key or a duplicate id', async () => {
  const kernel = createTestKernel();
  const host = kernel.get(TOKENS.plugins);
  const load = jest.fn();
  await kernel.install([
    cardPlugin('unknownkey', { homeCards: [{ id: 'a', permission: 'no_such_key', load }] }),
    cardPlugin('first', { homeCards: [{ id: 'b', permission: 'site_setting', load }] }),
    cardPlugin('second', { homeCards: [{ id: 'b', permission: 'site_setting', load }] }),
  ]);
  expect(host.status('unknownkey')).toMatchObject({ state: 'refused', error: expect.stringContaining('no_such_key') });
  expect(host.status('second')).toMatchObject({ state: 'refused', error: expect.stringContaining('已被注册') });
  expect(host.homeCards.map((c) => `${c.pluginId}:${c.id}`)).toEqual(['first:b']);
});
