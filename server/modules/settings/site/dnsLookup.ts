// TXT lookups for domain verification, through the resolvers named by DNS_SERVERS
// ("223.5.5.5,119.29.29.29" or "127.0.0.1:5353"; unset: unconfigured, and 验证 says so). Read at
// each lookup so a changed environment needs no code path of its own; a malformed value is
// refused with the variable's name, as core's configuration does.
import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import { SITE_DOMAIN_MSG } from '../../../../shared/domain/settings/site';
import { ApiError } from '../../../core/http/envelope';

const TIMEOUT_MS = 3000;

/** host[:port] or [v6]:port entries, validated; [] when unset. */
export function dnsServersOf(value: string | undefined): string[] {
  if (!value || !value.trim()) return [];
  return value.split(',').map((s) => s.trim()).filter(Boolean).map((entry) => {
    const m = /^(?:\[([0-9a-f:]+)\]|([0-9.]+))(?::(\d{1,5}))?$/i.exec(entry);
    const host = m?.[1] ?? m?.[2];
    const port = m?.[3] ? Number(m[3]) : 53;
    if (!host || !isIP(host) || port < 1 || port > 65535) throw new Error(`配置 DNS_SERVERS 格式不正确：${entry}（应为 IP 或 IP:端口，以逗号分隔）`);
    return entry;
  });
}

export type TxtOutcome = { found: true } | { found: false };

/**
 * Whether `value` is among the TXT records of `host`. Throws 409 when no resolver is configured and
 * 424 when the lookup itself fails (timeout, refused); a name without the record is { found: false }.
 */
export async function hasTxtRecord(host: string, value: string, env: NodeJS.ProcessEnv = process.env): Promise<TxtOutcome> {
  let servers: string[];
  try {
    servers = dnsServersOf(env.DNS_SERVERS);
  } catch {
    throw new ApiError(409, SITE_DOMAIN_MSG.dnsUnconfigured);
  }
  if (servers.length === 0) throw new ApiError(409, SITE_DOMAIN_MSG.dnsUnconfigured);
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: 2 });
  resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(host);
    return { found: records.some((chunks) => chunks.join('') === value) };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENODATA' || code === 'ENOTFOUND') return { found: false };
    throw new ApiError(424, SITE_DOMAIN_MSG.dnsFailed);
  }
}
