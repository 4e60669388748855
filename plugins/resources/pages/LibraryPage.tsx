// /zhResource/index: the image library — folders (add, rename, delete), files as thumbnails or a
// list, upload with progress and per-file errors, search, paging, rename, move, delete, copy link.
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import FolderAddOutlined from '@ant-design/icons/FolderAddOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { Alert, Button, Card, Input, Pagination, Segmented, Space, Table, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { TOKENS, useService } from '../../../kernel';
import type { ImageRow } from '../../../shared/domain';
import { FileGrid, Thumb, extensionOf } from '../components/FileGrid';
import { FolderTree } from '../components/FolderTree';
import { MoveDialog } from '../components/MoveDialog';
import { NameDialog } from '../components/NameDialog';
import { UploadButton, UploadList } from '../components/UploadPanel';
import { useResourcesT } from '../components/useResourcesT';
import { ALL_FILES, formatSize } from '../store/LibraryBrowser';
import { LIBRARY_STORE } from '../tokens';
import '../resources.css';

type Dialog =
  | { kind: 'addFolder' }
  | { kind: 'renameFolder'; id: number; name: string }
  | { kind: 'rename'; row: ImageRow }
  | { kind: 'move'; ids: number[] }
  | null;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const LibraryPage = observer(function LibraryPage() {
  const store = useService(LIBRARY_STORE);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = useResourcesT();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { list, folders } = store;

  useEffect(() => {
    void store.open();
  }, [store]);

  const currentFolder = store.current === ALL_FILES ? undefined : folders.find(store.current);

  const removeFiles = async (rows: ImageRow[]) => {
    const content = rows.length === 1 ? t('library.removeConfirm', { name: rows[0].name }) : t('library.removeManyConfirm', { count: rows.length });
    const ok = await notifier.confirm({ title: i18n.t('kernel.common.tip'), content, danger: true });
    if (ok && (await store.remove(rows.map((r) => r.id)))) notifier.success(t('library.removed', { count: rows.length }));
  };

  const removeFolder = async () => {
    if (!currentFolder) return;
    const ok = await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t('folders.removeConfirm', { name: currentFolder.name }), danger: true });
    if (ok && (await store.removeFolder(currentFolder.id))) notifier.success(t('folders.removed'));
  };

  const copyLink = async (row: ImageRow) => {
    const url = new URL(row.url, window.location.origin).href;
    if (await copyText(url)) notifier.success(t('library.copied'));
    else notifier.info(t('library.copyFailed', { url }));
  };

  const rowActions = (row: ImageRow) => (
    <Space size={0}>
      <Tooltip title={t('library.rename')}>
        <Button type="text" size="small" icon={<EditOutlined />} aria-label={`${t('library.rename')} ${row.name}`} onClick={() => setDialog({ kind: 'rename', row })} />
      </Tooltip>
      <Tooltip title={t('library.move')}>
        <Button type="text" size="small" icon={<SwapOutlined />} aria-label={`${t('library.move')} ${row.name}`} onClick={() => setDialog({ kind: 'move', ids: [row.id] })} />
      </Tooltip>
      <Tooltip title={t('library.copy')}>
        <Button type="text" size="small" icon={<LinkOutlined />} aria-label={`${t('library.copy')} ${row.name}`} onClick={() => copyLink(row)} />
      </Tooltip>
      <Tooltip title={t('library.remove')}>
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${t('library.remove')} ${row.name}`} onClick={() => removeFiles([row])} />
      </Tooltip>
    </Space>
  );

  const columns: TableProps<ImageRow>['columns'] = [
    { title: t('library.name'), dataIndex: 'name', width: 280, ellipsis: true, render: (name: string, row) => (
      <Space>
        <Thumb row={row} size="small" />
        <a href={row.url} target="_blank" rel="noopener noreferrer">{name}</a>
      </Space>
    ) },
    { title: t('library.type'), key: 'type', width: 80, render: (_: unknown, row) => (row.kind === 'image' ? t('library.image') : extensionOf(row)) },
    { title: t('library.size'), dataIndex: 'size', width: 96, align: 'right', render: (size: number) => formatSize(size) },
    { title: t('library.dimensions'), key: 'dimensions', width: 110, render: (_: unknown, row) => (row.kind === 'image' ? `${row.width}×${row.height}` : '—') },
    { title: t('library.folder'), dataIndex: 'dir_id', width: 150, ellipsis: true, render: (dirId: number) => (dirId ? folders.find(dirId)?.path ?? '—' : t('folders.root')) },
    { title: t('library.uploadedAt'), dataIndex: 'created_at', width: 150, render: (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm') },
    { title: t('library.actions'), key: 'actions', width: 140, render: (_: unknown, row) => rowActions(row) },
  ];

  const selectedCount = store.selected.size;
  const emptyText = list.keyword.trim() ? t('library.emptySearch') : t('library.empty');

  return (
    <Card
      title={t('library.title')}
      className="res-page"
      extra={
        <Space wrap>
          <Input.Search allowClear placeholder={t('library.search')} aria-label={t('library.search')} onSearch={(value) => list.search(value)} className="res-search" />
          <Segmented
            value={store.view}
            onChange={(value) => store.setView(value as 'grid' | 'list')}
            options={[
              { value: 'grid', icon: <AppstoreOutlined />, label: t('library.grid') },
              { value: 'list', icon: <UnorderedListOutlined />, label: t('library.list') },
            ]}
          />
        </Space>
      }
    >
      <div className="res-layout">
        <aside className="res-side" aria-label={t('folders.title')}>
          <div className="res-side-actions">
            <Button size="small" icon={<FolderAddOutlined />} onClick={() => setDialog({ kind: 'addFolder' })}>
              {currentFolder ? t('folders.addSub') : t('folders.add')}
            </Button>
            <Button size="small" disabled={!currentFolder} onClick={() => currentFolder && setDialog({ kind: 'renameFolder', id: currentFolder.id, name: currentFolder.name })}>
              {t('folders.rename')}
            </Button>
            <Button size="small" danger disabled={!currentFolder} onClick={removeFolder}>
              {t('folders.remove')}
            </Button>
          </div>
          <FolderTree browser={store} />
        </aside>
        <section className="res-main">
          <div className="res-toolbar">
            <Space wrap>
              <UploadButton browser={store} label={t('library.upload')} />
              <Button onClick={() => store.selectPage()} disabled={list.rows.length === 0}>
                {t('library.selectPage')}
              </Button>
              {selectedCount > 0 && (
                <>
                  <span className="res-selected-count">{t('library.selected', { count: selectedCount })}</span>
                  <Button icon={<SwapOutlined />} onClick={() => setDialog({ kind: 'move', ids: [...store.selected.keys()] })}>
                    {t('library.batchMove')}
                  </Button>
                  <Button danger icon={<DeleteOutlined />} onClick={() => removeFiles(store.selectedRows)}>
                    {t('library.batchRemove')}
                  </Button>
                  <Button type="link" onClick={() => store.clearSelection()}>
                    {t('library.clearSelection')}
                  </Button>
                </>
              )}
            </Space>
            <span className="res-path">{currentFolder ? currentFolder.path : t('folders.all')}</span>
          </div>
          <UploadList browser={store} />
          {list.error && <Alert type="error" showIcon title={t('loadFailed', { message: list.error })} action={<Button onClick={() => list.load()}>{t('retry')}</Button>} className="res-alert" />}
          {store.view === 'grid' ? (
            <FileGrid rows={list.rows} loading={list.loading} emptyText={emptyText} isSelected={(id) => store.isSelected(id)} onToggle={(row) => store.toggle(row)} actions={rowActions} />
          ) : (
            <Table<ImageRow>
              rowKey="id"
              size="middle"
              loading={list.loading}
              columns={columns}
              dataSource={list.rows}
              locale={{ emptyText }}
              pagination={false}
              scroll={{ x: 1060 }}
              rowSelection={{
                selectedRowKeys: [...store.selected.keys()],
                onSelect: (row) => store.toggle(row),
                onSelectAll: () => store.selectPage(),
              }}
            />
          )}
          <Pagination
            className="res-pagination"
            current={list.page}
            pageSize={list.rowsPerPage}
            total={list.total}
            showSizeChanger
            pageSizeOptions={[10, 20, 50, 100]}
            showTotal={(total) => t('library.total', { total })}
            onChange={(page, size) => list.setPage(page, size)}
            hideOnSinglePage={false}
          />
        </section>
      </div>

      {dialog?.kind === 'addFolder' && (
        <NameDialog
          title={t('folders.addTitle')}
          note={t('folders.addUnder', { path: currentFolder?.path ?? t('folders.root') })}
          label={t('folders.name')}
          placeholder={t('folders.namePlaceholder')}
          maxLength={30}
          requiredMessage={t('folders.nameRequired')}
          okText={i18n.t('kernel.common.confirm')}
          cancelText={i18n.t('kernel.common.cancel')}
          onOk={async (name) => {
            const folder = await folders.mkdir(name, currentFolder?.id ?? 0);
            if (folder) notifier.success(t('folders.added'));
            return folder !== null;
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'renameFolder' && (
        <NameDialog
          title={t('folders.renameTitle')}
          label={t('folders.name')}
          placeholder={t('folders.namePlaceholder')}
          initial={dialog.name}
          maxLength={30}
          requiredMessage={t('folders.nameRequired')}
          okText={i18n.t('kernel.common.confirm')}
          cancelText={i18n.t('kernel.common.cancel')}
          onOk={async (name) => {
            const ok = await folders.rename(dialog.id, name);
            if (ok) notifier.success(t('folders.renamed'));
            return ok;
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t('library.renameTitle')}
          label={t('library.renameLabel')}
          placeholder={t('library.namePlaceholder')}
          initial={dialog.row.name}
          maxLength={100}
          requiredMessage={t('library.nameRequired')}
          okText={i18n.t('kernel.common.confirm')}
          cancelText={i18n.t('kernel.common.cancel')}
          onOk={async (name) => {
            const ok = await store.rename(dialog.row, name);
            if (ok) notifier.success(t('library.renamed'));
            return ok;
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          title={t('library.moveTitle', { count: dialog.ids.length })}
          label={t('library.moveTarget')}
          rootLabel={t('folders.root')}
          folders={folders.flat}
          initial={store.uploadDir}
          okText={i18n.t('kernel.common.confirm')}
          cancelText={i18n.t('kernel.common.cancel')}
          onOk={async (dirId) => {
            const ok = await store.move(dialog.ids, dirId);
            if (ok) notifier.success(t('library.moved', { count: dialog.ids.length }));
            return ok;
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
});

export default LibraryPage;
