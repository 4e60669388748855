// The list queries' schema and reading (tplist, PhoneThemeList, enTheme/lists): paging up to
// TEMPLATE_PAGE_MAX, the filters, and funcTagIds "1,2" read strictly ("1,,2", "1;x" refused in Chinese).
import {
  TEMPLATE_DEVICES, TEMPLATE_KEYWORD_MAX, TEMPLATE_MSG, TEMPLATE_PAGE_MAX,
} from '../../../../shared/domain/sites/templates';
import { ApiError } from '../../../core/http/envelope';
import { id, int, str, oneOf } from '../../../core/http/schemas';

const TAGS_MAX = 10;

export const THEME_LIST_FIELDS = {
  page: int(1, 100_000),
  rows: int(1, TEMPLATE_PAGE_MAX),
  industryId: id(),
  colorId: id(),
  funcTagIds: str(120),
  keyword: str(TEMPLATE_KEYWORD_MAX),
};

export const TEMPLATE_LIST_FIELDS = { ...THEME_LIST_FIELDS, device: oneOf([...TEMPLATE_DEVICES]), siteKind: oneOf(['zh', 'en']) };

const TAG_LIST = new RegExp(`^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${TAGS_MAX - 1}}$`);

/** "1,2" → [1, 2]; absent or empty → []; anything else 400. */
export function parseTagIds(text: string | undefined): number[] {
  if (text === undefined || text === '') return [];
  if (!TAG_LIST.test(text)) throw new ApiError(400, TEMPLATE_MSG.funcTagsInvalid);
  const ids = [...new Set(text.split(',').map(Number))];
  if (ids.some((n) => n > 2_147_483_647)) throw new ApiError(400, TEMPLATE_MSG.funcTagsInvalid);
  return ids;
}
