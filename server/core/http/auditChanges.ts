// The before/after of each field a call changed, for the operation log's detail (issue 14 §9).
// A handler computes them with diffChanges and hands them to ctx.note({ changes }); the audit hook
// stores them with the call's row. Secrets are never stored, only that they changed.
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** What a secret's value is shown as in the log. */
export const MASKED = '******';

/**
 * The fields of `after` whose value differs from `before` (deep, by JSON), in `after`'s order;
 * `before` null means a new record (every field of `after` is a change from null). Fields named in
 * `secret` are masked on both sides; fields named in `ignore` are left out.
 */
export function diffChanges(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>>,
  options: { secret?: readonly string[]; ignore?: readonly string[] } = {},
): FieldChange[] {
  const secret = new Set(options.secret ?? []);
  const ignore = new Set(options.ignore ?? []);
  const out: FieldChange[] = [];
  for (const field of Object.keys(after)) {
    if (ignore.has(field)) continue;
    const was = before ? before[field] : null;
    const now = after[field];
    if (JSON.stringify(was ?? null) === JSON.stringify(now ?? null)) continue;
    out.push(secret.has(field) ? { field, before: was ? MASKED : '', after: now ? MASKED : '' } : { field, before: was ?? null, after: now ?? null });
  }
  return out;
}
