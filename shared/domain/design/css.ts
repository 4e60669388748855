// One pure function writes a section's every CSS declaration (issue 15 §2): the console's preview
// and the server's stylesheet both use it, so visitors see exactly what was previewed. Filled in by
// the catalogue work (scale modes × tile effects × positions, gradients, borders, text).
import type { SectionStyle } from './style';

/** The declarations of one section's style, in a fixed order: [property, value] pairs. */
export function sectionDeclarations(_style: SectionStyle): ReadonlyArray<readonly [string, string]> {
  return [];
}

/** The same as CSS text ("property: value;" each), for a stylesheet rule or a style attribute. */
export function sectionCss(style: SectionStyle): string {
  return sectionDeclarations(style).map(([p, v]) => `${p}: ${v};`).join(' ');
}
