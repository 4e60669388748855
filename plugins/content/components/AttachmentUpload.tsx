// 上传文件 for a download article's attachment (issue 17 item 10): the file goes through the kernel's
// upload host (TOKENS.uploads: file/cos/auth → the bytes → file/cos/finish, purpose 'file'), its
// progress shown under the button and a refusal's message (the server's, in Chinese) beside it —
// not toasted, so it stays while the operator picks another file. The finished file's address is
// handed back for attachment_url (our own file view, site-relative, or the bucket's https address).
import { Button, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { HttpError, TOKENS, useService } from '../../../kernel';
import { UPLOAD_TYPES, type UploadRecord } from '../../../shared/domain/uploads';

const FILE_TYPES = UPLOAD_TYPES.file;
/** accept=: the declared types and their extensions (a browser may know a file by either). */
const ACCEPT = [...Object.keys(FILE_TYPES), ...Object.values(FILE_TYPES).map((ext) => `.${ext}`)].join(',');

/** The file as the server judges it: a browser that gives no type (some .docx, .xlsx) is given its extension's. */
function typed(file: File): File {
  if (file.type) return file;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const mime = Object.keys(FILE_TYPES).find((m) => FILE_TYPES[m] === ext);
  return mime ? new File([file], file.name, { type: mime, lastModified: file.lastModified }) : file;
}

export function AttachmentUpload({ onUploaded }: { onUploaded(record: UploadRecord): void }) {
  const uploads = useService(TOKENS.uploads);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string) => i18n.t(`content.edit.${key}`);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState('');

  return (
    <div className="content-attachment-upload" data-testid="attachment-upload">
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        disabled={percent !== null}
        customRequest={async ({ file }) => {
          setError('');
          setPercent(0);
          try {
            const record = await uploads.upload(typed(file as File), { purpose: 'file', silent: true, onProgress: (p) => setPercent(p) });
            onUploaded(record);
          } catch (err) {
            setError(err instanceof HttpError ? err.message : t('uploadFailed'));
          } finally {
            setPercent(null);
          }
        }}
      >
        <Button loading={percent !== null}>{t('uploadFile')}</Button>
      </Upload>
      {percent !== null && <Progress percent={percent} size="small" data-testid="attachment-progress" />}
      {error && <Typography.Text type="danger" role="alert" data-testid="attachment-error">{error}</Typography.Text>}
    </div>
  );
}
