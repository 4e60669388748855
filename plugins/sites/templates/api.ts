// The templates area's calls (issue 17 §2–3): the catalogue and its filters, building the active
// (new) site from a template (a task), the finish page's pictures, 我的服务, and changing the
// template (themeInfo, isChangeTheme, the mobile and foreign lists, the change routes).
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import type { ListData } from '../../../shared/domain/api/envelope';
import type {
  DesktopUrlAnswer, EnThemeChangeRequest, PlusRoleAnswer, SiteBuildQuery, ThemeChangeRequest, ServiceLine, SiteBuildStarted, SitePreviewPictures, TemplateCard,
  TemplateFilterOption, TemplateListQuery, ThemeChangeCheck, ThemeInfo,
} from '../../../shared/domain/sites/templates';

/** Which list a grid reads: the Chinese catalogue, the mobile templates (road type 1), the foreign one. */
export type CatalogSource = 'zh' | 'phone' | 'en';

/** Whether a list takes the 设备 filter (the mobile and foreign lists do not: ThemeListQuery). */
export const hasDeviceFilter = (source: CatalogSource) => source === 'zh';

export const MY_SERVICES_ROWS = 100;

/** The query without absent filters (the server's schemas refuse empty values). */
function compact(query: TemplateListQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') out[key] = value as string | number;
  return out;
}

export class TemplatesApi {
  constructor(private readonly http: HttpService) {}

  list(source: CatalogSource, query: TemplateListQuery): Promise<ListData<TemplateCard>> {
    const q = compact(hasDeviceFilter(source) ? query : { ...query, device: undefined });
    if (source === 'phone') return this.http.call<ListData<TemplateCard>>(API.phoneThemeList, { body: q });
    if (source === 'en') return this.http.call<ListData<TemplateCard>>(API.enThemeList, { query: q });
    return this.http.call<ListData<TemplateCard>>(API.templateList, { query: { ...q, siteKind: 'zh' } });
  }

  industries(): Promise<TemplateFilterOption[]> {
    return this.http.call<TemplateFilterOption[]>(API.templateIndustries);
  }

  colors(): Promise<TemplateFilterOption[]> {
    return this.http.call<TemplateFilterOption[]>(API.templateColors);
  }

  funcTags(): Promise<TemplateFilterOption[]> {
    return this.http.call<TemplateFilterOption[]>(API.templateFuncTags, { body: {} });
  }

  /** Silent: without an answer the 高级 templates simply stay hidden. */
  plusRole(): Promise<PlusRoleAnswer> {
    return this.http.call<PlusRoleAnswer>(API.templatePlusRole, {}, { silent: true });
  }

  /** mobileTemplateId: PC-and-mobile sites only. */
  build(twebId: number, templateId: number, mobileTemplateId?: number): Promise<SiteBuildStarted> {
    const query: SiteBuildQuery = mobileTemplateId ? { twebId, templateId, mobileTemplateId } : { twebId, templateId };
    return this.http.call<SiteBuildStarted>(API.siteBuildFromTemplate, { query: { ...query } });
  }

  previewPictures(twebId: number): Promise<SitePreviewPictures> {
    return this.http.call<SitePreviewPictures>(API.sitePreviewPic, { body: { twebId } }, { silent: true });
  }

  /** The first MY_SERVICES_ROWS lines (a company holds a handful). */
  myServices(): Promise<ListData<ServiceLine>> {
    return this.http.call<ListData<ServiceLine>>(API.myServices, { body: { page: 1, rows: MY_SERVICES_ROWS } });
  }

  /** Silent for 选择模板, which only asks whether the site has a template already. */
  themeInfo(silent = false): Promise<ThemeInfo> {
    return this.http.call<ThemeInfo>(API.themeInfo, {}, { silent });
  }

  changeCheck(): Promise<ThemeChangeCheck> {
    return this.http.call<ThemeChangeCheck>(API.isChangeTheme, {}, { silent: true });
  }

  /** A Chinese site's change (road type 1 with its mobile template too); a foreign site's. */
  change(foreign: boolean, templateId: number | undefined, mobileTemplateId?: number): Promise<ThemeInfo> {
    if (foreign) {
      const body: EnThemeChangeRequest = { templateId: templateId ?? 0 };
      return this.http.call<ThemeInfo>(API.enThemeChange, { body: { ...body } });
    }
    const body: ThemeChangeRequest = {};
    if (templateId) body.templateId = templateId;
    if (mobileTemplateId) body.mobileTemplateId = mobileTemplateId;
    return this.http.call<ThemeInfo>(API.themeChange, { body: { ...body } });
  }

  /** Silent: without an address 编辑网站 is simply not offered. */
  desktopUrl(): Promise<DesktopUrlAnswer> {
    return this.http.call<DesktopUrlAnswer>(API.desktopUrl, {}, { silent: true });
  }
}
