// 网站二维码 (/zhSetting/qrCodeSetting, key qrcode_setting): the generator over the site's saved
// options; 保存 behind the 3000 ms click guard. The generator (qrcode, the colour picker) is its own
// lazy chunk, loaded after the page's frame.
import { Alert, Button, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { TOKENS, useClickGuard, useService } from '../../../../kernel';
import { QR_STORE } from '../tokens';

const QrGenerator = lazy(() => import(/* webpackChunkName: "ui-qr-generator" */ '../../../../shared/ui/qr/QrGenerator'));

const QrCodePage = observer(function QrCodePage() {
  const store = useService(QR_STORE);
  const i18n = useService(TOKENS.i18n);
  const site = useService(TOKENS.site);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`settings.qr.${key}`, params);
  const guard = useClickGuard();
  useEffect(() => {
    void store.load();
  }, [store, site.home?.twebId]);

  const save = () => {
    if (!guard.trigger()) return;
    void store.save();
  };

  if (store.loadError) return <Alert type="error" showIcon title={t('loadFailed', { message: store.loadError })} action={<Button onClick={() => store.load()}>{t('retry')}</Button>} />;
  if (!store.draft || !store.config) return <Skeleton active />;
  return (
    <Card data-testid="qr-page">
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      {store.saveError && <Alert type="error" showIcon title={store.saveError} className="qr-hint-block" style={{ marginBottom: 12 }} data-testid="qr-save-error" />}
      <Suspense fallback={<Skeleton active />}>
        <QrGenerator value={store.draft} onChange={(next) => store.edit(next)} fileName={`${site.home?.site_name || 'site'}-二维码`} disabled={store.saving} />
      </Suspense>
      <Space style={{ marginTop: 16 }} wrap>
        <Button type="primary" loading={store.saving} disabled={guard.blocked} onClick={save} data-testid="qr-save">{t('save')}</Button>
        <Button disabled={!store.dirty || store.saving} onClick={() => store.reset()}>{t('reset')}</Button>
        <Button disabled={store.saving || store.draft.text === store.config.site_address || !store.config.site_address} onClick={() => store.useSiteAddress()}>{t('useSiteAddress')}</Button>
        {store.dirty && <Tag color="orange">{t('unsaved')}</Tag>}
        {!store.config.saved && !store.dirty && <Tag>{t('defaults')}</Tag>}
      </Space>
    </Card>
  );
});

export default QrCodePage;
