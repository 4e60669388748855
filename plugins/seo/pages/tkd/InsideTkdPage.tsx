// /seoSetting/inside (站内TKD, key seo_zntkd): categories, articles and products with their own and
// effective TKD, the 缺失 / 过长 / 重复 filters, the inline edit of the own fields and 一键提取 for
// one record or, as a background task, for all with empty fields.
import { Alert, Button, Card, Form, Input, Modal, Radio, Space, Table, Tabs, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TOKENS, useService } from '../../../../kernel';
import { TKD_INSIDE_FILTERS, TKD_RECORD_KINDS, TKD_TEMPLATE_MAX, type Tkd, type TkdInsideFilter, type TkdInsideRow, type TkdRecordKind } from '../../../../shared/domain';
import { InlineTask } from '../../../../shared/ui/task/InlineTask';
import { TKD_INSIDE_STORE } from '../../tokens';

const InsideTkdPage = observer(function InsideTkdPage() {
  const store = useService(TKD_INSIDE_STORE);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`seo.tkd.inside.${key}`, params);
  const [editing, setEditing] = useState<TkdInsideRow | null>(null);
  const [draft, setDraft] = useState<Tkd>({ title: '', keywords: '', description: '' });

  // ?kind=…&keyword=… (检测报告's 去修改 of a category) opens that tab searched for the name.
  const [params] = useSearchParams();
  const linkedKind = (TKD_RECORD_KINDS as readonly string[]).includes(params.get('kind') ?? '') ? params.get('kind') as TkdRecordKind : null;
  const linkedKeyword = params.get('keyword') ?? '';
  useEffect(() => {
    void (linkedKind ? store.openAt(linkedKind, linkedKeyword) : store.load());
  }, [store, linkedKind, linkedKeyword]);

  const open = (row: TkdInsideRow) => {
    setEditing(row);
    setDraft({ ...row.own });
  };
  const save = async () => {
    if (editing && (await store.save(editing, draft))) {
      notifier.success(t('saved'));
      setEditing(null);
    }
  };
  const extract = async (row: TkdInsideRow) => {
    if (await store.extract(row)) notifier.success(t('extracted'));
  };

  const marks = (row: TkdInsideRow) => (
    <Space size={4}>
      {row.missing && <Tag color="orange">{t('filters.missing')}</Tag>}
      {row.long && <Tag color="gold">{t('filters.long')}</Tag>}
      {row.duplicate && <Tag color="red">{t('filters.duplicate')}</Tag>}
    </Space>
  );
  const withOwn = (effective: string, own: string) => (
    <span>{effective}{!own.trim() && effective && <Tag style={{ marginLeft: 4 }}>{t('fromTemplate')}</Tag>}</span>
  );

  return (
    <Card title={t('title')}>
      <Tabs activeKey={store.kind} onChange={(k) => void store.setKind(k as TkdRecordKind)} items={TKD_RECORD_KINDS.map((k) => ({ key: k, label: t(`kinds.${k}`) }))} />
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Radio.Group value={store.filter} onChange={(e) => void store.setFilter(e.target.value as TkdInsideFilter)} optionType="button"
            options={TKD_INSIDE_FILTERS.map((f) => ({ value: f, label: t(`filters.${f}`) }))} />
          <Input.Search key={linkedKeyword} defaultValue={linkedKind ? linkedKeyword : undefined} allowClear placeholder={t('search')} onSearch={(v) => void store.search(v)} style={{ width: 240 }} />
        </Space>
        <Button onClick={() => void store.extractAll()}>{t('extractAll')}</Button>
      </Space>
      {store.extractTaskId !== null && <div style={{ marginBottom: 16 }}><InlineTask taskId={store.extractTaskId} onFinished={() => void store.load()} /></div>}
      {store.error && <Alert type="error" showIcon title={store.error} style={{ marginBottom: 16 }} />}
      <Table
        rowKey="id"
        size="middle"
        loading={store.loading}
        dataSource={store.list}
        pagination={{ current: store.page, pageSize: store.rows, total: store.total, showSizeChanger: true, onChange: (p, s) => void store.setPage(p, s), showTotal: (n) => t('total', { count: n }) }}
        columns={[
          { title: t('name'), dataIndex: 'name', width: 220, render: (_: unknown, row) => <div><div>{row.name}</div>{marks(row)}</div> },
          { title: 'Title', render: (_: unknown, row) => withOwn(row.effective.title, row.own.title) },
          { title: 'Keywords', width: 200, render: (_: unknown, row) => withOwn(row.effective.keywords, row.own.keywords) },
          { title: 'Description', render: (_: unknown, row) => withOwn(row.effective.description, row.own.description) },
          { title: t('actions'), width: 150, render: (_: unknown, row) => (
            <Space size={0}>
              <Button type="link" aria-label={`${t('edit')} ${row.name}`} onClick={() => open(row)}>{t('edit')}</Button>
              <Button type="link" aria-label={`${t('extract')} ${row.name}`} onClick={() => void extract(row)}>{t('extract')}</Button>
            </Space>
          ) },
        ]}
      />
      <Modal open={editing !== null} title={t('editTitle', { name: editing?.name ?? '' })} onCancel={() => setEditing(null)} onOk={save} okText={t('save')}>
        <Form layout="vertical">
          {(['title', 'keywords', 'description'] as const).map((field) => (
            <Form.Item key={field} label={t(`fields.${field}`)} extra={editing && !draft[field].trim() ? t('effective', { text: editing.effective[field] }) : undefined}>
              <Input.TextArea aria-label={t(`fields.${field}`)} value={draft[field]} maxLength={TKD_TEMPLATE_MAX[field]} autoSize={{ minRows: 1, maxRows: 5 }}
                onChange={(e) => setDraft({ ...draft, [field]: e.target.value })} />
            </Form.Item>
          ))}
        </Form>
      </Modal>
    </Card>
  );
});

export default InsideTkdPage;
