// 网站二维码: the site's saved generator options (or the defaults reading its primary address), the
// draft being edited, whether it differs from what is saved, and its save (the shared rule first:
// an empty text is refused here without a call; the server checks again and logs the changes).
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier, type SiteService } from '../../../../kernel';
import { checkQrOptions, clampQrOptions, type QrConfigData, type QrOptions } from '../../../../shared/domain/settings/qr';
import type { QrApi } from '../api';
import { QR_API } from '../tokens';

@injectable()
export class QrStore {
  config: QrConfigData | null = null;
  draft: QrOptions | null = null;
  loading = false;
  loadError: string | null = null;
  saving = false;
  /** The last refusal of a save (the shared rule's or the server's message). */
  saveError: string | null = null;

  constructor(
    @inject(QR_API) private readonly api: QrApi,
    @inject(TOKENS.site) private readonly site: SiteService,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    makeAutoObservable<QrStore, 'api' | 'site' | 'notifier' | 'i18n'>(this, { api: false, site: false, notifier: false, i18n: false });
  }

  get dirty(): boolean {
    return this.config !== null && this.draft !== null && JSON.stringify(this.draft) !== JSON.stringify(this.config.options);
  }

  private get siteId(): number {
    return Number(this.site.home?.twebId ?? 0);
  }

  async load(): Promise<void> {
    this.loading = true;
    this.loadError = null;
    try {
      const config = await this.api.config();
      runInAction(() => {
        this.config = config;
        this.draft = clampQrOptions(config.options);
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = error instanceof Error ? error.message : String(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  edit(next: QrOptions) {
    this.draft = next;
    this.saveError = null;
  }

  /** 恢复 the saved options. */
  reset() {
    if (this.config) this.draft = clampQrOptions(this.config.options);
    this.saveError = null;
  }

  /** 默认内容: the site's primary address. */
  useSiteAddress() {
    if (this.draft && this.config) this.edit({ ...this.draft, text: this.config.site_address });
  }

  async save(): Promise<boolean> {
    if (!this.draft || this.saving) return false;
    const problem = checkQrOptions(this.draft, this.siteId);
    if (problem) {
      this.saveError = problem;
      return false;
    }
    this.saving = true;
    this.saveError = null;
    try {
      const config = await this.api.save(this.draft);
      runInAction(() => {
        this.config = config;
        this.draft = clampQrOptions(config.options);
      });
      this.notifier.success(this.i18n.t('settings.qr.saved'));
      return true;
    } catch (error) {
      runInAction(() => {
        this.saveError = error instanceof Error ? error.message : String(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
