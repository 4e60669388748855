// 清除缓存: the caches the installed modules keep for the site, with their size; clearing those chosen
// after a confirmation, then showing what was cleared.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../../kernel';
import { SITE_CACHE_MSG, type SiteCacheRow } from '../../../../shared/domain/settings/site';
import type { SiteSettingsApi } from '../api';
import { SITE_SETTINGS_API } from '../tokens';

@injectable()
export class CacheStore {
  rows: SiteCacheRow[] = [];
  selected: string[] = [];
  loading = false;
  loaded = false;
  error: string | null = null;
  clearing = false;
  /** What the last clear emptied. */
  lastCleared: SiteCacheRow[] | null = null;

  constructor(
    @inject(SITE_SETTINGS_API) private readonly api: SiteSettingsApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    makeAutoObservable<CacheStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false });
  }

  select(ids: string[]): void {
    this.selected = ids;
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const { rows } = await this.api.caches();
      runInAction(() => {
        this.rows = rows;
        this.selected = this.selected.filter((id) => rows.some((r) => r.id === id));
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => { this.error = error instanceof Error ? error.message : String(error); });
    } finally {
      runInAction(() => { this.loading = false; });
    }
  }

  async clear(): Promise<boolean> {
    if (this.selected.length === 0) {
      this.notifier.warning(SITE_CACHE_MSG.chooseOne);
      return false;
    }
    const labels = this.rows.filter((r) => this.selected.includes(r.id)).map((r) => r.label);
    const sure = await this.notifier.confirm({
      title: this.i18n.t('settings.site.confirmTitle'),
      content: this.i18n.t('settings.site.cache.confirm', { names: labels.join('、') }),
      danger: true,
    });
    if (!sure) return false;
    this.clearing = true;
    try {
      const { cleared } = await this.api.clearCaches([...this.selected]);
      runInAction(() => {
        this.lastCleared = cleared;
        this.selected = [];
      });
      this.notifier.success(SITE_CACHE_MSG.cleared);
      await this.load();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => { this.clearing = false; });
    }
  }
}
