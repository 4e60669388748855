// /previewBox/xcxPreview/{url}/{qrcode}/{sn} (§2, hidden, any signed-in user): the mini-program's
// page in a phone beside its QR picture (微信扫码预览). Both checked by the server first: the page an
// address of the active site, the picture an image of its library.
import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../../../../kernel';
import type { PreviewBoxCheckRequest } from '../../../../shared/domain/design/previewBox';
import { CheckedBox } from '../components/CheckedBox';
import { PhoneFrame } from '../components/PhoneFrame';
import { absoluteAddress, parseXcxBoxPath } from '../paths';
import '../previewBox.css';

const XcxPreviewPage = observer(function XcxPreviewPage() {
  const t = useT();
  const { pathname } = useLocation();
  const request = useMemo((): PreviewBoxCheckRequest | null => {
    const box = parseXcxBoxPath(pathname);
    const url = box && absoluteAddress(box.url, window.location.origin);
    return box && url ? { urls: [url], qrcode: box.qrcode, sn: box.sn } : null;
  }, [pathname]);

  return (
    <div className="pb-page" data-testid="preview-box-page">
      <CheckedBox request={request}>
        {(answer) => (
          <>
            <div className="pb-toolbar">
              <Typography.Title level={5} className="pb-title">{t('designer.previewBox.xcxTitle')}</Typography.Title>
            </div>
            <div className="pb-stage">
              <PhoneFrame url={answer.urls[0]} title={t('designer.previewBox.xcxFrameTitle')} />
              <aside className="pb-side">
                {answer.qrcode && <img className="pb-qr" src={answer.qrcode} alt={t('designer.previewBox.xcxQrAlt')} width={160} height={160} data-testid="preview-box-xcx-qr" />}
                <Typography.Text strong>{t('designer.previewBox.scanWechat')}</Typography.Text>
              </aside>
            </div>
          </>
        )}
      </CheckedBox>
    </div>
  );
});

export default XcxPreviewPage;
