// 选择模板 (/zhHome/selectTemplate): the catalogue for the active (new) site — the foreign list
// for a foreign site, else the Chinese one (siteMode, shared/domain) — and 使用此模板, which starts
// the build task (GET tweb/site/build) and hands its ids to 建站完成.
import { makeAutoObservable, runInAction } from 'mobx';
import type { SiteService, TaskService } from '../../../../kernel';
import { siteMode, type SiteMode } from '../../../../shared/domain/sites/siteMode';
import type { SiteBuildStarted, TemplateCard } from '../../../../shared/domain/sites/templates';
import type { TemplatesApi } from '../api';
import { TemplateCatalogStore } from './TemplateCatalogStore';

export class SelectTemplateStore {
  catalog: TemplateCatalogStore | null = null;
  /** PC-and-mobile sites: the mobile templates, one of which goes with the PC template. */
  phoneCatalog: TemplateCatalogStore | null = null;
  chosenMobile: TemplateCard | null = null;
  mode: SiteMode | null = null;
  twebId = 0;
  siteName = '';
  building: number | null = null;
  /** The site has a template already (reached by URL): 使用此模板 gives way to 更换模板. */
  built = false;
  error: string | null = null;

  constructor(private readonly api: TemplatesApi, private readonly site: SiteService, private readonly tasks: TaskService) {
    makeAutoObservable<SelectTemplateStore, 'api' | 'site' | 'tasks'>(this, { api: false, site: false, tasks: false, catalog: false, phoneCatalog: false });
  }

  /** The active site's mode (road type from home data, language from its site entry), then the list. */
  async load(): Promise<void> {
    try {
      const home = this.site.home ?? (await this.site.loadHome());
      const sites = this.site.sites.length > 0 ? this.site.sites : await this.site.loadSites();
      const entry = sites.find((s) => s.id === home.twebId);
      const mode = siteMode({ road_type: home.road_type, lang: entry?.lang ?? 'zh-cn' });
      const theme = await this.api.themeInfo(true).catch(() => null);
      const catalog = new TemplateCatalogStore(this.api, mode === 'foreign' ? 'en' : 'zh');
      const phoneCatalog = mode === 'pcMobile' ? new TemplateCatalogStore(this.api, 'phone') : null;
      runInAction(() => {
        this.mode = mode;
        this.twebId = home.twebId;
        this.built = theme?.template != null;
        this.siteName = entry?.site_name ?? home.site_name;
        this.catalog = catalog;
        this.phoneCatalog = phoneCatalog;
        this.error = null;
      });
      await Promise.all([catalog.load(), phoneCatalog?.load()]);
    } catch (err) {
      runInAction(() => {
        this.error = err instanceof Error ? err.message : String(err);
      });
    }
  }

  chooseMobile(template: TemplateCard | null): void {
    this.chosenMobile = template;
  }

  /** A PC-and-mobile site needs its mobile template chosen first. */
  get needsMobile(): boolean {
    return this.mode === 'pcMobile' && this.chosenMobile === null;
  }

  /** 使用此模板 (confirmed): the build task, followed so the header shows it too. Null when refused. */
  async use(template: TemplateCard): Promise<SiteBuildStarted | null> {
    if (this.building !== null || this.twebId === 0 || this.needsMobile || this.built) return null;
    this.building = template.id;
    try {
      const started = await this.api.build(this.twebId, template.id, this.mode === 'pcMobile' ? this.chosenMobile?.id : undefined);
      void this.tasks.follow(started.taskId).catch(() => undefined);
      return started;
    } catch {
      // The kernel has shown the refusal (demo account, a site already built, 高级 without the role).
      return null;
    } finally {
      runInAction(() => {
        this.building = null;
      });
    }
  }
}
