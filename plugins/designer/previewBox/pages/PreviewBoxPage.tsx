// /previewBox/pcPreview/{mUrl}/{pcUrl}/{id}/{sn} and mobilePreview/… (§2, hidden, any signed-in
// user): the site's PC address in a desktop browser window, or its mobile address in a phone with a
// QR code of it beside, and a switch between the two that keeps the parameters. The addresses are
// framed only after the server has checked them for the active site (预览地址无效 otherwise). {id}
// (the template or page the caller previews) is carried along by the switch and has no other effect.
import { Segmented, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../../../kernel';
import type { PreviewBoxCheckRequest } from '../../../../shared/domain/design/previewBox';
import { AddressQr } from '../components/AddressQr';
import { BrowserWindow } from '../components/BrowserWindow';
import { CheckedBox } from '../components/CheckedBox';
import { PhoneFrame } from '../components/PhoneFrame';
import { absoluteAddress, parseSiteBoxPath, siteBoxPath, type BoxKind } from '../paths';
import '../previewBox.css';

const PreviewBoxPage = observer(function PreviewBoxPage() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const box = useMemo(() => parseSiteBoxPath(pathname), [pathname]);

  // Both addresses are checked, so the switch and the QR code use approved addresses only.
  const request = useMemo((): PreviewBoxCheckRequest | null => {
    if (!box) return null;
    const own = absoluteAddress(box.kind === 'pc' ? box.pcUrl : box.mUrl, window.location.origin);
    const otherRaw = box.kind === 'pc' ? box.mUrl : box.pcUrl;
    const other = otherRaw ? absoluteAddress(otherRaw, window.location.origin) : '';
    if (!own || other === null) return null;
    return { urls: other ? [own, other] : [own], sn: box.sn };
  }, [box]);

  const switchTo = (kind: BoxKind) => {
    if (box && kind !== box.kind) navigate(siteBoxPath(kind, box));
  };

  return (
    <div className="pb-page" data-testid="preview-box-page">
      <CheckedBox request={request}>
        {(answer) => {
          if (!box) return null;
          const [own, other] = answer.urls;
          const hasOther = other !== undefined;
          return (
            <>
              <div className="pb-toolbar">
                <Typography.Title level={5} className="pb-title">
                  {t(box.kind === 'pc' ? 'designer.previewBox.pcTitle' : 'designer.previewBox.mobileTitle')}
                </Typography.Title>
                <Segmented<BoxKind>
                  value={box.kind}
                  onChange={switchTo}
                  aria-label={t('designer.previewBox.switch')}
                  data-testid="preview-box-switch"
                  options={[
                    { value: 'pc', label: t('designer.previewBox.pc'), disabled: box.kind === 'mobile' && !hasOther },
                    { value: 'mobile', label: t('designer.previewBox.mobile'), disabled: box.kind === 'pc' && !hasOther },
                  ]}
                />
              </div>
              {box.kind === 'pc' ? (
                <BrowserWindow url={own} />
              ) : (
                <div className="pb-stage">
                  <PhoneFrame url={own} title={t('designer.previewBox.mobileFrameTitle')} />
                  <aside className="pb-side">
                    <AddressQr text={own} label={t('designer.previewBox.qrAlt')} />
                    <Typography.Text strong>{t('designer.previewBox.scanMobile')}</Typography.Text>
                    <Typography.Text type="secondary" className="pb-side-address" copyable={{ text: own }} data-testid="preview-box-address">{own}</Typography.Text>
                  </aside>
                </div>
              )}
            </>
          );
        }}
      </CheckedBox>
    </div>
  );
});

export default PreviewBoxPage;
