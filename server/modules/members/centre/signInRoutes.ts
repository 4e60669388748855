// The visitors' sign-in (sitePlugin/member/smsSend, login, logout, recover): by password or SMS code as
// 登录 settings allow, locked after too many failures, a disabled or pending member refused after its
// password is right (so the refusal tells nothing to a guesser), each sign-in written to member_logins
// with its IP and region. 找回密码 sets a new password by an SMS code and signs the member out everywhere.
import type { MemberLoginRequest, MemberRecoverRequest, MemberSmsSendRequest, PublicMember } from '../../../../shared/domain/members/centreApi';
import { CENTRE_MSG, CODE_PATTERN, SMS_CODE, SMS_PURPOSES } from '../../../../shared/domain/members/centreRules';
import { checkPassword, checkPhone, MEMBER_MSG, PHONE_PATTERN } from '../../../../shared/domain/members/memberRules';
import { MEMBER_STATUS } from '../../../../shared/domain/members/settings';
import { ApiError } from '../../../core/http/envelope';
import { route, WithMessage, type AnyRoute, type RouteContext } from '../../../core/http/routeDef';
import { bool, id, obj, oneOf, str } from '../../../core/http/schemas';
import { decoyHash, hashPassword, scryptParams, verifyPassword } from '../../../core/services/passwords';
import { recordMemberChanges } from '../core/changes';
import { regionOfIp } from '../core/ipRegion';
import { endMemberSession, startMemberSession, voidMemberSessions } from '../core/memberSession';
import { loadMemberSettings } from '../core/settings';
import { clearFailures, lockKeyOfMember, lockKeyOfName, recordFailure, refuseIfLocked } from './loginLock';
import { effective } from './publicConfig';
import { memberByIdentifier, memberByPhone, toPublicMember, type MemberRow } from './publicMember';
import { clientIp, liveSite, MEMBER_BODY_LIMIT, memberRateGuard, secureRequest } from './publicSite';
import { requireSms, sendSmsCode, useSmsCode } from './smsCodes';

const PUBLIC = { access: { public: true }, bodyLimit: MEMBER_BODY_LIMIT, guard: memberRateGuard } as const;

function checkedPhone(phone: string): string {
  const value = phone.trim();
  if (value === '') throw new ApiError(400, CENTRE_MSG.phoneRequired, { field: 'phone' });
  const problem = checkPhone(value);
  if (problem) throw new ApiError(400, problem, { field: 'phone' });
  return value;
}

function checkedCode(code: string | undefined): string {
  const value = (code ?? '').trim();
  if (!CODE_PATTERN.test(value)) throw new ApiError(400, value === '' ? CENTRE_MSG.codeRequired : CENTRE_MSG.codeFormat, { field: 'code' });
  return value;
}

/** The member's status, said only once its password or code was right. */
function refuseUnlessActive(member: MemberRow): void {
  if (member.status === MEMBER_STATUS.disabled) throw new ApiError(400, MEMBER_MSG.disabled);
  if (member.status === MEMBER_STATUS.pending) throw new ApiError(400, MEMBER_MSG.pending);
}

async function signIn(ctx: RouteContext<unknown, unknown>, member: MemberRow, o: { days: number; remember: boolean }): Promise<PublicMember> {
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  const ip = clientIp(ctx);
  await startMemberSession(db, ctx.reply, { id: member.id, siteId: member.site_id, sessionVersion: member.session_version },
    { now, days: o.days, remember: o.remember, secure: secureRequest(ctx) });
  await db.updateTable('members').set({ last_login_at: now, last_login_ip: ip }).where('id', '=', member.id).execute();
  await db.insertInto('member_logins').values({ site_id: member.site_id, member_id: member.id, ip, region: regionOfIp(ip), created_at: now }).execute();
  ctx.note({ detail: `会员登录：${member.account}` });
  return toPublicMember(db, member);
}

