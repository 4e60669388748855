// /zhSetting/site2 (域名管理, key site_setting_2): the site's domains with expiry (a warning within
// 30 days), 主域名, verification by a DNS TXT record, the HTTPS certificate (upload, download as
// .pem, delete) and 删除 (asked first).
import { Alert, Button, Card, Space, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useService, useT } from '../../../../kernel';
import { siteDaysLeft, type SiteDomainRow } from '../../../../shared/domain/settings/site';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import { AddDomainDialog } from '../components/AddDomainDialog';
import { CertDialog } from '../components/CertDialog';
import { VerifyDialog } from '../components/VerifyDialog';
import { SITE_DOMAINS_STORE } from '../tokens';
import '../components/site.css';

const day = (seconds: number) => dayjs(seconds * 1000).format('YYYY-MM-DD');

const DomainsPage = observer(function DomainsPage() {
  const t = useT();
  const store = useService(SITE_DOMAINS_STORE);
  const [adding, setAdding] = useState(false);
  const [certFor, setCertFor] = useState<SiteDomainRow | null>(null);
  const [verifyFor, setVerifyFor] = useState<SiteDomainRow | null>(null);
  useEffect(() => void store.load(), [store]);

  const expiry = (row: SiteDomainRow) => {
    const state = store.expiryOf(row);
    const text = state === 'expired' ? t('settings.site.domains.expired') : t('settings.site.domains.daysLeft', { days: siteDaysLeft(row.expireAt, store.now) });
    return (
      <Space size={4} wrap>
        <span>{day(row.expireAt)}</span>
        <Tag color={state === 'ok' ? 'default' : state === 'soon' ? 'orange' : 'red'}>{text}</Tag>
      </Space>
    );
  };
  const cert = (row: SiteDomainRow) => row.cert ? (
    <Tooltip title={`${row.cert.subject}｜${row.cert.issuer}`}>
      <Tag color={store.expiryOf({ ...row, expireAt: row.cert.validTo }) === 'ok' ? 'green' : 'orange'}>{t('settings.site.cert.validTo', { date: day(row.cert.validTo) })}</Tag>
    </Tooltip>
  ) : <span style={{ color: '#999' }}>{t('settings.site.cert.none')}</span>;

  return (
    <Card title={t('settings.site.domains.title')} extra={<Button type="primary" onClick={() => setAdding(true)}>{t('settings.site.domains.add')}</Button>}>
      {store.error && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t('settings.site.loadFailed', { message: store.error })} action={<Button onClick={() => void store.load()}>{t('settings.site.retry')}</Button>} />}
      {store.expiring.length > 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('settings.site.domains.expiringWarn', { domains: store.expiring.map((r) => r.domain).join('、') })} />
      )}
      <FitTable<SiteDomainRow>
        rowKey="id"
        loading={store.loading}
        dataSource={store.rows}
        pagination={false}
        locale={{ emptyText: t('settings.site.domains.empty') }}
        columns={[
          { title: t('settings.site.domains.domain'), dataIndex: 'domain', minWidth: 200, render: (_: unknown, row) => <Space size={4} wrap><span className="site-domain">{row.domain}</span>{row.primary && <Tag color="blue">{t('settings.site.domains.primary')}</Tag>}</Space> },
          { title: t('settings.site.domains.expire'), width: 200, minWidth: 170, render: (_: unknown, row) => expiry(row) },
          { title: t('settings.site.domains.status'), width: 90, minWidth: 80, render: (_: unknown, row) => row.verifiedAt ? <Tag color="green">{t('settings.site.domains.verified')}</Tag> : <Tag>{t('settings.site.domains.unverified')}</Tag> },
          { title: t('settings.site.domains.https'), width: 180, minWidth: 150, dropOrder: 1, render: (_: unknown, row) => cert(row) },
          {
            title: t('settings.site.domains.actions'), width: 300, minWidth: 240, render: (_: unknown, row) => (
              <Space size={0} wrap>
                {!row.verifiedAt && <Button type="link" size="small" onClick={() => setVerifyFor(row)}>{t('settings.site.domains.verify')}</Button>}
                {!row.primary && <Button type="link" size="small" disabled={store.busy.has(row.id)} onClick={() => void store.setPrimary(row)}>{t('settings.site.domains.setPrimary')}</Button>}
                <Button type="link" size="small" onClick={() => setCertFor(row)}>{row.cert ? t('settings.site.cert.replace') : t('settings.site.cert.upload')}</Button>
                {row.cert && <Button type="link" size="small" onClick={() => void store.downloadCert(row)}>{t('settings.site.cert.download')}</Button>}
                {row.cert && <Button type="link" size="small" danger onClick={() => void store.removeCert(row)}>{t('settings.site.cert.remove')}</Button>}
                <Button type="link" size="small" danger disabled={store.busy.has(row.id)} onClick={() => void store.remove(row)}>{t('settings.site.domains.remove')}</Button>
              </Space>
            ),
          },
        ]}
      />
      <AddDomainDialog open={adding} onClose={() => setAdding(false)} />
      <CertDialog row={certFor} onClose={() => setCertFor(null)} />
      <VerifyDialog row={verifyFor} onClose={() => setVerifyFor(null)} />
    </Card>
  );
});

export default DomainsPage;
