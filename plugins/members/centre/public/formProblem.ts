// A refusal shown on a visitors' form: the field it names (from the server's data.field), or the form.
import { HttpError } from '../../../../kernel';

export type Problem = { field: string | null; message: string } | null;

export function problemOf(error: unknown, network: string): { field: string | null; message: string } {
  if (!(error instanceof HttpError)) return { field: null, message: network };
  return { field: (error.data as { field?: string } | null)?.field ?? null, message: error.message };
}
