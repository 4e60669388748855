// The QR code the server drew: shown from the PNG it answered, and saved as that file (下载).
import { Button, Modal, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useT } from '../../../kernel';
import type { MiniProgramStore } from '../store/MiniProgramStore';
import { K, platformLabel } from './text';

export const QrDialog = observer(function QrDialog({ store }: { store: MiniProgramStore }) {
  const t = useT();
  const qr = store.qr;
  const [src, setSrc] = useState('');
  useEffect(() => {
    if (!qr) return undefined;
    const url = URL.createObjectURL(qr.blob);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [qr]);
  if (!qr) return null;
  const published = (store.bindingOf(qr.platform)?.publishedAt ?? null) !== null;
  const title = t(`${K}.qrTitle`, { platform: platformLabel(t, qr.platform) });
  return (
    <Modal open title={title} onCancel={() => store.closeQr()} destroyOnHidden
      footer={[
        <Button key="close" onClick={() => store.closeQr()}>{t(`${K}.close`)}</Button>,
        <Button key="download" type="primary" onClick={() => store.downloadQr()}>{t(`${K}.download`)}</Button>,
      ]}>
      <div className="mp-qr">
        {src && <img src={src} alt={title} />}
        <Typography.Text type={published ? 'success' : 'warning'}>{t(published ? `${K}.qrPublished` : `${K}.qrPreview`)}</Typography.Text>
      </div>
    </Modal>
  );
});
