// Small builders for the JSON schemas of routes, so every string has a length bound, every number
// a range and every object refuses unknown properties without each route having to remember.
import type { JsonSchema } from './routeDef';

export const MAX_ID = 2_147_483_647;

export function str(maxLength: number, extra: JsonSchema = {}): JsonSchema {
  return { type: 'string', maxLength, ...extra };
}

export function int(minimum: number, maximum: number, extra: JsonSchema = {}): JsonSchema {
  return { type: 'integer', minimum, maximum, ...extra };
}

/** Database ids: positive integers. */
export function id(): JsonSchema {
  return int(1, MAX_ID);
}

export function bool(extra: JsonSchema = {}): JsonSchema {
  return { type: 'boolean', ...extra };
}

export function oneOf(values: readonly (string | number)[]): JsonSchema {
  const type = values.every((v) => typeof v === 'number') ? 'integer' : 'string';
  return { type, enum: [...values] };
}

export function arr(items: JsonSchema, minItems: number, maxItems: number): JsonSchema {
  return { type: 'array', items, minItems, maxItems };
}

/** A list of distinct record ids (a batch removal): a repeated id is refused, naming the field. */
export function idSet(maxItems: number): JsonSchema {
  return { ...arr(id(), 1, maxItems), uniqueItems: true };
}

export function obj(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: 'object', properties, required, additionalProperties: false };
}

/** A part that takes no fields at all (still refuses unknown ones). */
export const EMPTY = obj({});

/** A calendar date, YYYY-MM-DD, that exists (ajv-formats checks 2024-02-30 is not one). */
export function date(): JsonSchema {
  return { type: 'string', maxLength: 10, format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
}
