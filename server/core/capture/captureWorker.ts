// The worker thread of capturePool.ts: parses and extracts (an article, a product or a WeChat article) one page at a time, off the server's
// event loop. It says "ready" once its modules are loaded, so the pool's time limit counts the
// extraction only, not the thread's start.
import fs from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { extractArticle } from './contentCapture';
import type { CaptureJob, CaptureReply } from './capturePool';
import { extractProduct } from './productCapture';
import { readWeixinPage } from './weixinCapture';

const port = parentPort;
if (!port) throw new Error('captureWorker.ts runs as a worker thread (capturePool.ts)');
// Capture is background work: on Linux the thread lowers its own priority (a thread is a task
// there, /proc/thread-self names it), so on a small machine the event loop wins the CPU.
// Elsewhere it runs at normal priority.
try {
  os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), 19);
} catch {
  // not Linux
}

port.on('message', ({ html, pageUrl, extractor }: CaptureJob) => {
  let reply: CaptureReply;
  try {
    const result = extractor === 'product' ? extractProduct(html, pageUrl) : extractor === 'weixin' ? readWeixinPage(html, pageUrl) : extractArticle(html, pageUrl);
    reply = { kind: 'done', result };
  } catch (err) {
    reply = { kind: 'failed', message: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
port.postMessage({ kind: 'ready' } satisfies CaptureReply);
