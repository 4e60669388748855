// An SseAnswer (routeDef.ts) as the response: text/event-stream, never cached or buffered by a
// proxy (X-Accel-Buffering: no), not compressed (core compresses nothing); the security headers
// are added by the onSend hook like on every answer. Events are written as they come; a heartbeat
// comment keeps idle proxies from closing the connection; the client going away aborts run's
// signal; an error after the headers becomes an `error` event, never an envelope.
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failureOf } from './errors';
import type { SseAnswer, SseSink } from './routeDef';

export function sseStream(request: FastifyRequest, reply: FastifyReply, answer: SseAnswer): PassThrough {
  reply.type('text/event-stream; charset=utf-8');
  reply.header('Cache-Control', 'no-store');
  reply.header('X-Accel-Buffering', 'no');
  const out = new PassThrough();
  const controller = new AbortController();
  let ended = false;
  const write = (text: string) => {
    if (!ended && !out.destroyed) out.write(text);
  };
  const sink: SseSink = {
    event(name, data) {
      write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    },
  };
  // The client left (a closed tab, 停止 aborting its fetch): stop the work behind the stream.
  reply.raw.on('close', () => {
    if (!ended) controller.abort();
  });
  // A first comment, so the headers leave at once (the console knows the ask was accepted).
  write(': open\n\n');
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), answer.heartbeatMs);
  heartbeat.unref();
  answer.run(sink, controller.signal)
    .catch((err: unknown) => {
      const f = failureOf(err);
      if (f.code >= 500) request.log.error({ err }, '事件流处理失败');
      sink.event('error', { message: f.message });
    })
    .finally(() => {
      clearInterval(heartbeat);
      ended = true;
      out.end();
    });
  return out;
}
