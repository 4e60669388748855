// Request validation. Fastify's default ajv silently strips unknown properties; we refuse them
// instead, so two Ajv instances are installed: query strings (always text) coerce to the declared
// types, bodies do not (a string where a number belongs is refused). Ajv's English errors are
// turned into Chinese messages that name the field.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { MSG } from '../../../shared/domain/messages';

function makeAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ coerceTypes, removeAdditional: false, allErrors: false, useDefaults: true, strict: true });
  addFormats(ajv, ['date']);
  return ajv;
}

const queryAjv = makeAjv(true);
const bodyAjv = makeAjv(false);

export function compileValidator({ schema, httpPart }: { schema: object; httpPart?: string }): ValidateFunction {
  if (httpPart === 'body') return bodyAjv.compile(schema);
  const validate = queryAjv.compile(schema);
  const numeric = numericFieldsOf(schema);
  return numeric.length ? withNumberText(validate, numeric) : validate;
}

/**
 * Number text in a query string: plain decimal digits only. ajv's coercion takes "1e309" and
 * "Infinity" for an integer (and then skips the range check), "1e3" and "0x10" for numbers, and
 * "-0" for zero: such text is refused before ajv coerces it, as a wrong type.
 */
const INTEGER_TEXT = /^-?\d{1,16}$/;
const DECIMAL_TEXT = /^-?\d{1,16}(?:\.\d{1,16})?$/;

export function isNumberText(text: string, integer: boolean): boolean {
  return (integer ? INTEGER_TEXT : DECIMAL_TEXT).test(text) && !/^-[0.]*$/.test(text);
}

function numericFieldsOf(schema: object): { name: string; integer: boolean }[] {
  const props = ((schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {});
  return Object.entries(props)
    .filter(([, s]) => s.type === 'integer' || s.type === 'number')
    .map(([name, s]) => ({ name, integer: s.type === 'integer' }));
}

function withNumberText(validate: ValidateFunction, fields: { name: string; integer: boolean }[]): ValidateFunction {
  const checked = ((data: unknown) => {
    if (data && typeof data === 'object') {
      const query = data as Record<string, unknown>;
      for (const { name, integer } of fields) {
        const value = query[name];
        if (typeof value === 'string' && !isNumberText(value.trim(), integer)) {
          checked.errors = [{ keyword: 'type', instancePath: `/${name}`, schemaPath: '', params: { type: integer ? 'integer' : 'number' } } as ErrorObject];
          return false;
        }
      }
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  checked.schema = validate.schema;
  return checked;
}

const TYPE_NAMES: Record<string, string> = {
  integer: '整数', number: '数字', string: '字符串', boolean: '布尔值（true 或 false）',
  object: '对象', array: '数组', null: '空值',
};

/** Keeps attacker-chosen names short and printable in messages. */
function printable(text: string): string {
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 40 ? `${clean.slice(0, 40)}…` : clean;
}

/** "/searchJsonData/readStatus" → "searchJsonData.readStatus"; "/ids/0" → "ids[0]". */
function fieldName(instancePath: string, child?: string): string {
  const parts = instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) parts.push(child);
  let out = '';
  for (const part of parts) out += /^\d+$/.test(part) ? `[${part}]` : out ? `.${part}` : part;
  return printable(out);
}

export function describeAjvError(error: ErrorObject | undefined, part: string): string {
  if (!error) return MSG.badRequest;
  const p = error.params as Record<string, any>;
  const f = fieldName(error.instancePath);
  const isRoot = error.instancePath === '';
  switch (error.keyword) {
    case 'required':
      return `参数 ${fieldName(error.instancePath, p.missingProperty)} 不能为空`;
    case 'additionalProperties':
      return `${MSG.unknownField}：${fieldName(error.instancePath, p.additionalProperty)}`;
    case 'type': {
      if (isRoot) return part === 'body' ? '请求体必须是 JSON 对象' : MSG.badRequest;
      const types = (Array.isArray(p.type) ? p.type : String(p.type).split(',')).map((t: string) => TYPE_NAMES[t] ?? t);
      return `参数 ${f} 必须是${types.join('或')}`;
    }
    case 'minimum':
      return `参数 ${f} 不能小于 ${p.limit}`;
    case 'maximum':
      return `参数 ${f} 不能大于 ${p.limit}`;
    case 'exclusiveMinimum':
      return `参数 ${f} 必须大于 ${p.limit}`;
    case 'exclusiveMaximum':
      return `参数 ${f} 必须小于 ${p.limit}`;
    case 'minLength':
      return p.limit <= 1 ? `参数 ${f} 不能为空` : `参数 ${f} 长度不能少于 ${p.limit} 个字符`;
    case 'maxLength':
      return `参数 ${f} 长度不能超过 ${p.limit} 个字符`;
    case 'enum':
      return `参数 ${f} 的取值无效，可选值：${(p.allowedValues as unknown[]).map(String).join('、')}`;
    case 'const':
      return `参数 ${f} 只能是 ${String(p.allowedValue)}`;
    case 'format':
      return p.format === 'date' ? `参数 ${f} 必须是有效日期（YYYY-MM-DD）` : `参数 ${f} 格式不正确`;
    case 'pattern':
    case 'anyOf':
      return `参数 ${f} 格式不正确`;
    case 'maxProperties':
      return `参数 ${f} 最多只能有 ${p.limit} 项`;
    case 'minItems':
      return `参数 ${f} 至少需要 ${p.limit} 项`;
    case 'maxItems':
      return `参数 ${f} 最多只能有 ${p.limit} 项`;
    case 'uniqueItems':
      return `参数 ${f} 不能包含重复项`;
    default:
      return isRoot ? MSG.badRequest : `参数 ${f} 不合法`;
  }
}
