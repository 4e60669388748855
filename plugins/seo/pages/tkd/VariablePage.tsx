// /seoSetting/variable (SEO参数, key seo_params): the system variables explained, the separator and
// site keywords, and the custom variables, checked as typed with the rule the server applies again.
import { Alert, Button, Card, Descriptions, Empty, Form, Input, Space, Table, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TOKENS, useClickGuard, useService } from '../../../../kernel';
import { BUILTIN_VARIABLES, SEPARATOR_MAX, SITE_KEYWORDS_MAX, VARIABLE_NAME_MAX, VARIABLE_VALUE_MAX } from '../../../../shared/domain';
import { TKD_STORE } from '../../tokens';

const VariablePage = observer(function VariablePage() {
  const store = useService(TKD_STORE);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string) => i18n.t(`seo.tkd.variable.${key}`);
  const guard = useClickGuard();

  useEffect(() => {
    void store.loadParams();
  }, [store]);

  if (store.paramsLoad.error) {
    return <Alert type="error" showIcon title={i18n.t('seo.loadFailed', { message: store.paramsLoad.error })} action={<Button onClick={() => store.loadParams()}>{i18n.t('seo.retry')}</Button>} />;
  }
  const draft = store.paramsDraft;
  const problem = store.paramsProblem;
  const save = async () => {
    if (!guard.trigger()) return;
    if (await store.saveParams()) notifier.success(t('saved'));
  };

  return (
    <Card title={t('title')} loading={store.paramsLoad.loading} extra={store.paramsDirty ? <Tag color="orange">{t('unsaved')}</Tag> : null}>
      <Alert type="info" showIcon title={t('intro')} style={{ marginBottom: 16 }} />
      <Descriptions title={t('builtin')} size="small" bordered column={{ xs: 1, md: 2 }} style={{ marginBottom: 24 }}
        items={BUILTIN_VARIABLES.map((name) => ({ key: name, label: <code>{`{${name}}`}</code>, children: t(`builtinHint.${name}`) }))} />
      <Form layout="vertical" style={{ maxWidth: 720 }}>
        <Form.Item label={t('separator')}>
          <Input aria-label={t('separator')} value={draft.separator} maxLength={SEPARATOR_MAX} style={{ width: 120 }} onChange={(e) => store.setSeparator(e.target.value)} />
        </Form.Item>
        <Form.Item label={t('keywords')}>
          <Input aria-label={t('keywords')} value={draft.keywords} maxLength={SITE_KEYWORDS_MAX} placeholder={t('keywordsPlaceholder')} onChange={(e) => store.setKeywords(e.target.value)} />
        </Form.Item>
      </Form>
      <h4>{t('custom')}</h4>
      <Table
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        dataSource={draft.variables.map((v, index) => ({ ...v, index }))}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        style={{ maxWidth: 720 }}
        columns={[
          { title: t('name'), dataIndex: 'name', width: 240, render: (_: unknown, row) => (
            <Input aria-label={`${t('name')} ${row.index + 1}`} value={row.name} maxLength={VARIABLE_NAME_MAX} addonBefore="{" addonAfter="}" onChange={(e) => store.setVariable(row.index, { name: e.target.value })} />
          ) },
          { title: t('value'), dataIndex: 'value', render: (_: unknown, row) => (
            <Input aria-label={`${t('value')} ${row.index + 1}`} value={row.value} maxLength={VARIABLE_VALUE_MAX} onChange={(e) => store.setVariable(row.index, { value: e.target.value })} />
          ) },
          { title: '', width: 80, render: (_: unknown, row) => <Button type="link" danger onClick={() => store.removeVariable(row.index)}>{t('remove')}</Button> },
        ]}
      />
      <Button style={{ marginTop: 12 }} onClick={() => store.addVariable()}>{t('add')}</Button>
      {problem && <Alert type="error" showIcon style={{ marginTop: 16, maxWidth: 720 }} title={problem} />}
      <Space style={{ marginTop: 24, display: 'flex' }}>
        <Button type="primary" onClick={save} loading={store.saving} disabled={guard.blocked || problem !== null || !store.paramsDirty}>{t('save')}</Button>
      </Space>
    </Card>
  );
});

export default VariablePage;
