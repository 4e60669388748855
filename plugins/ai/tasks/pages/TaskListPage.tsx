// /aiAssistant/taskList (ai_task): the site's writing tasks — name, keywords, progress (done/total),
// stage, status, created — with 查看, 取消 (confirmed) and 重试失败项; 新建任务 opens the form. While a
// task is queued or running the list reads itself again, and the header's task indicator follows it.
import { Alert, Button, Card, Empty, Popconfirm, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOKENS, usePageTitle, useService } from '../../../../kernel';
import type { AiTaskRow, AiTaskStatus } from '../../../../shared/domain/ai/tasks';
import { AiPageFrame } from '../../access/components/AiPageFrame';
import { useModelOff } from '../../access/useModelOff';
import { CellLink } from '../../../../shared/ui/list/CellLink';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import { TaskFormModal } from '../components/TaskFormModal';
import { TaskProgress, TaskStatusTag } from '../components/TaskStatus';
import { PAGE_SIZE } from '../store/TaskListStore';
import { useTasksT } from '../text';
import { TASK_LIST_STORE } from '../tokens';
import '../tasks.css';

const STATUSES: AiTaskStatus[] = ['queued', 'running', 'done', 'failed', 'cancelled'];
export const detailPath = (id: number) => `/aiAssistant/taskDetail?id=${id}`;

const TaskListPage = observer(function TaskListPage() {
  const factory = useService(TASK_LIST_STORE);
  const notifier = useService(TOKENS.notifier);
  const [store] = useState(() => factory);
  const t = useTasksT();
  const navigate = useNavigate();
  // Past tasks and their drafts stay readable without the model; writing needs it.
  const modelOff = useModelOff();
  usePageTitle(t('title'));

  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  const act = async (run: () => Promise<void>, done: string) => {
    try {
      await run();
      notifier.success(done);
    } catch {
      // The kernel has shown the refusal.
    }
  };

  const submit = async () => {
    const editing = store.form.editing;
    if (await store.submit()) notifier.success(editing ? t('updated') : t('saved'));
  };

  return (
    <AiPageFrame needsModel={false}>
    <Card
      title={<h2 className="ui-panel-title">{t('title')}</h2>}
      extra={
        <Space wrap>
          <Select<AiTaskStatus | 'all'>
            value={store.status ?? 'all'}
            style={{ width: 140 }}
            aria-label={t('col.status')}
            onChange={(v) => store.setStatus(v === 'all' ? undefined : v)}
            options={[{ value: 'all', label: t('filterAll') }, ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
          />
          <Button type="primary" disabled={modelOff !== null} title={modelOff ?? undefined} onClick={() => store.openForm()}>{t('create')}</Button>
        </Space>
      }
    >
      <Alert className="ai-task-intro" type="info" showIcon title={t('intro')} />
      {store.error ? (
        <Alert type="error" showIcon title={t('loadFailed', { message: store.error })} action={<Button onClick={() => void store.load()}>{t('reload')}</Button>} />
      ) : (
        <FitTable<AiTaskRow>
          rowKey="id"
          size="middle"
          loading={store.loading && !store.loaded}
          dataSource={store.rows}
          data-testid="ai-task-list"
          locale={{ emptyText: <Empty description={t('empty')} /> }}
          pagination={{ current: store.page, pageSize: PAGE_SIZE, total: store.total, showSizeChanger: false, onChange: (p) => store.setPage(p), hideOnSinglePage: true }}
          columns={[
            { title: t('col.name'), key: 'name', minWidth: 140, render: (_: unknown, row) => <CellLink to={detailPath(row.id)} text={row.name} /> },
            { title: t('col.keywords'), dataIndex: 'keywordCount', width: 90, minWidth: 80, dropOrder: 2 },
            { title: t('col.progress'), key: 'progress', width: 170, minWidth: 150, render: (_: unknown, row) => <TaskProgress done={row.done} total={row.total} status={row.status} /> },
            {
              title: t('col.stage'), key: 'stage', minWidth: 160, dropOrder: 3, ellipsis: { showTitle: true },
              render: (_: unknown, row) => <span className={row.status === 'failed' ? 'ai-task-error' : 'ai-task-stage'} data-testid="ai-task-stage">{row.status === 'failed' ? row.error || row.stage : row.stage}</span>,
            },
            { title: t('col.status'), key: 'status', width: 100, minWidth: 90, render: (_: unknown, row) => <TaskStatusTag status={row.status} /> },
            { title: t('col.created'), key: 'created', width: 160, minWidth: 150, dropOrder: 1, render: (_: unknown, row) => dayjs(row.createdAt).format('YYYY-MM-DD HH:mm') },
            {
              title: t('col.actions'), key: 'actions', width: 220, minWidth: 200,
              render: (_: unknown, row) => (
                <Space size={4} wrap>
                  <Button type="link" size="small" onClick={() => navigate(detailPath(row.id))}>{t('view')}</Button>
                  {row.status === 'queued' && (
                    <Button type="link" size="small" onClick={() => void store.openEdit(row.id).catch(() => undefined)}>{t('editAction')}</Button>
                  )}
                  {(row.status === 'queued' || row.status === 'running') && (
                    <Popconfirm title={t('cancelConfirm')} okText={t('confirmOk')} cancelText={t('confirmNo')} onConfirm={() => act(() => store.cancel(row.id), t('cancelled'))}>
                      <Button type="link" size="small" danger>{t('cancel')}</Button>
                    </Popconfirm>
                  )}
                  {(row.status === 'failed' || row.status === 'cancelled') && (
                    <Button type="link" size="small" disabled={modelOff !== null} title={modelOff ?? undefined} onClick={() => act(() => store.retry(row.id), t('retried'))}>{t('retry')}</Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
      {store.total > 0 && <Typography.Text type="secondary" className="ai-task-total">{t('total', { total: store.total })}</Typography.Text>}
      <TaskFormModal form={store.form} open={store.formOpen} onSubmit={() => void submit()} onClose={() => store.closeForm()} />
    </Card>
    </AiPageFrame>
  );
});

export default TaskListPage;
