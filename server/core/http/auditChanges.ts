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

/** Field names whose values are never written to the log, whatever the handler passed. */
const SECRET_FIELD = /pass(word|wd)?|secret|token|api_?key|private_?key|auth_?code|密码|授权码|密钥/i;
/** A value longer than this is cut (a statistics code of 10,000 characters, a rich text). */
export const CHANGE_VALUE_MAX = 500;
/** The whole changes column at most (characters of JSON); fields past it are counted, not kept. */
export const CHANGES_MAX = 16_000;

function clip(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > CHANGE_VALUE_MAX ? `${text.slice(0, CHANGE_VALUE_MAX)}…（共 ${text.length} 字）` : text;
}

/**
 * The op_logs.changes text of a call's changes: secrets masked (by name, besides what diffChanges
 * masked), long values cut, and at most CHANGES_MAX characters — the fields past it are replaced
 * by one line saying how many were left out. Null when nothing changed.
 */
export function encodeChanges(changes: readonly FieldChange[] | undefined): string | null {
  if (!changes || changes.length === 0) return null;
  const kept: FieldChange[] = [];
  let size = 2;
  for (const [i, c] of changes.entries()) {
    const field = String(c.field).slice(0, 100);
    const entry = SECRET_FIELD.test(field)
      ? { field, before: c.before ? MASKED : '', after: c.after ? MASKED : '' }
      : { field, before: clip(c.before), after: clip(c.after) };
    const length = JSON.stringify(entry).length + 1;
    if (size + length > CHANGES_MAX - 100) {
      kept.push({ field: '…', before: '', after: `另有 ${changes.length - i} 项变更未记录` });
      break;
    }
    kept.push(entry);
    size += length;
  }
  return JSON.stringify(kept);
}
