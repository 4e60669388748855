// Slow-sender floods: every request must arrive whole within REQUEST_TIMEOUT_MS (headers within
// HEADERS_TIMEOUT_MS), idle keep-alive sockets close after KEEP_ALIVE_TIMEOUT_MS, and one client
// address may hold at most MAX_CONNECTIONS_PER_ADDRESS open connections (behind a reverse proxy
// every connection comes from the proxy, so the proxy must do that and the limit is off). A
// connection over the limit is closed at once, before anything is read from it.
import type { Server, Socket } from 'node:net';
import { MSG } from '../../../shared/domain/messages';
import { fail } from './envelope';
import { SECURITY_HEADERS } from './security';

/** Headers must be complete this soon after a connection starts a request. */
export const HEADERS_TIMEOUT_MS = 10_000;

export function limitConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

const CLIENT_ERRORS: Record<string, { status: number; text: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, text: 'Request Timeout', message: '请求超时：请求未能在规定时间内发送完毕' },
  HPE_HEADER_OVERFLOW: { status: 431, text: 'Request Header Fields Too Large', message: '请求头过大' },
};

/**
 * Node's own refusals (malformed request line, header overflow, request timeout) happen before
 * Fastify has a request: answered here, as an envelope in Chinese with the security headers.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[err.code ?? ''] ?? { status: 400, text: 'Bad Request', message: MSG.badRequest };
  const body = JSON.stringify(fail(known.status, known.message));
  if (socket.writable) {
    const headers = [
      `HTTP/1.1 ${known.status} ${known.text}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...Object.entries(SECURITY_HEADERS).map(([k, v]) => `${k}: ${v}`),
      'Cache-Control: no-store',
    ];
    socket.write(`${headers.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(err);
}
