// /seoSetting/baiduInclude (百度收录, baidu_included): the push settings, then the addresses of the
// site's live pages with 推送状态 / 百度蜘蛛最近抓取 / 收录状态 and the push actions — 推送所选 (Baidu's
// answer shown here), 推送全部未推送 and 查询收录 (tasks followed here, found again after a
// reload) — and the push log.
import { Alert, Space, Tabs, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService } from '../../../../kernel';
import { InlineTask } from '../../../../shared/ui/task/InlineTask';
import type { BaiduOutcome } from '../../store/BaiduStore';
import { BAIDU_STORE } from '../../tokens';
import { BaiduPushLog } from './BaiduPushLog';
import { BaiduSettingsCard } from './BaiduSettingsCard';
import { BaiduUrlTable } from './BaiduUrlTable';
import { useBaiduT } from './useBaiduT';
import '../seo.css';

function OutcomeAlert({ outcome }: { outcome: BaiduOutcome }) {
  const t = useBaiduT();
  if (outcome.kind === 'indexCheck') return <Alert type="success" showIcon title={t('checkResult', { ...outcome.result })} data-testid="baidu-outcome" />;
  if (outcome.kind === 'pushAll') {
    const r = outcome.result;
    const parts = [t('pushAllResult', { sent: r.sent, success: r.success, batches: r.batches }), r.remain !== null ? t('remain', { remain: r.remain }) : ''];
    return (
      <Alert type={r.stopped && r.sent > 0 ? 'warning' : 'success'} showIcon data-testid="baidu-outcome"
        title={parts.filter(Boolean).join('；')} description={r.stopped ? t('stopped', { reason: r.stopped }) : undefined} />
    );
  }
  const r = outcome.result;
  if (r.success === 0 && r.remain === 0) return <Alert type="warning" showIcon title={t('quotaSpent')} data-testid="baidu-outcome" />;
  const parts = [
    t('pushResult', { sent: r.sent, success: r.success }),
    r.remain !== null ? t('remain', { remain: r.remain }) : '',
    r.notSameSite.length ? t('notSameSite', { count: r.notSameSite.length }) : '',
    r.notValid.length ? t('notValid', { count: r.notValid.length }) : '',
  ];
  const refused = r.notSameSite.length + r.notValid.length > 0;
  return (
    <Alert type={refused ? 'warning' : 'success'} showIcon data-testid="baidu-outcome" title={parts.filter(Boolean).join('；')}
      description={refused ? t('refusedList', { notSameSite: r.notSameSite.join('，') || t('none'), notValid: r.notValid.join('，') || t('none') }) : undefined} />
  );
}

const BaiduIncludePage = observer(function BaiduIncludePage() {
  const store = useService(BAIDU_STORE);
  const t = useBaiduT();

  useEffect(() => {
    void store.reload();
  }, [store]);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      {store.settingsError && <Alert type="error" showIcon title={t('loadFailed', { message: store.settingsError })} />}
      <BaiduSettingsCard store={store} />
      {store.pushTaskId !== null && <InlineTask taskId={store.pushTaskId} onFinished={(task) => void store.taskFinished(task)} />}
      {store.checkTaskId !== null && <InlineTask taskId={store.checkTaskId} onFinished={(task) => void store.taskFinished(task)} />}
      {store.outcome && <OutcomeAlert outcome={store.outcome} />}
      <Tabs
        items={[
          { key: 'urls', label: t('tabUrls'), children: <BaiduUrlTable store={store} /> },
          { key: 'log', label: t('tabLog'), children: <BaiduPushLog store={store} /> },
        ]}
      />
    </Space>
  );
});

export default BaiduIncludePage;
