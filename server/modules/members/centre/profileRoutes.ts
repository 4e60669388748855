// The visitors' pages' settings and 我的资料 (sitePlugin/member/config, profile GET and POST). A profile
// edit is checked by the same field modes and formats as registration and written to 变更记录 as the
// member (actor kind 'member') in the same transaction as the change.
import type { MemberProfileSaveRequest, MemberPublicConfig, PublicMember } from '../../../../shared/domain/members/centreApi';
import { CENTRE_MSG, PROFILE_FIELD_LABEL, PROFILE_FIELD_MAX, registerFieldMode } from '../../../../shared/domain/members/centreRules';
import { checkEmail, MEMBER_MSG } from '../../../../shared/domain/members/memberRules';
import { ApiError } from '../../../core/http/envelope';
import { route, WithMessage, type AnyRoute, type AppDeps } from '../../../core/http/routeDef';
import { id, obj, str } from '../../../core/http/schemas';
import type { FastifyRequest } from 'fastify';
import { diffFields, recordMemberChanges } from '../core/changes';
import { memberOfRequest } from '../core/memberSession';
import { loadMemberSettings } from '../core/settings';
import { effective, publicConfigOf } from './publicConfig';
import { memberUniqueError, toPublicMember, type MemberRow } from './publicMember';
import { clientIp, liveSite, MEMBER_BODY_LIMIT, memberRateGuard } from './publicSite';

const EDITABLE = ['nickname', 'real_name', 'company', 'email'] as const;

/** The member this request's cookie signs in on the site, as a full row, or null. */
async function signedInMember(deps: AppDeps, request: FastifyRequest, siteId: number): Promise<MemberRow | null> {
  const who = await memberOfRequest(deps.db, request, siteId, deps.now());
  if (!who) return null;
  return (await deps.db.selectFrom('members').selectAll().where('id', '=', who.id).where('site_id', '=', siteId).executeTakeFirst()) ?? null;
}

export const profileRoutes: AnyRoute[] = [
  route<{ siteId: number }, undefined, MemberPublicConfig>('memberPublicConfig', {
    access: { public: true }, mutates: false, guard: memberRateGuard,
    schema: { querystring: obj({ siteId: id() }, ['siteId']) },
    async handler(ctx) {
      const { deps } = ctx;
      const site = await liveSite(deps, ctx.query.siteId);
      const e = effective(deps, await loadMemberSettings(deps.db, site.id));
      const member = await signedInMember(deps, ctx.request, site.id);
      return { ...publicConfigOf(site, e), member: member ? await toPublicMember(deps.db, member) : null };
    },
  }),

  route<{ siteId: number }, undefined, PublicMember>('memberPublicProfile', {
    access: { public: true }, mutates: false, guard: memberRateGuard,
    schema: { querystring: obj({ siteId: id() }, ['siteId']) },
    async handler(ctx) {
      const site = await liveSite(ctx.deps, ctx.query.siteId);
      const member = await signedInMember(ctx.deps, ctx.request, site.id);
      if (!member) throw new ApiError(400, CENTRE_MSG.notSignedIn);
      return toPublicMember(ctx.deps.db, member, { fullPhone: true });
    },
  }),

  route<Record<string, never>, MemberProfileSaveRequest, PublicMember>('memberPublicProfileSave', {
    access: { public: true }, mutates: true, bodyLimit: MEMBER_BODY_LIMIT, guard: memberRateGuard,
    schema: {
      querystring: obj({}),
      body: obj({
        siteId: id(), nickname: str(PROFILE_FIELD_MAX.nickname * 2), real_name: str(PROFILE_FIELD_MAX.real_name * 2),
        company: str(PROFILE_FIELD_MAX.company * 2), email: str(PROFILE_FIELD_MAX.email),
      }, ['siteId']),
    },
    async handler(ctx) {
      const { deps, body } = ctx;
      const { db } = deps;
      const site = await liveSite(deps, body.siteId);
      ctx.note({ siteId: site.id, detail: '会员修改资料' });
      const member = await signedInMember(deps, ctx.request, site.id);
      if (!member) throw new ApiError(400, CENTRE_MSG.notSignedIn);
      const reg = (await loadMemberSettings(db, site.id)).register;
      const next: Partial<Record<(typeof EDITABLE)[number], string>> = {};
      for (const field of EDITABLE) {
        const given = body[field];
        if (given === undefined) continue;
        const value = field === 'email' ? given.trim().toLowerCase() : given.trim();
        // A field the settings require cannot be emptied.
        const required = registerFieldMode(reg, field) === 'required';
        if (required && value === '') throw new ApiError(400, CENTRE_MSG.fieldRequired.replace('{label}', PROFILE_FIELD_LABEL[field]), { field });
        if (value.length > PROFILE_FIELD_MAX[field]) throw new ApiError(400, `${PROFILE_FIELD_LABEL[field]}不能超过${PROFILE_FIELD_MAX[field]}个字符`, { field });
        next[field] = value;
      }
      const emailProblem = next.email !== undefined ? checkEmail(next.email) : null;
      if (emailProblem) throw new ApiError(400, emailProblem, { field: 'email' });
      if (next.email && next.email !== member.email) {
        const taken = await db.selectFrom('members').select('id').where('site_id', '=', site.id).where('email', '=', next.email).where('id', '<>', member.id).executeTakeFirst();
        if (taken) throw new ApiError(400, MEMBER_MSG.emailTaken, { field: 'email' });
      }
      const changes = diffFields(member, next, EDITABLE);
      const now = deps.now();
      if (changes.length > 0) {
        try {
          await db.transaction().execute(async (trx) => {
            await trx.updateTable('members').set({ ...next, updated_at: now }).where('id', '=', member.id).where('site_id', '=', site.id).execute();
            await recordMemberChanges(trx, site.id, member.id, { kind: 'member', id: member.id, name: member.account, ip: clientIp(ctx) }, changes, now);
          });
        } catch (err) {
          throw memberUniqueError(err) ?? err;
        }
      }
      const saved = await db.selectFrom('members').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
      return new WithMessage(await toPublicMember(db, saved, { fullPhone: true }), CENTRE_MSG.profileSaved);
    },
  }),
];
