/**
 * @jest-environment node
 */
// The console's wire: the browser's fetch behind the transport port. Node's fetch is the same
// WHATWG implementation, so a local server shows what reaches the wire and what comes back.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FetchTransport, TransportError, withQuery, type TransportRequest } from '../../../../kernel/ports/transport';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url?.startsWith('/slow')) return void setTimeout(() => res.end('{}'), 2000);
      if (req.url?.startsWith('/html')) return void res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
      if (req.url?.startsWith('/file')) return void res.writeHead(200, { 'content-type': 'text/csv', 'Content-Disposition': 'attachment; filename="a.csv"' }).end('a,b\n1,2\n');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 200, message: '', data: { ok: true } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (seen.length = 0));

const request = (over: Partial<TransportRequest>): TransportRequest => ({
  method: 'GET',
  url: `${base}/api`,
  headers: {},
  timeout: 1000,
  responseType: 'json',
  withCredentials: true,
  ...over,
});

describe('FetchTransport', () => {
  const transport = new FetchTransport();

  it('sends the query without empty values and answers the parsed envelope with lower-case headers', async () => {
    const res = await transport.request(request({ params: { id: 7, keyword: '新 闻', disabled: false, category_id: undefined, tag: null }, headers: { 'X-Token': 't1' } }));
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ code: 200, message: '', data: { ok: true } });
    expect(res.headers['content-type']).toBe('application/json');
    const url = new URL(seen[0].url, base);
    expect([...url.searchParams.entries()]).toEqual([
      ['id', '7'],
      ['keyword', '新 闻'],
      ['disabled', 'false'],
    ]);
    expect(seen[0].headers['x-token']).toBe('t1');
  });

  it('posts an object as JSON and a string with the caller’s content type (the client-service form encoding)', async () => {
    await transport.request(request({ method: 'POST', data: { title: '公司新闻', ids: [1, 2] } }));
    expect(seen[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0].body)).toEqual({ title: '公司新闻', ids: [1, 2] });

    await transport.request(request({ method: 'POST', data: 'a=1&b=%E4%B8%AD', headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' } }));
    expect(seen[1].headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(seen[1].body).toBe('a=1&b=%E4%B8%AD');
  });

  it('answers a non-JSON body as text and a file as a Blob', async () => {
    const html = await transport.request(request({ url: `${base}/html` }));
    expect(html.status).toBe(502);
    expect(html.data).toBe('<h1>Bad gateway</h1>');

    const file = await transport.request(request({ url: `${base}/file`, responseType: 'blob' }));
    expect(file.data).toBeInstanceOf(Blob);
    expect(await (file.data as Blob).text()).toBe('a,b\n1,2\n');
    expect(file.headers['content-disposition']).toBe('attachment; filename="a.csv"');
  });

  it('tells a timeout, an abort by the caller and a refused connection apart', async () => {
    await expect(transport.request(request({ url: `${base}/slow`, timeout: 100 }))).rejects.toEqual(new TransportError('timeout', 'timeout'));

    const controller = new AbortController();
    const pending = transport.request(request({ url: `${base}/slow`, signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(transport.request(request({ url: `http://127.0.0.1:${port}/api` }))).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('withQuery', () => {
  it('appends to an address that already has a query and leaves one without parameters alone', () => {
    expect(withQuery('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
    expect(withQuery('/a', { y: undefined })).toBe('/a');
    expect(withQuery('/a', undefined)).toBe('/a');
  });
});
