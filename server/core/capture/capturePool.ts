// Capture's extraction (an article, or a product) off the event loop. Parsing a fetched page (up to 2 MB) is CPU work that may
// take seconds on a broken or hostile page; done on the event loop it would stall every other
// request. It runs in worker threads instead (node:worker_threads, captureWorker.ts):
//   - each extraction has a time limit from when a worker takes it; past it the worker is
//     terminated (the only way to stop synchronous code) and a fresh one serves the next job;
//   - a bounded queue: captures are rare, so a full queue means something is wrong and the
//     caller is told to try later (CaptureBusy) rather than piling up requests;
//   - workers start on demand, end after a while idle, and never keep the process alive;
//     close() ends them and fails what is pending (the app calls it on close).
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CapturedArticle } from './contentCapture';
import type { CapturedProduct } from './productCapture';
import type { WeixinPage } from './weixinCapture';

/** Which extractor a job runs: the article's (contentCapture.ts, the default), the product's (productCapture.ts) or a WeChat article's (weixinCapture.ts). */
export type CaptureExtractor = 'article' | 'product' | 'weixin';

/** What the pool sends a worker. */
export interface CaptureJob {
  html: string;
  pageUrl: string;
  extractor?: CaptureExtractor;
}

/** What a worker answers: once "ready" (modules loaded), then one answer per job (the extractor's result). */
export type CaptureReply =
  | { kind: 'ready' }
  | { kind: 'done'; result: CapturedArticle | CapturedProduct | WeixinPage | null }
  | { kind: 'failed'; message: string };

type Extracted = CapturedArticle | CapturedProduct | WeixinPage | null;

/** Every worker is busy and the queue is full. */
export class CaptureBusy extends Error {
  constructor() {
    super('采集队列已满');
    this.name = 'CaptureBusy';
  }
}

/** The extraction ran past its time limit; its worker was terminated. */
export class CaptureTimeout extends Error {
  constructor(ms: number) {
    super(`分析超过 ${ms} ms，已中止`);
    this.name = 'CaptureTimeout';
  }
}

export interface CapturePoolOptions {
  /** Time limit of one extraction, counted from when a worker takes it. */
  timeoutMs?: number;
  /** Extractions that may wait while every worker is busy; one more is refused with CaptureBusy. */
  maxQueue?: number;
  /** Worker threads (each extracts one page at a time). */
  workers?: number;
  /** An idle worker ends after this long; the next job starts a fresh one. */
  idleMs?: number;
  /** The worker's script (tests substitute their own). */
  entry?: string;
  /** Heap limit of a worker: a page that needs more fails alone instead of the server. */
  maxHeapMb?: number;
}

export interface CapturePool {
  /** The article of a page, or null when it holds no text worth keeping. */
  extract(html: string, pageUrl: string): Promise<CapturedArticle | null>;
  /** The product a page describes, or null when it names none (same workers, limits and queue). */
  extractProduct(html: string, pageUrl: string): Promise<CapturedProduct | null>;
  /** A WeChat public-account article page (AI gathering), or what WeChat shows for a deleted one (same workers, limits and queue). */
  extractWeixin(html: string, pageUrl: string): Promise<WeixinPage>;
  /** Ends every worker; pending and later extractions fail. */
  close(): Promise<void>;
  /** Worker threads alive now (started and not yet exited). */
  readonly threads: number;
  /** Every worker busy and the queue full: another extraction would be refused. */
  readonly full: boolean;
}

export const CAPTURE_POOL_DEFAULTS = { timeoutMs: 5_000, maxQueue: 3, workers: 1, idleMs: 60_000, maxHeapMb: 512 } as const;

const ENTRY = path.join(__dirname, 'captureWorker.ts');
// The worker loads TypeScript itself, as the server does (node -r esbuild-register): a worker
// does not inherit the parent's module hooks, and ts-jest does not reach into worker threads.
// Explicit rather than inherited execArgv: process-wide flags of the parent are refused in a worker.
const EXEC_ARGV = ['-r', require.resolve('esbuild-register')];

