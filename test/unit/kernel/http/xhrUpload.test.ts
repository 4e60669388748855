// The transport's upload path: a request with upload progress goes over XMLHttpRequest (fetch
// reports none), with the same address, headers, credentials and timeout as any call, and its
// answer, failures and cancellation mapped as fetch's are.
import { FetchTransport, TransportError, type TransportRequest } from '../../../../kernel/ports/transport';

class FakeXhr {
  static opened: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 200;
  responseText = '';
  responseType = '';
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  withCredentials = false;
  timeout = 0;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.opened.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, envelope: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
  }
}

const realXhr = window.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.opened = [];
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

// The upload path is loaded on first use, so the request is opened a few ticks after the call.
async function nthOpened(n: number): Promise<FakeXhr> {
  while (FakeXhr.opened.length < n) await new Promise((resolve) => setTimeout(resolve, 0));
  return FakeXhr.opened[n - 1];
}

const request = (extra: Partial<TransportRequest> = {}): TransportRequest => {
  const form = new FormData();
  form.append('dir_id', '7');
  return { method: 'POST', url: '/api/app/x/upload', headers: { 'X-Token': 'tok' }, data: form, timeout: 5000, responseType: 'json', withCredentials: true, onUploadProgress: () => undefined, ...extra };
};

it('sends the form with the headers, credentials and timeout, reports progress and answers the parsed body', async () => {
  const progress: [number, number][] = [];
  const pending = new FetchTransport().request(request({ onUploadProgress: (loaded, total) => progress.push([loaded, total]) }));
  const xhr = await nthOpened(1);
  expect({ method: xhr.method, url: xhr.url, withCredentials: xhr.withCredentials, timeout: xhr.timeout, token: xhr.headers['X-Token'] }).toEqual({ method: 'POST', url: '/api/app/x/upload', withCredentials: true, timeout: 5000, token: 'tok' });
  // The browser sets the multipart boundary: no Content-Type of ours.
  expect(Object.keys(xhr.headers).map((h) => h.toLowerCase())).not.toContain('content-type');
  expect(xhr.body?.get('dir_id')).toBe('7');
  xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
  xhr.answer(200, { code: 200, data: { id: 3 } });
  expect(await pending).toEqual({ status: 200, headers: { 'content-type': 'application/json' }, data: { code: 200, data: { id: 3 } } });
  expect(progress).toEqual([[50, 100]]);
});

it('maps network failure, timeout and cancellation to the transport’s kinds', async () => {
  const transport = new FetchTransport();
  const network = transport.request(request());
  (await nthOpened(1)).onerror?.();
  await expect(network).rejects.toMatchObject({ kind: 'network' });
  const slow = transport.request(request());
  (await nthOpened(2)).ontimeout?.();
  await expect(slow).rejects.toMatchObject({ kind: 'timeout' });
  const controller = new AbortController();
  const cancelled = transport.request(request({ signal: controller.signal }));
  controller.abort();
  await expect(cancelled).rejects.toBeInstanceOf(TransportError);
  await expect(cancelled).rejects.toMatchObject({ kind: 'aborted' });
});
