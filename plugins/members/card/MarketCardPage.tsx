// /marketInteract/card (营销中心): a card per marketing feature the operator holds — 会员管理, 信息搜索,
// 商机雷达 — with its state (在用 / 未开启 / 未开通), today's figure and 进入. Features the account does not
// hold are not shown; none held says so instead of an empty page.
import { Alert, Button, Empty, Skeleton, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOKENS, useService } from '../../../kernel';
import { MARKET_FEATURES, type MarketFeatureSummary } from '../../../shared/domain/members/card';
import { Panel } from '../../../shared/ui/panel/Panel';
import { MARKET_CARD } from './tokens';
import './card.css';

const STATUS_COLOR = { on: 'success', off: 'default', unavailable: 'warning' } as const;

const FeatureCard = observer(function FeatureCard({ feature }: { feature: MarketFeatureSummary }) {
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`members.card.${key}`, params);
  const path = MARKET_FEATURES.find((f) => f.feature === feature.feature)?.path ?? '/marketInteract/card';
  const name = t(`features.${feature.feature}.name`);
  return (
    <Panel className="mk-card-panel" data-testid={`market-feature-${feature.feature}`}>
      <div className="mk-card">
        <div className="mk-card-head">
          <h3 className="mk-card-name">{name}</h3>
          <Tag color={STATUS_COLOR[feature.status]}>{t(`status.${feature.status}`)}</Tag>
        </div>
        <p className="mk-card-desc">{t(`features.${feature.feature}.desc`)}</p>
        <div className="mk-card-figure">
          <span className="mk-card-figure-value" data-testid={`market-figure-${feature.feature}`}>{feature.today.toLocaleString('zh-CN')}</span>
          <span className="mk-card-figure-label">{t(`features.${feature.feature}.figure`)}</span>
        </div>
        <div className="mk-card-detail">{feature.detail ?? ''}</div>
        <div className="mk-card-foot">
          <Button type="primary" onClick={() => navigate(path)} aria-label={`${t('enter')} ${name}`}>{t('enter')}</Button>
        </div>
      </div>
    </Panel>
  );
});

export default observer(function MarketCard() {
  const store = useService(MARKET_CARD);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`members.card.${key}`, params);

  useEffect(() => {
    void store.load();
  }, [store]);

  let body;
  if (store.error) {
    body = <Alert type="error" showIcon title={t('loadFailed', { message: store.error })} action={<Button size="small" onClick={() => void store.load()}>{t('retry')}</Button>} />;
  } else if (!store.loaded) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (store.features.length === 0) {
    body = <Empty description={t('empty')} />;
  } else {
    body = (
      <div className="mk-card-grid">
        {store.features.map((f) => <FeatureCard key={f.feature} feature={f} />)}
      </div>
    );
  }
  return (
    <Panel title={t('title')} data-testid="market-card">
      <p className="mk-card-intro">{t('intro')}</p>
      {body}
    </Panel>
  );
});
