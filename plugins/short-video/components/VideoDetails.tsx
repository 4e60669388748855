// A video as it is, read-only: the player (an uploaded file, played from the server's play
// address) or its share link, then its account, length, status, publish time and description.
// A 旧版 video shows why it cannot be edited (2022-04-28 20:00:00前发布的旧版视频不支持编辑).
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import { Alert, Button, Descriptions, Tag } from 'antd';
import { VIDEO_MSG, type VideoRow } from '../../../shared/domain/product';
import { AccountLabel } from './AccountLabel';
import { formatDuration, useVideoT } from './videoText';

export function VideoPlayer({ video }: { video: Pick<VideoRow, 'file_url' | 'cover' | 'title'> }) {
  // preload="metadata": the player shows its length and first frame without fetching the file.
  return <video className="sv-player" src={video.file_url} poster={video.cover || undefined} controls preload="metadata" aria-label={video.title} />;
}

export function openShareLink(link: string) {
  window.open(link, '_blank', 'noopener,noreferrer');
}

export function VideoDetails({ video }: { video: VideoRow }) {
  const t = useVideoT('view');
  const tt = useVideoT();
  return (
    <div className="sv-details">
      {video.legacy && <Alert type="warning" showIcon title={VIDEO_MSG.legacyNotEditable} className="sv-legacy-alert" data-testid="legacy-refusal" />}
      {video.file_url ? (
        <VideoPlayer video={video} />
      ) : video.cover ? (
        // A share link plays on its platform: the cover opens it there.
        <button type="button" className="sv-cover-link" onClick={() => openShareLink(video.link)} title={t('openLink')}>
          <img className="sv-player sv-player-cover" src={video.cover} alt={video.title} />
          <span className="sv-play-icon" aria-hidden>
            <PlayCircleOutlined />
          </span>
        </button>
      ) : null}
      <Descriptions column={1} size="small" className="sv-details-list">
        <Descriptions.Item label={t(video.file_url ? 'file' : 'link')}>
          {video.file_url ? (
            <a href={video.file_url} target="_blank" rel="noreferrer">{video.title}</a>
          ) : (
            <Button type="link" size="small" className="sv-inline-link" onClick={() => openShareLink(video.link)}>
              {t('openLink')}
            </Button>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('account')}>
          <AccountLabel platform={video.platform} name={video.account_name} />
        </Descriptions.Item>
        <Descriptions.Item label={t('duration')}>{formatDuration(video.duration_seconds) || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('status')}>
          <Tag color={video.status === 1 ? 'green' : 'default'}>{tt(`status.${video.status}`)}</Tag>
          {video.legacy && <Tag color="orange">{tt('legacy')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('published')}>{video.published_text}</Descriptions.Item>
        {video.description && <Descriptions.Item label={t('description')}><span className="sv-pre">{video.description}</span></Descriptions.Item>}
      </Descriptions>
    </div>
  );
}
