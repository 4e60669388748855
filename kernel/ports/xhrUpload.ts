// Upload with progress, loaded on the first upload that reports it (kept out of the first load).
import { TransportError, bodyHeaders, bodyOf, parseBody, withQuery, type TransportRequest, type TransportResponse } from './transport';

/** An upload with progress: XMLHttpRequest is the one browser API that reports it. */
export function xhrRequest(req: TransportRequest): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    if (req.signal?.aborted) {
      reject(new TransportError('aborted', 'aborted'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, withQuery(req.url, req.params));
    xhr.withCredentials = req.withCredentials;
    xhr.timeout = req.timeout;
    xhr.responseType = req.responseType === 'blob' ? 'blob' : 'text';
    for (const [name, value] of Object.entries(bodyHeaders(req.headers, req.data))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) req.onUploadProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      const headers: Record<string, string> = {};
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: xhr.status, headers, data: req.responseType === 'blob' ? xhr.response : parseBody(xhr.responseText) });
    };
    xhr.onerror = () => reject(new TransportError('network', 'network'));
    xhr.ontimeout = () => reject(new TransportError('timeout', 'timeout'));
    xhr.onabort = () => reject(new TransportError('aborted', 'aborted'));
    req.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(bodyOf(req.data) as XMLHttpRequestBodyInit | undefined);
  });
}
