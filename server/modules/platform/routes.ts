// Platform-level facts (login address per host, help centre, product domains) and the ver-2
// permission tree that drives the console's menu and route guard.
import { loginUrlFor } from '../../../shared/domain/hosts';
import { buildPermissionTree } from '../../../shared/domain/permissions';
import type { PermissionTree, PlatformInfo } from '../../../shared/domain/api/types';
import { route, signedIn, type AnyRoute } from '../../core/http/routeDef';
import { obj, oneOf, str } from '../../core/http/schemas';

export const platformRoutes: AnyRoute[] = [
  route<{ host?: string }, undefined, PlatformInfo>('platformInfo', {
    access: { public: true },
    mutates: false,
    // host: ask for another host's login address (the console passes location.host behind proxies).
    schema: { querystring: obj({ host: str(253, { pattern: '^[A-Za-z0-9.:\\-\\[\\]]*$' }) }) },
    async handler(ctx) {
      const { config } = ctx.deps;
      const host = ctx.query.host || ctx.request.host || '';
      return {
        platformName: config.platformName,
        logoUrl: config.platformLogoUrl,
        loginUrl: loginUrlFor(host, { loginUrls: config.loginUrls }),
        helpUrlNew: config.helpUrlNew,
        helpUrlOld: config.helpUrlOld,
        productDomains: [...config.productDomains],
      };
    },
  }),

  route<Record<string, never>, { ver: 2 }, PermissionTree>('permissions', {
    access: { session: true },
    mutates: false,
    schema: { querystring: obj({}), body: obj({ ver: oneOf([2]) }, ['ver']) },
    async handler(ctx) {
      return buildPermissionTree(signedIn(ctx).grants);
    },
  }),
];
