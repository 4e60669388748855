// Who may use AI (issue 16 §2): every AI route asks the gate first. A demonstration account is
// refused (演示账号…), then a company without the service or whose service has expired
// (当前账号未开通AI服务…), then, for a route that calls the model, an unconfigured model (AI服务未配置…):
// before anything is read, written or debited.
import type { Kysely } from 'kysely';
import { AI_MSG } from '../../../../shared/domain/ai/messages';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import { signedIn, type AppDeps, type AuthState, type RouteContext } from '../../../core/http/routeDef';
import { activeSite } from '../../../core/services/siteScope';

/** What an AI call acts for: the caller's company (whose quota pays), its account and active site. */
export interface AiCaller {
  companyId: number;
  accountId: number;
  siteId: number;
}

/** Demo accounts are refused as elsewhere (403); the missing service or model is a precondition (409). */
export const AI_REFUSED_CODE = 409;

export interface AiServiceRow {
  name: string;
  expires_at: number;
  monthly_tokens: number;
}

export async function aiServiceOf(db: Kysely<Database>, companyId: number): Promise<AiServiceRow | undefined> {
  return db.selectFrom('ai_services').select(['name', 'expires_at', 'monthly_tokens']).where('company_id', '=', companyId).executeTakeFirst();
}

/** Why this account cannot use AI now, or null. `model`: the call needs the model too. */
export async function aiRefusal(deps: Pick<AppDeps, 'db' | 'providers' | 'now'>, account: AuthState['account'], model: boolean): Promise<{ code: number; message: string } | null> {
  if (account.is_demo === 1) return { code: 403, message: AI_MSG.demo };
  const service = await aiServiceOf(deps.db, account.company_id);
  if (!service || service.expires_at <= deps.now()) return { code: AI_REFUSED_CODE, message: AI_MSG.noService };
  if (model && !deps.providers.isConfigured('chat')) return { code: AI_REFUSED_CODE, message: AI_MSG.unconfigured };
  return null;
}

/**
 * The caller of an AI route, or the refusal (thrown as an ApiError, recorded as refused in the
 * operation log). `model`: the route calls the model (a gather without AI options does not).
 */
export async function aiGate(ctx: RouteContext<unknown, unknown>, options: { model: boolean }): Promise<AiCaller> {
  const auth = signedIn(ctx);
  const refusal = await aiRefusal(ctx.deps, auth.account, options.model);
  if (refusal) {
    ctx.request.auditState = { result: 'refused', code: refusal.code, detail: refusal.message };
    throw new ApiError(refusal.code, refusal.message);
  }
  const site = await activeSite(ctx);
  return { companyId: auth.account.company_id, accountId: auth.account.id, siteId: site.id };
}
