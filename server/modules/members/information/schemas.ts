// The request shapes information's routes share: a field of a lookup, a lookup's definition and a
// record's values by field key. Bounds here keep requests small; the rule book says what is valid.
import {
  INFO_DEGREES,
  INFO_FIELD_TYPES,
  INFO_LIMITS,
  INFO_PERMISSIONS,
} from '../../../../shared/domain/members';
import { arr, bool, id, int, obj, oneOf, str } from '../../../core/http/schemas';
import type { JsonSchema } from '../../../core/http/routeDef';

export const FIELD_SCHEMA = obj({
  key: str(4),
  name: str(100),
  type: oneOf(INFO_FIELD_TYPES),
  condition: bool(),
  shown: bool(),
  required: bool(),
}, ['key', 'name', 'type', 'condition', 'shown', 'required']);

export const QUERY_FIELDS: Record<string, JsonSchema> = {
  title: str(200),
  fields: arr(FIELD_SCHEMA, 0, INFO_LIMITS.fields),
  degree: oneOf(INFO_DEGREES),
  permission: oneOf(INFO_PERMISSIONS),
  rank_ids: { ...arr(id(), 0, 50), uniqueItems: true },
  no_result: str(500),
  weight: int(0, INFO_LIMITS.weight),
  if_open: oneOf([0, 1]),
};

/** A record's values by field key (which keys exist is the lookup's to say: checkInfoRecord). */
export const VALUES_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  maxProperties: INFO_LIMITS.fields,
  patternProperties: { '^f[1-9][0-9]{0,2}$': str(INFO_LIMITS.url) },
};
