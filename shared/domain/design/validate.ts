// The one rule for a decoration (issue 15 §6), run by the console before saving and by the server
// on every save: values only from the catalogues (DESIGN_MSG.notInCatalogue), colours only #rgb,
// #rrggbb, rgba() or systemDefine, images only the site's uploads, bounded text; nothing else ever
// reaches the CSS. Filled in by the catalogue work.
import type { DecorationSections } from './style';

export interface DesignProblem {
  /** Where: "about_us.background.color". */
  path: string;
  message: string;
}

/**
 * The first problem of a decoration as received (unknown: straight off the wire), or null when it
 * is a complete, valid DecorationSections of the site `siteId`.
 */
export function checkDecoration(_sections: unknown, _siteId: number): DesignProblem | null {
  return null;
}

/** The type guard the server uses after checkDecoration answered null. */
export function isDecoration(sections: unknown, siteId: number): sections is DecorationSections {
  return checkDecoration(sections, siteId) === null;
}
