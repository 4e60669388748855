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
