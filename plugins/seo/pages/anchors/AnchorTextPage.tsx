// /seoSetting/anchorText: the site's anchors — search, paging, add/edit in a dialog, removal of one
// or of the selected (confirmed), import (.txt/.xlsx with 新增/重复/无效 counts), and the bulk
// tasks 全部更新 / 清除锚文本 with their progress and result on the page.
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Alert, Button, Space, Typography, Upload } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { TOKENS, useClickGuard, useService } from '../../../../kernel';
import type { Anchor } from '../../../../shared/domain';
import { CellLink } from '../../../../shared/ui/list/CellLink';
import { ListPageCard } from '../../../../shared/ui/list/ListPageCard';
import { SelectionBar } from '../../../../shared/ui/list/SelectionBar';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import { InlineTask } from '../../../../shared/ui/task/InlineTask';
import { ANCHOR_STORE } from '../../tokens';
import { AnchorEditModal } from './AnchorEditModal';

const AnchorTextPage = observer(function AnchorTextPage() {
  const store = useService(ANCHOR_STORE);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`seo.anchors.${key}`, params);
  const [editing, setEditing] = useState<Anchor | 'new' | null>(null);
  // One guard per button: a guard shared by both would swallow 清除锚文本 right after a quick 全部更新.
  const applyGuard = useClickGuard();
  const clearGuard = useClickGuard();
  const list = store.list;

  useEffect(() => {
    void list.load();
    void store.loadSettings();
  }, [list, store]);

  const bulk = (kind: 'applyAll' | 'clearAll') => {
    if ((kind === 'applyAll' ? applyGuard : clearGuard).trigger()) void store.startBulk(kind);
  };

  const columns: FitColumn<Anchor>[] = [
    { title: t('word'), dataIndex: 'word', minWidth: 120, render: (word: string, row) => <CellLink onOpen={() => setEditing(row)} text={word} /> },
    { title: t('link'), dataIndex: 'link', minWidth: 160, ellipsis: true },
    { title: t('weight'), dataIndex: 'weight', width: 80, minWidth: 64, align: 'right' },
    { title: t('useCount'), dataIndex: 'use_count', width: 96, minWidth: 80, align: 'right', render: (n: number, row) => <span data-testid={`anchor-uses-${row.word}`}>{n}</span> },
    { title: t('updated'), dataIndex: 'updated_at', width: 150, minWidth: 140, dropOrder: 1, render: (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm') },
    {
      title: t('actions'),
      key: 'actions',
      width: 130,
      minWidth: 120,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(row)} aria-label={`${t('edit')} ${row.word}`}>{t('edit')}</Button>
          <Button type="link" size="small" danger disabled={store.busy} onClick={() => store.remove([row])} aria-label={`${t('remove')} ${row.word}`}>{t('remove')}</Button>
        </Space>
      ),
    },
  ];

  const result = store.bulkResult;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      {store.settings && !store.settings.enabled && (
        <Alert type="warning" showIcon title={t('disabledTip')} action={<Button size="small" onClick={() => navigate('/seoSetting/anchorTextSetting')}>{t('toSettings')}</Button>} />
      )}
      {store.bulkTaskId !== null && <InlineTask taskId={store.bulkTaskId} onFinished={(task) => void store.bulkFinished(task)} />}
      {result && (
        <Alert type="success" showIcon data-testid="anchor-bulk-result"
          title={t(result.kind === 'applyAll' ? 'applyAllDone' : 'clearAllDone', { updated: result.updated, links: result.links })} />
      )}
      {store.lastImport && <Alert type="info" showIcon title={t('importResult', { ...store.lastImport })} />}
      <ListPageCard<Anchor>
        title={t('title')}
        list={list}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('search')}
        addLabel={t('add')}
        onAdd={() => setEditing('new')}
        emptyText={t('empty')}
        totalText={(n) => t('total', { total: n })}
        errorText={(message) => t('loadFailed', { message })}
        retryText={t('retry')}
        rowSelection={{ selectedRowKeys: store.selected, onChange: (keys) => store.select(keys as number[]) }}
        extra={
          <>
            <SelectionBar count={store.selected.length} countText={t('selected', { count: store.selected.length })}
              actionText={t('removeSelected')} busy={store.busy} onAction={() => store.removeSelected()} />
            <Upload accept=".txt,.xlsx" showUploadList={false} beforeUpload={(file) => { void store.importFile(file); return false; }}>
              <Button icon={<UploadOutlined />} loading={store.importing} title={t('importHint')}>{t('import')}</Button>
            </Upload>
            <Button onClick={() => bulk('applyAll')} disabled={store.busy}>{t('applyAll')}</Button>
            <Button danger onClick={() => bulk('clearAll')} disabled={store.busy}>{t('clearAll')}</Button>
          </>
        }
      />
      <AnchorEditModal target={editing} onClose={() => setEditing(null)} />
    </Space>
  );
});

export default AnchorTextPage;
