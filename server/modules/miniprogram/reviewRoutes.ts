// 提交审核, 刷新审核状态 and 发布 (admin/xcx/submitAudit, auditStatus, release; key xys_xcx), through the
// mini-program platform provider. Nothing is written until the platform has answered: unconfigured
// (409 小程序平台服务未配置…), failing or too slow (424 with the reason) leaves the binding as it was.
import { MP_MSG, MP_PERMISSION, type MpBinding, type MpPlatform, type MpStatus } from '../../../shared/domain/miniprogram';
import { ApiError } from '../../core/http/envelope';
import { route, WithMessage, type AnyRoute, type RouteContext } from '../../core/http/routeDef';
import { EMPTY } from '../../core/http/schemas';
import { secretBoxOf } from '../../core/services/secretBox';
import type { MiniProgramProvider } from '../../core/providers/types';
import { bindingAnswer, bindingRow, updateIfUnchanged, type BindingRow } from './bindingStore';
import { labelOf, PLATFORM_BODY, refuseUnless } from './bindingRoutes';
import { visiblePages } from './pageStore';
import { mpSite } from './siteGuard';

const access = { permission: MP_PERMISSION } as const;
const SECRET_LOST = 'AppSecret 无法读取（服务器密钥已更换），请重新绑定并填写 AppSecret';

type Ctx = RouteContext<Record<string, never>, { platform: MpPlatform }>;

interface Prepared {
  siteId: number;
  row: BindingRow;
  provider: MiniProgramProvider;
  call: { platform: MpPlatform; appId: string; appSecret: string };
}

/** The binding in a status the action may start from, the provider, and the call's credentials. */
async function prepare(ctx: Ctx, action: 'submit' | 'refresh' | 'publish'): Promise<Prepared> {
  const site = await mpSite(ctx);
  const { platform } = ctx.body;
  const row = await bindingRow(ctx.deps.db, site.id, platform);
  refuseUnless(action, (row?.status ?? 'unbound') as MpStatus);
  const provider = ctx.deps.providers.get('miniprogram');
  const appSecret = secretBoxOf(ctx.deps.config).open(row!.secret_sealed);
  if (appSecret === null) throw new ApiError(400, SECRET_LOST, { field: 'appSecret' });
  return { siteId: site.id, row: row!, provider, call: { platform, appId: row!.app_id, appSecret } };
}

async function answer(ctx: Ctx, siteId: number): Promise<MpBinding> {
  return bindingAnswer(ctx.body.platform, await bindingRow(ctx.deps.db, siteId, ctx.body.platform));
}

const schema = { querystring: EMPTY, body: PLATFORM_BODY };

export const reviewRoutes: AnyRoute[] = [
  route<Record<string, never>, { platform: MpPlatform }, MpBinding>('xcxSubmitAudit', {
    access, mutates: true, schema,
    async handler(ctx) {
      const p = await prepare(ctx, 'submit');
      const pages = await visiblePages(ctx.deps.db, p.siteId);
      if (pages.length === 0) throw new ApiError(400, MP_MSG.noPages);
      const { auditId } = await p.provider.submit({ ...p.call, pages: pages.map((x) => ({ path: x.path, title: x.title })) });
      const at = ctx.deps.now();
      await updateIfUnchanged(ctx.deps.db, p.row, { status: 'reviewing', audit_id: auditId, reason: '', submitted_at: at, updated_at: at });
      ctx.note({ detail: `${labelOf(ctx.body.platform)}小程序 ${p.row.app_id} 提交审核（${pages.length} 个页面）` });
      return new WithMessage(await answer(ctx, p.siteId), MP_MSG.submitted);
    },
  }),

  route<Record<string, never>, { platform: MpPlatform }, MpBinding>('xcxAuditStatus', {
    access, mutates: true, schema,
    async handler(ctx) {
      const p = await prepare(ctx, 'refresh');
      const result = await p.provider.status({ ...p.call, auditId: p.row.audit_id });
      if (result.status !== 'reviewing') {
        const reason = result.status === 'rejected' ? result.reason || '平台未说明原因' : '';
        await updateIfUnchanged(ctx.deps.db, p.row, { status: result.status, reason, updated_at: ctx.deps.now() });
        ctx.note({ detail: `${labelOf(ctx.body.platform)}小程序 ${p.row.app_id} 审核结果：${result.status === 'approved' ? '审核通过' : `审核驳回（${reason}）`}` });
      }
      return answer(ctx, p.siteId);
    },
  }),

  route<Record<string, never>, { platform: MpPlatform }, MpBinding>('xcxRelease', {
    access, mutates: true, schema,
    async handler(ctx) {
      const p = await prepare(ctx, 'publish');
      const { url } = await p.provider.release({ ...p.call, auditId: p.row.audit_id });
      const at = ctx.deps.now();
      await updateIfUnchanged(ctx.deps.db, p.row, { status: 'published', release_url: url, published_at: at, updated_at: at });
      ctx.note({ detail: `发布${labelOf(ctx.body.platform)}小程序 ${p.row.app_id}` });
      return new WithMessage(await answer(ctx, p.siteId), MP_MSG.published);
    },
  }),
];
