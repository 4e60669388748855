// A visitor's registration (POST sitePlugin/member/register): every 注册 setting honoured — open,
// methods, required fields, reserved names, the password policy, the phone's SMS code, the privacy
// consent (kept with its version, time and IP), 注册审核 (待审核) and the default rank. Uniqueness is
// the database's (account, phone, e-mail per site); a member starts signed in unless it waits for review.
import { webcrypto } from 'node:crypto';
import type { MemberPublicConfig, MemberRegisterRequest } from '../../../../shared/domain/members/centreApi';
import { CENTRE_MSG, checkRegisterFields, CODE_PATTERN, generatedAccount, PROFILE_FIELD_MAX, type RegisterValues } from '../../../../shared/domain/members/centreRules';
import { accountKey, checkAccount, checkEmail, checkPassword, checkPhone, MEMBER_MSG } from '../../../../shared/domain/members/memberRules';
import { MEMBER_SOURCE, MEMBER_STATUS, REGISTER_METHODS } from '../../../../shared/domain/members/settings';
import { ApiError } from '../../../core/http/envelope';
import { route, WithMessage, type AnyRoute } from '../../../core/http/routeDef';
import { bool, id, obj, oneOf, str } from '../../../core/http/schemas';
import { hashPassword, scryptParams } from '../../../core/services/passwords';
import { startMemberSession } from '../core/memberSession';
import { loadMemberSettings, rankForNewMembers } from '../core/settings';
import { effective } from './publicConfig';
import { memberUniqueError, toPublicMember } from './publicMember';
import { clientIp, liveSite, MEMBER_BODY_LIMIT, memberRateGuard, secureRequest } from './publicSite';
import { useSmsCode } from './smsCodes';

const refuse = (field: string, message: string): ApiError => new ApiError(400, message, { field });

export const registerRoutes: AnyRoute[] = [
  route<Record<string, never>, MemberRegisterRequest, { pending: boolean; member: MemberPublicConfig['member'] }>('memberPublicRegister', {
    access: { public: true }, mutates: true, bodyLimit: MEMBER_BODY_LIMIT, guard: memberRateGuard,
    schema: {
      querystring: obj({}),
      body: obj({
        siteId: id(), method: oneOf(REGISTER_METHODS), account: str(40), password: str(64),
        nickname: str(PROFILE_FIELD_MAX.nickname * 2), real_name: str(PROFILE_FIELD_MAX.real_name * 2), company: str(PROFILE_FIELD_MAX.company * 2),
        email: str(PROFILE_FIELD_MAX.email), phone: str(20), code: str(10), agree: bool(),
      }, ['siteId', 'method', 'password']),
    },
    async handler(ctx) {
      const { deps, body } = ctx;
      const { db } = deps;
      const site = await liveSite(deps, body.siteId);
      ctx.note({ siteId: site.id, detail: '会员注册' });
      const e = effective(deps, await loadMemberSettings(db, site.id));
      const reg = e.settings.register;
      if (!reg.open) throw new ApiError(400, CENTRE_MSG.registerClosed);

      const v: RegisterValues = {
        method: body.method, account: (body.account ?? '').trim(), password: body.password,
        nickname: (body.nickname ?? '').trim(), real_name: (body.real_name ?? '').trim(), company: (body.company ?? '').trim(),
        email: (body.email ?? '').trim().toLowerCase(), phone: (body.phone ?? '').trim(),
      };
      const fieldRefusal = checkRegisterFields({ ...reg, phoneVerify: e.phoneVerify }, v);
      if (fieldRefusal) throw refuse(fieldRefusal.field, fieldRefusal.message);
      const account = v.method === 'account' ? v.account : generatedAccount((b) => webcrypto.getRandomValues(b));
      const accountProblem = v.method === 'account' ? checkAccount(account, reg.reservedNames) : null;
      if (accountProblem) throw refuse('account', accountProblem);
      const phoneProblem = checkPhone(v.phone);
      if (phoneProblem) throw refuse('phone', phoneProblem);
      const emailProblem = checkEmail(v.email);
      if (emailProblem) throw refuse('email', emailProblem);
      const passwordProblem = checkPassword(v.password, reg.password, account);
      if (passwordProblem) throw refuse('password', passwordProblem);
      if (e.mustAgree && body.agree !== true) throw refuse('agree', CENTRE_MSG.mustAgree);

      // Taken already? Said before a code is spent (the index still decides a race below).
      const taken = await db.selectFrom('members').select(['account_key', 'phone', 'email']).where('site_id', '=', site.id)
        .where((eb) => eb.or([
          eb('account_key', '=', accountKey(account)),
          ...(v.phone ? [eb('phone', '=', v.phone)] : []),
          ...(v.email ? [eb('email', '=', v.email)] : []),
        ])).execute();
      if (taken.some((t) => t.account_key === accountKey(account))) throw refuse('account', MEMBER_MSG.accountTaken);
      if (v.phone && taken.some((t) => t.phone === v.phone)) throw refuse('phone', MEMBER_MSG.phoneTaken);
      if (v.email && taken.some((t) => t.email === v.email)) throw refuse('email', MEMBER_MSG.emailTaken);

      const now = deps.now();
      // A phone that is given is verified when the site verifies phones.
      if (e.phoneVerify && v.phone !== '') {
        const code = (body.code ?? '').trim();
        if (!CODE_PATTERN.test(code)) throw refuse('code', code === '' ? CENTRE_MSG.codeRequired : CENTRE_MSG.codeFormat);
        await useSmsCode(db, site.id, v.phone, 'register', code, now);
      }
      const rankId = await rankForNewMembers(db, site.id, reg.defaultRankId);
      if (rankId === null) throw new ApiError(409, '本站暂未设置会员等级，暂时无法注册');

      const passwordHash = await hashPassword(v.password, scryptParams(deps.config.passwordHashCost));
      const status = reg.review ? MEMBER_STATUS.pending : MEMBER_STATUS.active;
      const ip = clientIp(ctx);
      let member;
      try {
        member = await db.transaction().execute(async (trx) => {
          const row = await trx.insertInto('members').values({
            site_id: site.id, account, account_key: accountKey(account), password_hash: passwordHash, phone: v.phone, email: v.email,
            nickname: v.nickname, real_name: v.real_name, company: v.company, rank_id: rankId, status, source: MEMBER_SOURCE.site,
            remark: '', session_version: 1, registered_at: now, last_login_at: null, last_login_ip: '', created_at: now, updated_at: now,
          }).returningAll().executeTakeFirstOrThrow();
          if (body.agree === true && e.settings.privacy.version > 0) {
            await trx.insertInto('member_consents').values({ site_id: site.id, member_id: row.id, version: e.settings.privacy.version, ip, created_at: now }).execute();
          }
          return row;
        });
      } catch (err) {
        throw memberUniqueError(err) ?? err;
      }
      ctx.note({ detail: `会员注册：${account}` });
      const pending = status === MEMBER_STATUS.pending;
      if (!pending) {
        await startMemberSession(db, ctx.reply, { id: member.id, siteId: site.id, sessionVersion: member.session_version },
          { now, days: e.settings.login.rememberDays, remember: false, secure: secureRequest(ctx) });
      }
      return new WithMessage({ pending, member: pending ? null : await toPublicMember(db, member) }, pending ? CENTRE_MSG.registeredPending : CENTRE_MSG.registered);
    },
  }),
];
