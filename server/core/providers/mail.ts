// Mail over SMTP with nodemailer. One connection per message (no pool: mail here is occasional —
// notifications, verification codes — and an idle pooled connection would only be cut by the
// server). Every wait is bounded by the provider timeout (connect, greeting, each reply, and the
// whole send), a reply by the response limit, and the message may not read files or URLs.
import nodemailer from 'nodemailer';
import { ApiError } from '../http/envelope';
import type { SmtpConfig } from './config';
import { ProviderFailure } from './errors';
import type { HttpLimits } from './http';
import type { MailProvider } from './types';
import type { FailureReason } from './messages';

/** A plain address; display names and lists are not taken from callers. */
const ADDRESS = /^[^\s<>@",;]+@[^\s<>@",;]+\.[^\s<>@",;]+$/;

interface SmtpError {
  code?: string;
  responseCode?: number;
  rejected?: string[];
  message?: string;
}

/** A nodemailer error → the reason the user is told. */
export function mailFailure(err: unknown): ProviderFailure {
  const e = (err ?? {}) as SmtpError;
  const detail = `${e.code ?? 'ERROR'}${e.responseCode ? ` ${e.responseCode}` : ''}: ${String(e.message ?? err).slice(0, 300)}`;
  if (e.code === 'EENVELOPE' && e.rejected?.length) return new ProviderFailure('rejected', detail, { who: e.rejected.join('、') });
  if (e.code === 'EPROTOCOL' && /exceeds maximum/i.test(e.message ?? '')) return new ProviderFailure('tooLarge', detail);
  const byCode: Record<string, FailureReason> = {
    ETIMEDOUT: 'timeout',
    ECONNECTION: 'unreachable',
    ESOCKET: 'unreachable',
    EDNS: 'unreachable',
    ETLS: 'unreachable',
    EAUTH: 'auth',
    ENOAUTH: 'auth',
    EPROTOCOL: 'garbage',
  };
  const reason = byCode[e.code ?? ''];
  if (reason) return new ProviderFailure(reason, detail);
  // The server refused the message or the sender (EMESSAGE, EENVELOPE without recipients): its code.
  if (e.responseCode) return new ProviderFailure('status', detail, { status: `SMTP ${e.responseCode}` });
  return new ProviderFailure('failed', detail);
}

export function createMailProvider(config: SmtpConfig, limits: HttpLimits): MailProvider {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.pass ?? '' } : undefined,
    ...(config.servername ? { tls: { servername: config.servername } } : {}),
    connectionTimeout: limits.timeoutMs,
    greetingTimeout: limits.timeoutMs,
    socketTimeout: limits.timeoutMs,
    dnsTimeout: limits.timeoutMs,
    maxResponseSize: limits.maxBytes,
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
    debug: false,
  });

  return {
    async send({ to, subject, text, html }) {
      const recipients = typeof to === 'string' ? [to] : [...to];
      if (recipients.length === 0) throw new ApiError(400, '请填写收件人邮箱');
      const bad = recipients.find((r) => !ADDRESS.test(r));
      if (bad !== undefined) throw new ApiError(400, `收件人邮箱地址不正确：${bad.slice(0, 100)}`);
      let timer: NodeJS.Timeout | undefined;
      // nodemailer bounds each wait; this bounds the whole (a server trickling bytes never idles).
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ProviderFailure('timeout', `发送超过 ${limits.timeoutMs} ms`)), limits.timeoutMs);
      });
      try {
        const info = await Promise.race([
          transport.sendMail({ from: config.from, to: recipients, subject, text, ...(html === undefined ? {} : { html }) }),
          deadline,
        ]);
        // Some recipients refused, none accepted: nothing was sent.
        if (info.accepted.length === 0 && info.rejected.length) {
          throw new ProviderFailure('rejected', `拒收 ${info.rejected.length} 个收件人`, { who: info.rejected.map(String).join('、') });
        }
        // Some refused, some accepted: sent, and the caller is told who will not get it.
        return info.rejected.length ? { messageId: info.messageId, rejected: info.rejected.map(String) } : { messageId: info.messageId };
      } catch (err) {
        throw err instanceof ProviderFailure || err instanceof ApiError ? err : mailFailure(err);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
