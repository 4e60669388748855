// /spider/spiderAnalysis: the domain and date range (≤ 92 days), the cards 昨日 / 今日 / 近30天日均,
// the charts, the top pages, the visits, the imports and the §7 statistics of the active site.
import { Alert, Button, Card, Col, DatePicker, Row, Select, Space, Statistic } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import dayjs from 'dayjs';
import { useService } from '../../../kernel';
import { SPIDER_STORE } from '../tokens';
import { ChartsCard } from './ChartsCard';
import { ImportsCard } from './ImportsCard';
import { StatsCard } from './StatsCard';
import { TopPagesCard, VisitsCard } from './TablesCard';
import { useT } from './useT';
import './spider.css';

const SpiderAnalysisPage = observer(function SpiderAnalysisPage() {
  const store = useService(SPIDER_STORE);
  const t = useT();

  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.error && !store.overview) {
    return <Alert type="error" showIcon title={t('loadFailed', { message: store.error })} action={<Button onClick={() => store.load()}>{t('retry')}</Button>} />;
  }
  const o = store.overview;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} className="spider-page">
      <Card loading={!o && store.loading}>
        <Space wrap size="large">
          <Space>
            {t('domain')}
            <Select<string>
              style={{ width: 220 }}
              value={store.domain}
              data-testid="spider-domain"
              onChange={(d) => void store.setDomain(d)}
              options={[{ value: '', label: t('allDomains') }, ...(o?.domains ?? []).map((d) => ({ value: d, label: d }))]}
            />
          </Space>
          <Space>
            {t('range')}
            <DatePicker.RangePicker
              allowClear={false}
              value={[dayjs(store.from), dayjs(store.to)]}
              onChange={(v) => v?.[0] && v[1] && void store.setRange(v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD'))}
            />
          </Space>
        </Space>
        {store.rangeError && <Alert type="warning" showIcon title={store.rangeError} style={{ marginTop: 12 }} />}
        {o && (
          <Row gutter={16} style={{ marginTop: 16 }} data-testid="spider-cards">
            <Col span={8} data-testid="spider-card-yesterday"><Statistic title={t('yesterday')} value={o.yesterday} suffix={t('visitsUnit')} /></Col>
            <Col span={8} data-testid="spider-card-today"><Statistic title={t('today')} value={o.today} suffix={t('visitsUnit')} /></Col>
            <Col span={8} data-testid="spider-card-avg30"><Statistic title={t('avg30')} value={o.avg30} suffix={t('visitsUnit')} /></Col>
          </Row>
        )}
      </Card>
      {store.charts && <ChartsCard charts={store.charts} />}
      <TopPagesCard store={store} />
      <VisitsCard store={store} />
      <ImportsCard store={store} />
      <StatsCard store={store} />
    </Space>
  );
});

export default SpiderAnalysisPage;
