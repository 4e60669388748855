// Site info and status of the active site, with the online/offline switch (§4 site status); an
// expired site says so with the way to renew it (RenewAction).
import { Alert, Badge, Button, Descriptions, Space, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import dayjs from 'dayjs';
import { TOKENS, useService, useClickGuard } from '../../../../kernel';
import { daysRemaining, isFreeSite, isResponsive, languageInfo, SITE_STATUS_EXPIRED } from '../../../../shared/domain';
import { HOME_STORE } from '../../tokens';
import { Panel } from '../../../../shared/ui/panel/Panel';
import { RenewAction } from './RenewAction';

const STATUS_BADGE = { 0: 'default', 1: 'warning', 2: 'success', 3: 'error' } as const;

export const SiteInfoCard = observer(function SiteInfoCard() {
  const site = useService(TOKENS.site);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const store = useService(HOME_STORE);
  const guard = useClickGuard();
  const home = site.home;
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`home.site.${key}`, params);
  if (!home) return null;

  const days = daysRemaining(home.sys_end_time);
  const expired = home.status === SITE_STATUS_EXPIRED;
  const online = home.status === 2;

  const toggle = async () => {
    if (!guard.trigger()) return;
    const ok = await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t(online ? 'offlineConfirm' : 'onlineConfirm'), danger: online });
    if (!ok) return;
    try {
      await store.setInline(online ? 0 : 1);
      notifier.success(t('changed'));
    } catch {
      // The HttpService already showed the reason.
    }
  };

  return (
    <Panel
      title={t('title')}
      data-testid="home-site-info"
      extra={
        <Space>
          {home.domain && (
            <Button href={`http://${home.domain}`} target="_blank" rel="noopener noreferrer">
              {t('visit')}
            </Button>
          )}
          {!expired && (
            <Button type={online ? 'default' : 'primary'} danger={online} disabled={guard.blocked} onClick={toggle}>
              {t(online ? 'goOffline' : 'goOnline')}
            </Button>
          )}
        </Space>
      }
    >
      {expired && <Alert type="error" showIcon title={t('expiredTip')} action={<RenewAction />} className="home-site-expired" style={{ marginBottom: 12 }} />}
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label={t('name')}>{home.site_name}</Descriptions.Item>
        <Descriptions.Item label={t('type')}>{i18n.t(`kernel.site.types.${home.siteType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('kind')}>
          <Tag color={isResponsive(home.all_type) ? 'blue' : 'purple'}>{i18n.t(isResponsive(home.all_type) ? 'kernel.site.responsive' : 'kernel.site.marketing')}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('status')}>
          <Badge status={STATUS_BADGE[home.status]} text={<span data-testid="home-site-status">{i18n.t(`kernel.site.status.${home.status}`)}</span>} />
        </Descriptions.Item>
        <Descriptions.Item label={t('domain')}>{home.domain || t('noDomain')}</Descriptions.Item>
        <Descriptions.Item label={t('endTime')}>
          {dayjs.unix(home.sys_end_time).format('YYYY-MM-DD')}（{days >= 0 ? t('daysLeft', { days }) : t('expired', { days: -days })}）
        </Descriptions.Item>
        <Descriptions.Item label={t('plan')}>{isFreeSite(home.product_record_id) ? t('free') : t('paid')}</Descriptions.Item>
        <Descriptions.Item label={t('version')}>{Number(home.sysVersion) === 3 ? t('newSystem') : t('oldSystem')}</Descriptions.Item>
        <Descriptions.Item label={t('language')}>{languageInfo(home.language)?.name ?? home.language}</Descriptions.Item>
      </Descriptions>
    </Panel>
  );
});
