// The top 10 pages and the visit table (paged, filters by spider, status and 疑似伪装).
import { Card, Input, Select, Space, Table, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import dayjs from 'dayjs';
import { SPIDER_KEYS, SPIDER_LABELS, type SpiderKey, type SpiderTopPage, type SpiderVisitRow } from '../../../shared/domain/spider';
import type { SpiderStore } from '../store/SpiderStore';
import { useT } from './useT';

export const TopPagesCard = observer(function TopPagesCard({ store }: { store: SpiderStore }) {
  const t = useT();
  return (
    <Card title={t('topPages')}>
      <div data-testid="spider-top-pages">
<Table<SpiderTopPage>
        size="small"
        rowKey="path"
        dataSource={store.topPages}
        pagination={false}
        columns={[
          { title: t('title'), dataIndex: 'title', render: (title: string | null) => title ?? t('none') },
          { title: t('url'), dataIndex: 'path' },
          { title: t('visits'), dataIndex: 'visits', width: 100 },
          { title: t('included'), dataIndex: 'included', width: 80, render: (v: boolean | null) => t(v === null ? 'notChecked' : v ? 'indexed' : 'notIndexed') },
        ]}
      />
</div>    </Card>
  );
});

export const VisitsCard = observer(function VisitsCard({ store }: { store: SpiderStore }) {
  const t = useT();
  const f = store.filters;
  return (
    <Card title={t('visitTable')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<SpiderKey | ''>
          style={{ width: 150 }}
          value={f.spider ?? ''}
          onChange={(v) => void store.setFilters({ ...f, spider: v || undefined })}
          options={[{ value: '', label: t('allSpiders') }, ...SPIDER_KEYS.map((k) => ({ value: k, label: SPIDER_LABELS[k] }))]}
        />
        <Input.Search
          style={{ width: 140 }}
          placeholder={t('anyStatus')}
          allowClear
          maxLength={3}
          onSearch={(v) => void store.setFilters({ ...f, status: /^[1-5]\d\d$/.test(v) ? Number(v) : undefined })}
        />
        <Select<string>
          style={{ width: 140 }}
          value={f.suspicious === undefined ? '' : f.suspicious ? '1' : '0'}
          onChange={(v) => void store.setFilters({ ...f, suspicious: v === '' ? undefined : v === '1' })}
          options={[{ value: '', label: t('anyCheck') }, { value: '1', label: t('onlySuspicious') }, { value: '0', label: t('notSuspicious') }]}
        />
      </Space>
      <div data-testid="spider-visits">
<Table<SpiderVisitRow>
        size="small"
        rowKey="id"
        dataSource={store.visits}
        scroll={{ x: 900 }}
        pagination={{
          current: store.visitPage, pageSize: store.visitRows, total: store.visitTotal, showSizeChanger: true,
          onChange: (page, rows) => void store.setVisitPage(page, rows),
        }}
        columns={[
          { title: t('time'), dataIndex: 'at', width: 160, render: (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
          { title: t('spider'), dataIndex: 'spider', width: 150, render: (k: SpiderKey, r) => <>{SPIDER_LABELS[k]} {r.suspicious && <Tag color="red">{t('suspicious')}</Tag>}</> },
          { title: t('ip'), dataIndex: 'ip', width: 140 },
          { title: t('url'), dataIndex: 'path', ellipsis: true },
          { title: t('status'), dataIndex: 'status', width: 80 },
          { title: t('domain'), dataIndex: 'domain', width: 160 },
        ]}
      />
</div>    </Card>
  );
});
