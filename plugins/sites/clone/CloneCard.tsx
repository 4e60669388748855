// 翻译克隆 on the Chinese home (a kernel homeCards contribution, §4): what it does, the bound foreign
// site, and the button that opens the three-step dialog. Shown only where §6 allows (the shared
// cloneVisible over the home data and the login's business type); disabled, saying why, once the
// site's clone is taken (transRole false); a clone on its way shows its progress, after a reload too.
import { Alert, Button, Card, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { TOKENS, useService } from '../../../kernel';
import { InlineTask } from '../../../shared/ui/task/InlineTask';
import { MSG } from '../../../shared/domain/messages';
import { cloneVisible } from '../../../shared/domain/sites/clone';
import { CloneDialog } from './CloneDialog';
import { useCloneT } from './text';
import { CLONE_STORE } from './tokens';

const CloneCard = observer(function CloneCard() {
  const site = useService(TOKENS.site);
  const session = useService(TOKENS.session);
  const factory = useService(CLONE_STORE);
  const [store] = useState(() => factory);
  const t = useCloneT();
  const home = site.home;
  const visible = home !== null && session.account !== null && cloneVisible(home, session.account.loginBizType);
  useEffect(() => {
    if (visible) void store.load();
  }, [store, visible, home?.twebId]);

  if (!visible) return null;
  const status = store.status;
  return (
    <Card size="small" title={t('title')} data-testid="clone-card">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('what')}</Typography.Paragraph>
        {store.loadError && (
          <Alert type="error" showIcon message={t('loadFailed', { message: store.loadError })} action={<Button size="small" onClick={() => void store.load()}>{t('retry')}</Button>} />
        )}
        {status && (status.foreignSiteName ? (
          <div>
            <Typography.Text>{t('target', { name: status.foreignSiteName })}</Typography.Text>
            {status.foreignUrl && <div><Typography.Text type="secondary">{t('targetAddress', { url: status.foreignUrl })}</Typography.Text></div>}
          </div>
        ) : <Typography.Text type="secondary">{t('noTarget')}</Typography.Text>)}
        {store.started && <Alert type="info" showIcon message={MSG.cloning} data-testid="clone-cloning" />}
        {status?.taskId && <InlineTask taskId={status.taskId} />}
        <Space>
          <Button type="primary" disabled={!store.canStart} onClick={() => store.openDialog()} data-testid="clone-open">{t('start')}</Button>
          {status && !status.transRole && <Typography.Text type="secondary" data-testid="clone-disabled">{t('disabled')}</Typography.Text>}
        </Space>
      </Space>
      <CloneDialog store={store} />
    </Card>
  );
});

export default CloneCard;
