// 域名验证: the TXT record to add at the DNS provider, with 验证 (looked up by the server).
import { Button, Descriptions, Modal, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useClickGuard, useService, useT } from '../../../../kernel';
import type { SiteDomainRow } from '../../../../shared/domain/settings/site';
import { SITE_DOMAINS_STORE } from '../tokens';

export const VerifyDialog = observer(function VerifyDialog({ row, onClose }: { row: SiteDomainRow | null; onClose(): void }) {
  const t = useT();
  const store = useService(SITE_DOMAINS_STORE);
  const guard = useClickGuard();
  const current = row ? store.rows.find((r) => r.id === row.id) ?? row : null;
  const verify = async () => {
    if (!current || !guard.trigger()) return;
    if (await store.verify(current)) onClose();
  };
  return (
    <Modal open={row !== null} title={t('settings.site.domains.verifyTitle')} onCancel={onClose} width={600}
      footer={[
        <Button key="cancel" onClick={onClose}>{t('settings.site.cancel')}</Button>,
        <Button key="verify" type="primary" onClick={() => void verify()} loading={current ? store.busy.has(current.id) : false} disabled={guard.blocked}>{t('settings.site.domains.verify')}</Button>,
      ]}>
      {current && (
        <>
          <p>{t('settings.site.domains.verifyHelp')}</p>
          <Descriptions column={1} bordered size="small" items={[
            { key: 'host', label: t('settings.site.domains.recordHost'), children: <Typography.Text className="site-record" copyable>{current.verifyHost}</Typography.Text> },
            { key: 'type', label: t('settings.site.domains.recordType'), children: 'TXT' },
            { key: 'value', label: t('settings.site.domains.recordValue'), children: <Typography.Text className="site-record" copyable>{current.verifyValue}</Typography.Text> },
          ]} />
        </>
      )}
    </Modal>
  );
});
