// pcPreview's device: a desktop browser window (title bar, the address it shows, 在新窗口打开) with the
// page framed 1200 px wide and scaled down, as a whole, to the space the main area has — as a
// visitor's wide screen shows it, without the console scrolling.
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { useT } from '../../../../kernel';
import { FramedPage } from './FramedPage';
import { useFitScale } from './useFitScale';

export const PC_WIDTH = 1200;
// The page's height at full size: what a 1200 px wide window of 16:10 shows.
const PC_HEIGHT = 750;
// The title bar and the window's border, which keep their size.
const BAR = 38;
const BORDER = 2;

export function BrowserWindow({ url }: { url: string }) {
  const t = useT();
  const { ref, scale } = useFitScale<HTMLDivElement>(PC_WIDTH + BORDER, PC_HEIGHT + BAR + BORDER, BORDER, BAR + BORDER);
  return (
    <div className="pb-browser-room" ref={ref}>
      <figure className="pb-browser" style={{ width: PC_WIDTH * scale + BORDER }} aria-label={t('designer.previewBox.pcDevice')} data-testid="preview-box-browser">
        <div className="pb-browser-bar">
          <span className="pb-dots" aria-hidden><i /><i /><i /></span>
          <output className="pb-address" title={url} data-testid="preview-box-address">{url}</output>
          <a className="pb-open" href={url} target="_blank" rel="noopener noreferrer">
            <ExportOutlined aria-hidden /> {t('designer.previewBox.openNew')}
          </a>
        </div>
        <div className="pb-browser-screen" style={{ height: PC_HEIGHT * scale }}>
          <div className="pb-scaled" style={{ width: PC_WIDTH, height: PC_HEIGHT, transform: `scale(${scale})` }}>
            <FramedPage src={url} title={t('designer.previewBox.pcFrameTitle')} width={PC_WIDTH} height={PC_HEIGHT} />
          </div>
        </div>
      </figure>
    </div>
  );
}
