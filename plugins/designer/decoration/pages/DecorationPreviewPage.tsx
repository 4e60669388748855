// 装修预览 (/zhSetting/zhDecoration/preview, hidden, highlights 网站装修): the draft at full size — the
// store is the one the decoration page edits, so unsaved changes show; opened directly it loads the
// saved decoration. The desktop page is 1200 px wide (scrolls sideways on a narrower window), the
// phone page 375 px.
import { Button, Result, Segmented, Skeleton, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService, useT } from '../../../../kernel';
import { Panel } from '../../../../shared/ui/panel/Panel';
import { PC_WIDTH, PHONE } from '../components/PreviewFrame';
import { SitePreview } from '../components/SitePreview';
import type { PreviewDevice } from '../store/DecorationStore';
import { DECORATION_STORE } from '../tokens';
import '../decoration.css';

const DecorationPreviewPage = observer(function DecorationPreviewPage() {
  const t = useT();
  const navigate = useNavigate();
  const store = useService(DECORATION_STORE);
  const siteId = store.activeSiteId;
  useEffect(() => {
    void store.open();
  }, [store, siteId]);

  const devices = [
    { value: 'pc', label: t('designer.decoration.devicePc') },
    { value: 'mobile', label: t('designer.decoration.deviceMobile') },
  ];
  let body;
  if (store.draft && store.siteId === siteId) {
    body = (
      <div className="dc-full" data-testid={`decoration-full-${store.device}`}>
        <div className="dc-full-page" style={{ width: store.device === 'pc' ? PC_WIDTH : PHONE.width }}>
          <SitePreview sections={store.draft} device={store.device} />
        </div>
      </div>
    );
  } else if (store.failed) {
    body = <Result status="warning" title={t('designer.decoration.loadFailed')} extra={<Button onClick={() => void store.open(true)}>{t('designer.decoration.retry')}</Button>} />;
  } else if (store.loading || !store.answer) {
    body = <Skeleton active paragraph={{ rows: 12 }} />;
  } else {
    body = <Result status="info" title={t('designer.decoration.previewEmpty')} />;
  }
  return (
    <Panel
      title={t('designer.decoration.previewTitle')}
      extra={(
        <Space wrap>
          <Segmented aria-label={t('designer.decoration.device')} value={store.device} options={devices} onChange={(value) => store.setDevice(value as PreviewDevice)} />
          <Button type="primary" onClick={() => navigate('/zhSetting/zhDecoration')}>{t('designer.decoration.previewBack')}</Button>
        </Space>
      )}
      data-testid="decoration-preview-page"
    >
      {body}
    </Panel>
  );
});

export default DecorationPreviewPage;
