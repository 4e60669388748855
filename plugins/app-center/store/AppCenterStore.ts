// 应用中心: the site's apps (the catalogue's entries the server listed, with their states) and the
// switch — turning an app off is asked first, since visitors stop seeing it at once.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../kernel';
import { appEntry, type AppEntry, type AppState } from '../../../shared/domain/apps';
import type { AppCenterApi } from '../api';
import { APP_CENTER_API } from '../tokens';

export interface AppCard extends AppState {
  entry: AppEntry;
}

@injectable()
export class AppCenterStore {
  apps: AppState[] = [];
  loaded = false;
  failed = false;
  /** Keys whose switch is on its way to the server. */
  switching = new Set<string>();

  constructor(
    @inject(APP_CENTER_API) private readonly api: AppCenterApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    makeAutoObservable<AppCenterStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false });
  }

  /** The listed apps the console knows, in catalogue order (the server's order). */
  get cards(): AppCard[] {
    return this.apps.flatMap((a) => {
      const entry = appEntry(a.key);
      return entry ? [{ ...a, entry }] : [];
    });
  }

  async load(): Promise<void> {
    this.failed = false;
    try {
      const { apps } = await this.api.list();
      runInAction(() => {
        this.apps = Array.isArray(apps) ? apps : [];
        this.loaded = true;
      });
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    }
  }

  /** Switches an app; off is confirmed first. Answers whether it changed. */
  async setEnabled(key: string, enabled: boolean): Promise<boolean> {
    const entry = appEntry(key);
    if (!entry || this.switching.has(key)) return false;
    const name = this.i18n.t(`app-center.apps.${key}.name`);
    if (!enabled) {
      const ok = await this.notifier.confirm({
        title: this.i18n.t('app-center.confirmOffTitle'),
        content: this.i18n.t('app-center.confirmOff', { name }),
        okText: this.i18n.t('app-center.turnOff'),
        danger: true,
      });
      if (!ok) return false;
    }
    this.switching.add(key);
    try {
      const state = await this.api.setEnabled(key, enabled);
      runInAction(() => {
        this.apps = this.apps.map((a) => (a.key === key ? state : a));
      });
      this.notifier.success(this.i18n.t(enabled ? 'app-center.turnedOn' : 'app-center.turnedOff', { name }));
      return true;
    } catch {
      // The HttpService has shown the server's reason (e.g. 请先在设置页完成…).
      return false;
    } finally {
      runInAction(() => {
        this.switching.delete(key);
      });
    }
  }
}
