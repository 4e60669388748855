// 异常页面: the three pages, each edited and saved on its own (checked by the shared rules first).
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../../kernel';
import { checkSitePage, type SiteExceptionPage, type SitePageKind } from '../../../../shared/domain/settings/site';
import type { SiteSettingsApi } from '../api';
import { SITE_SETTINGS_API } from '../tokens';
import { refusalOf, refused, type Outcome } from './outcome';

@injectable()
export class PagesStore {
  pages: SiteExceptionPage[] = [];
  loading = false;
  loaded = false;
  error: string | null = null;
  saving = false;

  constructor(
    @inject(SITE_SETTINGS_API) private readonly api: SiteSettingsApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    makeAutoObservable<PagesStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false });
  }

  page(kind: SitePageKind): SiteExceptionPage | undefined {
    return this.pages.find((p) => p.kind === kind);
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const { pages } = await this.api.pages();
      runInAction(() => {
        this.pages = pages;
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => { this.error = error instanceof Error ? error.message : String(error); });
    } finally {
      runInAction(() => { this.loading = false; });
    }
  }

  async save(page: SiteExceptionPage): Promise<Outcome> {
    const trimmed = { ...page, title: page.title.trim(), text: page.text.trim(), image: page.image.trim(), buttonText: page.buttonText.trim() };
    const refusal = checkSitePage(trimmed);
    if (refusal) {
      this.notifier.error(refusal.message);
      return refused(refusal.message, refusal.field);
    }
    this.saving = true;
    try {
      const saved = await this.api.savePage(trimmed);
      runInAction(() => { this.pages = this.pages.map((p) => (p.kind === saved.kind ? saved : p)); });
      this.notifier.success(this.i18n.t('settings.site.saved'));
      return { ok: true };
    } catch (error) {
      return refusalOf(error);
    } finally {
      runInAction(() => { this.saving = false; });
    }
  }
}
