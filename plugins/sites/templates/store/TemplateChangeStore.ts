// 更换模板 (/zhHome/template): the current template(s) and history (themeInfo), whether a change is
// allowed now (isChangeTheme, else its reason), and the grids to choose from by the site's mode
// (siteMode, computed by the server into ThemeInfo.mode): a Chinese site the Chinese catalogue; a
// PC-and-mobile site that and a mobile template (PhoneThemeList); a foreign site the foreign list.
// A confirmed change keeps the admin data; the page reads the template again afterwards.
import { makeAutoObservable, runInAction } from 'mobx';
import type { SiteMode } from '../../../../shared/domain/sites/siteMode';
import type { TemplateCard, ThemeChangeCheck, ThemeInfo } from '../../../../shared/domain/sites/templates';
import type { TemplatesApi } from '../api';
import { TemplateCatalogStore } from './TemplateCatalogStore';

export class TemplateChangeStore {
  info: ThemeInfo | null = null;
  check: ThemeChangeCheck | null = null;
  catalog: TemplateCatalogStore | null = null;
  /** PC-and-mobile sites: the mobile templates. */
  phoneCatalog: TemplateCatalogStore | null = null;
  chosen: TemplateCard | null = null;
  chosenMobile: TemplateCard | null = null;
  loading = false;
  error: string | null = null;
  changing = false;

  constructor(private readonly api: TemplatesApi) {
    makeAutoObservable<TemplateChangeStore, 'api'>(this, { api: false, catalog: false, phoneCatalog: false });
  }

  get mode(): SiteMode | null {
    return this.info?.mode ?? null;
  }

  /** Why a change cannot be made now ('' when it can; null while unknown). */
  get refusal(): string | null {
    if (!this.check) return null;
    return this.check.allowed ? '' : this.check.reason || '当前不能更换模板';
  }

  get canConfirm(): boolean {
    if (this.refusal !== '' || this.changing) return false;
    return this.chosen !== null || (this.mode === 'pcMobile' && this.chosenMobile !== null);
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const [info, check] = await Promise.all([this.api.themeInfo(), this.readCheck()]);
      const fresh = this.catalog === null || this.info?.mode !== info.mode;
      runInAction(() => {
        this.info = info;
        this.check = check;
        this.error = null;
        if (fresh) {
          this.catalog = new TemplateCatalogStore(this.api, info.mode === 'foreign' ? 'en' : 'zh');
          this.phoneCatalog = info.mode === 'pcMobile' ? new TemplateCatalogStore(this.api, 'phone') : null;
        }
      });
      if (fresh) await Promise.all([this.catalog!.load(), this.phoneCatalog?.load()]);
    } catch (err) {
      runInAction(() => {
        this.error = err instanceof Error ? err.message : String(err);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  private readCheck(): Promise<ThemeChangeCheck> {
    return this.api.changeCheck().catch((err: unknown) => ({ allowed: false, reason: err instanceof Error ? err.message : String(err) }));
  }

  choose(template: TemplateCard | null): void {
    this.chosen = template;
  }

  chooseMobile(template: TemplateCard | null): void {
    this.chosenMobile = template;
  }

  /** The confirmed change; true when made (the page says so and shows the new template). */
  async change(): Promise<boolean> {
    if (!this.canConfirm || !this.info) return false;
    this.changing = true;
    try {
      const foreign = this.info.mode === 'foreign';
      // Only what was chosen changes (a PC-and-mobile site may change just its mobile template).
      const mobile = this.info.mode === 'pcMobile' ? this.chosenMobile?.id : undefined;
      const info = await this.api.change(foreign, this.chosen?.id, mobile);
      const check = await this.readCheck();
      runInAction(() => {
        this.info = info;
        this.check = check;
        this.chosen = null;
        this.chosenMobile = null;
      });
      return true;
    } catch {
      // The kernel has shown the refusal.
      return false;
    } finally {
      runInAction(() => {
        this.changing = false;
      });
    }
  }
}
