// A scripted HTTP service on 127.0.0.1 for tests of anything the server calls over HTTP (the
// providers, and every later feature that uses them). Each request is answered by the next queued
// script (next()), else by the standing one (always()); `answer` has the usual behaviours: JSON,
// slowly, a status, a reset connection, garbage, an oversized body, an SSE stream. Every request
// is recorded with its body, and whether the client went away before the answer was complete.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ReceivedRequest {
  method: string;
  /** Path and query, e.g. /urls?site=…&token=… */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The client closed the connection before the answer was complete (timeout, cancellation). */
  clientLeft: boolean;
}

/** Answers one request; may take its time (return a promise). */
export type Script = (res: ServerResponse, req: ReceivedRequest, double: Pick<HttpDouble, 'wait'>) => void | Promise<void>;

export interface HttpDouble {
  /** http://127.0.0.1:port (no trailing slash). */
  url: string;
  received: ReceivedRequest[];
  /** The answer to every request that has no queued script (default: 404). */
  always(script: Script): void;
  /** Queues the answer to the next unanswered request. */
  next(script: Script): void;
  /** Resolves after ms, or at once when the double closes (so no timer outlives a test). */
  wait(ms: number): Promise<void>;
  /** Resolves once the request's client has left (its connection closed early). */
  left(req: ReceivedRequest): Promise<void>;
  close(): Promise<void>;
}

export async function startHttpDouble(): Promise<HttpDouble> {
  let standing: Script = answer.status(404, { error: 'no script' });
  const queue: Script[] = [];
  const received: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<{ timer: NodeJS.Timeout; done: () => void }>();
  const leaving = new Map<ReceivedRequest, () => void>();
  let closed = false;

  const wait = (ms: number) => new Promise<void>((resolve) => {
    if (closed) return resolve();
    const entry = { timer: setTimeout(() => { timers.delete(entry); resolve(); }, ms), done: resolve };
    timers.add(entry);
  });

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const record: ReceivedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), clientLeft: false };
      received.push(record);
      res.on('close', () => {
        if (!res.writableFinished) {
          record.clientLeft = true;
          leaving.get(record)?.();
        }
      });
      const script = queue.shift() ?? standing;
      Promise.resolve(script(res, record, { wait })).catch(() => res.destroy());
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    always: (script) => { standing = script; },
    next: (script) => { queue.push(script); },
    wait,
    left: (req) => new Promise<void>((resolve) => {
      if (req.clientLeft) return resolve();
      leaving.set(req, resolve);
    }),
    async close() {
      closed = true;
      for (const t of timers) {
        clearTimeout(t.timer);
        t.done();
      }
      timers.clear();
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** Writes unless the client has already gone (a late answer to a request that timed out). */
function alive(res: ServerResponse): boolean {
  return !res.destroyed && !res.writableEnded;
}

export const answer = {
  json(value: unknown, status = 200): Script {
    return (res) => {
      if (!alive(res)) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(value));
    };
  },

  /** A status with a JSON body (or none). */
  status(status: number, value?: unknown): Script {
    return (res) => {
      if (!alive(res)) return;
      res.writeHead(status, value === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' });
      res.end(value === undefined ? '' : JSON.stringify(value));
    };
  },

  /** Waits ms before answering with then (a timeout test: longer than the client's limit). */
  slowly(ms: number, then: Script): Script {
    return async (res, req, double) => {
      await double.wait(ms);
      if (alive(res)) await then(res, req, double);
    };
  },

  /** Drops the connection without an answer. */
  reset(): Script {
    return (res) => {
      res.socket?.destroy();
    };
  },

  /** Text that is not what was asked for, labelled as JSON (or the given type). */
  garbage(text = '<html><body>502 Bad Gateway</body></html>', contentType = 'application/json'): Script {
    return (res) => {
      if (!alive(res)) return;
      res.writeHead(200, { 'content-type': contentType });
      res.end(text);
    };
  },

  /**
   * A JSON-looking body of up to `bytes` bytes, streamed without a Content-Length (the size shows
   * only while reading) until the client leaves. The default is far more than socket buffers
   * hold, so a client that stops reading is seen leaving (clientLeft).
   */
  oversized(bytes = 64 * 1024 * 1024, contentType = 'application/json'): Script {
    return async (res) => {
      if (!alive(res)) return;
      res.writeHead(200, { 'content-type': contentType });
      res.write('{"texts":["');
      const piece = 'x'.repeat(64 * 1024);
      for (let sent = 0; sent < bytes && alive(res); sent += piece.length) {
        if (!res.write(piece)) await drainedOrClosed(res);
      }
      if (alive(res)) res.end('"]}');
    };
  },

  /** Redirects elsewhere (a client must not follow). */
  redirect(location: string, status = 302): Script {
    return (res) => {
      if (!alive(res)) return;
      res.writeHead(status, { location });
      res.end();
    };
  },

  /**
   * A text/event-stream: each event written as `data: <event>\n\n` (objects as JSON), gapMs apart;
   * then `data: [DONE]` unless done is false; then, if hold, the stream stays open until the
   * client leaves (or the double closes) instead of ending.
   */
  sse(events: readonly (string | object)[], options: { gapMs?: number; done?: boolean; hold?: boolean } = {}): Script {
    return async (res, _req, double) => {
      if (!alive(res)) return;
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
      res.write(': keep-alive\n\n');
      for (const event of events) {
        if (options.gapMs) await double.wait(options.gapMs);
        if (!alive(res)) return;
        res.write(`data: ${typeof event === 'string' ? event : JSON.stringify(event)}\n\n`);
      }
      if (options.done !== false && alive(res)) res.write('data: [DONE]\n\n');
      if (options.hold) return;
      if (alive(res)) res.end();
    };
  },
};

/** One chat-completions stream chunk carrying content. */
export function chatChunk(content: string): object {
  return { id: 'chatcmpl-test', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: null }] };
}
