// PluginHost: registers manifests at start, and loads each plugin's module and strings in its own
// try the first time one of its pages or dialogs is needed, so one failing plugin marks only itself
// failed (its routes then show an error page naming it) and no plugin weighs on the first load.
import { inject, injectable, type Container } from 'inversify';
import { makeObservable, observable, runInAction, observableRef } from 'mobx';
import type { SiteType } from '../../shared/domain';
import { isKnownPermission } from '../../shared/domain/permissions';
import { TOKENS } from '../tokens';
import type { DialogService } from '../services/dialogs/types';
import type { I18nService, Locale, Messages } from '../services/i18n/types';
import { attachGrafts, compileManifest, compilePublicPages, PluginRegistrationError } from './registry';
import type { CommandContribution, Compiled, CompiledPublicPage, CompiledRoute, HeaderActionContribution, HomeCardContribution, PluginHost, PluginManifest, PluginStatus, RecordSourceContribution, RecycleBinContribution } from './types';
import { CONTAINER } from './containerToken';

@injectable()
export class PluginHostImpl implements PluginHost {
  routes: CompiledRoute[] = [];
  /** The plugins' own route trees, and the routes they add to other plugins' groups (`parent`). */
  private trees: CompiledRoute[] = [];
  private grafts: CompiledRoute[] = [];
  publicPages: CompiledPublicPage[] = [];
  commands: Compiled<CommandContribution>[] = [];
  recordSources: Compiled<RecordSourceContribution>[] = [];
  recycleBins: Compiled<RecycleBinContribution>[] = [];
  headerActions: Compiled<HeaderActionContribution>[] = [];
  homeCards: Compiled<HomeCardContribution>[] = [];
  statuses: PluginStatus[] = [];
  installed = true;
  private pendingLoad: (() => Promise<readonly PluginManifest[]>) | null = null;
  private installing: Promise<void> = Promise.resolve();
  private readonly taken = { ids: new Set<string>(), paths: new Set<string>() };
  private readonly manifests = new Map<string, PluginManifest>();
  private readonly activations = new Map<string, Promise<void>>();

  constructor(
    @inject(CONTAINER) private readonly container: Container,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
    @inject(TOKENS.dialogs) private readonly dialogs: DialogService,
  ) {
    makeObservable(this, { routes: observableRef, publicPages: observableRef, commands: observableRef, recordSources: observableRef, recycleBins: observableRef, headerActions: observableRef, homeCards: observableRef, statuses: observableRef, installed: observable });
  }

  status(pluginId: string): PluginStatus | undefined {
    return this.statuses.find((s) => s.id === pluginId);
  }

