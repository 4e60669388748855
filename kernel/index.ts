// The kernel's public entry for plugins: tokens, the plugin contract, React hooks and types.
// Plugins import from here (and from shared/), never from kernel internals or other plugins.
export { TOKENS } from './tokens';
export { createToken, type Token } from './di/token';
export { useService, useContainer } from './di/react';
export { definePlugin } from './plugin/types';
export type { PluginManifest, MenuStrings, RouteDescriptor, DialogContribution, DialogProps, CompiledRoute, CommandContribution, RecordSourceContribution, RecordSource, RecordHit, RecordSearchContext, PagePrefetch, RecycleBinContribution, RecycleBinSource, RecycledRecord, HeaderActionContribution } from './plugin/types';
export { HttpError } from './services/http/types';
export type { HttpService, CallInput, CallOptions, UploadOptions as HttpUploadOptions } from './services/http/types';
export type { SessionService } from './services/session/types';
export type { I18nService, Locale, Messages } from './services/i18n/types';
export type { PermissionService } from './services/permission/types';
export type { PreferencesService, Preferences } from './services/preferences/types';
export type { SiteService } from './services/site/types';
export type { MessageService } from './services/messages/types';
export type { DialogService } from './services/dialogs/types';
export type { TaskService } from './services/tasks/types';
export type { FileSaver } from './ports/files';
export { BrowserFileSaver } from './ports/files';
export { TaskProgressLine, taskPercent } from './shell/tasks/TaskProgressLine';
export { useTaskActions } from './shell/tasks/useTaskActions';
export type { Notifier } from './ports/notifier';
export type { Navigator } from './ports/navigator';
export type { KeyValueStore } from './ports/storage';
export { useT } from './shell/hooks/useT';
export { RetryableLazy } from './shell/routing/RetryableLazy';
export { afterPaint, isChunkLoadError } from './shell/routing/lazyLoad';
export { useClickGuard } from './shell/hooks/useClickGuard';
export { usePageTitle } from './shell/hooks/usePageTitle';