export const signInRoutes: AnyRoute[] = [
  route<Record<string, never>, MemberSmsSendRequest, { waitSeconds: number }>('memberPublicSmsSend', {
    ...PUBLIC, mutates: true,
    schema: { querystring: obj({}), body: obj({ siteId: id(), phone: str(20), purpose: oneOf(SMS_PURPOSES) }, ['siteId', 'phone', 'purpose']) },
    async handler(ctx) {
      const { deps, body } = ctx;
      const site = await liveSite(deps, body.siteId);
      ctx.note({ siteId: site.id, detail: `发送短信验证码（${body.purpose}）` });
      await requireSms(deps, site.id, body.purpose);
      const phone = checkedPhone(body.phone);
      const settings = await loadMemberSettings(deps.db, site.id);
      if (body.purpose === 'login' && !effective(deps, settings).bySms) throw new ApiError(400, CENTRE_MSG.loginMethodOff);
      const member = await memberByPhone(deps.db, site.id, phone);
      if (body.purpose === 'register' && member) throw new ApiError(400, MEMBER_MSG.phoneTaken, { field: 'phone' });
      if (body.purpose !== 'register' && !member) throw new ApiError(400, CENTRE_MSG.phoneUnknown, { field: 'phone' });
      await sendSmsCode(deps, site, phone, body.purpose);
      return new WithMessage({ waitSeconds: SMS_CODE.resendMs / 1000 }, CENTRE_MSG.smsSent);
    },
  }),

  route<Record<string, never>, MemberLoginRequest, PublicMember>('memberPublicLogin', {
    ...PUBLIC, mutates: true,
    schema: {
      querystring: obj({}),
      body: obj({
        siteId: id(), method: oneOf(['password', 'sms']), identifier: str(254), password: str(64), phone: str(20), code: str(10), remember: bool(),
      }, ['siteId', 'method']),
    },
    async handler(ctx) {
      const { deps, body } = ctx;
      const { db } = deps;
      const site = await liveSite(deps, body.siteId);
      ctx.note({ siteId: site.id, detail: '会员登录' });
      const e = effective(deps, await loadMemberSettings(db, site.id));
      const now = deps.now();
      const o = { days: e.settings.login.rememberDays, remember: body.remember === true };

      if (body.method === 'sms') {
        if (!e.bySms) throw new ApiError(400, CENTRE_MSG.loginMethodOff);
        const phone = checkedPhone(body.phone ?? '');
        const code = checkedCode(body.code);
        const member = await memberByPhone(db, site.id, phone);
        const key = member ? lockKeyOfMember(member.id) : lockKeyOfName(phone);
        await refuseIfLocked(db, site.id, key, now);
        try {
          await useSmsCode(db, site.id, phone, 'login', code, now);
        } catch (err) {
          const locked = await recordFailure(db, site.id, key, now, e.settings.login);
          throw locked ? new ApiError(429, locked) : err;
        }
        if (!member) throw new ApiError(400, CENTRE_MSG.phoneUnknown, { field: 'phone' });
        refuseUnlessActive(member);
        await clearFailures(db, site.id, key);
        return new WithMessage(await signIn(ctx, member, o), CENTRE_MSG.loggedIn);
      }

      if (!e.byPassword) throw new ApiError(400, CENTRE_MSG.loginMethodOff);
      const identifier = (body.identifier ?? '').trim();
      const password = body.password ?? '';
      if (identifier === '' || password === '') throw new ApiError(400, CENTRE_MSG.loginWrong);
      const member = await memberByIdentifier(db, site.id, identifier);
      const key = member ? lockKeyOfMember(member.id) : lockKeyOfName(identifier);
      await refuseIfLocked(db, site.id, key, now);
      // Always run the KDF, so an unknown name costs as much as a wrong password.
      const hashing = scryptParams(deps.config.passwordHashCost);
      const valid = await verifyPassword(password, member?.password_hash ?? (await decoyHash(hashing)));
      if (!member || !valid) {
        const locked = await recordFailure(db, site.id, key, now, e.settings.login);
        throw new ApiError(locked ? 429 : 400, locked ?? CENTRE_MSG.loginWrong);
      }
      refuseUnlessActive(member);
      await clearFailures(db, site.id, key);
      return new WithMessage(await signIn(ctx, member, o), CENTRE_MSG.loggedIn);
    },
  }),

  route<Record<string, never>, { siteId: number }, null>('memberPublicLogout', {
    ...PUBLIC, mutates: true,
    schema: { querystring: obj({}), body: obj({ siteId: id() }, ['siteId']) },
    async handler(ctx) {
      // No live-site check: leaving must always work.
      ctx.note({ siteId: null, detail: '会员退出登录' });
      await endMemberSession(ctx.deps.db, ctx.request, ctx.reply, ctx.body.siteId, secureRequest(ctx));
      return new WithMessage(null, CENTRE_MSG.loggedOut);
    },
  }),

  route<Record<string, never>, MemberRecoverRequest, null>('memberPublicRecover', {
    ...PUBLIC, mutates: true,
    schema: { querystring: obj({}), body: obj({ siteId: id(), phone: str(20), code: str(10), password: str(64) }, ['siteId', 'phone', 'code', 'password']) },
    async handler(ctx) {
      const { deps, body } = ctx;
      const { db } = deps;
      const site = await liveSite(deps, body.siteId);
      ctx.note({ siteId: site.id, detail: '会员找回密码' });
      await requireSms(deps, site.id, 'recover');
      const phone = checkedPhone(body.phone);
      const code = checkedCode(body.code);
      const settings = await loadMemberSettings(db, site.id);
      const member = await memberByPhone(db, site.id, phone);
      if (!member || !PHONE_PATTERN.test(phone)) throw new ApiError(400, CENTRE_MSG.phoneUnknown, { field: 'phone' });
      const problem = checkPassword(body.password, settings.register.password, member.account);
      if (problem) throw new ApiError(400, problem, { field: 'password' });
      const now = deps.now();
      await useSmsCode(db, site.id, phone, 'recover', code, now);
      const hash = await hashPassword(body.password, scryptParams(deps.config.passwordHashCost));
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('members').set({ password_hash: hash, updated_at: now }).where('id', '=', member.id).execute();
        await recordMemberChanges(trx, site.id, member.id, { kind: 'member', id: member.id, name: member.account, ip: clientIp(ctx) },
          [{ field: 'password', before: '', after: '' }], now);
        await voidMemberSessions(trx, member.id);
      });
      await clearFailures(db, site.id, lockKeyOfMember(member.id));
      return new WithMessage(null, CENTRE_MSG.recovered);
    },
  }),
];
