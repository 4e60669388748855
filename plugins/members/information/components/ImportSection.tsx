// The import in the records drawer: the template, an .xlsx picked (checked here, again by the
// server), 开始导入; then the running import's progress (found again after a reload) and what it
// ended with, with its error file; under it the lookup's import history.
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Alert, Button, Card, Space, Table, Tag, Typography, Upload } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService } from '../../../../kernel';
import { isTaskFinished } from '../../../../shared/domain';
import type { InfoImportResult, InfoImportRow } from '../../../../shared/domain/members';
import { InlineTask } from '../../../../shared/ui/task/InlineTask';
import { INFO_RECORDS } from '../tokens';
import { timeText, useInfoT } from './infoText';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const STATE_COLORS: Record<string, string> = { queued: 'default', running: 'processing', succeeded: 'success', failed: 'error', cancelled: 'default' };

export const ImportSection = observer(function ImportSection() {
  const store = useService(INFO_RECORDS);
  const t = useInfoT('records');
  const task = store.importTask;
  useEffect(() => {
    if (task) store.importEnded(task);
  }, [task, task?.state, store]);
  const result = task?.state === 'succeeded' ? (task.result as InfoImportResult | null) : null;

  return (
    <Card size="small" title={t('importTitle')} className="info-import" data-testid="info-import">
      {store.importTaskId === null ? (
        <Space orientation="vertical" size={12} className="info-block">
          <Alert type="info" showIcon title={t('importHint')} action={<Button size="small" icon={<DownloadOutlined />} onClick={() => void store.downloadTemplate()}>{t('template')}</Button>} />
          <Space wrap>
            <Upload accept={XLSX_ACCEPT} showUploadList={false} maxCount={1} beforeUpload={(file) => { store.pickFile(file); return false; }}>
              <Button icon={<UploadOutlined />}>{t('pickFile')}</Button>
            </Upload>
            {store.file && <span className="info-file" data-testid="info-import-file"><PaperClipOutlined /> {store.file.name}</span>}
            <Button type="primary" loading={store.starting} disabled={!store.file} onClick={() => void store.startImport()}>{t('start')}</Button>
          </Space>
          {store.fileError && <Typography.Text type="danger" role="alert">{store.fileError}</Typography.Text>}
        </Space>
      ) : (
        <div className="info-block">
          <InlineTask taskId={store.importTaskId} />
          {result && (
            <div className="info-import-result" data-testid="info-import-result">
              <Typography.Text>{result.failed ? t('resultText', { rows: result.rows, added: result.added, failed: result.failed }) : t('allImported')}</Typography.Text>
              {result.failed > 0 && <Button size="small" type="link" onClick={() => void store.downloadErrors(store.importTaskId!)}>{t('downloadErrors')}</Button>}
            </div>
          )}
          {task && isTaskFinished(task) && <Button size="small" onClick={() => store.dismissImport()}>{t('close')}</Button>}
        </div>
      )}
      <Typography.Title level={5} className="info-history-title">{t('history')}</Typography.Title>
      <Table<InfoImportRow>
        size="small"
        rowKey="id"
        loading={store.history.loading}
        dataSource={store.history.rows}
        locale={{ emptyText: t('historyEmpty') }}
        scroll={{ x: 'max-content' }}
        pagination={{ current: store.history.page, pageSize: store.history.rowsPerPage, total: store.history.total, size: 'small', hideOnSinglePage: true, onChange: (p) => store.history.setPage(p) }}
        columns={[
          { title: t('file'), dataIndex: 'file_name', render: (name: string) => <span className="info-clip" title={name}>{name}</span> },
          { title: t('state'), dataIndex: 'state', width: 90, render: (state: string) => <Tag color={STATE_COLORS[state]}>{t(`states.${state}`)}</Tag> },
          { title: t('counts'), key: 'counts', render: (_: unknown, r) => (r.state === 'succeeded' ? t('countsText', { rows: r.rows, added: r.added, failed: r.failed }) : '—') },
          { title: t('operator'), dataIndex: 'operator', width: 100 },
          { title: t('time'), dataIndex: 'created_at', width: 140, render: (at: number) => timeText(at) },
          {
            title: t('errorFile'), key: 'errors', width: 110,
            render: (_: unknown, r) => (r.has_errors ? <Button size="small" type="link" onClick={() => void store.downloadErrors(r.task_id)}>{t('downloadErrors')}</Button> : '—'),
          },
        ]}
      />
    </Card>
  );
});
