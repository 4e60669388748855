// 浮动视频 as a visitor sees it: a player in one corner, at the chosen width scaled to the frame
// (the PC frame draws a 1280 px page at 520 px), with its poster when one is chosen.
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import type { WidgetVideoConfig } from '../../../../shared/domain/settings/widgets';

const PAGE_WIDTH = 1280;
const FRAME_WIDTH = 520;

export function VideoPreview({ video }: { video: WidgetVideoConfig }) {
  const width = Math.round((video.width * FRAME_WIDTH) / PAGE_WIDTH);
  return (
    <div className={`wg-video wg-video-${video.corner}`} style={{ width, height: Math.round((width * 9) / 16) }} data-testid="preview-video">
      {video.poster && <img src={video.poster} alt="" />}
      <PlayCircleOutlined />
      <span className="wg-video-size">{video.width}px</span>
    </div>
  );
}
