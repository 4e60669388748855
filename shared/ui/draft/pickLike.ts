// A stored draft is browser storage, not trusted input: a page restores from it only the fields
// it knows, each only when it has the type the page expects. Arrays keep only plain values (of the
// template's element type when it has one); lists of objects are the page's to check.
export function pickLike<T extends object>(template: T, raw: unknown): Partial<T> {
  const out: Partial<T> = {};
  if (!raw || typeof raw !== 'object') return out;
  const source = raw as Record<string, unknown>;
  for (const key of Object.keys(template) as (keyof T & string)[]) {
    const expected: unknown = template[key];
    const value = source[key];
    if (Array.isArray(expected)) {
      const kind = expected.length > 0 ? typeof expected[0] : undefined;
      if (Array.isArray(value) && value.every((v) => isPlain(v) && (kind === undefined || typeof v === kind))) out[key] = value as T[typeof key];
    } else if (typeof value === typeof expected && isPlain(value)) {
      out[key] = value as T[typeof key];
    }
  }
  return out;
}

function isPlain(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}
