// /marketInteract/radar (商机雷达, opportunity_radar): without the service, 未开通商机雷达服务，请联系客服开通;
// with it, the switch, the radar's site name with 同步网站名称 and today's figures, the visitor list
// (last-visit dates, intent, region, source; paged) with a drawer of each visitor's timeline, and
// the snippet a site template adds. Closed: the list of what was recorded stays, with a notice.
import { Alert, Button, Empty, Result, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useContainer } from '../../../../kernel';
import type { RadarVisitorRow } from '../../../../shared/domain/members/radarApi';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import { Panel } from '../../../../shared/ui/panel/Panel';
import { RadarFilters } from '../components/RadarFilters';
import { RadarSnippet } from '../components/RadarSnippet';
import { RadarStatus } from '../components/RadarStatus';
import { formatDwell, useRadarT } from '../components/radarText';
import { IntentTag, LinkCell, SourceCell } from '../components/VisitorCells';
import { VisitorDrawer } from '../components/VisitorDrawer';
import type { RadarStore } from '../RadarStore';
import { RADAR_STORE } from '../tokens';
import '../radar.css';

const at = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

const RadarPage = observer(function RadarPage() {
  // A store per visit to the page (today's figures are read afresh), kept across its renders.
  const container = useContainer();
  const [mounted] = useState(() => container.get<RadarStore>(RADAR_STORE));
  const t = useRadarT();
  const list = mounted.list;

  useEffect(() => {
    void mounted.load();
  }, [mounted]);

  if (mounted.error) {
    return (
      <Panel title={t('title')}>
        <Alert type="error" showIcon title={t('loadFailed', { message: mounted.error })} action={<Button onClick={() => void mounted.load()}>{t('retry')}</Button>} />
      </Panel>
    );
  }
  if (mounted.entitled === null || (mounted.entitled && !mounted.state)) {
    return (
      <Panel title={t('title')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Panel>
    );
  }
  if (!mounted.entitled) {
    return (
      <Panel title={t('title')} data-testid="radar-page">
        <Result status="warning" title={t('notEntitled')} subTitle={t('notEntitledHint')} data-testid="radar-not-entitled" />
      </Panel>
    );
  }

  const state = mounted.state!;
  const columns: FitColumn<RadarVisitorRow>[] = [
    { title: t('columns.visitor'), key: 'visitor', minWidth: 120, render: (_: unknown, row) => <span className="radar-region">{row.region}</span> },
    { title: t('columns.lastAt'), dataIndex: 'lastAt', width: 140, minWidth: 132, render: (ms: number) => at(ms) },
    { title: t('columns.firstAt'), dataIndex: 'firstAt', width: 140, minWidth: 132, dropOrder: 1, render: (ms: number) => at(ms) },
    { title: t('columns.source'), key: 'source', width: 190, minWidth: 140, render: (_: unknown, row) => <SourceCell row={row} t={t} /> },
    { title: t('columns.visits'), dataIndex: 'visits', width: 100, minWidth: 92, align: 'right', dropOrder: 3 },
    { title: t('columns.pages'), dataIndex: 'pages', width: 100, minWidth: 92, align: 'right' },
    { title: t('columns.dwell'), dataIndex: 'dwellMs', width: 110, minWidth: 96, align: 'right', dropOrder: 2, render: (ms: number) => formatDwell(ms, t) },
    { title: t('columns.intent'), dataIndex: 'intent', width: 90, minWidth: 84, render: (v: number) => <IntentTag intent={v} t={t} /> },
    { title: t('columns.link'), key: 'link', width: 150, minWidth: 110, dropOrder: 4, render: (_: unknown, row) => <LinkCell row={row} t={t} /> },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 96,
      minWidth: 90,
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => void mounted.openVisitor(row.id)}>{t('view')}</Button>
      ),
    },
  ];
  const emptyText = mounted.filtered ? t('emptyFiltered') : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(state.open ? 'empty' : 'emptyClosed')} />;

  return (
    <Panel title={t('title')} data-testid="radar-page">
      <p className="radar-intro">{t('intro')}</p>
      <RadarStatus store={mounted} />
      {!state.open && <Alert type="info" showIcon title={t('closedAlert')} className="radar-closed" data-testid="radar-closed" />}
      <RadarFilters store={mounted} />
      {list.error && <Alert type="error" showIcon title={t('loadFailed', { message: list.error })} action={<Button onClick={() => void list.load()}>{t('retry')}</Button>} className="radar-closed" />}
      <FitTable<RadarVisitorRow>
        rowKey="id"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        locale={{ emptyText }}
        pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, showSizeChanger: true, showTotal: (n) => t('total', { total: n }), onChange: (p, s) => list.setPage(p, s) }}
        data-testid="radar-table"
      />
      <RadarSnippet siteId={state.siteId} />
      <VisitorDrawer store={mounted} />
    </Panel>
  );
});

export default RadarPage;
