// The signed-in account: profile (both the tcloud and dcl variants), its grants and entitlements,
// the agent type behind the foreign-site purchase prompt (§6), and the client-service company info.
import type { Kysely } from 'kysely';
import { MSG } from '../../../shared/domain/messages';
import { isRealNameState, maskedSubject, type RealNameInfo } from '../../../shared/domain/realName';
import type { AccountAuthInfo, AccountInfo, AgentTypeResult, CompanyInfo } from '../../../shared/domain/api/types';
import type { Database } from '../../core/db/database';
import { unusedEntitlements } from '../../core/services/entitlements';
import type { AccountRow } from '../../core/services/sessions';
import { ApiError } from '../../core/http/envelope';
import { route, signedIn, type AnyRoute, type RouteContext } from '../../core/http/routeDef';
import { EMPTY, id, int, obj } from '../../core/http/schemas';

async function companyOf(db: Kysely<Database>, account: AccountRow) {
  return db.selectFrom('companies').selectAll().where('id', '=', account.company_id).executeTakeFirstOrThrow();
}

function agentTypeOf(value: number | null): 0 | 1 | null {
  return value === 1 ? 1 : value === 0 ? 0 : null;
}

export async function accountInfoOf(db: Kysely<Database>, account: AccountRow): Promise<AccountInfo> {
  const company = await companyOf(db, account);
  const agentType = agentTypeOf(company.agent_type);
  return {
    id: account.id,
    loginName: account.login_name,
    nickName: account.nick_name,
    avatarUrl: account.avatar_url,
    loginBizType: account.login_biz_type,
    isCompetition: account.is_competition === 1,
    demonstrationTag: account.is_demo === 1,
    sequence: account.sequence,
    agentType,
    isDcl: account.is_dcl === 1,
    companyName: company.name,
    accountType: agentType === 1 ? { id: 2, name: '代理商账号', isAgent: true } : { id: 1, name: '直客账号', isAgent: false },
  };
}

async function accountInfo(ctx: RouteContext<unknown, unknown>): Promise<AccountInfo> {
  return accountInfoOf(ctx.deps.db, signedIn(ctx).account);
}

/** Only the caller's own record: anyone else's id is refused (and logged as refused). */
async function accountAuthInfo(ctx: RouteContext<unknown, { id: number }>): Promise<AccountAuthInfo> {
  const auth = signedIn(ctx);
  if (ctx.body.id !== auth.account.id) {
    ctx.request.auditState = { result: 'refused', code: 403, detail: `查询其他账号 ${ctx.body.id}` };
    throw new ApiError(403, MSG.forbidden);
  }
  return {
    account: await accountInfoOf(ctx.deps.db, auth.account),
    roles: [...auth.grants].sort(),
    entitlements: await unusedEntitlements(ctx.deps.db, auth.account.company_id),
    realName: realNameOf(await companyOf(ctx.deps.db, auth.account)),
  };
}

function realNameOf(company: { real_name_state: string; real_name_type: string; real_name_subject: string; real_name_at: number | null }): RealNameInfo {
  const state = isRealNameState(company.real_name_state) ? company.real_name_state : 'none';
  const type = company.real_name_type === 'enterprise' || company.real_name_type === 'personal' ? company.real_name_type : '';
  return { state, type, subject: maskedSubject(type, company.real_name_subject), verifiedAt: state === 'verified' ? company.real_name_at : null };
}

const authInfoSchema = { querystring: EMPTY, body: obj({ id: id() }, ['id']) };

export const accountRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, AccountInfo>('accountInfo', {
    access: { session: true }, mutates: false, schema: { querystring: EMPTY }, handler: accountInfo,
  }),
  route<Record<string, never>, undefined, AccountInfo>('accountInfoDcl', {
    access: { session: true }, mutates: false, schema: { querystring: EMPTY }, handler: accountInfo,
  }),
  route<Record<string, never>, { id: number }, AccountAuthInfo>('accountAuthInfo', {
    access: { session: true }, mutates: false, schema: authInfoSchema, handler: accountAuthInfo,
  }),
  route<Record<string, never>, { id: number }, AccountAuthInfo>('accountAuthInfoDcl', {
    access: { session: true }, mutates: false, schema: authInfoSchema, handler: accountAuthInfo,
  }),

  route<{ agentFlag?: number }, undefined, AgentTypeResult>('agentType', {
    access: { session: true },
    mutates: false,
    schema: { querystring: obj({ agentFlag: int(0, 9) }) },
    async handler(ctx) {
      const company = await companyOf(ctx.deps.db, signedIn(ctx).account);
      const agentType = agentTypeOf(company.agent_type);
      return { agentType, buyUrl: agentType === 1 ? company.buy_url : '' };
    },
  }),

  // The client service speaks its own protocol: form-encoded body, Token header, statuscode answers.
  route<Record<string, never>, Record<string, never>, CompanyInfo>('companyInfo', {
    access: { session: true },
    mutates: false,
    protocol: 'clientService',
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const company = await companyOf(ctx.deps.db, signedIn(ctx).account);
      return { companyName: company.name, logoUrl: company.logo_url };
    },
  }),
];
