// The radar's switch (confirmed either way), since when it is on, the site name it shows with
// 同步网站名称, and today's figures.
import { Button, Space, Statistic, Switch, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { TOKENS, useService } from '../../../../kernel';
import type { RadarStore } from '../RadarStore';
import { useRadarT } from './radarText';

export const RadarStatus = observer(function RadarStatus({ store }: { store: RadarStore }) {
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = useRadarT();
  const state = store.state;
  if (!state) return null;

  const toggle = async (open: boolean) => {
    const ok = await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t(open ? 'openConfirm' : 'closeConfirm'), danger: !open });
    if (ok && (await store.setOpen(open))) notifier.success(t(open ? 'opened' : 'closed'));
  };
  const sync = async () => {
    if (await store.syncSiteName()) notifier.success(t('synced'));
  };
  const differs = state.siteName !== state.currentSiteName;

  return (
    <div className="radar-status">
      <div className="radar-status-main">
        <Space size="middle" wrap>
          <span className="radar-label" id="radar-switch-label">{t('switchLabel')}</span>
          <Switch checked={state.open} loading={store.busy} onChange={(v) => void toggle(v)} aria-labelledby="radar-switch-label" data-testid="radar-switch" />
          <Tag color={state.open ? 'success' : 'default'} data-testid="radar-state">{t(state.open ? 'on' : 'off')}</Tag>
          <Typography.Text type="secondary">
            {state.since ? t('since', { time: dayjs(state.since).format('YYYY-MM-DD HH:mm') }) : t('neverOpened')}
          </Typography.Text>
        </Space>
        <Space size="small" wrap className="radar-site-name">
          <span className="radar-label">{t('siteName')}</span>
          <Typography.Text strong data-testid="radar-site-name">{state.siteName}</Typography.Text>
          {differs && <Typography.Text type="warning">{t('siteNameDiffers', { name: state.currentSiteName })}</Typography.Text>}
          <Button size="small" onClick={() => void sync()} disabled={store.busy}>{t('syncSiteName')}</Button>
        </Space>
      </div>
      <div className="radar-figures">
        <Statistic title={t('today.visitors')} value={state.today.visitors} data-testid="radar-today-visitors" />
        <Statistic title={t('today.views')} value={state.today.views} />
        <Statistic title={t('today.leads')} value={state.today.leads} styles={{ content: { color: '#cf1322' } }} />
      </div>
    </div>
  );
});
