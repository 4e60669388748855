// createTestKernel (DESIGN §3): the real container with fakes bound over the real port tokens, so
// any service or store can be unit-tested without a browser or a server.
//
//   const kernel = createTestKernel();
//   kernel.transport.reply('POST', 'admin/menu/getlist', tree);
//   await kernel.get(TOKENS.permission).load();
import type { Container } from 'inversify';
import { createKernel, type Override } from '../di/createKernel';
import { id, type Token } from '../di/token';
import { TOKENS } from '../tokens';
import { MemoryStore } from '../ports/storage';
import type { KernelConfig } from '../ports/config';
import type { PluginManifest } from '../plugin/types';
import { FakeCookieStore, FakeTransport, RecordingFileSaver, RecordingNavigator, RecordingNotifier } from './fakes';

export interface TestKernel {
  container: Container;
  get<T>(token: Token<T>): T;
  transport: FakeTransport;
  cookies: FakeCookieStore;
  notifier: RecordingNotifier;
  navigator: RecordingNavigator;
  files: RecordingFileSaver;
  sessionStorage: MemoryStore;
  localStorage: MemoryStore;
  /** Installs plugin manifests through the real plugin host and activates them (services, strings). */
  install(plugins: PluginManifest[]): Promise<void>;
}

export interface TestKernelOptions {
  config?: Partial<KernelConfig>;
  /** Extra fakes over any token (services included). */
  overrides?: Override<any>[];
}

export function createTestKernel(options: TestKernelOptions = {}): TestKernel {
  const transport = new FakeTransport();
  const cookies = new FakeCookieStore();
  const notifier = new RecordingNotifier();
  const navigator = new RecordingNavigator();
  const files = new RecordingFileSaver();
  const sessionStorage = new MemoryStore();
  const localStorage = new MemoryStore();
  const container = createKernel({
    config: { host: 'console.example.com', ...options.config },
    overrides: [
      { token: TOKENS.transport, value: transport },
      { token: TOKENS.cookies, value: cookies },
      { token: TOKENS.notifier, value: notifier },
      { token: TOKENS.navigator, value: navigator },
      { token: TOKENS.fileSaver, value: files },
      { token: TOKENS.sessionStorage, value: sessionStorage },
      { token: TOKENS.localStorage, value: localStorage },
      ...(options.overrides ?? []),
    ],
  });
  return {
    container,
    get: <T,>(token: Token<T>) => container.get<T>(id(token)),
    transport,
    cookies,
    notifier,
    navigator,
    files,
    sessionStorage,
    localStorage,
    install: async (plugins) => {
      const host = container.get(id(TOKENS.plugins));
      await host.install(plugins);
      await Promise.all(plugins.map((plugin) => host.activate(plugin.id)));
    },
  };
}
