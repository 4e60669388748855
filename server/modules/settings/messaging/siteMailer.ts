// Sends a site's mail: through its own SMTP server (core's createMailProvider over nodemailer, built
// from the site's settings for each send) or through the platform's mail service (the registry's).
// The site's SMTP failures are told in the operator's terms: 认证失败，请检查账号和授权码 or
// 无法连接邮件服务器; the rest in the providers' words.
import net from 'node:net';
import { MAIL_MSG, mailFromHeader, type MailConfig } from '../../../../shared/domain/settings';
import { ApiError } from '../../../core/http/envelope';
import type { AppDeps } from '../../../core/http/routeDef';
import { PROVIDER_FAILED_CODE, ProviderFailure, redact } from '../../../core/providers/errors';
import { createMailProvider } from '../../../core/providers/mail';
import { failureText } from '../../../core/providers/messages';
import type { MailMessage } from '../../../core/providers/types';
import { checkSmtpHost } from './smtpHost';

/** The site's SMTP failure → what the operator reads. */
export function siteSmtpError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (!(err instanceof ProviderFailure)) return new ApiError(PROVIDER_FAILED_CODE, failureText('mail', 'failed'));
  if (err.reason === 'auth') return new ApiError(PROVIDER_FAILED_CODE, MAIL_MSG.authFailed);
  if (err.reason === 'unreachable' || err.reason === 'timeout') return new ApiError(PROVIDER_FAILED_CODE, MAIL_MSG.unreachable);
  return new ApiError(PROVIDER_FAILED_CODE, failureText('mail', err.reason, err.params));
}

export interface SiteMailSettings {
  config: MailConfig;
  /** In clear (only in memory, for this send). */
  password: string;
}

/** Sends the message with the site's settings; throws an ApiError with the Chinese reason. */
export async function sendSiteMail(deps: AppDeps, settings: SiteMailSettings, message: MailMessage, log?: (detail: string) => void): Promise<void> {
  const { config, password } = settings;
  if (config.mode === 'platform') {
    await deps.providers.get('mail').send(message);
    return;
  }
  const host = config.host.trim();
  const address = (await checkSmtpHost(deps, host, true))!;
  const provider = createMailProvider({
    host: address, port: config.port, secure: config.ssl, user: config.account.trim(), pass: password,
    from: mailFromHeader(config.senderName, config.senderAddress),
    // The certificate is still checked against the name the operator typed.
    ...(net.isIP(host) ? {} : { servername: host }),
  }, { timeoutMs: deps.config.providers.timeoutMs, maxBytes: deps.config.providers.maxResponseBytes });
  try {
    await provider.send(message);
  } catch (err) {
    if (err instanceof ProviderFailure) log?.(redact(err.detail, password ? [password] : []));
    throw siteSmtpError(err);
  }
}
