// Builds the one container of the console: ports, core services and the plugin host. Tests call
// the same function with `overrides` to bind fakes over real tokens (see createTestKernel).
import { Container } from 'inversify';
import { TOKENS } from '../tokens';
import { CONTAINER } from '../plugin/containerToken';
import { id, type Token } from './token';
import { defaultKernelConfig, type KernelConfig } from '../ports/config';
import { DocumentCookieStore } from '../ports/cookies';
import { DelegatingNotifier } from '../ports/notifier';
import { WindowNavigator } from '../ports/navigator';
import { FetchTransport } from '../ports/transport';
import { BrowserFileSaver } from '../ports/files';
import { HttpServiceImpl } from '../services/http/HttpServiceImpl';
import { SessionServiceImpl } from '../services/session/SessionServiceImpl';
import { I18nServiceImpl } from '../services/i18n/I18nServiceImpl';
import { PermissionServiceImpl } from '../services/permission/PermissionServiceImpl';
import { PreferencesServiceImpl } from '../services/preferences/PreferencesServiceImpl';
import { PageTabsServiceImpl } from '../services/tabs/PageTabsServiceImpl';
import { SiteServiceImpl } from '../services/site/SiteServiceImpl';
import { MessageServiceImpl } from '../services/messages/MessageServiceImpl';
import { DialogServiceImpl } from '../services/dialogs/DialogServiceImpl';
import { TaskServiceImpl } from '../services/tasks/TaskServiceImpl';
import { PluginHostImpl } from '../plugin/PluginHostImpl';
import { LazyUploadService } from '../services/uploads/LazyUploadService';
import { kernelBundles } from '../i18n';

/** A value (or factory) to bind over a token instead of the real implementation. */
export type Override<T = unknown> = { token: Token<T>; value: T };

export interface KernelOptions {
  config?: Partial<KernelConfig>;
  overrides?: Override<any>[];
}

export function createKernel(options: KernelOptions = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(id(CONTAINER)).toConstantValue(container);
  container.bind(id(TOKENS.config)).toConstantValue(defaultKernelConfig(options.config));

  // Ports: browser implementations by default.
  container.bind(id(TOKENS.cookies)).toDynamicValue(() => new DocumentCookieStore());
  container.bind(id(TOKENS.sessionStorage)).toDynamicValue(() => window.sessionStorage);
  container.bind(id(TOKENS.localStorage)).toDynamicValue(() => window.localStorage);
  container.bind(id(TOKENS.notifier)).toDynamicValue(() => new DelegatingNotifier());
  container.bind(id(TOKENS.navigator)).toDynamicValue(() => new WindowNavigator());
  container.bind(id(TOKENS.transport)).toDynamicValue(() => new FetchTransport());
  container.bind(id(TOKENS.fileSaver)).toDynamicValue(() => new BrowserFileSaver());

  // Core services.
  container.bind(id(TOKENS.http)).to(HttpServiceImpl);
  container.bind(id(TOKENS.session)).to(SessionServiceImpl);
  container.bind(id(TOKENS.i18n)).to(I18nServiceImpl);
  container.bind(id(TOKENS.permission)).to(PermissionServiceImpl);
  container.bind(id(TOKENS.preferences)).to(PreferencesServiceImpl);
  container.bind(id(TOKENS.site)).to(SiteServiceImpl);
  container.bind(id(TOKENS.messages)).to(MessageServiceImpl);
  container.bind(id(TOKENS.dialogs)).to(DialogServiceImpl);
  container.bind(id(TOKENS.tasks)).to(TaskServiceImpl);
  container.bind(id(TOKENS.plugins)).to(PluginHostImpl);
  container.bind(id(TOKENS.pageTabs)).to(PageTabsServiceImpl);
  container.bind(id(TOKENS.uploads)).to(LazyUploadService);

  for (const { token, value } of options.overrides ?? []) {
    container.unbind(id(token));
    container.bind(id(token)).toConstantValue(value);
  }

  const i18n = container.get(id(TOKENS.i18n));
  for (const [locale, bundle] of Object.entries(kernelBundles)) i18n.addBundle('kernel', locale as 'zh-CN' | 'en-US', bundle);
  return container;
}
