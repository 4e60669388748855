// /zhEnquiry/messageManagement4 (数据记录, ?formId= optional): the records of a data form. Choose
// the form (the first by default), filter on its condition items (input → text, radio → its
// options), page through the records with the columns the server answers, open one on its page
// (RecordDetailPage, as a lead message opens), export to Excel.
import { Button, Card, Empty, Input, Select, Skeleton, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useService } from '../../../../kernel';
import type { MessageRow } from '../../../../shared/domain';
import { valueText } from '../../store/InboxStore';
import type { RecordsStore } from '../../store/RecordsStore';
import { RECORDS_STORE } from '../../tokens';
import { DetailLink, recordDetailPath } from './DetailLink';
import { ExportButton, LoadError, formatTime, useInboxT } from './InboxPage';
import './inbox.css';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';

/** One filter per condition item of the chosen form, with 筛选 and 重置. */
const Conditions = observer(function Conditions({ store }: { store: RecordsStore }) {
  const { t } = useInboxT('records');
  const items = store.conditionItems;
  if (items.length === 0) return null;
  return (
    <div className="forms-inbox-filters forms-records-conditions">
      {items.map((item) => (
        <span className="forms-inbox-filter" key={item.name}>
          <span className="forms-inbox-filter-label">{item.title}</span>
          {item.type === 'radio' ? (
            <Select<string>
              aria-label={item.title}
              className="forms-records-select"
              allowClear
              placeholder={t('choosePlaceholder', { title: item.title })}
              value={store.draft[item.name] || undefined}
              onChange={(value) => store.setCondition(item.name, value)}
              options={(item.options ?? []).map((o) => ({ value: o.label, label: o.label }))}
            />
          ) : (
            <Input
              aria-label={item.title}
              className="forms-records-input"
              allowClear
              maxLength={100}
              placeholder={t('inputPlaceholder', { title: item.title })}
              value={store.draft[item.name] ?? ''}
              onChange={(e) => store.setCondition(item.name, e.target.value)}
              onPressEnter={() => store.applyConditions()}
            />
          )}
        </span>
      ))}
      <Space>
        <Button type="primary" onClick={() => store.applyConditions()}>
          {t('filter')}
        </Button>
        <Button onClick={() => store.resetConditions()}>{t('reset')}</Button>
      </Space>
    </div>
  );
});

const DataRecordsPage = observer(function DataRecordsPage() {
  const store = useService(RECORDS_STORE);
  const { t } = useInboxT('records');
  const [params] = useSearchParams();
  const wanted = Number(params.get('formId')) || undefined;
  const list = store.list;

  useEffect(() => {
    void store.open(wanted);
  }, [store, wanted]);

  // The record's items share the free space; past the second, the last leaves first when narrow.
  const shown = store.columns.filter((c) => c.display !== false);
  const columns: FitColumn<MessageRow>[] = [
    ...shown.map((column, index) => ({
        title: column.title,
        key: `value-${column.name}`,
        minWidth: 110,
        dropOrder: index >= 2 ? shown.length - index : undefined,
        ellipsis: true,
        render: (_: unknown, row: MessageRow) => valueText(row.values?.[column.name]),
      })),
    { title: t('time'), key: 'time', width: 160, minWidth: 148, render: (_, row) => formatTime(row.created_at) },
    {
      title: t('actions'),
      key: 'actions',
      width: 90,
      minWidth: 64,
      render: (_, row) => (
        <DetailLink to={recordDetailPath(row.id)}>{t('view')}</DetailLink>
      ),
    },
  ];

  let body;
  if (store.formsError !== null) {
    body = <LoadError message={store.formsError} onRetry={() => void store.open(wanted)} />;
  } else if (store.formsLoading && store.forms.length === 0) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (store.forms.length === 0) {
    body = <Empty description={t('noForms')} />;
  } else {
    body = (
      <>
        <div className="forms-inbox-toolbar">
          <span className="forms-inbox-filter">
            <span className="forms-inbox-filter-label">{t('form')}</span>
            <Select<number>
              aria-label={t('form')}
              className="forms-inbox-form-select"
              value={store.formId ?? undefined}
              onChange={(id) => void store.selectForm(id)}
              showSearch={{ optionFilterProp: 'label' }}
              options={store.forms.map((f) => ({ value: f.id, label: f.title }))}
            />
          </span>
          <ExportButton busy={store.exporting} disabled={store.formId === null} onExport={() => store.exportFile()} label={t('export')} busyLabel={t('exporting')} />
        </div>
        <Conditions store={store} />
        {list.error !== null && <LoadError message={list.error} onRetry={() => void list.load()} />}
        <FitTable<MessageRow>
          className="forms-inbox-table"
          rowKey="id"
          size="middle"
          loading={list.loading}
          dataSource={list.rows.slice()}
          columns={columns}
          locale={{ emptyText: list.error !== null ? <span /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
          pagination={{
            current: list.page,
            pageSize: list.rowsPerPage,
            total: list.total,
            showSizeChanger: true,
            showTotal: (total) => t('total', { total }),
            onChange: (page, size) => store.setPage(page, size),
          }}
        />
      </>
    );
  }

  return (
    <div className="forms-inbox">
      <h2 className="forms-inbox-title">{t('title')}</h2>
      <Card>{body}</Card>
    </div>
  );
});

export default DataRecordsPage;
