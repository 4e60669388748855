// Slow senders and floods, against a listening server over real sockets: a request body that
// trickles is cut off with 408, an oversized header block gets 431, one address cannot hold more
// than its share of connections, and every refusal Node or Fastify makes on its own carries the
// Chinese envelope and the security headers. Plus HSTS over HTTPS and the op-log retention.
import net from 'node:net';
import { CONTENT_SECURITY_POLICY, HSTS } from '../../server/core/http/security';
import { DAY_MS } from '../../server/core/services/maintenance';
import { CHINESE, opLogs, startServer, type Harness } from './support/harness';

async function listening(env: Record<string, string>): Promise<{ h: Harness; port: number }> {
  const h = await startServer(env);
  await h.built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.built.app.server.address();
  return { h, port: typeof address === 'object' && address ? address.port : 0 };
}

/** Opens a socket, writes `head`, and collects everything until the server closes it. */
function exchange(port: number, head: string, trickle?: { every: number; byte: string }): Promise<{ text: string; closedBy: 'server' }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      if (trickle) timer = setInterval(() => socket.writable && socket.write(trickle.byte), trickle.every);
    });
    socket.on('data', (d) => (text += d.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ text, closedBy: 'server' });
    });
    setTimeout(() => reject(new Error(`no answer; got ${text.slice(0, 200)}`)), 20_000).unref();
  });
}

function parse(raw: string): { status: number; headers: Record<string, string>; body: string } {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

describe('over real sockets', () => {
  let h: Harness;
  let port: number;
  beforeAll(async () => ({ h, port } = await listening({ REQUEST_TIMEOUT_MS: '1500', MAX_CONNECTIONS_PER_ADDRESS: '8' })));
  afterAll(() => h.close());

  it('cuts off a request whose body trickles in, with 408 and a Chinese envelope', async () => {
    const head = 'POST /api/app/site-admin-api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';
    const { text } = await exchange(port, head, { every: 200, byte: ' ' });
    const res = parse(text);
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toEqual({ code: 408, message: expect.stringMatching(CHINESE), data: null });
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('cuts off headers that never end', async () => {
    const { text } = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n', { every: 200, byte: 'X-A: b\r\n' });
    expect(parse(text).status).toBe(408);
  });

  it('answers an oversized header block with 431 in Chinese, with the security headers', async () => {
    const { text } = await exchange(port, `GET /api/app/site-admin-api/admin/home HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const res = parse(text);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body).message).toBe('请求头过大');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a malformed request line with 400 in Chinese, with the security headers', async () => {
    const { text } = await exchange(port, 'BLAH\r\n\r\n');
    const res = parse(text);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message).toMatch(CHINESE);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('closes connections over the per-address limit at once, and takes new ones when others close', async () => {
    const open: net.Socket[] = [];
    for (let i = 0; i < 8; i++) {
      const s = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => s.once('connect', resolve));
      open.push(s);
    }
    const extra = net.connect(port, '127.0.0.1');
    extra.on('error', () => undefined);
    const closed = await new Promise<boolean>((resolve) => {
      extra.once('close', () => resolve(true));
      extra.once('data', () => resolve(false));
      extra.once('connect', () => extra.write('GET /api/app/site-admin-api/admin/platformInfo HTTP/1.1\r\nHost: x\r\n\r\n'));
    });
    expect(closed).toBe(true);
    open.shift()!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { text } = await exchange(port, 'GET /api/app/site-admin-api/admin/nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(parse(text).status).toBe(404);
    for (const s of open) s.destroy();
  });
});

describe('security headers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => h.close());

  it('sends them on the framework’s own 400 (a URL it cannot decode)', async () => {
    const res = await h.built.app.inject({ method: 'GET', url: '/api/app/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(CHINESE);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds HSTS over HTTPS only', async () => {
    const https = await h.built.app.inject({ method: 'GET', url: '/api/app/site-admin-api/admin/nope', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    const http = await h.built.app.inject({ method: 'GET', url: '/api/app/site-admin-api/admin/nope' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('takes small bodies on public routes: a 20 KB login is refused before it is parsed', async () => {
    const res = await h.call('login', { body: { account: 'admin', password: 'x'.repeat(20_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('请求体过大（不能超过 16 KB）');
  });
});

describe('operation-log retention', () => {
  const row = (createdAt: number, action: string) => ({
    account_id: null, site_id: null, action, method: 'POST', path: '/x', ip: '192.0.2.1', result: 'ok' as const, code: 200, detail: '', created_at: createdAt,
  });

  it('deletes rows past OPLOG_RETENTION_DAYS (180 by default) in the daily cleanup, and keeps the rest', async () => {
    const h = await startServer();
    try {
      expect(h.config.opLogRetentionDays).toBe(180);
      const now = Date.now();
      await h.built.db.insertInto('op_logs').values([row(now - 200 * DAY_MS, 'old'), row(now - 181 * DAY_MS, 'old'), row(now - 179 * DAY_MS, 'kept'), row(now, 'kept')]).execute();
      const result = await h.built.maintenance.run();
      expect(result.opLogs).toBe(2);
      const actions = (await opLogs(h)).map((r) => r.action);
      expect(actions.filter((a) => a === 'old')).toEqual([]);
      expect(actions.filter((a) => a === 'kept')).toHaveLength(2);
    } finally {
      await h.close();
    }
  });

  it('keeps everything when the retention is 0', async () => {
    const h = await startServer({ OPLOG_RETENTION_DAYS: '0' });
    try {
      await h.built.db.insertInto('op_logs').values([row(Date.now() - 3_000 * DAY_MS, 'ancient')]).execute();
      expect((await h.built.maintenance.run()).opLogs).toBe(0);
      expect((await opLogs(h)).some((r) => r.action === 'ancient')).toBe(true);
    } finally {
      await h.close();
    }
  });
});
