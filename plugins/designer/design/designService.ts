// The kernel's DesignService as the designer provides it: the shared rules as they are (the same
// functions the server runs) and the site's link targets over HTTP.
import type { DesignService, HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import {
  checkDecoration, checkSectionStyle, defaultDecoration, defaultSectionStyle, DESIGN_CATALOGUES, sectionCss, sectionDeclarations,
  type LinkTarget, type RecordLinkKind,
} from '../../../shared/domain/design';

export function createDesignService(http: HttpService): DesignService {
  return Object.freeze({
    catalogues: DESIGN_CATALOGUES,
    sectionCss,
    sectionDeclarations,
    checkDecoration,
    checkSectionStyle: (style: unknown, siteId: number) => checkSectionStyle(style, siteId),
    defaults: Object.freeze({ section: defaultSectionStyle, decoration: defaultDecoration }),
    linkTargets: (kind: RecordLinkKind, keyword: string) => http.call<LinkTarget[]>(API.decorationLinkTargets, { query: { kind, keyword: keyword.trim() } }),
  });
}
