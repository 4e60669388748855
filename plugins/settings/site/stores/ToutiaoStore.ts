// 头条验证: the site's verification file (name and text), checked by the shared rule first.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../../kernel';
import { checkSiteToutiaoFile, type SiteToutiaoAnswer } from '../../../../shared/domain/settings/site';
import type { SiteSettingsApi } from '../api';
import { SITE_SETTINGS_API } from '../tokens';
import { refusalOf, refused, type Outcome } from './outcome';

@injectable()
export class ToutiaoStore {
  file: SiteToutiaoAnswer | null = null;
  loading = false;
  error: string | null = null;
  saving = false;

  constructor(
    @inject(SITE_SETTINGS_API) private readonly api: SiteSettingsApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    makeAutoObservable<ToutiaoStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const file = await this.api.toutiao();
      runInAction(() => { this.file = file; });
    } catch (error) {
      runInAction(() => { this.error = error instanceof Error ? error.message : String(error); });
    } finally {
      runInAction(() => { this.loading = false; });
    }
  }

  async save(fileName: string, content: string): Promise<Outcome> {
    const name = fileName.trim();
    const refusal = checkSiteToutiaoFile(name, content);
    if (refusal) {
      this.notifier.error(refusal.message);
      return refused(refusal.message, refusal.field);
    }
    this.saving = true;
    try {
      const file = await this.api.saveToutiao(name, content);
      runInAction(() => { this.file = file; });
      this.notifier.success(this.i18n.t('settings.site.saved'));
      return { ok: true };
    } catch (error) {
      return refusalOf(error);
    } finally {
      runInAction(() => { this.saving = false; });
    }
  }

  async remove(): Promise<boolean> {
    const sure = await this.notifier.confirm({ title: this.i18n.t('settings.site.confirmTitle'), content: this.i18n.t('settings.site.toutiao.removeConfirm'), danger: true });
    if (!sure) return false;
    try {
      const file = await this.api.removeToutiao();
      runInAction(() => { this.file = file; });
      return true;
    } catch {
      return false;
    }
  }
}
