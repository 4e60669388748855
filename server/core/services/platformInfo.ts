// Platform facts for one host: configuration only (login address per host, help centre, product
// hosts, platform name and logo), never anything of a session or a company. Answered by the
// platformInfo route and written into the console's page, so the first screen need not ask.
import type { PlatformInfo } from '../../../shared/domain/api/types';
import { apiBaseFor, loginUrlFor } from '../../../shared/domain/hosts';
import type { ServerConfig } from '../config';

export type PlatformConfig = Pick<ServerConfig, 'platformName' | 'platformLogoUrl' | 'loginUrls' | 'apiBases' | 'helpUrlNew' | 'helpUrlOld' | 'productDomains'>;

export function platformInfoFor(config: PlatformConfig, host: string): PlatformInfo {
  const apiBase = apiBaseFor(host, { apiBases: config.apiBases });
  return {
    platformName: config.platformName,
    logoUrl: config.platformLogoUrl,
    loginUrl: loginUrlFor(host, { loginUrls: config.loginUrls }),
    helpUrlNew: config.helpUrlNew,
    helpUrlOld: config.helpUrlOld,
    productDomains: [...config.productDomains],
    ...(apiBase ? { apiBase } : {}),
  };
}
