// Upload tickets: what file/cos/auth issues and file/upload and file/cos/finish accept. The payload
// is readable (base64url JSON) and signed with the server's HMAC (core secretBox), so it binds the
// key, account, site, size and type without a lookup; a changed byte or another key's signature fails.
import type { SecretBox } from '../../core/services/secretBox';
import type { UploadPurpose } from '../../../shared/domain/uploads';

export interface TicketPayload {
  /** The object's key. */
  k: string;
  /** Account id. */
  a: number;
  /** Site id. */
  s: number;
  /** Size in bytes. */
  z: number;
  /** Declared content type. */
  t: string;
  p: UploadPurpose;
  /** Expires at (ms). */
  e: number;
}

export function issueTicket(box: SecretBox, payload: TicketPayload): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${box.sign(`upload-ticket:${body}`)}`;
}

const isPayload = (v: unknown): v is TicketPayload => {
  const p = v as TicketPayload;
  return typeof p === 'object' && p !== null && typeof p.k === 'string' && Number.isInteger(p.a) && Number.isInteger(p.s)
    && Number.isInteger(p.z) && typeof p.t === 'string' && (p.p === 'image' || p.p === 'file') && Number.isInteger(p.e);
};

/** The payload of a ticket this server signed, or null (malformed, altered, another key). Expiry is the caller's check. */
export function readTicket(box: SecretBox, ticket: string): TicketPayload | null {
  const dot = ticket.indexOf('.');
  if (dot <= 0) return null;
  const body = ticket.slice(0, dot);
  if (!box.verify(`upload-ticket:${body}`, ticket.slice(dot + 1))) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return isPayload(payload) ? payload : null;
  } catch {
    return null;
  }
}
