// What a save or a test answers the page: done (with the server's message), or refused with the
// field the refusal is about ('' when it concerns no field).
import { HttpError } from '../../../../kernel';
import type { MessagingRefusal } from '../../../../shared/domain/settings';

export type Outcome = { ok: true; message: string } | { ok: false; field: string; message: string };

export function refused(refusal: MessagingRefusal): Outcome {
  return { ok: false, field: refusal.field, message: refusal.message };
}

/** A failed call → its message and field (the server names the field in data.field). */
export function failedWith(error: unknown): Outcome {
  const field = error instanceof HttpError ? ((error.data as { field?: string } | null)?.field ?? '') : '';
  return { ok: false, field, message: error instanceof Error ? error.message : String(error) };
}

/** A test send's call as an Outcome: done with the server's message, or its failure. */
export async function outcomeOf(call: () => Promise<{ message: string }>): Promise<Outcome> {
  try {
    return { ok: true, message: (await call()).message };
  } catch (error) {
    return failedWith(error);
  }
}

/** A refusal about no field of the form is told as a toast (one about a field shows on it). */
export function toastUnlessField(notifier: { error(message: string): void }, outcome: Outcome): Outcome {
  if (!outcome.ok && !outcome.field) notifier.error(outcome.message);
  return outcome;
}
