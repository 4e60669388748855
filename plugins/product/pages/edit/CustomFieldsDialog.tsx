// 管理自定义字段: the site's fields (name, kind, required, options, slot) with add, edit and delete.
// A new field's slot is the server's choice (the lowest free one); at 36 the add button is off, and
// if the server still answers 自定义字段最多36个 (a field added elsewhere meanwhile) it is shown
// here. Deleting asks first, saying its values on every product will be cleared.
import { Alert, Button, Checkbox, Form, Input, Modal, Select, Space, Table, Tag, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { TOKENS, useService } from '../../../../kernel';
import { CUSTOM_FIELD_KINDS, CUSTOM_FIELD_LIMITS, CUSTOM_FIELD_SLOTS, PRODUCT_MSG, type CustomFieldKind, type ProductField } from '../../../../shared/domain/product';
import type { CustomFieldsStore } from './CustomFieldsStore';
import { useEditT } from './editText';

interface Draft {
  id?: number;
  name: string;
  kind: CustomFieldKind;
  required: boolean;
  options: string[];
}

const NEW_FIELD: Draft = { name: '', kind: 'text', required: false, options: [] };

export const CustomFieldsDialog = observer(function CustomFieldsDialog({ store, open, onClose }: { store: CustomFieldsStore; open: boolean; onClose: () => void }) {
  const t = useEditT();
  const notifier = useService(TOKENS.notifier);
  const [draft, setDraft] = useState<Draft | null>(null);
  // What was typed into (name, options): its problem shows as typed; everything once 保存 is pressed.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const max = CUSTOM_FIELD_SLOTS.length;
  const tf = (key: string, params?: Record<string, string | number>) => t(`fields.${key}`, params);

  const start = (next: Draft) => {
    setDraft(next);
    setTouched(new Set());
    setSubmitted(false);
    setError(null);
  };
  const change = (patch: Partial<Draft>) => {
    setDraft((d) => (d ? { ...d, ...patch } : d));
    setTouched((before) => new Set([...before, ...Object.keys(patch)]));
    setError(null);
  };
  const problem = draft ? store.problemOf(draft) : null;
  const optionsProblem = problem === PRODUCT_MSG.customFieldOptions;
  const show = (part: 'name' | 'options') => submitted || touched.has(part);

  const submit = async () => {
    if (!draft) return;
    setSubmitted(true);
    // The rule's word is already under its field; only the server's answers need the alert.
    if (store.problemOf(draft)) return;
    const answer = await store.save({ ...draft });
    if (answer) {
      setError(answer);
      return;
    }
    notifier.success(tf('saved'));
    setDraft(null);
  };

  const remove = async (field: ProductField) => {
    const ok = await notifier.confirm({ title: tf('removeTitle'), content: tf('removeConfirm', { name: field.name }), danger: true });
    if (!ok) return;
    if (await store.remove(field.id)) {
      notifier.success(tf('removed'));
      if (draft?.id === field.id) setDraft(null);
    }
  };

  const nameProblem = problem && !optionsProblem && show('name') ? problem : null;
  const optionsShown = optionsProblem && show('options') ? problem : null;

  return (
    <Modal
      open={open}
      title={tf('title')}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{tf('close')}</Button>}
      className="product-fields-dialog"
    >
      <div className="product-fields-head">
        <span className="product-hint">{tf('count', { count: store.fields.length, max })}</span>
        <Tooltip title={store.full ? tf('full', { max }) : undefined}>
          <Button type="primary" disabled={store.full || store.busy} onClick={() => start({ ...NEW_FIELD })}>
            {tf('add')}
          </Button>
        </Tooltip>
      </div>
      {store.full && !draft && <Alert type="info" showIcon title={PRODUCT_MSG.customFieldsFull} className="product-fields-alert" />}
      {draft && (
        <div className="product-field-editor" data-testid="field-editor">
          <div className="product-field-editor-title">{draft.id === undefined ? tf('newTitle') : tf('editTitle')}</div>
          {error && <Alert type="error" showIcon title={error} className="product-fields-alert" data-testid="field-error" />}
          <Form layout="vertical" component="div">
            <Space align="start" wrap size={16}>
              <Form.Item label={tf('name')} htmlFor="product-field-name" required validateStatus={nameProblem ? 'error' : undefined} help={error ? undefined : nameProblem}>
                <Input id="product-field-name" value={draft.name} maxLength={CUSTOM_FIELD_LIMITS.name} showCount className="product-field-name" onChange={(e) => change({ name: e.target.value })} />
              </Form.Item>
              <Form.Item label={tf('kind')} htmlFor="product-field-kind" extra={draft.id !== undefined ? tf('kindFixed') : undefined}>
                <Select
                  id="product-field-kind"
                  className="product-field-kind"
                  value={draft.kind}
                  disabled={draft.id !== undefined}
                  options={CUSTOM_FIELD_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
                  onChange={(kind: CustomFieldKind) => change({ kind })}
                />
              </Form.Item>
              <Form.Item label=" ">
                <Checkbox checked={draft.required} onChange={(e) => change({ required: e.target.checked })}>
                  {tf('required')}
                </Checkbox>
              </Form.Item>
            </Space>
            {draft.kind === 'select' && (
              <Form.Item
                label={tf('options')}
                htmlFor="product-field-options"
                required
                validateStatus={optionsShown ? 'error' : undefined}
                help={error ? undefined : optionsShown}
              >
                <Select
                  id="product-field-options"
                  mode="tags"
                  value={draft.options}
                  open={false}
                  suffixIcon={null}
                  tokenSeparators={[',', '，']}
                  placeholder={tf('optionsPlaceholder')}
                  onChange={(options: string[]) => change({ options })}
                />
              </Form.Item>
            )}
            <Space>
              <Button onClick={() => setDraft(null)}>{tf('cancel')}</Button>
              <Button type="primary" loading={store.busy} onClick={submit}>
                {tf('ok')}
              </Button>
            </Space>
          </Form>
        </div>
      )}
      <Table<ProductField>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={store.fields}
        locale={{ emptyText: tf('empty') }}
        scroll={{ y: 320 }}
        columns={[
          { title: tf('name'), dataIndex: 'name', render: (name: string, field) => (
            <Space size={4}>
              <span>{name}</span>
              {field.required && <Tag color="red">{tf('required')}</Tag>}
            </Space>
          ) },
          { title: tf('kind'), dataIndex: 'kind', width: 110, render: (kind: CustomFieldKind) => t(`kinds.${kind}`) },
          { title: tf('options'), dataIndex: 'options', ellipsis: true, render: (options?: string[]) => (options?.length ? options.join('、') : '—') },
          { title: tf('slot'), dataIndex: 'slot', width: 90 },
          {
            title: tf('actions'),
            key: 'actions',
            width: 120,
            render: (_: unknown, field) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => start({ id: field.id, name: field.name, kind: field.kind, required: field.required, options: [...(field.options ?? [])] })}>
                  {tf('edit')}
                </Button>
                <Button type="link" size="small" danger disabled={store.busy} onClick={() => remove(field)}>
                  {tf('remove')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Modal>
  );
});
