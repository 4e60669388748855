// Direct uploads through the upload host (issue 17 item 10; api-facts "a separate upload host:
// file/cos/auth, file/cos/finish, file/upload"): the console asks for a short-lived ticket, puts
// the bytes where the ticket says (our own store, or an S3-compatible bucket), then asks the server
// to check and register them. Shared so the console and the server judge a request the same way.
import { UPLOAD_LIMITS } from '../content';

export const UPLOAD_PURPOSES = ['image', 'file'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export type UploadStorage = 'local' | 's3';

export const UPLOAD_HOST_LIMITS = {
  /** A ticket's life: long enough for a 50 MB file on a slow line, short enough to be useless if leaked. */
  ticketTtlMs: 10 * 60_000,
  fileName: 100,
  contentType: 100,
  /** Ticket text: payload and signature (never near this). */
  ticket: 1000,
  key: 200,
} as const;

/** The declared content types a purpose accepts, with the extension the stored object gets. */
export const UPLOAD_TYPES: Readonly<Record<UploadPurpose, Readonly<Record<string, string>>>> = {
  image: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' },
  file: {
    'application/pdf': 'pdf',
    'application/zip': 'zip',
    'application/msword': 'doc',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
    'application/vnd.ms-excel': 'xls',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
    'text/plain': 'txt',
    'video/mp4': 'mp4',
  },
};

/** The largest file a purpose accepts (the image library's limits). */
export function uploadLimitOf(purpose: UploadPurpose): number {
  return purpose === 'image' ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.fileBytes;
}

export const UPLOADS_MSG = {
  tooLarge: (purpose: UploadPurpose) => `文件过大（${purpose === 'image' ? '图片' : '文件'}不能超过 ${uploadLimitOf(purpose) / 1024 / 1024} MB）`,
  empty: '上传的文件为空',
  typeRefused: (purpose: UploadPurpose) => purpose === 'image' ? '不支持的图片类型（仅支持 JPG、PNG、GIF、WebP）' : '不支持的文件类型（仅支持 PDF、Word、Excel、ZIP、纯文本文件和 MP4 视频）',
  nameRequired: '请提供文件名',
  ticketInvalid: '上传凭证无效',
  ticketExpired: '上传凭证已过期，请重新上传',
  ticketUsed: '上传凭证已使用，请重新上传',
  ticketOther: '上传凭证不属于当前账号或当前网站',
  keyMismatch: '上传的文件与凭证不符',
  notUploaded: '文件尚未上传完成，请重新上传',
  sizeMismatch: '上传的文件大小与申请时不符',
  contentMismatch: '文件内容与声明的类型不符',
  alreadyUploaded: '该凭证的文件已上传',
  storeFailed: '文件存储服务暂时不可用，请稍后重试',
  notFound: '文件不存在',
} as const;

/** POST file/cos/auth. */
export interface UploadAuthRequest {
  fileName: string;
  size: number;
  contentType: string;
  purpose: UploadPurpose;
}

/** Where the bytes go: a multipart POST to our own file/upload (field `file`, plus `ticket`), or a PUT of the bare bytes to the bucket. */
export type UploadTarget =
  | { storage: 'local'; method: 'POST'; field: 'file' }
  | { storage: 's3'; method: 'PUT'; url: string; headers: Record<string, string> };

/** What file/cos/auth answers. */
export interface UploadTicket {
  ticket: string;
  /** The object's key in the store, chosen by the server. */
  key: string;
  /** When the ticket stops being accepted (ms since the epoch). */
  expiresAt: number;
  target: UploadTarget;
}

/** POST file/cos/finish. */
export interface UploadFinishRequest {
  ticket: string;
  key: string;
}

/** A registered upload (what file/cos/finish answers). */
export interface UploadRecord {
  id: number;
  key: string;
  name: string;
  size: number;
  mime: string;
  storage: UploadStorage;
  /** Public address of the file. */
  url: string;
}
