// /seoSetting/total (全站TKD, key seo_qztkd): title / keywords / description templates per page kind,
// previewed live on a real record of the site the operator picks; an unknown variable shows its
// 未知变量 message under its field and blocks the save (the server refuses it too); the length
// hints only warn.
import { Alert, Button, Card, Col, Descriptions, Form, Input, Row, Select, Space, Tabs, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TOKENS, useClickGuard, useService } from '../../../../kernel';
import { BUILTIN_VARIABLES, TKD_FIELDS, TKD_PAGE_KINDS, TKD_TEMPLATE_MAX, type TkdPageKind } from '../../../../shared/domain';
import { TKD_STORE } from '../../tokens';

const TotalTkdPage = observer(function TotalTkdPage() {
  const store = useService(TKD_STORE);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string) => i18n.t(`seo.tkd.total.${key}`);
  const guard = useClickGuard();

  useEffect(() => {
    void store.loadTkd();
  }, [store]);

  if (store.tkdLoad.error) {
    return <Alert type="error" showIcon title={i18n.t('seo.loadFailed', { message: store.tkdLoad.error })} action={<Button onClick={() => store.loadTkd()}>{i18n.t('seo.retry')}</Button>} />;
  }
  const state = store.state;
  const templates = store.templates;
  const kind = store.kind;
  const problems = store.problems;
  const preview = store.preview;
  const samples = state?.samples[kind] ?? [];
  const variables = [...BUILTIN_VARIABLES, ...(state?.params.variables.map((v) => v.name) ?? [])];
  const save = async () => {
    if (!guard.trigger()) return;
    if (await store.saveTkd()) notifier.success(t('saved'));
  };

  return (
    <Card title={t('title')} loading={store.tkdLoad.loading || !templates} extra={store.tkdDirty ? <Tag color="orange">{t('unsaved')}</Tag> : null}>
      <Alert type="info" showIcon title={t('intro')} style={{ marginBottom: 8 }} />
      <Tabs activeKey={kind} onChange={(k) => store.setKind(k as TkdPageKind)}
        items={TKD_PAGE_KINDS.map((k) => ({ key: k, label: i18n.t(`seo.tkd.kinds.${k}`) }))} />
      {templates && (
        <Row gutter={24}>
          <Col xs={24} xl={13}>
            <Form layout="vertical">
              {TKD_FIELDS.map((field) => (
                <Form.Item key={field} label={t(`fields.${field}`)} validateStatus={problems[field] ? 'error' : undefined} help={problems[field]}>
                  <Input.TextArea
                    aria-label={t(`fields.${field}`)}
                    value={templates[kind][field]}
                    maxLength={TKD_TEMPLATE_MAX[field]}
                    autoSize={{ minRows: field === 'description' ? 3 : 1, maxRows: 6 }}
                    onChange={(e) => store.setTemplate(kind, field, e.target.value)}
                  />
                </Form.Item>
              ))}
            </Form>
            <div style={{ marginBottom: 16 }}>
              <span style={{ marginRight: 8 }}>{t('variables')}</span>
              {variables.map((name) => (
                <Tag key={name} style={{ cursor: 'pointer', marginBottom: 4 }} onClick={() => store.setTemplate(kind, 'title', `${templates[kind].title}{${name}}`)}>{`{${name}}`}</Tag>
              ))}
            </div>
          </Col>
          <Col xs={24} xl={11}>
            <Card size="small" type="inner" title={t('preview')} aria-label={t('preview')}>
              <Space style={{ marginBottom: 12 }}>
                <span>{t('previewOn')}</span>
                {samples.length > 0 ? (
                  <Select
                    aria-label={t('previewOn')}
                    style={{ width: 280 }}
                    value={store.sample?.id}
                    onChange={(id: number) => store.chooseSample(kind, id)}
                    options={samples.map((s) => ({ value: s.id, label: s.label }))}
                    showSearch={{ optionFilterProp: 'label' }}
                  />
                ) : <span>{t('noSample')}</span>}
              </Space>
              {preview && (
                <Descriptions column={1} size="small" bordered
                  items={TKD_FIELDS.map((field) => ({ key: field, label: field === 'title' ? 'Title' : field === 'keywords' ? 'Keywords' : 'Description', children: <span data-preview={field}>{preview[field] || t('empty')}</span> }))} />
              )}
              {store.hints.map((hint) => <Alert key={hint} type="warning" showIcon style={{ marginTop: 8 }} title={hint} />)}
            </Card>
          </Col>
        </Row>
      )}
      <Space style={{ marginTop: 16, display: 'flex' }}>
        <Button type="primary" onClick={save} loading={store.saving} disabled={guard.blocked || store.anyProblem !== null || !store.tkdDirty}>{t('save')}</Button>
        {store.anyProblem && !Object.values(problems).length && <span style={{ color: '#ff4d4f' }}>{store.anyProblem}</span>}
      </Space>
    </Card>
  );
});

export default TotalTkdPage;
