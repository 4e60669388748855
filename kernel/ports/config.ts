// Kernel configuration: where the API lives and how its services are prefixed (DESIGN §4: one
// table, so the console can be pointed at another deployment).
import { API_BASE, SERVICE_PREFIXES, type PlatformInfo, type ServicePrefixes } from '../../shared/domain';

export interface KernelConfig {
  apiBase: string;
  prefixes: ServicePrefixes;
  /** Host name the console runs on (decides the login address and the site-editing item). */
  host: string;
  /** Default login page when the platform info does not name one. */
  loginPath: string;
  /** Fixed X-Server-Name header of the main client (§7). */
  serverName: string;
  /** Platform info the server wrote into the page (kernel/boot/pageData.ts), so no call is needed. */
  platform?: PlatformInfo;
}

export function defaultKernelConfig(overrides: Partial<KernelConfig> = {}): KernelConfig {
  return {
    apiBase: API_BASE,
    prefixes: { ...SERVICE_PREFIXES },
    host: typeof window !== 'undefined' ? window.location.host : 'localhost',
    loginPath: '/login',
    serverName: 'site-console',
    ...overrides,
  };
}
