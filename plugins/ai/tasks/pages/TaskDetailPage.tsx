// /aiAssistant/taskDetail?id= (ai_task; hidden, AI写作任务 stays highlighted): the task's progress
// and stage (or why it stopped), 取消 / 重试失败项, and each article: keyword, title (a link to the
// draft in content's editor), state, tokens, the reason it was skipped or failed. Read again while
// the task moves, so a reload finds it where it is.
import { Alert, Button, Card, Descriptions, Popconfirm, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle, useService } from '../../../../kernel';
import type { AiTaskDetail, AiTaskItem } from '../../../../shared/domain/ai/tasks';
import { AiPageFrame } from '../../access/components/AiPageFrame';
import { useModelOff } from '../../access/useModelOff';
import { CellLink } from '../../../../shared/ui/list/CellLink';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import { ItemStatusTag, TaskProgress, TaskStatusTag } from '../components/TaskStatus';
import type { TaskDetailStore } from '../store/TaskDetailStore';
import { useTasksT } from '../text';
import { TASK_DETAIL_STORE } from '../tokens';
import '../tasks.css';

const LIST_PATH = '/aiAssistant/taskList';
const draftPath = (type: number, id: number) => `/zhContent/add?type=${type}&id=${id}`;

function idOf(raw: string | null): number | null {
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

const TaskDetailPage = observer(function TaskDetailPage() {
  const factory = useService(TASK_DETAIL_STORE);
  const [store] = useState(() => factory);
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const t = useTasksT();
  const navigate = useNavigate();
  usePageTitle(t('detailTitle'));

  useEffect(() => {
    if (id !== null) void store.show(id);
    return undefined;
  }, [store, id]);
  useEffect(() => () => store.dispose(), [store]);

  const d = store.detail;
  return (
    <AiPageFrame needsModel={false}>
    <Card title={<h2 className="ui-panel-title">{d ? d.name : t('detailTitle')}</h2>} extra={<Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>}>
      {store.error || id === null ? (
        <Alert type="error" showIcon title={store.error ?? t('loadFailed', { message: '' })} action={id !== null ? <Button onClick={() => void store.show(id)}>{t('reload')}</Button> : undefined} />
      ) : !d ? (
        <Spin />
      ) : (
        <>
          <TaskHead store={store} detail={d} />
          <FitTable<AiTaskItem>
            rowKey="id"
            size="middle"
            dataSource={d.items}
            pagination={d.items.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            data-testid="ai-task-items"
            columns={[
              { title: t('col.seq'), dataIndex: 'seq', width: 64, minWidth: 56 },
              { title: t('col.keyword'), dataIndex: 'keyword', width: 160, minWidth: 120, ellipsis: { showTitle: true } },
              {
                title: t('col.articleTitle'), key: 'title', minWidth: 180,
                render: (_: unknown, item) => (item.articleId > 0 ? <CellLink to={draftPath(d.form.articleType, item.articleId)} text={item.title} /> : <span>{item.title}</span>),
              },
              { title: t('col.itemStatus'), key: 'status', width: 100, minWidth: 90, render: (_: unknown, item) => <ItemStatusTag status={item.status} /> },
              { title: t('col.tokens'), dataIndex: 'tokens', width: 110, minWidth: 90, dropOrder: 2, render: (n: number) => (n > 0 ? n.toLocaleString() : '—') },
              { title: t('col.error'), dataIndex: 'error', minWidth: 140, dropOrder: 1, ellipsis: { showTitle: true }, render: (e: string) => <span className="ai-task-error">{e}</span> },
            ]}
          />
        </>
      )}
    </Card>
    </AiPageFrame>
  );
});

const TaskHead = observer(function TaskHead({ store, detail: d }: { store: TaskDetailStore; detail: AiTaskDetail }) {
  const modelOff = useModelOff();
  const t = useTasksT();
  const count = (s: AiTaskItem['status']) => d.items.filter((i) => i.status === s).length;
  const moving = d.status === 'queued' || d.status === 'running';
  return (
    <div className="ai-task-head">
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
        <Descriptions.Item label={t('col.status')}><TaskStatusTag status={d.status} /></Descriptions.Item>
        <Descriptions.Item label={t('col.progress')}><TaskProgress done={d.done} total={d.total} status={d.status} /></Descriptions.Item>
        <Descriptions.Item label={t('col.created')}>{dayjs(d.createdAt).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
        <Descriptions.Item label={t('col.stage')} span={3}>
          <span className={d.status === 'failed' ? 'ai-task-error' : 'ai-task-stage'} data-testid="ai-task-stage">
            {d.status === 'failed' ? d.error || d.stage : d.status === 'queued' ? `${d.stage}（${t('stageQueued')}）` : d.stage}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('articles')} span={3}>
          {t('summary', { total: d.total, written: count('done'), skipped: count('skipped'), failed: count('failed') })}
        </Descriptions.Item>
      </Descriptions>
      <Space className="ai-task-actions">
        {moving && (
          <Popconfirm title={t('cancelConfirm')} okText={t('confirmOk')} cancelText={t('confirmNo')} onConfirm={() => store.cancel()}>
            <Button danger loading={store.busy}>{t('cancel')}</Button>
          </Popconfirm>
        )}
        {(d.status === 'failed' || d.status === 'cancelled') && (
          <Button onClick={() => void store.retry()} loading={store.busy} disabled={modelOff !== null} title={modelOff ?? undefined}>{t('retry')}</Button>
        )}
      </Space>
    </div>
  );
});

export default TaskDetailPage;
