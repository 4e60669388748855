// The design service a vendor's page designer resolves from the container (issue 15 item 3): the
// §3 catalogues with their labels, the one sectionCss, the decoration validator, the defaults and
// the site's link targets. The designer plugin binds it; the kernel only names it. Plugin services
// load lazily, so resolveDesign activates the provider first: a vendor never imports the plugin.
import type { Container } from 'inversify';
import type {
  Declaration, DecorationSections, DesignCatalogues, DesignProblem, LinkTarget, RecordLinkKind, SectionStyle, SiteSection,
} from '../shared/domain/design';
import { createToken, id } from './di/token';
import { TOKENS } from './tokens';

export interface DesignService {
  /** Every §3 catalogue, frozen, each entry { value, label: { 'zh-CN', 'en-US' } }, in §3's order. */
  readonly catalogues: DesignCatalogues;
  /** A section's declarations as CSS text: what the preview and the site's stylesheet both write. */
  sectionCss(style: SectionStyle): string;
  sectionDeclarations(style: SectionStyle): ReadonlyArray<Declaration>;
  /** The server's own rule: null when valid for the site, else the first problem (path, Chinese message). */
  checkDecoration(sections: unknown, siteId: number): DesignProblem | null;
  checkSectionStyle(style: unknown, siteId: number): DesignProblem | null;
  readonly defaults: {
    section(section: SiteSection): SectionStyle;
    decoration(): DecorationSections;
  };
  /** The active site's records an inside link may point at (at most 20, newest first, by title). */
  linkTargets(kind: RecordLinkKind, keyword: string): Promise<LinkTarget[]>;
}

export const DESIGN_SERVICE = createToken<DesignService>('kernel.design');

/** The plugin that binds DESIGN_SERVICE (activated on demand, like a page of it). */
export const DESIGN_PROVIDER_PLUGIN = 'designer';

/** The design service, loading its provider's services first if no one has yet. */
export async function resolveDesign(container: Container): Promise<DesignService> {
  if (!container.isBound(id(DESIGN_SERVICE))) {
    // The manifests may still be on their way (a start on the login page).
    const plugins = container.get(id(TOKENS.plugins));
    await plugins.whenInstalled();
    await plugins.activate(DESIGN_PROVIDER_PLUGIN);
  }
  if (!container.isBound(id(DESIGN_SERVICE))) throw new Error('网站装修服务不可用：插件 "designer" 未安装或加载失败');
  return container.get(id(DESIGN_SERVICE));
}
