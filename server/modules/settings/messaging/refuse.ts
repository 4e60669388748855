// A shared rule's refusal → a 400 naming the field (the page puts the message on it).
import type { MessagingRefusal } from '../../../../shared/domain/settings';
import { ApiError } from '../../../core/http/envelope';

export function refuse(refusal: MessagingRefusal | null): void {
  if (refusal) throw new ApiError(400, refusal.message, { field: refusal.field });
}
