// The wire shape of a decoration for the route schemas: every object closed (an unknown field is
// refused by name), every string and number bounded. Which values are allowed (the §3 catalogues,
// colours, the site's uploads, link fields) is the shared rule's to say: checkDecoration answers
// 选项不在可选范围内 with the field's path, the same message the console shows.
import { SITE_SECTIONS } from '../../../shared/domain/design/links';
import type { JsonSchema } from '../../core/http/routeDef';
import { arr, int, MAX_ID, obj, str } from '../../core/http/schemas';

/** The permission of every admin/decoration route (§6 网站装修). */
export const DESIGN_KEY = 'site_decorate';
/** A save or a preview: five sections of bounded fields are a few kilobytes; a 1 MB style is refused (413). */
export const DECORATION_BODY_LIMIT = 64 * 1024;

const code = str(40);
const colour = str(40);
const number = int(-1_000_000, 1_000_000);

/** An object of these fields, all of them required. */
const closed = (fields: Record<string, JsonSchema>) => obj(fields, Object.keys(fields));

const background = closed({
  type: code, pattern: code, color: colour, gradientFrom: colour, gradientTo: colour, gradientAngle: number,
  image: str(300), imageSource: code, scale: code, tile: code, position: code,
});
const border = closed({ sides: arr(code, 0, 4), line: code, width: number, color: colour });
const text = closed({ font: code, size: number, color: colour, align: code, lineHeight: number });
const button = closed({
  text: str(100), link: code, insideKind: code, section: code, recordId: int(0, MAX_ID), recordTitle: str(200),
  action: code, formId: int(0, MAX_ID), phone: str(40), file: str(300), downloadPower: code, jumpSection: code,
  videoType: code, video: str(2000), url: str(1000), jumpType: code,
});
const section = closed({ background, border, text, button });

export const SECTIONS_SCHEMA: JsonSchema = closed(Object.fromEntries(SITE_SECTIONS.map((s) => [s, section])));
