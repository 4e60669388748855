// The header's 网站二维码 (a global dialog of the settings plugin, opened from the header action):
// the saved code as the server draws it — a PNG, so nothing of the generator loads — with a
// download and a way to the settings page. Closes with the modal's animation; the picture is let
// go after it.
import { Alert, Button, Modal, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOKENS, useService, type DialogProps } from '../../../../kernel';
import { QR_API } from '../tokens';

export default function SiteQrDialog({ close }: DialogProps) {
  const api = useService(QR_API);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`settings.qr.${key}`, params);
  const [open, setOpen] = useState(true);
  const [image, setImage] = useState<{ url: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let url = '';
    let live = true;
    api.image().then(
      (file) => {
        url = URL.createObjectURL(file.blob);
        if (live) setImage({ url, name: file.fileName ?? '网站二维码.png' });
      },
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api]);

  const download = () => {
    if (!image) return;
    const a = document.createElement('a');
    a.href = image.url;
    a.download = image.name;
    a.click();
  };

  return (
    <Modal
      open={open}
      title={t('dialogTitle')}
      width={380}
      onCancel={() => setOpen(false)}
      afterClose={() => close()}
      footer={(
        <Space>
          <Button onClick={() => { setOpen(false); navigate('/zhSetting/qrCodeSetting'); }}>{t('edit')}</Button>
          <Button type="primary" disabled={!image} onClick={download}>{t('download')}</Button>
        </Space>
      )}
      data-testid="site-qr-dialog"
    >
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
        {error && <Alert type="error" showIcon title={t('imageFailed', { message: error })} />}
        {!error && !image && <Skeleton.Image active style={{ width: 300, height: 300 }} />}
        {image && <img src={image.url} alt={t('dialogTitle')} style={{ maxWidth: 300, width: '100%', height: 'auto' }} data-testid="site-qr-image" />}
        <Typography.Text type="secondary">{t('dialogNote')}</Typography.Text>
      </div>
    </Modal>
  );
}
