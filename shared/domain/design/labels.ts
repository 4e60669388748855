// Every §3 design catalogue with its zh-CN and en-US labels, in §3's order (issue 15 item 1): what
// the designer's style panel and a vendor's page designer (through the kernel's design token) list.
// The link catalogues' Chinese labels come from links.ts, which navigation keeps using.
import {
  BACKGROUND_TYPES, BORDER_SIDES, COLOUR_PATTERNS, DOWNLOAD_POWERS, EN_FONTS, FONT_SIZES, IMAGE_POSITIONS, labelled, LINE_HEIGHTS, LINE_TYPES,
  POP_VIDEO_FILE_TYPES, RESOURCE_SOURCES, SCALE_MODES, SYSTEM_DEFINE, TEXT_ALIGNS, TILE_EFFECTS, ZH_FONTS,
} from './catalogues';
import { FUNCTION_ACTION_LABELS, FUNCTION_ACTIONS, INSIDE_LINK_KIND_LABELS, INSIDE_LINK_KINDS, JUMP_TYPE_LABELS, JUMP_TYPES, LINK_TYPE_LABELS, LINK_TYPES, SITE_SECTION_LABELS, SITE_SECTIONS } from './links';

const zhOf = <T extends string>(codes: readonly T[], labels: Readonly<Record<T, string>>) => codes.map((c) => labels[c]);

export const DESIGN_CATALOGUES = Object.freeze({
  backgroundType: labelled(BACKGROUND_TYPES, ['自定义', '默认'], ['Custom', 'Default']),
  colourPattern: labelled(COLOUR_PATTERNS, ['纯色', '线性渐变'], ['Solid colour', 'Linear gradient']),
  borderSide: labelled(BORDER_SIDES, ['上', '右', '下', '左'], ['Top', 'Right', 'Bottom', 'Left']),
  lineType: labelled(LINE_TYPES, ['实线', '点线', '虚线'], ['Solid', 'Dotted', 'Dashed']),
  textAlign: labelled(TEXT_ALIGNS, ['左对齐', '居中', '右对齐', '两端对齐'], ['Left', 'Center', 'Right', 'Justify']),
  lineHeight: labelled(LINE_HEIGHTS, LINE_HEIGHTS.map((n) => `${n / 10} 倍`), LINE_HEIGHTS.map((n) => `${n / 10}×`)),
  fontSize: labelled(FONT_SIZES, FONT_SIZES.map((n) => `${n}px`), FONT_SIZES.map((n) => `${n}px`)),
  zhFont: labelled(ZH_FONTS, ['微软雅黑', '宋体', '黑体', '楷体', '仿宋', '思源黑体'], ['Microsoft YaHei', 'SimSun', 'SimHei', 'KaiTi', 'FangSong', 'Source Han Sans']),
  enFont: labelled(EN_FONTS, ['Arial', 'Georgia', 'Times New Roman', 'Verdana', 'Courier New'], ['Arial', 'Georgia', 'Times New Roman', 'Verdana', 'Courier New']),
  linkType: labelled(LINK_TYPES, zhOf(LINK_TYPES, LINK_TYPE_LABELS), ['No link', 'Site link', 'Function', 'External link']),
  insideLinkKind: labelled(INSIDE_LINK_KINDS, zhOf(INSIDE_LINK_KINDS, INSIDE_LINK_KIND_LABELS), ['Section', 'Product', 'Article', 'Product category', 'Article category']),
  siteSection: labelled(SITE_SECTIONS, zhOf(SITE_SECTIONS, SITE_SECTION_LABELS), ['Home', 'Products', 'News', 'Contact us', 'About us']),
  functionAction: labelled(FUNCTION_ACTIONS, zhOf(FUNCTION_ACTIONS, FUNCTION_ACTION_LABELS), ['Submit a form', 'Online service', 'Phone enquiry', 'Message enquiry', 'File download', 'Jump to section', 'Pop-up video']),
  downloadPower: labelled(DOWNLOAD_POWERS, ['所有人', '仅会员'], ['Everyone', 'Members only']),
  jumpType: labelled(JUMP_TYPES, zhOf(JUMP_TYPES, JUMP_TYPE_LABELS), ['Same window', 'New window']),
  videoFileType: labelled(POP_VIDEO_FILE_TYPES, ['本地上传', '通用代码', '视频地址'], ['Library file', 'Embed code', 'Video address']),
  scaleMode: labelled(SCALE_MODES, ['等比填充', '等比完整显示', '平铺', '拉伸铺满', '原图大小'], ['Cover', 'Contain', 'Tile', 'Stretch', 'Original size']),
  tileEffect: labelled(
    TILE_EFFECTS,
    ['默认平铺', '缩放平铺', '顶部横向平铺', '居中横向平铺', '底部横向平铺', '居中纵向平铺', '左侧纵向平铺', '右侧纵向平铺'],
    ['Tile', 'Tile to fit', 'Across the top', 'Across the middle', 'Across the bottom', 'Down the middle', 'Down the left', 'Down the right'],
  ),
  imagePosition: labelled(
    IMAGE_POSITIONS,
    ['左上', '上中', '右上', '左中', '居中', '右中', '左下', '下中', '右下'],
    ['Top left', 'Top', 'Top right', 'Left', 'Center', 'Right', 'Bottom left', 'Bottom', 'Bottom right'],
  ),
  systemDefine: labelled([SYSTEM_DEFINE], ['跟随主题'], ['Follow theme']),
  // §3 names the platforms only by code; the codes are shown as they are.
  resourceSource: labelled(RESOURCE_SOURCES, ['JPT', 'ZTG', 'CZH', 'ZTB', 'ST', 'ZT', '其他'], ['JPT', 'ZTG', 'CZH', 'ZTB', 'ST', 'ZT', 'Other']),
});

export type DesignCatalogues = typeof DESIGN_CATALOGUES;