  async install(manifests: readonly PluginManifest[]): Promise<void> {
    for (const manifest of manifests) {
      try {
        // Dialog ids are checked before anything is registered, so a refused plugin leaves nothing
        // behind (no reserved id or paths, no i18n bundle).
        const dialogIds = new Set<string>();
        for (const dialog of manifest.dialogs ?? []) {
          if (dialogIds.has(dialog.id) || this.dialogs.contribution(dialog.id)) {
            throw new PluginRegistrationError(String(manifest.id), `全局对话框 "${dialog.id}" 已被注册`);
          }
          dialogIds.add(dialog.id);
        }
        for (const bin of manifest.recycleBins ?? []) {
          if (this.recycleBins.some((b) => b.id === bin.id) || (manifest.recycleBins ?? []).filter((b) => b.id === bin.id).length > 1) {
            throw new PluginRegistrationError(String(manifest.id), `回收站分类 "${bin.id}" 已被注册`);
          }
          if (!isKnownPermission(bin.permission)) throw new PluginRegistrationError(String(manifest.id), `回收站分类 "${bin.id}" 的权限标识未知：${bin.permission}`);
        }
        for (const action of manifest.headerActions ?? []) {
          if (this.headerActions.some((a) => a.id === action.id) || (manifest.headerActions ?? []).filter((a) => a.id === action.id).length > 1) {
            throw new PluginRegistrationError(String(manifest.id), `页头按钮 "${action.id}" 已被注册`);
          }
          if (!isKnownPermission(action.permission)) throw new PluginRegistrationError(String(manifest.id), `页头按钮 "${action.id}" 的权限标识未知：${action.permission}`);
          if (!dialogIds.has(action.dialog)) throw new PluginRegistrationError(String(manifest.id), `页头按钮 "${action.id}" 打开的对话框 "${action.dialog}" 不是本插件的`);
        }
        for (const card of manifest.homeCards ?? []) {
          if (this.homeCards.some((c) => c.id === card.id) || (manifest.homeCards ?? []).filter((c) => c.id === card.id).length > 1) {
            throw new PluginRegistrationError(String(manifest.id), `首页卡片 "${card.id}" 已被注册`);
          }
          if (!isKnownPermission(card.permission)) throw new PluginRegistrationError(String(manifest.id), `首页卡片 "${card.id}" 的权限标识未知：${card.permission}`);
        }
        const publicPages = compilePublicPages(manifest, this.taken);
        const routes = compileManifest(manifest, this.taken);
        for (const page of publicPages) this.taken.paths.add(page.path);
        for (const [locale, source] of Object.entries(manifest.i18n ?? {})) {
          if (source) this.i18n.addBundle(manifest.id, locale as Locale, source);
        }
        for (const dialog of manifest.dialogs ?? []) this.dialogs.register({ ...dialog, pluginId: manifest.id });
        const owned = <T extends { siteTypes?: SiteType[] }>(item: T) => ({ ...item, pluginId: manifest.id, siteTypes: item.siteTypes ?? manifest.siteTypes });
        runInAction(() => {
          this.trees = [...this.trees, ...routes.filter((r) => r.parentPath === undefined)];
          this.grafts = [...this.grafts, ...routes.filter((r) => r.parentPath !== undefined)];
          this.routes = attachGrafts(this.trees, this.grafts);
          this.publicPages = [...this.publicPages, ...publicPages];
          this.commands = [...this.commands, ...(manifest.commands ?? []).map(owned)];
          this.recordSources = [...this.recordSources, ...(manifest.recordSources ?? []).map(owned)];
          this.recycleBins = [...this.recycleBins, ...(manifest.recycleBins ?? []).map(owned)].sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
          this.headerActions = [...this.headerActions, ...(manifest.headerActions ?? []).map(owned)].sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
          this.homeCards = [...this.homeCards, ...(manifest.homeCards ?? []).map(owned)].sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
        });
        const needsActivation = manifest.services !== undefined || manifest.strings !== undefined;
        this.setStatus({ id: manifest.id, title: manifest.title, state: needsActivation ? 'inactive' : 'ready' });
        this.manifests.set(manifest.id, manifest);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(message);
        this.setStatus({ id: String(manifest?.id), title: manifest?.title ?? String(manifest?.id), state: 'refused', error: message });
      }
    }
  }

  installFrom(load: () => Promise<readonly PluginManifest[]>): void {
    this.pendingLoad = load;
    runInAction(() => {
      this.installed = false;
    });
  }

  whenInstalled(): Promise<void> {
    const load = this.pendingLoad;
    if (!load) return this.installing;
    this.pendingLoad = null;
    this.installing = this.installing.catch(() => undefined).then(load).then(
      // The manifests' menu strings of the current language may be loaders of their own.
      (manifests) => this.install(manifests).then(() => this.i18n.ready()).then(() => runInAction(() => {
        this.installed = this.pendingLoad === null;
      })),
      (error: unknown) => {
        // Asked again (a retry), it is fetched again.
        this.pendingLoad ??= load;
        throw error;
      },
    );
    return this.installing;
  }

  activate(pluginId: string): Promise<void> {
    const manifest = this.manifests.get(pluginId);
    if (!manifest || this.status(pluginId)?.state === 'ready') return Promise.resolve();
    let activation = this.activations.get(pluginId);
    if (!activation) {
      activation = this.load(manifest);
      this.activations.set(pluginId, activation);
    }
    return activation;
  }

  private async load(manifest: PluginManifest): Promise<void> {
    this.setStatus({ id: manifest.id, title: manifest.title, state: 'loading' });
    try {
      const current = this.i18n.locale;
      const strings = Object.entries(manifest.strings ?? {}) as [Locale, () => Promise<{ default: Messages }>][];
      // Other languages wait until someone switches to them.
      for (const [locale, loader] of strings) if (locale !== current) this.i18n.addBundle(manifest.id, locale, loader);
      const own = strings.find(([locale]) => locale === current)?.[1];
      const [messages, module] = await Promise.all([own?.(), manifest.services?.()]);
      if (messages) this.i18n.addBundle(manifest.id, current, messages.default);
      if (module) await this.container.loadAsync(module.default);
      this.setStatus({ id: manifest.id, title: manifest.title, state: 'ready' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`插件 "${manifest.id}" 加载失败：${message}`);
      this.setStatus({ id: manifest.id, title: manifest.title, state: 'failed', error: message });
    }
  }

  private setStatus(status: PluginStatus): void {
    runInAction(() => {
      this.statuses = [...this.statuses.filter((s) => s.id !== status.id), status];
    });
  }
}

export { PluginRegistrationError };
