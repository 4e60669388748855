// What a store's save answers a page: done, or refused with the message and the field it names
// (the page marks that field). The HttpService has already shown the server's message.
import { HttpError } from '../../../../kernel';

export type Outcome = { ok: true } | { ok: false; message: string; field?: string };

export function refusalOf(error: unknown): Outcome {
  if (error instanceof HttpError) {
    const field = (error.data as { field?: unknown } | null | undefined)?.field;
    return { ok: false, message: error.message, ...(typeof field === 'string' ? { field } : {}) };
  }
  return { ok: false, message: error instanceof Error ? error.message : String(error) };
}

export const refused = (message: string, field?: string): Outcome => ({ ok: false, message, ...(field ? { field } : {}) });
