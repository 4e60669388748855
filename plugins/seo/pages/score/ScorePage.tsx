// /seoSetting/optimize (检测报告, key seo_jcbg): the site's score and level, the evaluation (a task,
// followed inline and found again after a reload), 关闭检测, each check with the pages it found and
// their 去修改 links, and the history of past runs. Before the first run: an empty state.
import { Alert, Button, Card, Space, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TOKENS, useService } from '../../../../kernel';
import { SCORE_STORE } from '../../tokens';
import { CheckTable } from './CheckTable';
import { HistoryCard } from './HistoryCard';
import { ScoreSummary } from './ScoreSummary';
import './score.css';

const ScorePage = observer(function ScorePage() {
  const store = useService(SCORE_STORE);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`seo.score.${key}`, params);

  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.error && !store.status) {
    return <Alert type="error" showIcon title={t('loadFailed', { message: store.error })} action={<Button onClick={() => store.load()}>{t('retry')}</Button>} />;
  }
  if (!store.status) return <Card title={t('title')}><Spin /></Card>;
  const run = store.latest;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('title')}>
        <p className="seo-intro">{t('intro')}</p>
        <ScoreSummary />
      </Card>
      {run && (
        <Card title={t('checksTitle')} extra={<span className="seo-muted">{t('expandHint')}</span>}>
          <CheckTable run={run} />
        </Card>
      )}
      {run && <HistoryCard />}
    </Space>
  );
});

export default ScorePage;
