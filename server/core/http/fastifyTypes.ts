// What the server attaches to Fastify's request and route config.
import type { AuditState } from './audit';
import type { AnyRoute, AuditNote, AuthState } from './routeDef';

declare module 'fastify' {
  interface FastifyContextConfig {
    routeDef?: AnyRoute;
  }
  interface FastifyRequest {
    auth: AuthState | null;
    /** How the call ended, for the operation log. */
    auditState: AuditState | null;
    /** Facts the handler added (ctx.note). */
    auditNote: AuditNote | null;
    /** The call's operation-log row is already written (with its data) or deliberately not. */
    auditDone: boolean;
  }
}

export {};
