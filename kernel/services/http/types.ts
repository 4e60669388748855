import type { Endpoint } from '../../../shared/domain';
import type { MainVariant } from './catalogue';

export interface CallInput {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

export interface CallOptions {
  /** Never toast errors of this call (§8 silenced endpoints); endpoint.silent does the same. */
  silent?: boolean;
  /** Main-client variant; by default site-admin services use 'siteAdmin', others 'console'. */
  variant?: MainVariant;
  timeout?: number;
  signal?: AbortSignal;
  /**
   * download(): the endpoint answers a file of any type, or a JSON envelope when it refuses (a
   * task's result: text, XML, CSV …). Without it only §8's pass-through types are files.
   */
  anyFileType?: boolean;
}

export interface UploadOptions extends Pick<CallOptions, 'silent' | 'timeout' | 'signal'> {
  /** 0–100 as the bytes leave the browser. */
  onProgress?(percent: number): void;
  /** Shown when a proxy refuses the body as too large (413 without an envelope). */
  tooLargeMessage?: string;
}

export interface Download {
  blob: Blob;
  fileName: string | undefined;
}

export interface StreamHandlers {
  onMessage(data: string, event: string | undefined): void;
  onError?(error: Error): void;
  onDone?(): void;
}

export interface StreamOptions {
  /** The most the whole stream may take (ms); default TIMEOUTS.otherLong. */
  timeout?: number;
  /**
   * A refusal sent before the stream is not toasted (the caller shows it inline); its other §8
   * effects (401 signs out, 403 goes to the 403 page) still run.
   */
  silent?: boolean;
}

export interface StreamHandle {
  abort(): void;
  done: Promise<void>;
}

/** A failed call. `code` is the envelope code (or -1 for transport failures). */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface HttpService {
  /** Calls an endpoint of the contract and answers its data, applying the §8 catalogue. */
  call<T>(endpoint: Endpoint, input?: CallInput, options?: CallOptions): Promise<T>;
  /** Downloads a file (Excel, pem, zip, pdf pass through; anything else is refused, §8). */
  download(endpoint: Endpoint, input?: CallInput, options?: CallOptions): Promise<Download>;
  /**
   * Sends a multipart form (files) to an endpoint of the main client with upload progress, and
   * answers its data like call(): same headers, same §8 catalogue. Cancelled through the signal
   * (it then rejects with HttpError 'aborted', as call() does).
   */
  upload<T>(endpoint: Endpoint, form: FormData, options?: UploadOptions): Promise<T>;
  /**
   * Server-sent events: POST with a JSON body and the x-token header (§7 streaming client). Each
   * event's data goes to onMessage with its `event:` name. An answer that is not text/event-stream
   * is a refusal sent before the stream: the §8 catalogue handles it as call() does (toast unless
   * silent, 401 → login, 403 → 403 page) and onError gets HttpError(message, code).
   */
  stream(path: string, body: unknown, handlers: StreamHandlers, options?: StreamOptions): StreamHandle;
  /** Absolute API address of an endpoint, e.g. for links. */
  urlOf(endpoint: Endpoint): string;
  /** Client-service image-read address taking fileId and token (§7). */
  imageReadUrl(fileId: string): string;
}
