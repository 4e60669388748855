// A second (third, ...) server process for the PostgreSQL task tests, started with
// child_process.fork(..., { execArgv: ['-r', 'esbuild-register'] }) on the test's database and
// data folder (DATABASE_URL, DATA_DIR in its environment). It runs the real app with the test task
// kinds, and talks to the test over IPC:
//   → { type: 'ready' }                         its app is up and its task queue started
//   → { type: 'gate', name, taskId }            one of its runs reached a gate
//   ← { type: 'open', name }                    open that gate
//   ← { type: 'inject', id, request }           answer a request through its app (→ { type: 'injected', id, status, body })
//   ← { type: 'close' }                         close the app and exit
// The test kills it with SIGKILL to play a process that dies mid-task.
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/core/config';
import { TEST_TASK_KINDS, useGates, type Gates } from './taskKinds';

type Incoming =
  | { type: 'open'; name: string }
  | { type: 'inject'; id: number; request: InjectOptions }
  | { type: 'close' };

const send = (message: unknown) => process.send?.(message);
const waiting = new Map<string, () => void>();

const ipcGates: Gates = {
  wait(name, taskId, signal) {
    signal.throwIfAborted();
    return new Promise<void>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      waiting.set(name, resolve);
      send({ type: 'gate', name, taskId });
    });
  },
};

async function main(): Promise<void> {
  useGates(ipcGates);
  const built = await buildApp({ ...loadConfig(process.env), logLevel: 'silent' }, { extraTaskKinds: TEST_TASK_KINDS });
  process.on('message', (message: Incoming) => {
    if (message.type === 'open') {
      waiting.get(message.name)?.();
      waiting.delete(message.name);
    } else if (message.type === 'inject') {
      void built.app.inject(message.request).then((res) => send({ type: 'injected', id: message.id, status: res.statusCode, body: res.body }));
    } else if (message.type === 'close') {
      void built.close().then(() => process.exit(0));
    }
  });
  // A worker process takes work from the start (a web process would wait for the first task it sees).
  await built.deps.tasks.prepare();
  send({ type: 'ready' });
}

main().catch((err: unknown) => {
  process.stderr.write(`task worker failed: ${String(err)}\n`);
  process.exit(1);
});
