// Domain remaining: the site's service period (with the way to renew it once over) and each bound
// domain's expiry.
import { Progress, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../../kernel';
import { HOME_STORE } from '../../tokens';
import { SectionState } from './SectionState';
import { Panel } from '../../../../shared/ui/panel/Panel';
import { RenewAction } from './RenewAction';

export const DomainCard = observer(function DomainCard() {
  const store = useService(HOME_STORE);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`home.domains.${key}`, params);
  return (
    <Panel title={t('title')} data-testid="home-domains">
      <SectionState section={store.domains} onRetry={() => store.loadAll()}>
        {(data) => (
          <>
            <span className="home-muted">{t('site')}</span>
            <Progress
              percent={Math.max(0, Math.min(100, Math.round((data.siteDaysRemaining / 365) * 100)))}
              status={data.siteDaysRemaining < 0 ? 'exception' : data.siteDaysRemaining < 30 ? 'active' : 'normal'}
              format={() => (data.siteDaysRemaining < 0 ? t('expired') : t('days', { days: data.siteDaysRemaining }))}
            />
            {data.siteDaysRemaining < 0 && (
              <div style={{ margin: '4px 0 8px' }}>
                <RenewAction size="small" />
              </div>
            )}
            {data.domains.length === 0 && <p className="home-muted">{t('none')}</p>}
            {data.domains.map((d) => (
              <div key={d.domain} className="home-domain-row">
                <span>{d.domain}</span>
                <Tag color={d.daysRemaining < 30 ? 'red' : 'green'}>{t('expiresAt', { date: dayjs.unix(d.expireAt).format('YYYY-MM-DD') })}</Tag>
              </div>
            ))}
          </>
        )}
      </SectionState>
    </Panel>
  );
});
