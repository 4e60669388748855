// The wire behind a port: axios for request/response calls, fetch for server-sent events.
// Unit tests bind a fake transport over this token and script the server's answers.
import type { AxiosInstance, AxiosStatic } from 'axios';

export interface TransportRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  params?: Record<string, unknown>;
  data?: unknown;
  timeout: number;
  responseType: 'json' | 'blob';
  withCredentials: boolean;
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string>;
  data: unknown;
}

/** Thrown for failures below HTTP: network down, timeout, abort. */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'network' | 'aborted',
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface HttpTransport {
  request(request: TransportRequest): Promise<TransportResponse>;
  fetch(url: string, init: RequestInit): Promise<Response>;
}

/**
 * axios arrives in its own chunk on the first call, so pages that make no call before the user
 * acts (the login page) do not carry it in their first load.
 */
export class AxiosTransport implements HttpTransport {
  private client: Promise<{ axios: AxiosStatic; instance: AxiosInstance }> | null = null;

  private load() {
    this.client ??= import(/* webpackChunkName: "vendor-axios" */ 'axios').then((module) => {
      const axios = module.default;
      return { axios, instance: axios.create({ validateStatus: () => true }) };
    });
    return this.client;
  }

  async request(req: TransportRequest): Promise<TransportResponse> {
    const { axios, instance } = await this.load();
    try {
      const res = await instance.request({
        method: req.method,
        url: req.url,
        headers: req.headers,
        params: req.params,
        data: req.data,
        timeout: req.timeout,
        responseType: req.responseType,
        withCredentials: req.withCredentials,
        signal: req.signal,
      });
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(res.headers ?? {})) headers[k.toLowerCase()] = String(v);
      return { status: res.status, headers, data: res.data };
    } catch (error) {
      if (axios.isCancel(error)) throw new TransportError('aborted', 'aborted');
      const code = (error as { code?: string }).code;
      if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') throw new TransportError('timeout', 'timeout');
      throw new TransportError((error as Error).message ?? 'network', 'network');
    }
  }

  fetch(url: string, init: RequestInit): Promise<Response> {
    return fetch(url, init);
  }
}
