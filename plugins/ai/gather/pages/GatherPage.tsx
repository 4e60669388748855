// /aiAssistant/gather (公众号采集, ai_gather): a WeChat article link (checked as typed), the draft's
// type and category, the AI switches (off, with the reason, when the model is not configured), and
// 开始采集 (disabled while the gather runs: it fetches the page and its pictures, seconds). Then the
// draft made with a link to its editor, or the refusal (该文章已采集过 links the earlier draft); the
// latest gather and the paged history with each record's detail.
import { Alert, Button, Descriptions, Form, Input, Modal, Result, Select, Space, Switch, Tooltip } from 'antd';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useService, useT } from '../../../../kernel';
import { GATHER_ARTICLE_TYPES, type AiGatherRecord, type GatherArticleType } from '../../../../shared/domain/ai/gather';
import { Panel } from '../../../../shared/ui/panel/Panel';
import { AiPageFrame } from '../../access/components/AiPageFrame';
import { HISTORY_ROWS, type GatherStore } from '../store/GatherStore';
import { GATHER_STORE } from '../tokens';

/** The content plugin's editor of an article (its /zhContent/add route, with the draft's type and id). */
export const draftEditPath = (type: number, id: number) => `/zhContent/add?type=${type}&id=${id}`;
const time = (ms: number | null) => (ms === null ? '—' : dayjs(ms).format('YYYY-MM-DD HH:mm'));

const DraftLink = ({ record }: { record: Pick<AiGatherRecord, 'articleId' | 'articleType'> }) => {
  const t = useT();
  return record.articleId ? <Link to={draftEditPath(record.articleType, record.articleId)}>{t('ai.gather.editDraft')}</Link> : <span>{t('ai.gather.draftGone')}</span>;
};

/** The draft's editor as a row action, aligned with the row's other buttons. */
const DraftButton = ({ record }: { record: Pick<AiGatherRecord, 'articleId' | 'articleType'> }) => {
  const t = useT();
  const navigate = useNavigate();
  return record.articleId
    ? <Button type="link" size="small" onClick={() => navigate(draftEditPath(record.articleType, record.articleId))}>{t('ai.gather.editDraft')}</Button>
    : <span>{t('ai.gather.draftGone')}</span>;
};

const GatherForm = observer(function GatherForm({ store }: { store: GatherStore }) {
  const t = useT();
  const off = store.aiOffReason;
  const aiSwitch = (label: string, help: string, checked: boolean, set: (on: boolean) => void) => (
    <Form.Item label={label} extra={off ?? help}>
      <Tooltip title={off}>
        <Switch checked={checked} disabled={!!off || store.running} onChange={set} aria-label={label} />
      </Tooltip>
    </Form.Item>
  );
  return (
    <Form layout="horizontal" labelCol={{ flex: '120px' }} style={{ maxWidth: 760 }} onFinish={() => void store.gather()}>
      <Form.Item label={t('ai.gather.url')} required validateStatus={store.urlProblem ? 'error' : undefined} help={store.urlProblem ?? undefined}>
        <Input value={store.url} onChange={(e) => store.setUrl(e.target.value)} placeholder={t('ai.gather.urlPlaceholder')} aria-label={t('ai.gather.url')}
          disabled={store.running} maxLength={2000} allowClear data-testid="gather-url" />
      </Form.Item>
      <Form.Item label={t('ai.gather.type')}>
        <Select<GatherArticleType> value={store.articleType} onChange={(v) => store.setType(v)} disabled={store.running} style={{ width: 200 }} aria-label={t('ai.gather.type')}
          options={GATHER_ARTICLE_TYPES.map((type) => ({ value: type, label: t(`ai.gather.types.${type}`) }))} />
      </Form.Item>
      <Form.Item label={t('ai.gather.category')}>
        <Select<number> value={store.categoryId} onChange={(v) => store.setCategory(v)} disabled={store.running} style={{ width: 260 }} aria-label={t('ai.gather.category')}
          options={[{ value: 0, label: t('ai.gather.uncategorised') }, ...store.categories.map((c) => ({ value: c.id, label: `${'　'.repeat(c.depth)}${c.name}` }))]} />
      </Form.Item>
      {aiSwitch(t('ai.gather.aiSummary'), t('ai.gather.aiSummaryHelp'), store.aiSummaryOn, (on) => store.setAiSummary(on))}
      {aiSwitch(t('ai.gather.aiRewrite'), t('ai.gather.aiRewriteHelp'), store.aiRewriteOn, (on) => store.setAiRewrite(on))}
      <Form.Item label=" " colon={false} extra={store.running ? t('ai.gather.running') : undefined}>
        <Button type="primary" htmlType="submit" loading={store.running} disabled={!store.canGather && !store.running}>{t('ai.gather.start')}</Button>
      </Form.Item>
    </Form>
  );
});

