// /zhProduct/capture (product_capture; no breadcrumb, 产品列表 stays highlighted, §2): the addresses
// of suppliers' product pages, one a line (counted, at most 20, each line the rule refuses pointed
// out as typed), a category, 开始采集 — then the capture task's progress and a row per address (成功
// with a link to the new product's edit page, or the reason). The task's id rides in the address
// (?task=), so a reload shows the same capture, still moving if it is.
import { Alert, Button, Card, Form, Input, Space, Spin, TreeSelect, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useClickGuard, usePageTitle, useService } from '../../../../kernel';
import type { ProductCategory } from '../../../../shared/domain/product';
import { InlineTask } from '../../../../shared/ui/task/InlineTask';
import { PRODUCT_CAPTURE } from '../../tokens';
import { CaptureResults } from './CaptureResults';
import { CAPTURE_MAX, type CaptureStore } from './CaptureStore';
import { useCaptureT } from './captureText';
import './capture.css';

const LIST_PATH = '/zhProduct/list';

type TreeNode = { value: number; title: string; children: TreeNode[] };
const treeOf = (nodes: ProductCategory[]): TreeNode[] => nodes.map((n) => ({ value: n.id, title: n.name, children: treeOf(n.children ?? []) }));

function taskOf(raw: string | null): number | null {
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

const CapturePage = observer(function CapturePage() {
  const factory = useService(PRODUCT_CAPTURE);
  const [store] = useState(factory);
  const [params, setParams] = useSearchParams();
  const taskId = taskOf(params.get('task'));
  const t = useCaptureT();
  const navigate = useNavigate();
  usePageTitle(t('title'));

  useEffect(() => {
    void store.loadCategories();
    return () => store.dispose();
  }, [store]);

  // The address decides what is shown: a task (just started, or after a reload), or the form.
  useEffect(() => {
    if (taskId !== null) void store.show(taskId);
    else if (store.taskId !== null) store.reset();
  }, [store, taskId]);

  return (
    <Card
      title={<h2 className="capture-heading">{t('title')}</h2>}
      extra={<Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>}
      className="capture-card"
    >
      {taskId === null ? (
        <CaptureForm store={store} onStarted={(id) => setParams({ task: String(id) })} />
      ) : (
        <CaptureRun store={store} taskId={taskId} onAgain={() => setParams({})} />
      )}
    </Card>
  );
});

const CaptureForm = observer(function CaptureForm({ store, onStarted }: { store: CaptureStore; onStarted: (taskId: number) => void }) {
  const t = useCaptureT();
  const guard = useClickGuard();
  const parsed = store.parsed;
  const tree = useMemo(() => [{ value: 0, title: t('noCategory'), children: [] }, ...treeOf(store.categories)], [store.categories, t]);
  // The whole list's problem once something was typed (an empty box is no mistake yet).
  const problem = store.text.trim() !== '' ? parsed.problem : null;

  const start = async () => {
    if (!store.ready || !guard.trigger()) return;
    const id = await store.start();
    if (id !== null) onStarted(id);
  };

  return (
    <Form layout="vertical" component="div" className="capture-form">
      <Alert type="info" showIcon title={t('intro', { max: CAPTURE_MAX })} className="capture-intro" />
      <Form.Item
        label={t('urls')}
        htmlFor="capture-urls"
        required
        validateStatus={problem || parsed.issues.length ? 'error' : undefined}
        extra={<span className={store.count > CAPTURE_MAX ? 'capture-count capture-count-over' : 'capture-count'} data-testid="capture-count">{t('count', { count: store.count, max: CAPTURE_MAX })}</span>}
      >
        <Input.TextArea
          id="capture-urls"
          value={store.text}
          onChange={(e) => store.setText(e.target.value)}
          rows={10}
          placeholder={t('urlsPlaceholder')}
          spellCheck={false}
          className="capture-urls"
        />
      </Form.Item>
      {(problem || parsed.issues.length > 0) && (
        <ul className="capture-issues" role="alert" data-testid="capture-issues">
          {problem && <li>{problem}</li>}
          {parsed.issues.map((issue) => (
            <li key={issue.line}>{issue.message}</li>
          ))}
        </ul>
      )}
      <Form.Item label={t('category')} htmlFor="capture-category" extra={store.categoriesUnavailable ? t('categoriesUnavailable') : undefined}>
        <TreeSelect
          id="capture-category"
          value={store.typeId}
          onChange={(v: number) => store.setType(v ?? 0)}
          treeData={tree}
          treeDefaultExpandAll
          disabled={store.categoriesUnavailable}
          className="capture-category"
          style={{ width: 360, maxWidth: '100%' }}
          aria-label={t('category')}
        />
      </Form.Item>
      <Button type="primary" onClick={start} loading={store.starting} disabled={!store.ready || guard.blocked}>
        {t('start')}
      </Button>
    </Form>
  );
});

const CaptureRun = observer(function CaptureRun({ store, taskId, onAgain }: { store: CaptureStore; taskId: number; onAgain: () => void }) {
  const t = useCaptureT();
  const { ok, failed } = store.counts;
  return (
    <div className="capture-run">
      <section aria-label={t('progress')} className="capture-progress">
        <Typography.Title level={5}>{t('progress')}</Typography.Title>
        <InlineTask taskId={taskId} onFinished={() => void store.refresh()} />
      </section>
      <section aria-label={t('results')}>
        <div className="capture-results-head">
          <Typography.Title level={5}>{t('results')}</Typography.Title>
          {store.result && <Typography.Text type="secondary" data-testid="capture-summary">{t('summary', { ok, failed })}</Typography.Text>}
        </div>
        {store.resultError ? (
          <Alert type="error" showIcon title={t('loadFailed', { message: store.resultError })} action={<Button onClick={() => void store.refresh()}>{t('retry')}</Button>} />
        ) : store.result ? (
          <CaptureResults rows={store.rows} />
        ) : (
          <Spin />
        )}
      </section>
      {store.finished && (
        <Space className="capture-again">
          <Button type="primary" onClick={onAgain}>
            {t('again')}
          </Button>
        </Space>
      )}
    </div>
  );
});

export default CapturePage;
