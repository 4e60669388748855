// The template catalogue (industries, colours, function tags, templates and their tags: one
// catalogue for every company, no site_id — backups skip them), the companies allowed 高级
// templates, and each site's theme (its current PC and mobile templates, the build's state) with
// the history of templates it replaced.
import type { Generated } from 'kysely';

export interface TemplateIndustriesTable { id: Generated<number>; name: string; sort: number }
export interface TemplateColorsTable { id: Generated<number>; name: string; hex: string; sort: number }
export interface TemplateFuncTagsTable { id: Generated<number>; name: string; sort: number }

export interface TemplatesTable {
  id: Generated<number>;
  /** Unique, e.g. T1024: shown on the card and stored as the site's theme_name. */
  code: string;
  name: string;
  industry_id: number;
  color_id: number;
  /** responsive | pc | mobile. */
  device: string;
  /** zh | en. */
  site_kind: string;
  /** 1 = 高级: offered only to companies in template_plus_companies. */
  plus: number;
  /** The accent colour drawn in its pictures and demo page (#rrggbb). */
  accent: string;
  /** Lower first in the catalogue. */
  sort: number;
  created_at: number;
}

export interface TemplateTagLinksTable { template_id: number; tag_id: number }

/** The plus role (getPlusRole): a company listed here may see and use 高级 templates. */
export interface TemplatePlusCompaniesTable { company_id: number; granted_at: number }

export interface SiteThemesTable {
  /** One row per site, written when a build starts (the primary key refuses a second build). */
  site_id: number;
  template_id: number;
  /** Road type 1 sites: the mobile template; null otherwise or not chosen yet. */
  mobile_template_id: number | null;
  /** building | ready. */
  state: string;
  /** The core task of the build (no foreign key: core prunes old tasks). */
  build_task_id: number;
  /** Random hex naming the site's preview pictures (DATA_DIR/site-preview/<site>/<token>-pc.png). */
  preview_token: string;
  updated_at: number;
}

export interface SiteThemeHistoryTable {
  id: Generated<number>;
  site_id: number;
  /** The template that was replaced. */
  template_id: number;
  /** pc | mobile. */
  device: string;
  account_name: string;
  changed_at: number;
}

declare module '../../../core/db/database' {
  interface Database {
    template_industries: TemplateIndustriesTable;
    template_colors: TemplateColorsTable;
    template_func_tags: TemplateFuncTagsTable;
    templates: TemplatesTable;
    template_tag_links: TemplateTagLinksTable;
    template_plus_companies: TemplatePlusCompaniesTable;
    site_themes: SiteThemesTable;
    site_theme_history: SiteThemeHistoryTable;
  }
}

export const TEMPLATE_TABLES = [
  'template_industries', 'template_colors', 'template_func_tags', 'templates', 'template_tag_links', 'template_plus_companies',
  'site_themes', 'site_theme_history',
] as const;

/** Catalogue and company rows: not a site's data. */
export const TEMPLATE_BACKUP = {
  tables: {
    template_industries: 'skip', template_colors: 'skip', template_func_tags: 'skip', templates: 'skip', template_tag_links: 'skip',
    template_plus_companies: 'skip',
  },
} as const;
