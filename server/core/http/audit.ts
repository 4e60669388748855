// The operation log (DESIGN §4 audit): who, which site, what, when, from where, and how it ended.
// Written before the response leaves (onSend), so a client that sees the answer can also see the row.
import type { onSendHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, OpResult } from '../db/database';
import type { AnyRoute, AppDeps } from './routeDef';
import { encodeChanges, type FieldChange } from './auditChanges';

export interface AuditState {
  result: OpResult;
  code: number;
  detail?: string;
}

export interface OpLogEntry {
  accountId: number | null;
  siteId: number | null;
  action: string;
  method: string;
  path: string;
  ip: string;
  result: OpResult;
  code: number;
  detail: string;
  /** Each changed field's before and after (ctx.note({ changes })); masked and capped when written. */
  changes?: readonly FieldChange[];
  createdAt: number;
}

export async function writeOpLog(db: Kysely<Database>, e: OpLogEntry): Promise<void> {
  await db.insertInto('op_logs').values({
    account_id: e.accountId,
    site_id: e.siteId,
    action: e.action.slice(0, 100),
    method: e.method.slice(0, 10),
    // Never the query string: it can carry a token (checkUserToken).
    path: e.path.split('?')[0].slice(0, 300),
    ip: e.ip.slice(0, 64),
    result: e.result,
    code: e.code,
    detail: e.detail.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, 200),
    created_at: e.createdAt,
    changes: encodeChanges(e.changes),
  }).execute();
}

/**
 * The route's onSend hook (every route gets one from registerRoutes): a row for every call to a
 * mutating route (success or not) and for every call refused for lack of a permission; anonymous
 * refusals are folded per address and minute (RefusalLog).
 * Failing to write the log is reported but does not turn a finished answer into an error.
 * Callback style, so the calls that write nothing (reads) cost no promise.
 */
export function auditHook(def: AnyRoute, deps: Pick<AppDeps, 'db' | 'now' | 'batcher' | 'refusals'>): onSendHookHandler {
  const { db, now, batcher, refusals } = deps;
  // Routes with batched audit (the public submission) share one commit per batch of calls.
  const write = def.batchedAudit ? (e: OpLogEntry) => batcher.run((trx) => writeOpLog(trx, e)) : (e: OpLogEntry) => writeOpLog(db, e);
  return function audit(request, reply, payload, done) {
    const state = request.auditState;
    // Anonymous reads refused with 401 are not logged: they carry no identity and would let anyone
    // fill the table; a refused permission (403) always is. A handler that wrote its row together
    // with its data (or a guard that chose not to log) has set auditDone.
    if (request.auditDone || (!def.mutates && !(state?.result === 'refused' && state.code === 403))) {
      done(null, payload);
      return;
    }
    const note = request.auditNote;
    const code = state?.code ?? reply.statusCode;
    const result: OpResult = state?.result ?? (reply.statusCode < 400 ? 'ok' : 'failed');
    const entry: OpLogEntry = {
      accountId: request.auth?.account.id ?? note?.accountId ?? null,
      siteId: note?.siteId !== undefined ? note.siteId : request.auth?.session.site_id ?? null,
      action: def.name,
      method: request.method,
      path: request.url,
      ip: request.ip ?? '',
      result,
      code,
      detail: [note?.detail, result === 'ok' ? '' : state?.detail].filter(Boolean).join('；'),
      // Only a call that succeeded changed anything.
      changes: result === 'ok' ? note?.changes : undefined,
      createdAt: now(),
    };
    // Refused without an identity (no token, throttled login, rate limit): counted, one row per
    // address, route and minute (refusalLog.ts), so a flood writes nothing per request.
    if (!request.auth && (code === 401 || code === 429)) {
      refusals.record(entry);
      done(null, payload);
      return;
    }
    write(entry).then(
      () => done(null, payload),
      (err: unknown) => {
        request.log.error({ err }, '写入操作日志失败');
        done(null, payload);
      },
    );
  };
}
