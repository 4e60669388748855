// The members module's answer to core's memberAccess (ServerModule.memberAccess): the member this
// request's cookie signs in on the site, as members-only downloads need it (rank level, 允许下载).
import type { FastifyRequest } from 'fastify';
import type { MemberAccess, MemberAccessContext } from '../../../core/modules/defineServerModule';
import { memberOfRequest } from '../core/memberSession';

export async function memberAccessOf(ctx: MemberAccessContext, request: FastifyRequest, siteId: number): Promise<MemberAccess | null> {
  const member = await memberOfRequest(ctx.db, request, siteId, ctx.now);
  return member ? { rankLevel: member.rankLevel, allowDownload: member.allowDownload } : null;
}
