// A site's SMTP server must be a public address (unless SITE_SMTP_ALLOW_PRIVATE): otherwise an
// operator could use 发送测试邮件 to probe the server's own network, reading 无法连接邮件服务器 or not
// for each host and port. Checked on save (when the name resolves) and again before every send,
// which then connects to the address it checked (no second lookup a name's owner could answer otherwise).
import dns from 'node:dns';
import net from 'node:net';
import { MAIL_MSG } from '../../../../shared/domain/settings';
import { ApiError } from '../../../core/http/envelope';
import type { AppDeps } from '../../../core/http/routeDef';
import { PROVIDER_FAILED_CODE } from '../../../core/providers/errors';
import { isForbiddenAddress } from '../../../core/services/safeFetch';

export const PRIVATE_HOST_MSG = 'SMTP服务器不能是本机或内网地址';

async function addressesOf(host: string): Promise<string[] | null> {
  try {
    return (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return null;
  }
}

/**
 * The address to connect to: the host's first address, once every address it resolves to is found
 * public (or SITE_SMTP_ALLOW_PRIVATE). `mustResolve`: a name that does not resolve is
 * 无法连接邮件服务器 (a send); otherwise null (a save: DNS may come later).
 */
export async function checkSmtpHost(deps: Pick<AppDeps, 'config'>, host: string, mustResolve: boolean): Promise<string | null> {
  const addresses = await addressesOf(host);
  if (addresses === null || addresses.length === 0) {
    if (mustResolve) throw new ApiError(PROVIDER_FAILED_CODE, MAIL_MSG.unreachable);
    return null;
  }
  if (!deps.config.siteSmtpAllowPrivate && addresses.some(isForbiddenAddress)) throw new ApiError(400, PRIVATE_HOST_MSG, { field: 'host' });
  // IPv4 first, as nodemailer's own lookup does.
  return addresses.find((a) => net.isIPv4(a)) ?? addresses[0];
}
