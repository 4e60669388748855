// Chunk loading with the §9 timeout (120 s) and recognisable failures, so every lazy page and
// widget can offer a retry instead of a blank screen.
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../shared/domain';

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`chunk load timed out after ${CHUNK_LOAD_TIMEOUT_MS} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * Loads a lazy module and remembers it by its loader: a RetryableLazy given the same loader then
 * renders it at once, without suspending (React would show the fallback and hold the content back).
 */
export function loadModule<M>(load: () => Promise<M>): Promise<M> {
  return load().then((module) => {
    loaded.set(load, module);
    return module;
  });
}

/** The module `load` has already delivered, if it has. */
export function loadedModule<M>(load: () => Promise<M>): M | undefined {
  return loaded.get(load) as M | undefined;
}

/** Chunk or stylesheet load failures (timeout, missing, or stylesheet failure, §8). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error instanceof ChunkLoadTimeoutError ||
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

/**
 * Runs `task` once the frame now being prepared has been painted and the browser is idle (2 s at
 * the latest), so that loading something secondary never delays what the screen shows first.
 * Returns a cancel function (an effect's cleanup).
 */
export function afterPaint(task: () => void): () => void {
  let cancel = () => {};
  // A frame callback runs before that frame is painted; the next frame's, after it.
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(task, { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(task, 200);
        cancel = () => clearTimeout(timer);
      }
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    cancel();
  };
}
