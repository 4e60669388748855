// A stand-in for server/services/captureWorker.ts in the pool tests: a page holding "<hang>" never
// finishes (a parse that runs away, deterministically); any other page answers at once with the
// worker's thread id as its title, so a test can tell a fresh worker from the old one.
import { parentPort, threadId } from 'node:worker_threads';
import type { CaptureJob, CaptureReply } from '../../../server/core/capture/capturePool';

const port = parentPort as NonNullable<typeof parentPort>;
port.on('message', ({ html }: CaptureJob) => {
  if (html.includes('<hang>')) {
    for (;;) {
      // spins until the pool terminates the thread
    }
  }
  port.postMessage({ kind: 'done', result: { title: String(threadId), summary: '', content: html } } satisfies CaptureReply);
});
port.postMessage({ kind: 'ready' } satisfies CaptureReply);
