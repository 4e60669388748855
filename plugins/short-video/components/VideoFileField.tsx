// The 上传视频 source of the edit page: a drop zone (mp4/webm ≤ 200 MB, refused in the browser by
// the shared rule before anything is sent, and again by the server, which reads the file's content),
// the upload's progress with 取消上传, and the uploaded file — a player, its size and length, 更换
// and 移除. Its value is the file's id (0: none); the rest of what the form shows comes with it.
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Alert, Button, Progress, Upload } from 'antd';
import { observer } from 'mobx-react-lite';
import { VIDEO_LIMITS, type VideoFileInfo } from '../../../shared/domain/product';
import type { VideoUpload } from '../store/VideoUpload';
import { VideoPlayer } from './VideoDetails';
import { formatBytes, formatDuration, useVideoT } from './videoText';

export interface VideoFileShown {
  url: string;
  name: string;
  bytes: number;
  duration: number;
}

export interface VideoFileFieldProps {
  upload: VideoUpload;
  /** The file the form holds now (from the loaded video or an upload). */
  file: VideoFileShown | null;
  /** A finished upload (its file replaces the form's), or null for 移除. */
  onFile(info: VideoFileInfo | null): void;
  value?: number;
  onChange?: (fileId: number) => void;
}

const ACCEPT = ['.mp4', '.webm', ...VIDEO_LIMITS.fileTypes].join(',');

export const VideoFileField = observer(function VideoFileField({ upload, file, onFile }: VideoFileFieldProps) {
  const t = useVideoT('edit');
  const choose = (chosen: File) => {
    void upload.start(chosen).then((info) => {
      if (info) onFile(info);
    });
    // Never antd's own request: the upload above carries the console's headers and progress.
    return false;
  };
  const picker = (children: React.ReactNode) => (
    <Upload accept={ACCEPT} showUploadList={false} beforeUpload={choose} multiple={false}>
      {children}
    </Upload>
  );

  if (upload.status === 'uploading') {
    return (
      <div className="sv-upload-progress" data-testid="video-upload-progress">
        <span className="sv-file-name">{t('uploading', { name: upload.fileName })}</span>
        <div className="sv-upload-row">
          <Progress percent={upload.percent} size="small" />
          <Button size="small" onClick={() => upload.cancel()}>
            {t('cancelUpload')}
          </Button>
        </div>
      </div>
    );
  }

  const refusal = upload.status === 'failed' && upload.error && (
    <Alert type="error" showIcon title={t('uploadFailed', { message: upload.error })} className="sv-alert" closable onClose={() => upload.reset()} data-testid="video-upload-error" />
  );

  if (file && file.url) {
    return (
      <>
        {refusal}
        <div className="sv-file" data-testid="video-file">
          <VideoPlayer video={{ file_url: file.url, cover: '', title: file.name }} />
          <div className="sv-file-info">
            {file.name && <span className="sv-file-name" title={file.name}>{file.name}</span>}
            <span className="sv-muted">{t('fileInfo', { size: formatBytes(file.bytes), duration: formatDuration(file.duration) || t('noDuration') })}</span>
            <div>
              {picker(<Button>{t('replaceFile')}</Button>)}{' '}
              <Button onClick={() => { upload.reset(); onFile(null); }}>{t('removeFile')}</Button>
            </div>
          </div>
        </div>
      </>
    );
  }

  return (
    <>
      {refusal}
      <Upload.Dragger accept={ACCEPT} showUploadList={false} beforeUpload={choose} multiple={false} data-testid="video-drop">
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('dropHint')}</p>
        <p className="ant-upload-hint">{t('fileHint')}</p>
      </Upload.Dragger>
    </>
  );
});
