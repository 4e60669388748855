// 网站备份 (/zhSetting/websiteBackup, key website_backup): 立即备份 starts a task whose progress shows
// here (and again after a reload: the list names the running task); the list of the site's backups
// with 下载, 恢复 (after 恢复将覆盖当前网站的全部数据，是否继续？) and 删除 (confirmed).
import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Alert, Button, Empty, Space, Tag, Tooltip, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TOKENS, useClickGuard, useService } from '../../../../kernel';
import { backupSizeText, type BackupRow } from '../../../../shared/domain/settings/backup';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import { InlineTask } from '../../../../shared/ui/task/InlineTask';
import { BACKUP_STORE } from '../tokens';
import './backup.css';

const STATUS_COLOR: Record<string, string> = { running: 'processing', ready: 'green', failed: 'red' };

const BackupPage = observer(function BackupPage() {
  const store = useService(BACKUP_STORE);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`settings.backup.${key}`, params);
  // Separate guards: a restore clicked does not hold 立即备份 back, nor the reverse.
  const guard = useClickGuard();
  const restoreGuard = useClickGuard();
  useEffect(() => {
    void store.load();
  }, [store]);

  const columns: FitColumn<BackupRow>[] = [
    {
      title: t('name'), dataIndex: 'name', minWidth: 230,
      render: (name: string, row) => (
        <Space orientation="vertical" size={0}>
          <span className="bk-name">{name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t(`source.${row.source}`)}</Typography.Text>
        </Space>
      ),
    },
    { title: t('size'), dataIndex: 'size', width: 100, minWidth: 90, render: (size: number, row) => (row.status === 'ready' ? backupSizeText(size) : '—') },
    {
      title: t('content'), key: 'content', width: 210, minWidth: 190, dropOrder: 1, className: 'bk-nowrap',
      render: (_: unknown, row) => (row.status === 'ready' ? t('contentText', { rows: row.rows, files: row.files }) : '—'),
    },
    { title: t('time'), dataIndex: 'created_at', width: 170, minWidth: 160, render: (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss') },
    {
      title: t('status'), dataIndex: 'status', width: 90, minWidth: 80,
      render: (status: string, row) => {
        const tag = <Tag color={STATUS_COLOR[status]} data-testid={`backup-status-${row.id}`}>{t(`statusText.${status}`)}</Tag>;
        return row.error ? <Tooltip title={row.error}>{tag}</Tooltip> : tag;
      },
    },
    { title: t('operator'), dataIndex: 'operator', width: 120, minWidth: 110, dropOrder: 2, className: 'bk-nowrap', render: (name: string) => name || '—' },
    {
      title: t('actions'), key: 'actions', width: 170, minWidth: 170,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" disabled={row.status !== 'ready'} loading={store.downloading === row.id} onClick={() => void store.download(row)}>{t('download')}</Button>
          <Button type="link" size="small" disabled={row.status !== 'ready' || store.busy || restoreGuard.blocked} onClick={() => restoreGuard.trigger() && void store.restore(row)} data-testid={`backup-restore-${row.id}`}>{t('restore')}</Button>
          <Button type="link" size="small" danger disabled={row.status === 'running'} loading={store.removing === row.id} onClick={() => void store.remove(row)}>{t('remove')}</Button>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="backup-page">
      <Typography.Paragraph type="secondary">{t('intro', { keep: store.keep })}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={store.starting}
          disabled={store.busy || guard.blocked}
          onClick={() => guard.trigger() && void store.startBackup()}
          data-testid="backup-start"
        >
          {t('start')}
        </Button>
        <Upload
          accept=".zip,application/zip"
          showUploadList={false}
          disabled={store.uploading !== null}
          beforeUpload={(file) => {
            void store.upload(file, file.name);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={store.uploading !== null} data-testid="backup-upload">
            {store.uploading !== null ? t('uploading', { percent: store.uploading }) : t('upload')}
          </Button>
        </Upload>
      </Space>
      {store.active && (
        <div style={{ marginBottom: 16 }} data-testid="backup-task">
          <Alert type="info" showIcon icon={<CloudDownloadOutlined />} title={t(`running.${store.active.kind}`)} style={{ marginBottom: 8 }} />
          <InlineTask taskId={store.active.id} onFinished={(task) => void store.taskFinished(task)} />
        </div>
      )}
      {store.error && (
        <Alert type="error" showIcon title={t('loadFailed', { message: store.error })} action={<Button onClick={() => void store.load()}>{t('retry')}</Button>} style={{ marginBottom: 16 }} />
      )}
      <FitTable<BackupRow>
        rowKey="id"
        loading={store.loading && !store.loaded}
        columns={columns}
        dataSource={store.rows}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
        pagination={{
          current: store.page, pageSize: store.rowsPerPage, total: store.total, showSizeChanger: true, hideOnSinglePage: store.total <= 10,
          showTotal: (n) => t('total', { total: n }), onChange: (p, s) => store.setPage(p, s),
        }}
        data-testid="backup-table"
      />
    </div>
  );
});

export default BackupPage;
