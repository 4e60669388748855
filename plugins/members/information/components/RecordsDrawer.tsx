// 管理记录: a lookup's records in a drawer — searched, paged, selected for removal (confirmed), each
// added or edited in a dialog built from the fields; 导入 shows the Excel import and its history.
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Drawer, Input, Space, Table } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useService } from '../../../../kernel';
import type { InfoRecordRow } from '../../../../shared/domain/members';
import { SelectionBar } from '../../../../shared/ui/list/SelectionBar';
import { INFO_RECORDS } from '../tokens';
import { FieldValue } from './FieldValue';
import { ImportSection } from './ImportSection';
import { useInfoT } from './infoText';
import { RecordDialog } from './RecordDialog';

export interface RecordsDrawerProps {
  queryId: number | null;
  onClose(): void;
}

export const RecordsDrawer = observer(function RecordsDrawer({ queryId, onClose }: RecordsDrawerProps) {
  const store = useService(INFO_RECORDS);
  const t = useInfoT('records');
  const tt = useInfoT();
  const [editing, setEditing] = useState<InfoRecordRow | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const list = store.records;

  useEffect(() => {
    setImporting(false);
    if (queryId) void store.open(queryId);
    else store.close();
  }, [queryId, store]);

  const query = store.query;
  const showImport = importing || store.importTaskId !== null;
  const columns = [
    ...store.fields.map((f) => ({
      title: f.name,
      dataIndex: ['values', f.key],
      key: f.key,
      width: f.type === 'image' ? 90 : 160,
      render: (value: string) => <FieldValue type={f.type} value={value ?? ''} />,
    })),
    {
      title: t('actions'), key: 'actions', width: 80, fixed: 'right' as const,
      render: (_: unknown, row: InfoRecordRow) => <Button type="link" size="small" onClick={() => setEditing(row)}>{t('edit')}</Button>,
    },
  ];

  return (
    <Drawer
      open={queryId !== null}
      onClose={onClose}
      size="min(1100px, 92vw)"
      title={query ? t('title', { title: query.title }) : ' '}
      destroyOnHidden
      extra={query && (
        <Space>
          <Button icon={<ImportOutlined />} type={showImport ? 'primary' : 'default'} ghost={showImport} onClick={() => setImporting(!importing)} aria-pressed={showImport}>{t('import')}</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('add')}</Button>
        </Space>
      )}
    >
      {store.loadError && <Alert type="error" showIcon title={store.loadError} />}
      {query && (
        <Space orientation="vertical" size={16} className="info-block">
          {showImport && <ImportSection />}
          <div className="info-toolbar">
            <Input.Search allowClear placeholder={t('search')} aria-label={t('search')} onSearch={(v) => list.search(v)} className="info-search" />
            <SelectionBar count={store.selected.length} countText={t('selected', { count: store.selected.length })} actionText={t('removeSelected')} busy={store.removing} onAction={() => void store.removeSelected()} />
          </div>
          {list.error && <Alert type="error" showIcon title={tt('loadFailed', { message: list.error })} action={<Button onClick={() => list.load()}>{tt('retry')}</Button>} />}
          <Table<InfoRecordRow>
            rowKey="id"
            size="middle"
            loading={list.loading}
            columns={columns}
            dataSource={list.rows}
            scroll={{ x: 'max-content' }}
            rowSelection={{ selectedRowKeys: store.selected, onChange: (keys) => store.select(keys as number[]) }}
            locale={{ emptyText: t('empty') }}
            pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, showSizeChanger: true, showTotal: (n) => t('total', { total: n }), onChange: (p, s) => list.setPage(p, s) }}
          />
        </Space>
      )}
      <RecordDialog target={editing} onClose={() => setEditing(null)} />
    </Drawer>
  );
});