interface Job extends CaptureJob {
  resolve(result: Extracted): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker | null;
  ready: boolean;
  job: Job | null;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

export function createCapturePool(options: CapturePoolOptions = {}): CapturePool {
  const { timeoutMs, maxQueue, workers, idleMs, maxHeapMb } = { ...CAPTURE_POOL_DEFAULTS, ...options };
  const entry = options.entry ?? ENTRY;
  const slots: Slot[] = Array.from({ length: Math.max(1, workers) }, () => ({ worker: null, ready: false, job: null }));
  const queue: Job[] = [];
  let closed = false;
  /** Every thread not yet exited, retired ones included: close() waits for all of them. */
  const live = new Set<Worker>();

  /** Ends a slot's worker (if any) without waiting; the slot is free for a fresh one. */
  function retire(slot: Slot): void {
    const worker = slot.worker;
    slot.worker = null;
    slot.ready = false;
    clearTimeout(slot.idle);
    slot.idle = undefined;
    void worker?.terminate();
  }

  function settle(slot: Slot, err: Error | null, result: Extracted = null): void {
    const job = slot.job;
    slot.job = null;
    clearTimeout(slot.timer);
    if (!job) return;
    if (err) job.reject(err);
    else job.resolve(result);
  }

  function spawn(slot: Slot): void {
    const worker = new Worker(entry, { execArgv: EXEC_ARGV, resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
    // A worker never holds the process open: pending requests do, and close() ends it.
    worker.unref();
    live.add(worker);
    worker.once('exit', () => live.delete(worker));
    slot.worker = worker;
    slot.ready = false;
    const mine = () => slot.worker === worker;
    worker.on('message', (reply: CaptureReply) => {
      if (!mine()) return;
      if (reply.kind === 'ready') slot.ready = true;
      else if (reply.kind === 'done') settle(slot, null, reply.result);
      else settle(slot, new Error(reply.message));
      pump();
    });
    worker.on('error', (err) => {
      if (!mine()) return;
      // A worker that cannot even start would fail every job the same way: fail them all now
      // rather than start one worker after another.
      const wasReady = slot.ready;
      retire(slot);
      settle(slot, err);
      if (!wasReady) for (const job of queue.splice(0)) job.reject(err);
      pump();
    });
    worker.on('exit', (code) => {
      if (!mine()) return;
      slot.worker = null;
      slot.ready = false;
      settle(slot, new Error(`采集线程意外退出（${code}）`));
      pump();
    });
  }

  /** Hands queued jobs to ready workers, starts workers for waiting jobs, idles the rest. */
  function pump(): void {
    if (closed) return;
    for (const slot of slots) {
      if (slot.job) continue;
      if (!queue.length) {
        if (slot.worker && !slot.idle) {
          slot.idle = setTimeout(() => {
            slot.idle = undefined;
            if (!slot.job) retire(slot);
          }, idleMs);
          slot.idle.unref();
        }
        continue;
      }
      if (!slot.worker) {
        spawn(slot);
        continue;
      }
      if (!slot.ready) continue;
      clearTimeout(slot.idle);
      slot.idle = undefined;
      const job = queue.shift() as Job;
      slot.job = job;
      slot.timer = setTimeout(() => {
        retire(slot);
        settle(slot, new CaptureTimeout(timeoutMs));
        pump();
      }, timeoutMs);
      slot.worker.postMessage({ html: job.html, pageUrl: job.pageUrl, extractor: job.extractor } satisfies CaptureJob);
    }
  }

  function isFull(): boolean {
    const running = slots.filter((s) => s.job).length;
    return running + queue.length >= slots.length + maxQueue;
  }

  function run(html: string, pageUrl: string, extractor: CaptureExtractor): Promise<Extracted> {
    if (closed) return Promise.reject(new Error('采集服务已关闭'));
    if (isFull()) return Promise.reject(new CaptureBusy());
    return new Promise((resolve, reject) => {
      queue.push({ html, pageUrl, extractor, resolve, reject });
      pump();
    });
  }

  return {
    extract: (html, pageUrl) => run(html, pageUrl, 'article') as Promise<CapturedArticle | null>,
    extractProduct: (html, pageUrl) => run(html, pageUrl, 'product') as Promise<CapturedProduct | null>,
    extractWeixin: (html, pageUrl) => run(html, pageUrl, 'weixin') as Promise<WeixinPage>,
    async close() {
      closed = true;
      const gone = new Error('采集服务已关闭');
      for (const job of queue.splice(0)) job.reject(gone);
      for (const slot of slots) settle(slot, gone);
      for (const slot of slots) retire(slot);
      await Promise.all([...live].map((worker) => worker.terminate()));
    },
    get threads() {
      return live.size;
    },
    get full() {
      return isFull();
    },
  };
}
