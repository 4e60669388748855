// The route registry: the one place routes enter the app. It refuses, at start-up, any route that
// forgot its access declaration, names an unknown permission key, or has a schema that would let
// unknown fields, unbounded strings or unbounded numbers through. A route cannot be added around it.
import { isKnownPermission } from '../../../shared/domain/permissions';
import type { Access, AnyRoute, JsonSchema } from './routeDef';

export class RouteDefinitionError extends Error {}

function accessProblem(access: Access | undefined): string | null {
  if (!access || typeof access !== 'object') return '缺少访问声明（public / session / permission）';
  const keys = Object.keys(access);
  if (keys.length !== 1) return '访问声明只能是 public、session、permission 之一';
  if ('public' in access) return access.public === true ? null : 'public 必须为 true';
  if ('session' in access) return access.session === true ? null : 'session 必须为 true';
  if ('permission' in access) {
    // One key, or a non-empty list of distinct keys (any one of them admits the caller).
    const keys: unknown[] = Array.isArray(access.permission) ? access.permission : [access.permission];
    if (keys.length === 0) return '权限标识列表不能为空';
    for (const key of keys) {
      if (typeof key !== 'string' || !isKnownPermission(key)) return `未知的权限标识：${String(key)}`;
    }
    if (new Set(keys).size !== keys.length) return '权限标识列表不能重复';
    return null;
  }
  return '访问声明无效';
}

/** Walks a schema and names the first part that is not closed or not bounded. */
export function schemaProblem(schema: unknown, where: string): string | null {
  if (!schema || typeof schema !== 'object') return `${where} 缺少 schema`;
  const s = schema as JsonSchema;
  const bounded = 'enum' in s || 'const' in s;
  // A value of one of several shapes (a submitted value: text or a list of texts): each shape bounded.
  if (Array.isArray(s.anyOf) && s.type === undefined) {
    if (s.anyOf.length === 0) return `${where} 的 anyOf 不能为空`;
    for (const [i, sub] of s.anyOf.entries()) {
      const problem = schemaProblem(sub, `${where}<${i}>`);
      if (problem) return problem;
    }
    return null;
  }
  switch (s.type) {
    case 'object': {
      if (s.additionalProperties !== false) return `${where} 的对象 schema 必须声明 additionalProperties: false`;
      const props = (s.properties ?? {}) as Record<string, unknown>;
      for (const [name, sub] of Object.entries(props)) {
        const problem = schemaProblem(sub, `${where}.${name}`);
        if (problem) return problem;
      }
      // Names by pattern (a visitor's values by item name): bounded in number and in shape.
      const patterns = (s.patternProperties ?? {}) as Record<string, unknown>;
      if (Object.keys(patterns).length > 0 && typeof s.maxProperties !== 'number') return `${where} 的 patternProperties 必须配合 maxProperties`;
      for (const [pattern, sub] of Object.entries(patterns)) {
        const problem = schemaProblem(sub, `${where}[${pattern}]`);
        if (problem) return problem;
      }
      return null;
    }
    case 'array':
      if (typeof s.maxItems !== 'number') return `${where} 的数组 schema 必须声明 maxItems`;
      return schemaProblem(s.items, `${where}[]`);
    case 'string':
      return bounded || typeof s.maxLength === 'number' ? null : `${where} 的字符串 schema 必须声明 maxLength`;
    case 'integer':
    case 'number':
      return bounded || (typeof s.minimum === 'number' && typeof s.maximum === 'number') ? null : `${where} 的数值 schema 必须声明 minimum 和 maximum`;
    case 'boolean':
      return null;
    default:
      return `${where} 的 schema 必须声明单一的 type`;
  }
}

/** Throws RouteDefinitionError when the route may not be registered. */
export function assertRouteDef(def: AnyRoute, seen: Set<string> = new Set()): void {
  const label = `路由 ${def?.name ?? '(未命名)'}`;
  if (!def || typeof def.handler !== 'function') throw new RouteDefinitionError(`${label} 缺少处理函数`);
  if (!def.endpoint) throw new RouteDefinitionError(`${label} 缺少 endpoint`);
  const access = accessProblem(def.access);
  if (access) throw new RouteDefinitionError(`${label}：${access}`);
  if (typeof def.mutates !== 'boolean') throw new RouteDefinitionError(`${label}：必须声明 mutates`);
  if (!def.schema) throw new RouteDefinitionError(`${label} 缺少 schema`);
  const query = schemaProblem(def.schema.querystring, `${label} querystring`);
  if (query) throw new RouteDefinitionError(query);
  if ((def.schema.querystring as JsonSchema).type !== 'object') throw new RouteDefinitionError(`${label} querystring 必须是对象 schema`);
  if (def.endpoint.method === 'POST') {
    const body = schemaProblem(def.schema.body, `${label} body`);
    if (body) throw new RouteDefinitionError(body);
    if ((def.schema.body as JsonSchema).type !== 'object') throw new RouteDefinitionError(`${label} body 必须是对象 schema`);
  } else if (def.schema.body) {
    throw new RouteDefinitionError(`${label}：GET 路由不能声明 body`);
  }
  const key = `${def.endpoint.method} ${def.endpoint.service}/${def.endpoint.path}`;
  if (seen.has(key)) throw new RouteDefinitionError(`${label}：重复的路由 ${key}`);
  if (seen.has(`name:${def.name}`)) throw new RouteDefinitionError(`${label}：重复的路由名称`);
  seen.add(key);
  seen.add(`name:${def.name}`);
}
