// Upgrading a free site (product_record_id -1) binds one of the company's unused entitlements
// to it (bindProductID). The same entitlement rules as creating a site apply.
import { Alert, Button, Modal, Select, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { isForeignSiteType, type SiteEntry } from '../../../shared/domain';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import type { CreateSiteCheck } from '../../services/site/types';
import { useClickGuard } from '../hooks/useClickGuard';

const UpgradeSiteDialog = observer(function UpgradeSiteDialog({ site: target, onClose }: { site: SiteEntry; onClose: () => void }) {
  const site = useService(TOKENS.site);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const kind = isForeignSiteType(target.siteType) ? 'en' : 'zh';
  const [check, setCheck] = useState<CreateSiteCheck | null>(null);
  const [proId, setProId] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const guard = useClickGuard();

  useEffect(() => {
    site.checkCreateSite(kind).then(
      (result) => {
        setCheck(result);
        if (result.allowed) setProId(result.entitlements[0]?.ProductRecordID);
      },
      () => setCheck({ allowed: false, message: i18n.t('kernel.http.network') }),
    );
  }, [site, kind, i18n]);

  const confirm = async () => {
    if (proId === undefined || !guard.trigger()) return;
    setBusy(true);
    try {
      await site.upgradeSite(target.id, proId, kind === 'zh' ? 'pc' : 'en');
      notifier.success(i18n.t('kernel.header.upgraded'));
      onClose();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={`${i18n.t('kernel.header.upgradeTitle')}：${target.site_name}`}
      onCancel={onClose}
      footer={
        check?.allowed
          ? [
              <Button key="cancel" onClick={onClose}>{i18n.t('kernel.common.cancel')}</Button>,
              <Button key="ok" type="primary" loading={busy} disabled={guard.blocked || proId === undefined} onClick={confirm}>{i18n.t('kernel.site.upgrade')}</Button>,
            ]
          : [<Button key="close" onClick={onClose}>{i18n.t('kernel.common.ok')}</Button>]
      }
    >
      {!check && <Spin />}
      {check && !check.allowed && (
        <Alert
          type="warning"
          showIcon
          title={check.message}
          action={check.buyUrl ? <Button size="small" href={check.buyUrl} target="_blank" rel="noopener noreferrer">{i18n.t('kernel.header.buy')}</Button> : undefined}
        />
      )}
      {check?.allowed && (
        <label className="upgrade-choose">
          <div>{i18n.t('kernel.header.upgradeChoose')}</div>
          <Select<number>
            className="upgrade-select"
            value={proId}
            onChange={setProId}
            options={check.entitlements.map((e) => ({ value: e.ProductRecordID, label: `${e.name}（${e.ProductRecordID}）` }))}
          />
        </label>
      )}
    </Modal>
  );
});

export default UpgradeSiteDialog;
