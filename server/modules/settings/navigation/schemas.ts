// The navigation routes' input schemas: bounded, unknown fields refused. Lengths are generous so a
// name or an address that breaks a rule gets the rule's own message (导航名称不能超过20个字符).
import { INSIDE_LINK_KINDS, JUMP_TYPES, SITE_SECTIONS } from '../../../../shared/domain/design/links';
import { NAV_LINK_TYPES, NAV_POSITIONS } from '../../../../shared/domain/settings/navigation';
import type { JsonSchema } from '../../../core/http/routeDef';
import { int, MAX_ID, oneOf, str } from '../../../core/http/schemas';

export const NAV_KEY = 'nav_setting';

export const POSITION = oneOf(NAV_POSITIONS);

/** An item's fields (NavFields). */
export const FIELDS: Record<string, JsonSchema> = {
  name: str(200),
  icon: str(2000),
  show: oneOf([0, 1]),
  link_type: oneOf(NAV_LINK_TYPES),
  link_kind: oneOf(['', ...INSIDE_LINK_KINDS]),
  link_section: oneOf(['', ...SITE_SECTIONS]),
  link_id: int(0, MAX_ID),
  link_url: str(2000),
  jump_type: oneOf(JUMP_TYPES),
};

export const FIELD_NAMES = Object.keys(FIELDS);

/** A parent id: 0 for the top level. */
export const PARENT = int(0, MAX_ID);
