// A phone (375 × 667, the size §5 previews mobile pages at) framing an address; shrunk as a whole
// when the window is too low to show it at full size.
import { useT } from '../../../../kernel';
import { FramedPage } from './FramedPage';
import { useFitScale } from './useFitScale';

export const PHONE_WIDTH = 375;
export const PHONE_HEIGHT = 667;
// The bezel around the screen: 12 px each side, 36 above (the speaker), 44 below.
const OUTER_WIDTH = PHONE_WIDTH + 24;
const OUTER_HEIGHT = PHONE_HEIGHT + 80;

export function PhoneFrame({ url, title }: { url: string; title: string }) {
  const t = useT();
  const { ref, scale } = useFitScale<HTMLDivElement>(OUTER_WIDTH, OUTER_HEIGHT);
  return (
    <div className="pb-phone-room" ref={ref}>
      <figure
        className="pb-phone"
        aria-label={t('designer.previewBox.mobileDevice')}
        data-testid="preview-box-phone"
        style={{ width: OUTER_WIDTH * scale, height: OUTER_HEIGHT * scale }}
      >
        <div className="pb-phone-body" style={{ width: OUTER_WIDTH, height: OUTER_HEIGHT, transform: `scale(${scale})` }}>
          <div className="pb-phone-speaker" aria-hidden />
          <div className="pb-phone-screen">
            <FramedPage src={url} title={title} width={PHONE_WIDTH} height={PHONE_HEIGHT} />
          </div>
        </div>
      </figure>
    </div>
  );
}
