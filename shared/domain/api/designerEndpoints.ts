// The designer plugin's calls (issue 15, admin/decoration, site_decorate), spread into API
// (endpoints.ts). Sections: the decoration (console), the visitor's stylesheet and the signed
// preview pages (public), and /previewBox's address check.
import { endpoint } from './endpoint';

const DECORATION_CALLS = {
  decorationGet: endpoint('admin', 'GET', 'decoration/get'),
  decorationSave: endpoint('admin', 'POST', 'decoration/save'),
  decorationLinkTargets: endpoint('admin', 'GET', 'decoration/linkTargets'),
  /** A draft's preview pages: stores the draft, answers signed addresses (DecorationPreviewAnswer). */
  decorationPreview: endpoint('admin', 'POST', 'decoration/preview'),
  /** The site's stylesheet for visitors (text/css, ?siteId). */
  decorationStylesheet: endpoint('sitePlugin', 'GET', 'decoration/style.css'),
  /** A preview page (HTML, ?token&device=pc|mobile): the draft's five sections. */
  decorationPreviewPage: endpoint('sitePlugin', 'GET', 'decoration/previewPage'),
} as const;

const PREVIEW_BOX_CALLS = {
  /** Whether /previewBox may frame these addresses for the active site (预览地址无效 otherwise). */
  previewBoxCheck: endpoint('admin', 'POST', 'decoration/previewBoxCheck'),
} as const;

export const DESIGNER_API = { ...DECORATION_CALLS, ...PREVIEW_BOX_CALLS } as const;
