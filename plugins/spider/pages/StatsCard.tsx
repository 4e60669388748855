// The §7 statistics, both domain calls (insight and aggregate) and the keyword weeks.
import { Card, Col, Row, Table, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import dayjs from 'dayjs';
import { SPIDER_LABELS, type SpiderDomainSummary, type SpiderKey, type SpiderKeywordWeek } from '../../../shared/domain/spider';
import type { SpiderStore } from '../store/SpiderStore';
import { useT } from './useT';

function DomainTable({ rows, testId }: { rows: SpiderDomainSummary[]; testId: string }) {
  const t = useT();
  return (
    <div data-testid={testId}>
<Table<SpiderDomainSummary>
      size="small"
      rowKey="domain"
      dataSource={rows}
      pagination={false}
      columns={[
        { title: t('domain'), dataIndex: 'domain' },
        { title: t('yesterday'), dataIndex: 'yesterday' },
        { title: t('avg30'), dataIndex: 'avg30' },
        { title: t('topSpider'), dataIndex: 'topSpider', render: (k: SpiderKey | null) => (k ? SPIDER_LABELS[k] : t('none')) },
        { title: t('lastCrawl'), dataIndex: 'lastCrawl', render: (at: number | null) => (at ? dayjs(at).format('MM-DD HH:mm') : t('none')) },
      ]}
    />
</div>  );
}

export const StatsCard = observer(function StatsCard({ store }: { store: SpiderStore }) {
  const t = useT();
  return (
    <Card title={t('domainStats')}>
      <Row gutter={16}>
        <Col xs={24} xl={12}>
          <Typography.Title level={5}>{t('insight')}</Typography.Title>
          <DomainTable rows={store.domainStats.insight} testId="spider-domains-insight" />
        </Col>
        <Col xs={24} xl={12}>
          <Typography.Title level={5}>{t('aggregate')}</Typography.Title>
          <DomainTable rows={store.domainStats.aggregate} testId="spider-domains-aggregate" />
        </Col>
      </Row>
      <Typography.Title level={5} style={{ marginTop: 16 }}>{t('keywords')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('keywordsHint')}</Typography.Paragraph>
      <div data-testid="spider-keywords">
<Table<SpiderKeywordWeek>
        size="small"
        rowKey="keyword"
        dataSource={store.keywordWeeks}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: t('keyword'), dataIndex: 'keyword' },
          { title: t('thisWeekReferrals'), dataIndex: 'thisWeekReferrals' },
          { title: t('lastWeekReferrals'), dataIndex: 'lastWeekReferrals' },
          { title: t('thisWeekSpider'), dataIndex: 'thisWeekSpiderVisits' },
          { title: t('lastWeekSpider'), dataIndex: 'lastWeekSpiderVisits' },
        ]}
      />
</div>    </Card>
  );
});
