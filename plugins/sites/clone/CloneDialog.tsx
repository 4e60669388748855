// The clone dialog (§4), three steps: 1 the content (后台数据 / 可视化界面) and 确定 counting it;
// 2 the character-count warning with 强制翻译; 3 the overwrite warning naming the foreign site and
// its address. Where 确定 leads is the shared rule (cloneAfterCount / cloneAfterStep) in the store.
import { Alert, Button, Checkbox, Modal, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { TOKENS, useService } from '../../../kernel';
import { MSG } from '../../../shared/domain/messages';
import type { CloneContent } from '../../../shared/domain/sites/clone';
import type { CloneStore } from './store/CloneStore';
import { useCloneT } from './text';

export const CloneDialog = observer(function CloneDialog({ store }: { store: CloneStore }) {
  const t = useCloneT();
  const site = useService(TOKENS.site);
  const [buyUrl, setBuyUrl] = useState('');
  // The purchase prompt with its link (agent_type 1): the link is the company's, as site creation has it.
  useEffect(() => {
    if (store.error !== MSG.noEnEntitlementBuy) return;
    let live = true;
    site.checkCreateSite('en').then((check) => live && !check.allowed && setBuyUrl(check.buyUrl ?? ''), () => undefined);
    return () => {
      live = false;
    };
  }, [site, store.error]);

  const info = store.info;
  const footer = store.step === 1
    ? [<Button key="cancel" onClick={() => store.close()}>{t('cancel')}</Button>,
      <Button key="ok" type="primary" loading={store.busy} disabled={store.started} onClick={() => void store.confirmChoice()} data-testid="clone-ok">{t('ok')}</Button>]
    : [<Button key="cancel" onClick={() => store.close()}>{t('cancel')}</Button>,
      <Button key="ok" type="primary" danger={store.step === 3} loading={store.busy} disabled={store.started} onClick={() => void store.confirmStep()} data-testid="clone-confirm">
        {store.step === 2 ? t('force') : t('confirmStart')}
      </Button>];
  return (
    <Modal open={store.open} title={store.step === 1 ? t('step1') : store.step === 2 ? t('step2Title') : t('step3Title')} onCancel={() => store.close()} footer={footer} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {store.step === 1 && (
          <Checkbox.Group value={store.choice} onChange={(v) => store.setChoice(v as CloneContent[])}>
            <Space orientation="vertical">
              <Checkbox value="admin">{t('admin')} <Typography.Text type="secondary">{t('adminHint')}</Typography.Text></Checkbox>
              <Checkbox value="visual">{t('visual')} <Typography.Text type="secondary">{t('visualHint')}</Typography.Text></Checkbox>
            </Space>
          </Checkbox.Group>
        )}
        {store.step === 2 && info && <Typography.Paragraph data-testid="clone-step2">{t('step2', { count: info.wordNum })}</Typography.Paragraph>}
        {store.step === 3 && info && (
          <div data-testid="clone-step3">
            <Typography.Paragraph>{t('step3', { name: info.site_name, url: info.url })}</Typography.Paragraph>
            {info.equal && <Typography.Paragraph type="warning">{t('step3Copies')}</Typography.Paragraph>}
          </div>
        )}
        {store.started && <Alert type="info" showIcon message={MSG.cloning} />}
        {store.error && (
          <Alert type="error" showIcon message={store.error} data-testid="clone-error"
            action={store.error === MSG.noEnEntitlementBuy && buyUrl ? <a href={buyUrl} target="_blank" rel="noreferrer">{t('buy')}</a> : undefined} />
        )}
      </Space>
    </Modal>
  );
});