const Outcome = observer(function Outcome({ store }: { store: GatherStore }) {
  const t = useT();
  if (store.refusal) {
    const dup = store.refusal.duplicate;
    return (
      <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={store.refusal.message}
        description={dup ? <span>{dup.title} {dup.articleId ? <Link to={draftEditPath(dup.articleType, dup.articleId)}>{t('ai.gather.viewDraft')}</Link> : t('ai.gather.draftGone')}</span> : undefined} />
    );
  }
  const r = store.result;
  if (!r) return null;
  return (
    <Result status="success" title={t('ai.gather.done')} style={{ padding: '16px 0' }} data-testid="gather-result"
      subTitle={<Descriptions column={1} size="small" style={{ maxWidth: 560, margin: '0 auto', textAlign: 'left' }} items={[
        { key: 'title', label: t('ai.gather.draft'), children: r.title },
        { key: 'account', label: t('ai.gather.account'), children: r.accountName || '—' },
        { key: 'images', label: t('ai.gather.images'), children: t('ai.gather.imagesCount', { saved: r.imagesSaved, failed: r.imagesFailed }) },
      ]} />}
      extra={r.articleId ? <Link to={draftEditPath(r.articleType, r.articleId)}><Button type="primary">{t('ai.gather.editDraft')}</Button></Link> : null} />
  );
});

const Last = observer(function Last({ store }: { store: GatherStore }) {
  const t = useT();
  const last = store.last;
  return (
    <p data-testid="gather-last" style={{ color: 'var(--ant-color-text-secondary, #666)' }}>
      {t('ai.gather.last')}：{last ? <>{last.title}（{time(last.createdAt)}，{t('ai.gather.imagesCount', { saved: last.imagesSaved, failed: last.imagesFailed })}） <DraftLink record={last} /></> : t('ai.gather.lastNone')}
    </p>
  );
});

const History = observer(function History({ store }: { store: GatherStore }) {
  const t = useT();
  return (
    <FitTable<AiGatherRecord> rowKey="id" size="middle" loading={store.historyLoading} dataSource={store.history} data-testid="gather-history"
      pagination={{ current: store.historyPage, pageSize: HISTORY_ROWS, total: store.historyTotal, showSizeChanger: false, onChange: (page) => void store.loadHistory(page) }}
      columns={[
        { title: t('ai.gather.draft'), dataIndex: 'title', minWidth: 160, ellipsis: { showTitle: true } },
        { title: t('ai.gather.account'), dataIndex: 'accountName', width: 160, minWidth: 110, dropOrder: 2, ellipsis: { showTitle: true } },
        { title: t('ai.gather.images'), key: 'images', width: 150, minWidth: 130, dropOrder: 3, render: (_: unknown, r) => t('ai.gather.imagesCount', { saved: r.imagesSaved, failed: r.imagesFailed }) },
        { title: t('ai.gather.gatheredAt'), dataIndex: 'createdAt', width: 160, minWidth: 150, dropOrder: 1, render: (ms: number) => time(ms) },
        {
          title: t('ai.gather.actions'), key: 'actions', width: 190, minWidth: 180,
          render: (_: unknown, r) => <Space size={4} wrap={false}><Button type="link" size="small" onClick={() => void store.openDetail(r.id)}>{t('ai.gather.detail')}</Button><DraftButton record={r} /></Space>,
        },
      ]} />
  );
});

const Detail = observer(function Detail({ store }: { store: GatherStore }) {
  const t = useT();
  const d = store.detail;
  const ai = d ? [d.aiSummary && t('ai.gather.aiSummary'), d.aiRewrite && t('ai.gather.aiRewrite')].filter(Boolean).join('、') : '';
  return (
    <Modal open={!!d} title={t('ai.gather.detailTitle')} onCancel={() => store.closeDetail()} footer={<Button onClick={() => store.closeDetail()}>{t('ai.gather.close')}</Button>}>
      {d && (
        <Descriptions column={1} size="small" items={[
          { key: 'source', label: t('ai.gather.source'), children: <a href={d.url} target="_blank" rel="noopener noreferrer">{d.url}</a> },
          { key: 'title', label: t('ai.gather.draft'), children: d.title },
          { key: 'account', label: t('ai.gather.account'), children: d.accountName || '—' },
          { key: 'published', label: t('ai.gather.publishedAt'), children: time(d.publishedAt) },
          { key: 'images', label: t('ai.gather.images'), children: t('ai.gather.imagesCount', { saved: d.imagesSaved, failed: d.imagesFailed }) },
          { key: 'ai', label: t('ai.gather.aiUsed'), children: ai || t('ai.gather.aiNone') },
          { key: 'gathered', label: t('ai.gather.gatheredAt'), children: time(d.createdAt) },
          { key: 'draft', label: t('ai.gather.editDraft'), children: d.articleId ? <Link to={draftEditPath(d.articleType, d.articleId)}>{d.articleTitle}</Link> : t('ai.gather.draftGone') },
        ]} />
      )}
    </Modal>
  );
});

export default observer(function GatherPage() {
  const t = useT();
  const store = useService(GATHER_STORE);
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <AiPageFrame title={t('ai.gather.title')} needsModel={false}>
      <div data-testid="gather-page">
        <p>{t('ai.gather.intro')}</p>
        <GatherForm store={store} />
        <Outcome store={store} />
        <Last store={store} />
        <h3 style={{ marginTop: 24 }}>{t('ai.gather.history')}</h3>
        <History store={store} />
      </div>
      <Detail store={store} />
    </AiPageFrame>
  );
});
