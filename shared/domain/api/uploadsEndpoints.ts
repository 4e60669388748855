// The upload host's calls (api-facts: "a separate upload host: file/cos/auth, file/cos/finish,
// file/upload"), under their own prefix (fileHost) so a deployment can point them elsewhere; spread
// into API (endpoints.ts). file/view is ours: the public address of a file kept in our own store.
import { endpoint } from './endpoint';

export const UPLOADS_API = {
  /** UploadAuthRequest → UploadTicket. */
  uploadAuth: endpoint('fileHost', 'POST', 'file/cos/auth'),
  /** UploadFinishRequest → UploadRecord. */
  uploadFinish: endpoint('fileHost', 'POST', 'file/cos/finish'),
  /** multipart/form-data: `ticket`, then `file` (the local store's target) → { key, size }. */
  uploadPut: endpoint('fileHost', 'POST', 'file/upload'),
  /** Public GET ?key=: a registered file of the local store. */
  uploadView: endpoint('fileHost', 'GET', 'file/view'),
} as const;
