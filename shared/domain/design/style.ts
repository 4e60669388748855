// What a section's decoration is (issue 15 §5): background, border, text and the section's button,
// for each of the five site sections (links.ts SITE_SECTIONS). One shape for the console's style
// panel, the server's check and stylesheet, and a vendor's page designer. Colours are #rgb, #rrggbb,
// rgba(…) or systemDefine (跟随主题: emits nothing); images only the site's own uploads.
import type { BackgroundType, BorderSide, ColourPattern, DownloadPower, FontId, FontSize, ImagePosition, LineHeight, LineType, ResourceSource, ScaleMode, SystemDefine, TextAlign, TileEffect, VideoFileType } from './catalogues';
import type { FunctionAction, InsideLinkKind, JumpType, LinkType, SiteSection } from './links';

export interface SectionBackground {
  /** color: the pattern below; default: the theme's (nothing emitted); systemDefine likewise. */
  type: BackgroundType | SystemDefine;
  pattern: ColourPattern;
  /** pure_color */
  color: string;
  /** linear_gradient: two colours and an angle in degrees (0–360). */
  gradientFrom: string;
  gradientTo: string;
  gradientAngle: number;
  /** '' or a picture of the site's library (/uploads/<site>/…), laid over the colour. */
  image: string;
  imageSource: ResourceSource;
  scale: ScaleMode;
  /** Only used with scale_tiling. */
  tile: TileEffect;
  /** Used by cover, contain and original (default center). */
  position: ImagePosition;
}

export interface SectionBorder {
  /** No side: no border. */
  sides: BorderSide[];
  line: LineType;
  /** px, 0–20 */
  width: number;
  color: string;
}

export interface SectionText {
  font: FontId | SystemDefine;
  size: FontSize;
  color: string;
  align: TextAlign;
  /** 12–20, written as line-height n/10 */
  lineHeight: LineHeight;
}

/** The section's button, by link config (links.ts LINK_TYPES); fields of other configs are ignored. */
export interface SectionButton {
  /** The button's text; '' hides the button. */
  text: string;
  link: LinkType;
  // inside_link: a fixed section, or one of the site's records (its id and, for display, its title)
  insideKind: InsideLinkKind;
  section: SiteSection;
  recordId: number;
  recordTitle: string;
  // fun: the action and its fields
  action: FunctionAction;
  /** submit_form: a lead form of the site */
  formId: number;
  /** telephone_advisory */
  phone: string;
  /** file_download: a file of the site's library, and who may download it */
  file: string;
  downloadPower: DownloadPower;
  /** jump_section */
  jumpSection: SiteSection;
  /** pop_video: a library file (local_add), an allowed host's embed code (common_code) or an https address (video_address) */
  videoType: VideoFileType;
  video: string;
  // outside_link
  url: string;
  jumpType: JumpType;
}

export interface SectionStyle {
  background: SectionBackground;
  border: SectionBorder;
  text: SectionText;
  button: SectionButton;
}

/** A site's decoration: each of the five sections' style. */
export type DecorationSections = Record<SiteSection, SectionStyle>;

/** Messages of the designer (server and console say the same). */
export const DESIGN_MSG = {
  notInCatalogue: '选项不在可选范围内',
  conflict: '装修已被他人修改，请刷新后重试',
  previewInvalid: '预览地址无效',
} as const;
