// One platform's binding: its status, AppID, whether the AppSecret is set (never the secret), the
// rejection's reason, and the buttons its status allows (shared/domain mpActionAllowed); those that
// need the platform service wait while it is unconfigured, the reason shown above the cards.
import { Alert, Button, Card, Popconfirm, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../kernel';
import { mpActionAllowed, type MpPlatform } from '../../../shared/domain/miniprogram';
import type { MiniProgramStore } from '../store/MiniProgramStore';
import { K, platformLabel, STATUS_COLOR, when } from './text';


export const BindingCard = observer(function BindingCard({ store, platform }: { store: MiniProgramStore; platform: MpPlatform }) {
  const t = useT();
  const b = store.bindingOf(platform)!;
  const name = platformLabel(t, platform);
  const running = store.running[platform];
  const offline = !store.info?.providerConfigured;
  const can = (action: Parameters<typeof mpActionAllowed>[0]) => mpActionAllowed(action, b.status);
  const busy = running !== undefined;
  const confirm = { okText: t(`${K}.ok`), cancelText: t(`${K}.cancel`) };
  return (
    <Card className="mp-card" title={t(`${K}.cardTitle`, { platform: name })}
      extra={<Tag color={STATUS_COLOR[b.status]} data-testid={`mp-status-${platform}`}>{t(`${K}.status.${b.status}`)}</Tag>}
      data-testid={`mp-card-${platform}`}>
      {b.status !== 'unbound' && (
        <>
          <div className="mp-card-row"><span>{t(`${K}.appId`)}</span><span>{b.appId}</span></div>
          <div className="mp-card-row"><span>{t(`${K}.appSecret`)}</span><span>{t(b.secretSet ? `${K}.secretKept` : `${K}.secretNone`)}</span></div>
          {b.submittedAt !== null && <div className="mp-card-row"><span>{t(`${K}.submittedAt`)}</span><span>{when(b.submittedAt)}</span></div>}
          {b.publishedAt !== null && <div className="mp-card-row"><span>{t(`${K}.publishedAt`)}</span><span>{when(b.publishedAt)}</span></div>}
        </>
      )}
      {b.status === 'rejected' && <Alert type="error" showIcon title={`${t(`${K}.reason`)}：${b.reason}`} />}
      <div className="mp-card-actions">
        {can('rebind') && (
          <Button type={b.status === 'unbound' ? 'primary' : 'default'} disabled={busy} onClick={() => store.openBind(platform)}>
            {t(b.status === 'unbound' ? `${K}.bind` : `${K}.rebind`)}
          </Button>
        )}
        {can('submit') && (
          <Popconfirm title={t(`${K}.submitConfirm`, { platform: name })} {...confirm} disabled={offline || busy} onConfirm={() => void store.run(platform, 'submit')}>
            <Button type="primary" loading={running === 'submit'} disabled={offline || (busy && running !== 'submit')}>{t(`${K}.submit`)}</Button>
          </Popconfirm>
        )}
        {can('refresh') && (
          <Button loading={running === 'refresh'} disabled={offline || (busy && running !== 'refresh')} onClick={() => void store.run(platform, 'refresh')}>{t(`${K}.refresh`)}</Button>
        )}
        {can('publish') && (
          <Popconfirm title={t(`${K}.publishConfirm`)} {...confirm} disabled={offline || busy} onConfirm={() => void store.run(platform, 'publish')}>
            <Button type="primary" loading={running === 'publish'} disabled={offline || (busy && running !== 'publish')}>{t(`${K}.publish`)}</Button>
          </Popconfirm>
        )}
        {b.status !== 'unbound' && (
          <Button loading={store.qrLoading === platform} onClick={() => void store.openQr(platform)}>{t(`${K}.qr`)}</Button>
        )}
        {can('unbind') && (
          <Popconfirm title={t(`${K}.unbindConfirm`, { platform: name })} {...confirm} okButtonProps={{ danger: true }} disabled={busy} onConfirm={() => void store.run(platform, 'unbind')}>
            <Button danger loading={running === 'unbind'} disabled={busy && running !== 'unbind'}>{t(`${K}.unbind`)}</Button>
          </Popconfirm>
        )}
      </div>
    </Card>
  );
});
