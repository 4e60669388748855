// The designer's wire types (issue 15 §6, admin/decoration): the site's decoration with its version
// (a save names the version it started from; someone else's save meanwhile → DESIGN_MSG.conflict),
// the records an inside link may point at, and signed preview addresses.
import type { RecordLinkKind } from './links';
import type { DecorationSections } from './style';

export interface DecorationAnswer {
  sections: DecorationSections;
  /** 0 before the first save. */
  version: number;
  /** ms; 0 before the first save */
  updatedAt: number;
  /** The site's current template (the sites issue changes it at /zhHome/template). */
  template: { id: number; name: string } | null;
  /** The site's public stylesheet (text/css). */
  stylesheetUrl: string;
}

export interface DecorationSaveRequest {
  sections: DecorationSections;
  version: number;
}

export interface LinkTarget {
  kind: RecordLinkKind;
  id: number;
  title: string;
}

/** Preview pages of a draft (never public): addresses carrying a 30-minute signed token. */
export interface DecorationPreviewAnswer {
  pcUrl: string;
  mobileUrl: string;
  /** ms */
  expiresAt: number;
}
