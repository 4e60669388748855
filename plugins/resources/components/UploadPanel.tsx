// The upload button (antd Upload; each file goes through the browser's uploader in customRequest)
// and the list of this session's uploads: progress, and the server's message when one is refused.
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Progress, Tooltip, Upload } from 'antd';
import { observer } from 'mobx-react-lite';
import { acceptOf, type LibraryBrowser } from '../store/LibraryBrowser';
import { useResourcesT } from './useResourcesT';

export const UploadButton = observer(function UploadButton({ browser, label }: { browser: LibraryBrowser; label: string }) {
  const t = useResourcesT();
  return (
    <Tooltip title={t('library.uploadHint')}>
      <span>
        <Upload
          multiple
          accept={acceptOf(browser.fileType)}
          showUploadList={false}
          customRequest={({ file, onProgress, onSuccess, onError }) => {
            const f = file as File;
            browser.upload([f], (_file, percent) => onProgress?.({ percent })).then((rows) => {
              if (rows.length) onSuccess?.(rows[0]);
              else onError?.(new Error(browser.uploads.find((u) => u.name === f.name && u.status === 'error')?.error ?? ''));
            });
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={browser.uploading}>
            {label}
          </Button>
        </Upload>
      </span>
    </Tooltip>
  );
});

export const UploadList = observer(function UploadList({ browser }: { browser: LibraryBrowser }) {
  const t = useResourcesT();
  if (browser.uploads.length === 0) return null;
  return (
    <div className="res-uploads" data-testid="upload-list" aria-live="polite">
      <div className="res-uploads-head">
        <span>{t('uploads.title')}</span>
        <Button size="small" type="link" onClick={() => browser.clearFinishedUploads()} disabled={browser.uploads.every((u) => u.status === 'uploading')}>
          {t('uploads.clear')}
        </Button>
      </div>
      {browser.uploads.map((u) => (
        <div key={u.key} className={`res-upload res-upload-${u.status}`} data-testid="upload-item">
          <span className="res-upload-name" title={u.name}>{u.name}</span>
          {u.status === 'uploading' && <Progress percent={u.percent} size="small" className="res-upload-progress" />}
          {u.status === 'done' && <span className="res-upload-ok">{t('uploads.done')}</span>}
          {u.status === 'error' && <span className="res-upload-error" role="alert">{`${t('uploads.failed')}：${u.error ?? ''}`}</span>}
          {u.status !== 'uploading' && (
            <Button size="small" type="text" icon={<CloseOutlined />} aria-label={`${t('uploads.dismiss')} ${u.name}`} onClick={() => browser.dismissUpload(u.key)} />
          )}
        </div>
      ))}
    </div>
  );
});
