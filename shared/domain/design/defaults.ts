// A section's style before the operator changes anything (恢复默认 returns to it), and a site's
// decoration before its first save. Filled in by the catalogue work.
import { SITE_SECTIONS, type SiteSection } from './links';
import type { DecorationSections, SectionStyle } from './style';

export function defaultSectionStyle(_section: SiteSection): SectionStyle {
  return {
    background: { type: 'default', pattern: 'pure_color', color: '#ffffff', gradientFrom: '#ffffff', gradientTo: '#f0f0f0', gradientAngle: 180, image: '', imageSource: 'other', scale: 'scale_cover', tile: 'img_default', position: 'center' },
    border: { sides: [], line: 'solid', width: 0, color: '#e5e5e5' },
    text: { font: 'systemDefine', size: 14, color: 'systemDefine', align: 'left', lineHeight: 15 },
    button: {
      text: '', link: 'none', insideKind: 'section', section: 'index', recordId: 0, recordTitle: '', action: 'submit_form', formId: 0, phone: '', file: '',
      downloadPower: 'all', jumpSection: 'index', videoType: 'video_address', video: '', url: '', jumpType: 'cur_page',
    },
  };
}

export function defaultDecoration(): DecorationSections {
  return Object.fromEntries(SITE_SECTIONS.map((s) => [s, defaultSectionStyle(s)])) as DecorationSections;
}
