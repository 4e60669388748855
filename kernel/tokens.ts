// Every kernel service token in one place. Plugins and tests resolve services through these.
import { createToken } from './di/token';
import type { CookieStore } from './ports/cookies';
import type { KeyValueStore } from './ports/storage';
import type { Notifier } from './ports/notifier';
import type { Navigator } from './ports/navigator';
import type { KernelConfig } from './ports/config';
import type { HttpService } from './services/http/types';
import type { SessionService } from './services/session/types';
import type { I18nService } from './services/i18n/types';
import type { PermissionService } from './services/permission/types';
import type { PreferencesService } from './services/preferences/types';
import type { SiteService } from './services/site/types';
import type { MessageService } from './services/messages/types';
import type { DialogService } from './services/dialogs/types';
import type { TaskService } from './services/tasks/types';
import type { PageTabsService } from './services/tabs/types';
import type { FileSaver } from './ports/files';
import type { PluginHost } from './plugin/types';
import type { HttpTransport } from './ports/transport';
import type { UploadService } from './services/uploads/types';

export const TOKENS = {
  config: createToken<KernelConfig>('kernel.config'),
  cookies: createToken<CookieStore>('kernel.cookies'),
  sessionStorage: createToken<KeyValueStore>('kernel.sessionStorage'),
  localStorage: createToken<KeyValueStore>('kernel.localStorage'),
  notifier: createToken<Notifier>('kernel.notifier'),
  navigator: createToken<Navigator>('kernel.navigator'),
  transport: createToken<HttpTransport>('kernel.transport'),
  fileSaver: createToken<FileSaver>('kernel.fileSaver'),
  http: createToken<HttpService>('kernel.http'),
  session: createToken<SessionService>('kernel.session'),
  i18n: createToken<I18nService>('kernel.i18n'),
  permission: createToken<PermissionService>('kernel.permission'),
  preferences: createToken<PreferencesService>('kernel.preferences'),
  site: createToken<SiteService>('kernel.site'),
  messages: createToken<MessageService>('kernel.messages'),
  dialogs: createToken<DialogService>('kernel.dialogs'),
  tasks: createToken<TaskService>('kernel.tasks'),
  plugins: createToken<PluginHost>('kernel.plugins'),
  pageTabs: createToken<PageTabsService>('kernel.pageTabs'),
  uploads: createToken<UploadService>('kernel.uploads'),
} as const;
