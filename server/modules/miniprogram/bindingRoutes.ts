// The active site's mini-program bindings (admin/xcx/info, bind, unbind; key xys_xcx): the AppID
// checked by its platform's format, the AppSecret sealed (core's secretBox) and never answered,
// the AppID unique per platform by the database (mp_bindings_app_idx).
import {
  checkMpBind, MP_MSG, MP_PERMISSION, MP_PLATFORM_INFO, MP_PLATFORMS, MP_STATUS_LABEL, mpActionAllowed,
  type MpBinding, type MpBindRequest, type MpInfo, type MpPlatform, type MpStatus,
} from '../../../shared/domain/miniprogram';
import { isUniqueViolation } from '../../core/db/dbErrors';
import { ApiError } from '../../core/http/envelope';
import { route, type AnyRoute } from '../../core/http/routeDef';
import { EMPTY, obj, oneOf, str } from '../../core/http/schemas';
import { secretBoxOf } from '../../core/services/secretBox';
import { bindingAnswer, bindingRow, CHANGED_MEANWHILE, siteBindings, updateIfUnchanged } from './bindingStore';
import { mpSite } from './siteGuard';

const access = { permission: MP_PERMISSION } as const;
export const PLATFORM_BODY = obj({ platform: oneOf(MP_PLATFORMS) }, ['platform']);
const BIND_BODY = obj({ platform: oneOf(MP_PLATFORMS), appId: str(40), appSecret: str(256) }, ['platform', 'appId', 'appSecret']);

/** 409 naming the status, when the action may not start from it. */
export function refuseUnless(action: Parameters<typeof mpActionAllowed>[0], status: MpStatus): void {
  if (mpActionAllowed(action, status)) return;
  if (status === 'unbound') throw new ApiError(400, MP_MSG.notBound);
  if (status === 'reviewing' && action !== 'refresh') throw new ApiError(409, MP_MSG.reviewing);
  throw new ApiError(409, MP_MSG.statusRefused.replace('{status}', MP_STATUS_LABEL[status]));
}

export const bindingRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, MpInfo>('xcxInfo', {
    access, mutates: false, schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await mpSite(ctx);
      const { providers } = ctx.deps;
      const configured = providers.isConfigured('miniprogram');
      const status = providers.status().find((s) => s.kind === 'miniprogram');
      return {
        siteId: site.id, siteName: site.site_name, siteType: site.site_type,
        bindings: await siteBindings(ctx.deps.db, site.id),
        providerConfigured: configured, providerMessage: configured ? '' : status?.message ?? '',
      };
    },
  }),

  route<Record<string, never>, MpBindRequest, MpBinding>('xcxBind', {
    access, mutates: true, schema: { querystring: EMPTY, body: BIND_BODY },
    async handler(ctx) {
      const { db, config, now } = ctx.deps;
      const site = await mpSite(ctx);
      const { platform } = ctx.body;
      const appId = ctx.body.appId.trim();
      const secret = ctx.body.appSecret.trim();
      const box = secretBoxOf(config);
      const row = await bindingRow(db, site.id, platform);
      if (row) refuseUnless('rebind', row.status as MpStatus);
      // A kept secret belongs to the AppID it was given with: a new AppID needs its own.
      const keptSecret = row && row.app_id === appId ? box.open(row.secret_sealed) : null;
      const refusal = checkMpBind({ platform, appId, appSecret: secret }, keptSecret !== null);
      if (refusal) throw new ApiError(400, refusal.message, { field: refusal.field });
      const sealed = secret ? box.seal(secret) : row!.secret_sealed;
      const at = now();
      try {
        if (!row) {
          await db.insertInto('mp_bindings').values({
            site_id: site.id, platform, app_id: appId, secret_sealed: sealed, status: 'bound', reason: '', audit_id: '', release_url: '',
            submitted_at: null, published_at: null, created_at: at, updated_at: at,
          }).execute();
        } else if (row.app_id !== appId) {
          // Another mini-program: what the platform said of the old one no longer applies.
          await updateIfUnchanged(db, row, {
            app_id: appId, secret_sealed: sealed, status: 'bound', reason: '', audit_id: '', release_url: '', submitted_at: null, published_at: null, updated_at: at,
          });
        } else {
          await updateIfUnchanged(db, row, { secret_sealed: sealed, updated_at: at });
        }
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const holder = await db.selectFrom('mp_bindings').select('site_id').where('platform', '=', platform).where('app_id', '=', appId).executeTakeFirst();
        if (holder && holder.site_id !== site.id) throw new ApiError(400, MP_MSG.appIdTaken, { field: 'appId' });
        throw new ApiError(409, CHANGED_MEANWHILE);
      }
      ctx.note({
        detail: `绑定${labelOf(platform)}小程序 ${appId}`,
        changes: [
          ...(row?.app_id !== appId ? [{ field: 'appId', before: row?.app_id ?? null, after: appId }] : []),
          ...(secret ? [{ field: 'appSecret', before: row ? '******' : null, after: '******' }] : []),
        ],
      });
      return bindingAnswer(platform, await bindingRow(db, site.id, platform));
    },
  }),

  route<Record<string, never>, { platform: MpPlatform }, MpBinding>('xcxUnbind', {
    access, mutates: true, schema: { querystring: EMPTY, body: PLATFORM_BODY },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await mpSite(ctx);
      const { platform } = ctx.body;
      const row = await bindingRow(db, site.id, platform);
      refuseUnless('unbind', (row?.status ?? 'unbound') as MpStatus);
      const result = await db.deleteFrom('mp_bindings')
        .where('id', '=', row!.id).where('status', '=', row!.status).where('updated_at', '=', row!.updated_at).executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) throw new ApiError(409, CHANGED_MEANWHILE);
      ctx.note({ detail: `解除绑定${labelOf(platform)}小程序 ${row!.app_id}` });
      return bindingAnswer(platform, undefined);
    },
  }),
];

export function labelOf(platform: MpPlatform): string {
  return MP_PLATFORM_INFO[platform].label;
}
