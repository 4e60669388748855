// What a call of the HTTP contract (§7) is: its service, method, path and client. The calls
// themselves are in shellEndpoints.ts (the first load's) and endpoints.ts (the features').
import type { ServiceKey } from './services';

export type HttpMethod = 'GET' | 'POST';
/** Which console client carries the call (§7 clients; §8 gives each its own error handling). */
export type ClientKind = 'main' | 'webHost' | 'clientService';

export interface Endpoint {
  service: ServiceKey;
  method: HttpMethod;
  path: string;
  client: ClientKind;
  /** Errors of this call are never toasted (§8 silenced statistics and site endpoints). */
  silent?: boolean;
}

const clientOf = (service: ServiceKey): ClientKind =>
  service === 'tweb' || service === 'pcApi' || service === 'usersApi' ? 'webHost' : service === 'clientService' ? 'clientService' : 'main';

export function endpoint(service: ServiceKey, method: HttpMethod, path: string, extra: Partial<Pick<Endpoint, 'silent'>> = {}): Endpoint {
  return { service, method, path, client: clientOf(service), ...extra };
}

/** The path of a call under /api/app/, given the (possibly reconfigured) prefixes. */
export function endpointPath(ep: Endpoint, prefixes: Record<ServiceKey, string>): string {
  return `${prefixes[ep.service]}${ep.path}`;
}
