// The list's dialog for one video: 播放 an uploaded file, or 查看 a video that cannot be edited
// (旧版, or one in the recycle bin).
import { Button, Modal } from 'antd';
import type { VideoRow } from '../../../shared/domain/product';
import { VideoDetails } from './VideoDetails';
import { useVideoT } from './videoText';

export function VideoModal({ video, onClose }: { video: VideoRow | null; onClose(): void }) {
  const t = useVideoT('view');
  return (
    <Modal
      open={video !== null}
      title={video ? video.title : t('title')}
      onCancel={onClose}
      width={720}
      // Unmounted on close, so the player stops.
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {video && <VideoDetails video={video} />}
    </Modal>
  );
}
