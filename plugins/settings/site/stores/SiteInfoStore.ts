// 网站信息: loads the site's information, checks a save by the shared rules before sending it (the
// server checks again), uploads a favicon after checking its size and bytes.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../../kernel';
import { checkSiteInfo, normaliseSiteInfo, siteFaviconType, type SiteInfo } from '../../../../shared/domain/settings/site';
import type { SiteSettingsApi } from '../api';
import { SITE_SETTINGS_API } from '../tokens';
import { refusalOf, refused, type Outcome } from './outcome';

@injectable()
export class SiteInfoStore {
  info: SiteInfo | null = null;
  loading = false;
  error: string | null = null;
  saving = false;
  uploading = false;

  constructor(
    @inject(SITE_SETTINGS_API) private readonly api: SiteSettingsApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    makeAutoObservable<SiteInfoStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const info = await this.api.baseConfig();
      runInAction(() => { this.info = info; });
    } catch (error) {
      runInAction(() => { this.error = error instanceof Error ? error.message : String(error); });
    } finally {
      runInAction(() => { this.loading = false; });
    }
  }

  async save(values: SiteInfo): Promise<Outcome> {
    const info = normaliseSiteInfo(values);
    const refusal = checkSiteInfo(info);
    if (refusal) {
      this.notifier.error(refusal.message);
      return refused(refusal.message, refusal.field);
    }
    this.saving = true;
    try {
      const saved = await this.api.saveBaseConfig(info);
      runInAction(() => { this.info = saved; });
      this.notifier.success(this.i18n.t('settings.site.saved'));
      return { ok: true };
    } catch (error) {
      return refusalOf(error);
    } finally {
      runInAction(() => { this.saving = false; });
    }
  }

  /** Checks the file here first (size, type by its bytes); answers the address to put in the favicon field. */
  async uploadFavicon(file: { name: string; bytes: Uint8Array }): Promise<{ url: string } | Outcome> {
    const judged = siteFaviconType(file.bytes);
    if ('message' in judged) {
      this.notifier.error(judged.message);
      return refused(judged.message, 'favicon');
    }
    this.uploading = true;
    try {
      return await this.api.uploadFavicon(file.name, base64Of(file.bytes));
    } catch (error) {
      return refusalOf(error);
    } finally {
      runInAction(() => { this.uploading = false; });
    }
  }
}

function base64Of(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}
